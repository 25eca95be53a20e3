#if !canImport(UIKit)
import Foundation

/// An object that provides an animated transition between a layer's states (QuartzCore's
/// `CATransition`, spec 18.10).
///
/// Added with `CALayer.add(_:forKey:)`, it always runs under the key ``kCATransition``
/// (`"transition"`), whatever key is given, so a new transition replaces the running one. It runs
/// on the animation engine like any other animation: its timing (`CAMediaTiming`, spec 18.2), its
/// delegate callbacks (spec 18.4), `animationKeys()` and `animation(forKey: "transition")`.
///
/// Out of scope: PortableUIKit does not render the transition's effect (the cross fade, push,
/// move-in or reveal between the old and new states of the layer); the presentation shows the
/// layer's new state for the whole transition. The `filter` is stored and not applied (Linux has
/// no Core Image).
@preconcurrency @MainActor
open class CATransition: CAAnimation {
    /// Specifies the predefined transition type (`.fade`, the default; `.moveIn`, `.push`,
    /// `.reveal`).
    open var type: CATransitionType = .fade
    /// Specifies an optional subtype that indicates the direction for the predefined
    /// motion-based transitions (nil by default).
    open var subtype: CATransitionSubtype?
    /// Indicates the start point of the receiver as a fraction of the entire transition (0 by
    /// default). It must be in 0…1 and not above `endProgress`.
    open var startProgress: Float = 0
    /// Indicates the end point of the receiver as a fraction of the entire transition (1 by
    /// default). It must be in 0…1 and not below `startProgress`.
    open var endProgress: Float = 1
    /// An optional Core Image filter object that provides the transition (stored, not applied).
    open var filter: Any?

    override func copyProperties(to copy: CAAnimation) {
        super.copyProperties(to: copy)
        guard let copy = copy as? CATransition else { return }
        copy.type = type; copy.subtype = subtype; copy.startProgress = startProgress
        copy.endProgress = endProgress; copy.filter = filter
    }

    /// A transition animates no property track: it runs its timeline only. Progress outside
    /// 0 ≤ startProgress ≤ endProgress ≤ 1 is refused (`invalidAnimation`).
    override func makeTracks(for layer: CALayer) -> [PropertyTrack]? {
        if 0 <= startProgress, startProgress <= endProgress, endProgress <= 1 { return [] }
        PortableUIKitDiagnostics.report(
            .invalidAnimation,
            "CATransition with startProgress \(startProgress) and endProgress \(endProgress) cannot run; the transition is ignored",
            fix: "keep 0 ≤ startProgress ≤ endProgress ≤ 1", spec: "18.10")
        return nil
    }
}

/// The predefined transition types of ``CATransition`` (QuartzCore's `CATransitionType`).
public struct CATransitionType: Hashable, Equatable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The layer's content fades as it becomes visible or hidden (the default).
    public static let fade = CATransitionType(rawValue: "fade")
    /// The layer's content slides into place over any existing content.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The layer's content pushes any existing content as it slides into place.
    public static let push = CATransitionType(rawValue: "push")
    /// The layer's content is revealed gradually in the direction of the subtype.
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The directions of motion-based transitions (QuartzCore's `CATransitionSubtype`).
public struct CATransitionSubtype: Hashable, Equatable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The transition begins at the right side of the layer.
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// The transition begins at the left side of the layer.
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// The transition begins at the top of the layer.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// The transition begins at the bottom of the layer.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}
#endif
