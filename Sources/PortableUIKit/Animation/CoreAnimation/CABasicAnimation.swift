#if !canImport(UIKit)
import Foundation

/// An object that provides basic, single-keyframe animation capabilities for a layer property
/// (QuartzCore's `CABasicAnimation`, spec 18.5).
///
/// At most two of `fromValue`, `toValue` and `byValue` should be set; what is interpolated:
///
/// | Set | Interpolates |
/// |---|---|
/// | from + to | from → to |
/// | from + by | from → from + by |
/// | by + to | to − by → to |
/// | from only | from → current presentation value |
/// | to only | current presentation value → to |
/// | by only | current presentation value → that value + by |
/// | none | current presentation value (nothing moves) |
///
/// Values are `NSNumber` / `NSValue` / `CGColor` as in Core Animation; Swift numbers (`Int`,
/// `Double`, `Float`, `CGFloat`) and the bare geometry structs are accepted as they bridge there.
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
    /// The value the receiver uses to start interpolation.
    open var fromValue: Any?
    /// The value the receiver uses to end interpolation.
    open var toValue: Any?
    /// The value the receiver uses to perform relative interpolation.
    open var byValue: Any?

    override func copyProperties(to copy: CAAnimation) {
        super.copyProperties(to: copy)
        guard let copy = copy as? CABasicAnimation else { return }
        copy.fromValue = fromValue; copy.toValue = toValue; copy.byValue = byValue
    }

    override func makeTracks(for layer: CALayer) -> [PropertyTrack]? {
        guard let keyPath = resolvedKeyPath(on: layer),
            let from = convert(fromValue, "fromValue", for: keyPath, on: layer),
            let to = convert(toValue, "toValue", for: keyPath, on: layer),
            let by = convert(byValue, "byValue", for: keyPath, on: layer)
        else { return nil }
        return [
            PropertyTrack(
                keyPath: keyPath, curve: .basic(from: from, to: to, by: by), pacing: pacing,
                isAdditive: isAdditive, isCumulative: isCumulative,
                valueFunction: valueFunction(for: keyPath, on: layer))
        ]
    }

    /// How progress follows time (a spring subclass replaces the curve).
    var pacing: PropertyTrack.Pacing { curvePacing }
}
#endif
