#if !canImport(UIKit)
import Foundation

/// An object that provides keyframe animation capabilities for a layer object (QuartzCore's
/// `CAKeyframeAnimation`, spec 18.6). The interpolation itself is `KeyframeTrack`.
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values (numbers, `NSValue`s, `CGColor`s … as for `CABasicAnimation`).
    open var values: [Any]?
    /// The path for a point-based property to follow; overrides `values` (each point after a
    /// move is a keyframe; the layer moves along the path's lines and curves).
    open var path: CGPath?
    /// When each keyframe applies, as fractions of the duration: n numbers (n + 1 for
    /// `.discrete`) in [0, 1], rising, first 0 and last 1; invalid arrays are ignored.
    open var keyTimes: [NSNumber]?
    /// Per-segment timing functions (n − 1), applied after the animation's own `timingFunction`.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How intermediate values are calculated (`.linear` by default).
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// Whether a layer following `path` turns with it (nil: it does not).
    open var rotationMode: CAAnimationRotationMode?
    /// Per-keyframe tension of the `.cubic` modes (0 when unset).
    open var tensionValues: [NSNumber]?
    /// Per-keyframe continuity of the `.cubic` modes (0 when unset).
    open var continuityValues: [NSNumber]?
    /// Per-keyframe bias of the `.cubic` modes (0 when unset).
    open var biasValues: [NSNumber]?

    override func copyProperties(to copy: CAAnimation) {
        super.copyProperties(to: copy)
        guard let copy = copy as? CAKeyframeAnimation else { return }
        copy.values = values; copy.path = path; copy.keyTimes = keyTimes; copy.timingFunctions = timingFunctions
        copy.calculationMode = calculationMode; copy.rotationMode = rotationMode
        copy.tensionValues = tensionValues; copy.continuityValues = continuityValues; copy.biasValues = biasValues
    }

    override func makeTracks(for layer: CALayer) -> [PropertyTrack]? {
        guard let keyPath = resolvedKeyPath(on: layer) else { return nil }
        let mode = calculationMode.trackMode
        var frames: [AnimatableValue] = []
        var segments: [KeyframeTrack.PathSegment]?
        if let path, case .point? = keyPath.read(from: layer) {
            (frames, segments) = Self.pathKeyframes(path)
        } else {
            for (index, object) in (values ?? []).enumerated() {
                guard case let converted?? = convert(object, "values[\(index)]", for: keyPath, on: layer) else {
                    return nil
                }
                frames.append(converted)
            }
        }
        guard !frames.isEmpty else {
            PortableUIKitDiagnostics.report(
                .invalidAnimation,
                "CAKeyframeAnimation for \"\(self.keyPath ?? "")\" has no values (and no path for a point property); the animation is ignored",
                fix: "set values (or path, for a point property such as position)", spec: "18.6")
            return nil
        }
        let rotation: Double? =
            segments == nil ? nil : rotationMode == .rotateAuto ? 0 : rotationMode == .rotateAutoReverse ? .pi : nil
        let track = KeyframeTrack(
            values: frames, keyTimes: keyTimes?.map(\.doubleValue), timings: timingFunctions?.map(\.curve), mode: mode,
            tension: tensionValues?.map(\.doubleValue) ?? [], continuity: continuityValues?.map(\.doubleValue) ?? [],
            bias: biasValues?.map(\.doubleValue) ?? [], segments: segments, rotationOffset: rotation)
        return [
            PropertyTrack(
                keyPath: keyPath, curve: .keyframes(track), pacing: curvePacing,
                isAdditive: isAdditive, isCumulative: isCumulative,
                valueFunction: valueFunction(for: keyPath, on: layer))
        ]
    }

    /// The keyframes of a path: the first point, then the end of every line, curve or close
    /// (a later move starts the next piece there without a keyframe of its own).
    static func pathKeyframes(_ path: CGPath) -> ([AnimatableValue], [KeyframeTrack.PathSegment]) {
        var frames: [AnimatableValue] = [], segments: [KeyframeTrack.PathSegment] = []
        var current: CGPoint?, subpathStart = CGPoint.zero
        func piece(_ points: [CGPoint]) {
            guard let start = current else { return }
            if frames.isEmpty { frames.append(.point(start)) }
            segments.append(KeyframeTrack.PathSegment(points: [start] + points))
            frames.append(.point(points[points.count - 1]))
            current = points[points.count - 1]
        }
        for element in path.pathElements {
            switch element {
            case .moveTo(let p): current = p; subpathStart = p
            case .lineTo(let p): piece([p])
            case .quadCurveTo(let c, let p): piece([c, p])
            case .curveTo(let c1, let c2, let p): piece([c1, c2, p])
            case .closeSubpath: piece([subpathStart])
            }
        }
        if frames.isEmpty, let current { frames = [.point(current)] }
        return (frames, segments)
    }
}
#endif
