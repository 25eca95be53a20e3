#if !canImport(UIKit)
import Foundation

/// The layer's animation API (QuartzCore names) and presentation values.
extension CALayer {
    /// The keys of the running animations, in the order they were added; nil when there are none.
    public func animationKeys() -> [String]? {
        runningAnimations.isEmpty ? nil : runningAnimations.map(\.key)
    }

    /// Removes the animation for `key`; its completion reports `finished == false`.
    public func removeAnimation(forKey key: String) {
        guard let index = runningAnimations.firstIndex(where: { $0.key == key }) else { return }
        let animation = runningAnimations.remove(at: index)
        animation.group?.interrupted(animation)
    }

    /// Removes every animation; their completions report `finished == false`.
    public func removeAllAnimations() {
        let removed = runningAnimations
        runningAnimations = []
        for animation in removed { animation.group?.interrupted(animation) }
    }

    /// A copy of the layer with every animated property at its in-flight value at the current
    /// media time (no sublayers), or a copy of the model when nothing animates.
    public func presentation() -> Self? {
        let copy = Self(layer: self)
        for animation in runningAnimations {
            copy.setAnimatableValue(animation.value(at: MediaClock.now), forKey: animation.key)
        }
        return copy
    }

    /// The model layer (the receiver itself, since PortableUIKit's presentation copies are detached).
    public func model() -> Self { self }

    /// The value the screen shows for `key` now: the running animation's value, else the model's.
    /// The value a running animation of `key` presents now, or nil when none runs.
    func inFlightValue(forKey key: String) -> AnimatableValue? {
        runningAnimations.last(where: { $0.key == key })?.value(at: MediaClock.now)
    }

    func presentedValue(forKey key: String) -> AnimatableValue? {
        if let animation = runningAnimations.last(where: { $0.key == key }) { return animation.value(at: MediaClock.now) }
        return animatableValue(forKey: key)
    }

    /// Installs an animation, replacing (and interrupting) any running one on the same key.
    func install(_ animation: LayerAnimation) {
        if let index = runningAnimations.firstIndex(where: { $0.key == animation.key }) {
            let replaced = runningAnimations.remove(at: index)
            replaced.group?.interrupted(replaced)
        }
        animation.layer = self
        runningAnimations.append(animation)
        CATransaction.noteAnimationAdded(animation)
    }

    /// Removes an animation that ran to its end.
    func retire(_ animation: LayerAnimation) {
        runningAnimations.removeAll { $0 === animation }
    }
}
#endif
