#if !canImport(UIKit)
import Foundation

/// `add(_:forKey:)` and `animation(forKey:)` (spec 18.3): explicit animations join the one
/// animation engine as ``LayerAnimation``s carrying an ``ExplicitAnimation``.
extension CALayer {
    /// Adds a copy of `anim` to the layer's render tree under `key` (replacing any animation
    /// under the same key, whose delegate then gets `animationDidStop(_:finished: false)` on the
    /// next tick; UNC, spec 18.3). On the copy: a `duration` ≤ 0 becomes the transaction's
    /// `animationDuration` (0.25 s unless set); a nil `timingFunction` takes the transaction's
    /// `animationTimingFunction` when it has one; a `beginTime` of 0 becomes the layer's local
    /// time now. Changing `anim` afterwards changes nothing. An animation that cannot apply to
    /// the layer (unknown key path, wrong value kind, non-finite timing) is reported
    /// (`invalidAnimation`) and ignored, leaving the layer's animations as they were. A
    /// `CATransition` always goes under ``kCATransition``, whatever `key` says. A property animation
    /// whose `keyPath` is nil animates the key path `key`.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        let key = anim is CATransition ? kCATransition : key
        guard let copy = anim.copy() as? CAAnimation, Self.acceptsTiming(of: copy, in: "add(_:forKey:)") else { return }
        // A property animation with no key path animates the property named by its key (Apple's
        // CAValueFunction example adds `CABasicAnimation()` under "transform").
        if let property = copy as? CAPropertyAnimation, property.keyPath == nil, let key { property.keyPath = key }
        resolveTransactionDefaults(of: copy)
        if copy.beginTime == 0 { copy.beginTime = localTime(fromMedia: MediaClock.now) }
        guard let tracks = copy.makeTracks(for: self) else { return }
        let runtime = LayerAnimation(
            explicit: ExplicitAnimation(animation: copy, timeline: copy.timeline, tracks: tracks), key: key)
        let group = AnimationGroup()
        group.add(runtime)
        group.completions.append { [copy] finished in copy.delegate?.animationDidStop(copy, finished: finished) }
        install(runtime)
        AnimationEngine.shared.track(group)
        CATransaction.noteAnimationAdded(runtime)
    }

    /// The layer's copy of the animation under `key` (do not modify it), or nil. For animations
    /// made by `UIView.animate` blocks and property animators it is the `CABasicAnimation`
    /// (`CASpringAnimation` for springs, `CAKeyframeAnimation` for keyframes) describing them.
    public func animation(forKey key: String) -> CAAnimation? {
        guard let animation = runningAnimations.last(where: { $0.animationKey == key }) else { return nil }
        return animation.explicit?.animation ?? animation.describingAnimation()
    }

    /// Spec 18.3 on the added copy (and on a group's children).
    func resolveTransactionDefaults(of copy: CAAnimation) {
        if !(copy.duration > 0) { copy.duration = CATransaction.animationDuration() }
        if copy.timingFunction == nil, let function = CATransaction.animationTimingFunction() {
            copy.timingFunction = function
        }
    }

    /// Whether the timing of `anim` can run: NaN anywhere, or an infinite begin time, duration,
    /// speed or time offset, has no place on a timeline. Reports `invalidAnimation` otherwise.
    static func acceptsTiming(of anim: CAAnimation, in api: String) -> Bool {
        let finite = [anim.beginTime, anim.duration, Double(anim.speed), anim.timeOffset].allSatisfy(\.isFinite)
        let counts =
            !anim.repeatCount.isNaN && !anim.repeatDuration.isNaN && anim.repeatCount >= 0 && anim.repeatDuration >= 0
        if finite && counts { return true }
        PortableUIKitDiagnostics.report(
            .invalidAnimation,
            "\(api) was given \(type(of: anim)) with timing that cannot run (beginTime \(anim.beginTime), duration \(anim.duration), speed \(anim.speed), timeOffset \(anim.timeOffset), repeatCount \(anim.repeatCount), repeatDuration \(anim.repeatDuration)); the animation is ignored",
            fix:
                "use finite beginTime, duration, speed and timeOffset, and a repeatCount / repeatDuration of at least 0 (.infinity repeats forever)",
            spec: "18.2")
        return false
    }
}
#endif
