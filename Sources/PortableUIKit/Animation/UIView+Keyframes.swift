#if !canImport(UIKit)
import Foundation

extension UIView {
    /// Options for keyframe animations (UIKit's `UIView.KeyframeAnimationOptions`): the shared
    /// low bits of `AnimationOptions` plus the calculation mode (bits 10–12).
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        /// Creates options from a raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lay out subviews at commit time.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Allow interaction while animating.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Start from the current presentation value.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeat indefinitely.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Run backward and forward.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Ignore the inherited duration.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Ignore every inherited option.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        /// Linear interpolation between keyframes (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Jump from keyframe to keyframe.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Even pacing (PortableUIKit: as linear).
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// Smooth curve through the keyframes (PortableUIKit: as linear).
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// Smooth, evenly paced (PortableUIKit: as linear).
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    /// Animates the keyframes that `animations` adds with ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``.
    /// Each property changed in a keyframe holds its previous value until that keyframe starts
    /// and reaches the new value when it ends; the whole animation runs linearly in time.
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let collector = KeyframeCollector()
        // With no animation (a duration of 0, negative or NaN, animations off) there is no
        // context to collect into: the keyframes still run inside this call, at once (issue 18).
        KeyframeCollector.callDepth += 1
        defer { KeyframeCollector.callDepth -= 1 }
        let viewOptions = AnimationOptions(rawValue: options.rawValue & 0x3FF).union(.curveLinear)
        let discrete = options.rawValue & (0x7 << 10) == KeyframeAnimationOptions.calculationModeDiscrete.rawValue
        runAnimationBlock(
            duration: duration, delay: delay, options: viewOptions.union(.overrideInheritedCurve),
            timing: .cubic(.linear), keyframes: collector, animations: animations, completion: completion)
        collector.install(discrete: discrete)
    }

    /// Adds a keyframe inside ``animateKeyframes(withDuration:delay:options:animations:completion:)``:
    /// start and duration are fractions (0…1) of the whole animation.
    public class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        guard let collector = ViewAnimationContext.current?.keyframes else {
            guard KeyframeCollector.callDepth == 0 else { return animations() }
            PortableUIKitDiagnostics.report(
                .invalidTransition,
                "addKeyframe(withRelativeStartTime:relativeDuration:animations:) called outside animateKeyframes",
                fix: "call addKeyframe only inside the animations block of UIView.animateKeyframes", spec: "3.5")
            animations()
            return
        }
        collector.frame = (min(max(frameStartTime, 0), 1), min(max(frameStartTime + frameDuration, 0), 1))
        defer { collector.frame = nil }
        animations()
    }
}

/// Collects the property changes of keyframes and turns them into one animation per property.
@MainActor
final class KeyframeCollector {
    /// How many `animateKeyframes` calls are running (nested ones count each).
    static var callDepth = 0
    /// The keyframe being run, as (start, end) fractions.
    var frame: (start: Double, end: Double)?
    private var segments:
        [(layer: CALayer, key: String, start: Double, end: Double, from: AnimatableValue, to: AnimatableValue)] = []
    private var context: ViewAnimationContext?
    /// Whether no change was recorded.
    var isEmpty: Bool { segments.isEmpty }

    /// Records a change made inside a keyframe (or, outside one, a change spanning the whole animation).
    func record(
        _ layer: CALayer, key: String, from: AnimatableValue, to: AnimatableValue, context: ViewAnimationContext
    ) {
        self.context = context
        let (start, end) = frame ?? (0, 1)
        segments.append((layer, key, start, end, from, to))
    }

    /// Builds and installs one keyframe animation per (layer, key).
    func install(discrete: Bool) {
        guard let context else { return }
        var order: [(CALayer, String)] = []
        for segment in segments where !order.contains(where: { $0.0 === segment.layer && $0.1 == segment.key }) {
            order.append((segment.layer, segment.key))
        }
        for (layer, key) in order {
            let mine = segments.filter { $0.layer === layer && $0.key == key }.sorted { $0.start < $1.start }
            var keyframes: [(time: Double, value: AnimatableValue)] = [(0, mine[0].from)]
            for segment in mine {
                keyframes.append((segment.start, keyframes[keyframes.count - 1].value))
                keyframes.append((segment.end, segment.to))
            }
            if keyframes[keyframes.count - 1].time < 1 { keyframes.append((1, keyframes[keyframes.count - 1].value)) }
            if discrete {
                keyframes = keyframes.enumerated().flatMap { index, frame in
                    index == 0 ? [frame] : [(frame.time, keyframes[index - 1].value), frame]
                }
            }
            let animation = LayerAnimation(
                key: key, from: keyframes[0].value, to: keyframes[keyframes.count - 1].value,
                timing: .cubic(.linear), beginTime: context.beginTime(on: layer), duration: context.duration)
            animation.keyframes = keyframes
            if context.options.contains(.repeat) { animation.repeatCount = .infinity }
            animation.autoreverses = context.options.contains(.autoreverse)
            context.group.add(animation)
            layer.install(animation)
            CATransaction.noteAnimationAdded(animation)
        }
        if !segments.isEmpty { AnimationEngine.shared.track(context.group) }
    }
}

#endif
