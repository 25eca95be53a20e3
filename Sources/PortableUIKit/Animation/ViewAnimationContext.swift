#if !canImport(UIKit)
import Foundation

/// The animation block being run by `UIView.animate…`: property changes made inside it become
/// layer animations of its group (spec 3.5: options, curve and duration; nested blocks inherit
/// the outer block's duration, curve and options unless they override them).
@MainActor
final class ViewAnimationContext {
    /// The open blocks, innermost last; a nil entry is a `performWithoutAnimation` block.
    private static var stack: [ViewAnimationContext?] = []
    /// How many animation blocks are open.
    static var openBlockCount: Int { stack.count }
    /// How many `performWithoutAnimation` blocks are open.
    private static var withoutAnimationDepth = 0
    /// Whether a `performWithoutAnimation` block is open: animation blocks opened now animate nothing.
    static var isWithoutAnimation: Bool { withoutAnimationDepth > 0 }
    /// Forgets open blocks (left open by a body that never returned; see ``ProcessWideState``).
    static func forgetAll() {
        stack = []
        withoutAnimationDepth = 0
    }
    /// The innermost open animation block, or nil (none, or inside `performWithoutAnimation`).
    static var current: ViewAnimationContext? { stack.last ?? nil }

    let group: AnimationGroup
    let duration: TimeInterval
    let delay: TimeInterval
    let options: UIView.AnimationOptions
    let timing: TimingFunction
    /// The media time the block ran at.
    let startTime: TimeInterval
    /// Set for `animateKeyframes` blocks: changes are collected as keyframes instead.
    let keyframes: KeyframeCollector?
    /// Set for property-animator blocks: each new animation is handed to the animator, which
    /// drives its progress, instead of joining the group on the clock.
    var attach: ((LayerAnimation) -> Void)?

    init(
        group: AnimationGroup, duration: TimeInterval, delay: TimeInterval,
        options: UIView.AnimationOptions, timing: TimingFunction, keyframes: KeyframeCollector? = nil
    ) {
        self.keyframes = keyframes
        self.group = group
        self.duration = duration
        self.delay = delay
        self.options = options
        self.timing = timing
        startTime = MediaClock.now
    }

    /// When this block's animations of `layer` begin, in the layer's local time: its local time
    /// when the block ran, plus the delay (so a paused ancestor holds them at their start).
    func beginTime(on layer: CALayer) -> TimeInterval {
        layer.localTime(fromMedia: startTime) + delay
    }

    /// Runs `body` with `context` (nil: no animation) as the innermost block.
    static func run(_ context: ViewAnimationContext?, _ body: () -> Void) {
        stack.append(context)
        defer { stack.removeLast() }
        body()
    }

    /// Runs `body` as a `performWithoutAnimation` block: no animation block is current and nested
    /// ones animate nothing.
    static func runWithoutAnimation(_ body: () -> Void) {
        withoutAnimationDepth += 1
        defer { withoutAnimationDepth -= 1 }
        run(nil, body)
    }

    /// A property of `layer` changed from `old` inside this block: animate it to the new model value.
    func animate(_ layer: CALayer, key: String, from old: AnimatableValue) {
        guard let to = layer.animatableValue(forKey: key), to != old else { return }
        // Spec 3.5: from the in-flight presentation value with beginFromCurrentState, otherwise
        // from the previous model value (the in-flight animation's end). With nothing in flight
        // both are the previous model value: the model already holds the new one here, so the
        // presentation must not be read from it.
        let start = options.contains(.beginFromCurrentState) ? (layer.inFlightValue(forKey: key) ?? old) : old
        if let keyframes {
            keyframes.record(layer, key: key, from: start, to: to, context: self)
            return
        }
        let animation = LayerAnimation(
            key: key, from: start, to: to, timing: timing, beginTime: beginTime(on: layer), duration: duration)
        if options.contains(.repeat) { animation.repeatCount = .infinity }
        animation.autoreverses = options.contains(.autoreverse)
        if let attach {
            attach(animation)
            layer.install(animation)
            return
        }
        group.add(animation)
        layer.install(animation)
        AnimationEngine.shared.track(group)
        // A block's animations are Core Animation animations added in the current transaction
        // (spec 18.12: a transaction's completion block waits for them too).
        CATransaction.noteAnimationAdded(animation)
    }

    /// Spec 2.5: an appearance end deferred into this block's completion.
    func deferAppearanceEnd(_ end: @escaping () -> Void) {
        group.appearanceEnds.append(end)
    }
}
#endif
