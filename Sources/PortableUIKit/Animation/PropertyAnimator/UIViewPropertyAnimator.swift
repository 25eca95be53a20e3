#if !canImport(UIKit)
import Foundation

/// An interruptible, scrubbable, reversible animator (UIKit's `UIViewPropertyAnimator`), with the
/// state machine of spec 8.8–8.9. Animation blocks run when the animator becomes active (or at
/// once when added to an active one); each property change becomes a layer animation whose
/// progress the animator supplies. Window ticks drive running animators. Programmer errors in
/// the 8.8 table are reported through `PortableUIKitDiagnostics` and leave the animator unchanged.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    private struct Segment {
        let animation: LayerAnimation
        var start: Double
    }

    /// The duration given at creation (ignored by physical springs, spec 8.5).
    public let duration: TimeInterval
    /// The delay of the last `startAnimation(afterDelay:)`.
    public private(set) var delay: TimeInterval = 0
    /// The timing curve given at creation.
    public let timingParameters: UITimingCurveProvider?
    /// Whether views take touches while animating.
    open var isUserInteractionEnabled = true
    /// Whether the client hit-tests animating views itself.
    open var isManualHitTestingEnabled = false
    /// Whether scrubbing `fractionComplete` uses a linear curve (spec 8.8).
    open var scrubsLinearly = true
    /// Whether the animator stays active at the end instead of finishing (spec 8.8).
    open var pausesOnCompletion = false
    /// The animator's state.
    public private(set) var state: UIViewAnimatingState = .inactive
    /// Whether it is running (started and not paused).
    public private(set) var isRunning = false

    private var timeline: AnimatorTimeline
    private var pendingBlocks: [(block: () -> Void, delayFactor: CGFloat)] = []
    private var segments: [Segment] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var lastTick: TimeInterval?
    private var resumeAt: TimeInterval?
    private var _isInterruptible = true

    /// An animator with a duration and a timing curve.
    public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = duration
        timingParameters = parameters
        timeline = AnimatorTimeline(duration: duration, timing: .cubic(.easeInEaseOut))
        super.init()
        applyTiming(parameters, duration: duration)
    }

    /// UIKit raises when an active (paused) or stopped animator is released ("It is an error to
    /// release a paused or stopped property animator"): reported as `invalidAnimatorUse`, and its
    /// animations are taken off the layers, which keep their model values (issue 18).
    isolated deinit {
        guard state != .inactive else { return }
        PortableUIKitDiagnostics.report(
            .invalidAnimatorUse,
            "a property animator was released while \(state == .stopped ? "stopped" : "paused"); its animations were removed",
            fix:
                "finish the animator (startAnimation, or stopAnimation(false) and finishAnimation(at:)) before releasing it",
            spec: "8.8")
        for segment in segments { segment.animation.layer?.retire(segment.animation) }
    }

    /// An animator with a named curve.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a custom cubic curve.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(
            duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a spring fitted to its duration.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Creates, configures and starts an animator (ease-in-out unless the options give a curve).
    @discardableResult
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
        let animator = self.init(
            duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.animationCurve))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: UIViewAnimating

    /// Whether it can be paused, scrubbed and continued; changeable only while inactive.
    open var isInterruptible: Bool {
        get { _isInterruptible }
        set {
            guard state == .inactive else {
                return misuse(
                    "isInterruptible can change only while the animator is inactive", fix: "set it before starting")
            }
            _isInterruptible = newValue
        }
    }

    /// Whether it runs back towards the start values; ignored once stopped.
    open var isReversed: Bool {
        get { timeline.isReversed }
        set { if state != .stopped { timeline.isReversed = newValue } }
    }

    /// How far along it is (0…1); writable only while paused (an inactive animator becomes active).
    open var fractionComplete: CGFloat {
        get { CGFloat(timeline.fraction) }
        set {
            guard state != .stopped else {
                return misuse(
                    "fractionComplete cannot be set on a stopped animator", fix: "call finishAnimation(at:) first")
            }
            guard !isRunning else {
                return misuse(
                    "fractionComplete can be set only while the animator is paused", fix: "call pauseAnimation() first")
            }
            // UIKit clamps the fraction to 0…1; NaN is surely a bug and would leave the animator
            // never ending: refused, the fraction unchanged (issue 18).
            guard !newValue.isNaN else {
                return misuse("fractionComplete cannot be NaN", fix: "pass a fraction in 0…1")
            }
            activate()
            timeline.fraction = min(max(Double(newValue), 0), 1)
            timeline.isScrubbingLinearly = scrubsLinearly
        }
    }

    /// Starts (or resumes) now.
    open func startAnimation() { startAnimation(afterDelay: 0) }

    /// Starts (or resumes) after `delay` seconds.
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped else {
            return misuse(
                "startAnimation on a stopped animator", fix: "call finishAnimation(at:) and use a new animator")
        }
        self.delay = delay
        activate()
        rebaseAfterScrubbing()
        isRunning = true
        resumeAt = MediaClock.now + max(delay, 0)
        lastTick = nil
        AnimatorDriver.shared.add(self)
    }

    /// Pauses; an inactive animator becomes active and paused.
    open func pauseAnimation() {
        guard state != .stopped else {
            return misuse("pauseAnimation on a stopped animator", fix: "call finishAnimation(at:) instead")
        }
        guard _isInterruptible || state == .inactive else {
            return misuse(
                "pauseAnimation on a non-interruptible animator", fix: "set isInterruptible = true before starting")
        }
        activate()
        isRunning = false
        // A paused animator waits for its client, not the clock: the driver lets go of it, so
        // one the client releases is not kept (and leaked) but reported on release (issue 18).
        AnimatorDriver.shared.remove(self)
    }

    /// Stops: with `true`, straight to inactive without completions; with `false`, to stopped
    /// (finish later with `finishAnimation(at:)`). Properties keep their current on-screen values.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        freezeAtCurrentValues()
        isRunning = false
        AnimatorDriver.shared.remove(self)
        if withoutFinishing {
            state = .inactive
            completions = []
            segments = []
        } else {
            state = .stopped
        }
    }

    /// Finishes a stopped animator at a position and runs the completions with it.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else {
            return misuse(
                "finishAnimation(at:) is legal only on a stopped animator", fix: "call stopAnimation(false) first")
        }
        for segment in segments {
            guard let layer = segment.animation.layer else { continue }
            switch finalPosition {
            case .end: layer.setAnimatableValue(segment.animation.to, forKey: segment.animation.key)
            case .start: layer.setAnimatableValue(segment.animation.from, forKey: segment.animation.key)
            case .current: break
            }
        }
        finish(at: finalPosition)
    }

    // MARK: UIViewImplicitlyAnimating

    /// Adds animations that start after `delayFactor` × the remaining duration.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        guard state != .stopped else {
            return misuse(
                "addAnimations on a stopped animator", fix: "add animations before stopping, or use a new animator")
        }
        if state == .active {
            run(animation, delayFactor: delayFactor)
        } else {
            pendingBlocks.append((animation, delayFactor))
        }
    }

    /// Adds animations for the remaining duration.
    open func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

    /// Adds a completion; allowed in every state.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Resumes a paused interruptible animator with new timing and a duration of the original
    /// duration × `durationFactor` (spec 8.9); nil parameters keep the current curve.
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active, !isRunning, _isInterruptible else {
            return misuse(
                "continueAnimation is legal only on a paused, interruptible animator",
                fix: "pause the animator (and keep isInterruptible true) before continuing it")
        }
        let newDuration = duration * Double(max(durationFactor, 0))
        if let parameters { applyTiming(parameters, duration: newDuration) } else { timeline.duration = newDuration }
        startAnimation()
    }

    // MARK: Mechanics

    private func applyTiming(_ parameters: UITimingCurveProvider, duration: TimeInterval) {
        if let spring = parameters.springTimingParameters {
            let (motion, effective) = spring.motion(forDuration: duration)
            timeline.timing = .spring(motion)
            timeline.duration = effective
        } else if let cubic = parameters.cubicTimingParameters {
            timeline.timing = .cubic(cubic.curve)
            // An infinite or NaN duration never ends: such an animator completes at once
            // (issue 18), as one of duration 0 does; `duration` still reads what was given.
            timeline.duration = duration.isFinite ? duration : 0
        }
    }

    private func activate() {
        guard state == .inactive else { return }
        state = .active
        let blocks = pendingBlocks
        pendingBlocks = []
        for (block, factor) in blocks { run(block, delayFactor: factor) }
    }

    private func run(_ block: () -> Void, delayFactor: CGFloat) {
        let start = timeline.fraction + Double(delayFactor) * (1 - timeline.fraction)
        let context = ViewAnimationContext(
            group: AnimationGroup(), duration: max(timeline.duration, 1e-9), delay: 0,
            options: [], timing: timeline.timing)
        // Weak, not unowned: an app may release a paused or scrubbed animator while its
        // animations stay on the layers (issue 18); they then hold the last progress they had.
        context.attach = { [weak self] animation in
            guard let self else { return }
            animation.externalProgress = { [weak self, weak animation] in
                guard let self, let animation else { return 1 }
                return self.segmentProgress(of: animation)
            }
            segments.append(Segment(animation: animation, start: start))
        }
        ViewAnimationContext.run(context, block)
    }

    private func segmentProgress(of animation: LayerAnimation) -> Double {
        guard let segment = segments.first(where: { $0.animation === animation }) else { return 1 }
        return timeline.progress(ofSegmentStartingAt: segment.start)
    }

    /// After linear scrubbing, resuming continues from the values on screen with the real curve.
    private func rebaseAfterScrubbing() {
        guard timeline.isScrubbingLinearly else { return }
        let now = MediaClock.now
        if !timeline.isReversed {
            for index in segments.indices {
                segments[index].animation.from = segments[index].animation.value(at: now)
                segments[index].start = timeline.fraction
            }
        }
        timeline.isScrubbingLinearly = timeline.isReversed
    }

    private func freezeAtCurrentValues() {
        let now = MediaClock.now
        for segment in segments {
            guard let layer = segment.animation.layer else { continue }
            let value = segment.animation.value(at: now)
            layer.retire(segment.animation)
            layer.setAnimatableValue(value, forKey: segment.animation.key)
        }
    }

    private func finish(at position: UIViewAnimatingPosition) {
        for segment in segments { segment.animation.layer?.retire(segment.animation) }
        segments = []
        state = .inactive
        isRunning = false
        timeline.fraction = 0
        timeline.isReversed = false
        AnimatorDriver.shared.remove(self)
        let handlers = completions
        completions = []
        for handler in handlers { handler(position) }
    }

    /// Advances a running animator to media time `now`.
    func tick(at now: TimeInterval) {
        guard isRunning, let resumeAt, now >= resumeAt else { return }
        let elapsed = now - (lastTick ?? resumeAt)
        lastTick = now
        guard timeline.advance(by: elapsed) else { return }
        if pausesOnCompletion {
            isRunning = false
            return
        }
        let position: UIViewAnimatingPosition = timeline.isReversed ? .start : .end
        if position == .start {
            for segment in segments {
                segment.animation.layer?.setAnimatableValue(segment.animation.from, forKey: segment.animation.key)
            }
        }
        finish(at: position)
    }

    private func misuse(_ message: String, fix: String) {
        PortableUIKitDiagnostics.report(
            .invalidAnimatorUse, "\(message) (state \(state), running \(isRunning))",
            fix: fix, spec: "8.8")
    }
}

/// Ticks the running property animators.
@MainActor
final class AnimatorDriver {
    static let shared = AnimatorDriver()
    private var animators: [UIViewPropertyAnimator] = []

    /// Whether an animator is running (paused ones wait for the client, not for the clock).
    var hasRunning: Bool { animators.contains { $0.isRunning } }
    func add(_ animator: UIViewPropertyAnimator) {
        if !animators.contains(where: { $0 === animator }) { animators.append(animator) }
    }
    func remove(_ animator: UIViewPropertyAnimator) { animators.removeAll { $0 === animator } }
    /// Stops ticking every animator (see ``ProcessWideState``).
    func forgetAll() { animators = [] }
    func tick(at now: TimeInterval) {
        for animator in animators { animator.tick(at: now) }
    }
}
#endif
