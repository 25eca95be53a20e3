#if !canImport(UIKit)
import Foundation

/// The transition field of `UIView.AnimationOptions` (spec 3.5) and the presentation-only
/// animations that draw it: model values never change, so when the animations end the views
/// simply are where the transition leaves them.
///
/// - cross-dissolve: the outgoing view fades out while the incoming one fades in;
/// - flips: the container turns 90° about the vertical (left/right) or horizontal (top/bottom)
///   axis, seen with a perspective of 1/1000 pt, then the other half from −90°; the outgoing
///   view shows for the first half, the incoming one for the second. The rotation is sampled
///   as exact matrices (48 keyframes), so in-between values are the true perspective rotation;
/// - curl up / down (approximate): the outgoing view slides off the top / bottom edge, fading,
///   over the incoming one; PortableUIKit draws no page curl.
enum TransitionStyle: UInt {
    case none = 0, flipFromLeft, flipFromRight, curlUp, curlDown, crossDissolve, flipFromTop, flipFromBottom

    init(_ options: UIView.AnimationOptions) {
        self = TransitionStyle(rawValue: (options.rawValue >> 20) & 0xF) ?? .none
    }

    /// The perspective the flips are seen with (m34 = −1/1000).
    static let perspective: CATransform3D = {
        var m = CATransform3DIdentity
        m.m34 = -1.0 / 1000
        return m
    }()

    /// The container's transform at a fraction of a flip, about `axis`; `sign` picks the direction.
    static func flipTransform(at fraction: Double, axis: (x: CGFloat, y: CGFloat), sign: CGFloat) -> CATransform3D {
        let angle = fraction < 0.5 ? CGFloat(fraction) * .pi : CGFloat(fraction - 1) * .pi
        return CATransform3DConcat(CATransform3DMakeRotation(sign * angle, axis.x, axis.y, 0), perspective)
    }

    /// Adds this style's animations to `context`'s group: `from` leaves (nil for
    /// `transition(with:)`), the `incoming` views arrive, `container` is what flips.
    @MainActor
    func addAnimations(from: UIView?, to incoming: [UIView], container: UIView, context: ViewAnimationContext) {
        func animate(_ layer: CALayer, _ key: String, _ keyframes: [(time: Double, value: AnimatableValue)]) {
            let animation = LayerAnimation(
                key: key, from: keyframes[0].value, to: keyframes[keyframes.count - 1].value,
                timing: context.timing, beginTime: context.beginTime(on: layer), duration: context.duration)
            animation.keyframes = keyframes
            context.group.add(animation)
            layer.install(animation)
            AnimationEngine.shared.track(context.group)
        }
        func reveal(_ keyframes: (AnimatableValue) -> [(time: Double, value: AnimatableValue)]) {
            for view in incoming { animate(view.layer, "opacity", keyframes(.scalar(Double(view.layer.opacity)))) }
        }
        switch self {
        case .none:
            return
        case .crossDissolve:
            reveal { [(0, .scalar(0)), (1, $0)] }
            if let from { animate(from.layer, "opacity", [(0, .scalar(Double(from.layer.opacity))), (1, .scalar(0))]) }
        case .flipFromLeft, .flipFromRight, .flipFromTop, .flipFromBottom:
            let vertical = self == .flipFromLeft || self == .flipFromRight
            let axis: (CGFloat, CGFloat) = vertical ? (0, 1) : (1, 0)
            let sign: CGFloat = (self == .flipFromLeft || self == .flipFromBottom) ? -1 : 1
            let base = container.layer.transform
            let steps = 48
            var frames: [(time: Double, value: AnimatableValue)] = []
            for step in 0...steps {
                let t = Double(step) / Double(steps)
                if step == steps / 2 {
                    frames.append(
                        (
                            t,
                            .transform(
                                CATransform3DConcat(Self.flipTransform(at: 0.4999999, axis: axis, sign: sign), base))
                        ))
                }
                frames.append(
                    (t, .transform(CATransform3DConcat(Self.flipTransform(at: t, axis: axis, sign: sign), base))))
            }
            animate(container.layer, "transform", frames)
            reveal { [(0, .scalar(0)), (0.5, .scalar(0)), (0.5, $0), (1, $0)] }
            if let from {
                let opacity = AnimatableValue.scalar(Double(from.layer.opacity))
                animate(from.layer, "opacity", [(0, opacity), (0.5, opacity), (0.5, .scalar(0)), (1, .scalar(0))])
            }
        case .curlUp, .curlDown:
            guard let from else {
                reveal { [(0, .scalar(0)), (1, $0)] }
                return
            }
            let start = from.layer.position
            let offset = (self == .curlUp ? -1 : 1) * container.bounds.height
            animate(
                from.layer, "position", [(0, .point(start)), (1, .point(CGPoint(x: start.x, y: start.y + offset)))])
            animate(from.layer, "opacity", [(0, .scalar(Double(from.layer.opacity))), (1, .scalar(0))])
        }
    }
}
#endif
