#if !canImport(UIKit)
import Foundation

/// UIKit's block-based view animations. Inside the `animations` block every animatable property
/// change sets the model value at once and records an animation (principle 2). Completions run on
/// the clock when every animation of the block has ended, with `finished == false` if one was
/// removed or replaced; a block that animates nothing, or a duration ≤ 0, applies at once and
/// completes at the next turn (spec 8.7 last bullet).
extension UIView {
    private static var animationsEnabled = true

    /// Whether animations are enabled: false after `setAnimationsEnabled(false)` and inside a
    /// `performWithoutAnimation` block.
    public class var areAnimationsEnabled: Bool { animationsEnabled && !ViewAnimationContext.isWithoutAnimation }
    /// Enables or disables animations.
    public class func setAnimationsEnabled(_ enabled: Bool) { animationsEnabled = enabled }
    /// The duration of the innermost running animation block, 0 outside one.
    public class var inheritedAnimationDuration: TimeInterval { ViewAnimationContext.current?.duration ?? 0 }

    /// Animates changes with a duration, delay, options and completion.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        runAnimationBlock(
            duration: duration, delay: delay, options: options,
            timing: .cubic(CubicTimingCurve(options.animationCurve)),
            animations: animations, completion: completion)
    }

    /// Animates changes with a duration and completion (ease-in-out).
    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates changes with a duration (ease-in-out).
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates changes with a spring fitted to `duration` (spec 8.4) whose initial velocity is
    /// normalised to the animated distance (spec 8.3).
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        // A zero or negative duration lands at once; NaN, infinities and NaN ratios are repaired
        // with a diagnostic (Swift's min/max pass NaN through to the repair).
        let ratio = min(max(Double(dampingRatio), 1e-3), 1)
        var repair = SpringParameterRepair()
        let spring = SpringMotion(
            dampingRatio: ratio, duration: max(duration, 1e-6), initialVelocity: Double(velocity),
            repair: &repair)
        repair.report(
            in:
                "UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)"
        )
        runAnimationBlock(
            duration: duration.isFinite ? duration : 0, delay: delay, options: options.union(.overrideInheritedCurve),
            timing: .spring(spring), animations: animations, completion: completion)
    }

    /// Animates changes with an iOS 17 perceptual spring (spec 8.6); the animation lasts until the
    /// spring settles to 0.1 % of the distance.
    public class func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0.0, initialSpringVelocity: CGFloat = 0.0,
        delay: TimeInterval = 0.0, options: UIView.AnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        var repair = SpringParameterRepair()
        let spring = SpringMotion(
            perceptualDuration: duration, bounce: Double(bounce),
            initialVelocity: Double(initialSpringVelocity), repair: &repair)
        repair.report(
            in: "UIView.animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)")
        withoutActuallyEscaping(animations) { animations in
            runAnimationBlock(
                duration: spring.settlingDuration(), delay: delay,
                options: options.union([.overrideInheritedCurve, .overrideInheritedDuration]),
                timing: .spring(spring), animations: animations, completion: completion)
        }
    }

    /// Runs `actionsWithoutAnimation` with animations off, even inside an animation block; as in
    /// UIKit, animation blocks opened inside it (`UIView.animate…`) apply their changes at once and
    /// `areAnimationsEnabled` reads false until it returns.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        ViewAnimationContext.runWithoutAnimation(actionsWithoutAnimation)
    }

    static func runAnimationBlock(
        duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, timing: TimingFunction,
        keyframes: KeyframeCollector? = nil, animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        // An infinite or NaN duration or delay would never end: the animation completes at
        // once, as one of duration 0 (issue 18; UIKit raises for none of them).
        var duration = duration.isFinite ? duration : 0, timing = timing, options = options
        let delay = delay.isFinite ? delay : 0
        if let outer = ViewAnimationContext.current {
            if !options.contains(.overrideInheritedDuration) { duration = outer.duration }
            if !options.contains(.overrideInheritedCurve) { timing = outer.timing }
            if !options.contains(.overrideInheritedOptions) { options.formUnion(outer.options.subtracting(.curveMask)) }
        }
        let group = AnimationGroup()
        if let completion { group.completions.append(completion) }
        if duration > 0, areAnimationsEnabled {
            let context = ViewAnimationContext(
                group: group, duration: duration, delay: delay, options: options,
                timing: timing, keyframes: keyframes)
            ViewAnimationContext.run(context, animations)
        } else {
            ViewAnimationContext.run(nil, animations)
        }
        if group.animations.isEmpty && keyframes?.isEmpty != false {
            DeferredWork.main.enqueue { group.complete() }
        } else {
            AnimationEngine.shared.track(group)
        }
    }
}

extension UIView.AnimationOptions {
    /// The curve field (bits 16–19).
    static let curveMask = UIView.AnimationOptions(rawValue: 0xF << 16)

    /// The curve the options select.
    var animationCurve: UIView.AnimationCurve {
        UIView.AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut
    }
}
#endif
