#if !canImport(UIKit)
import Foundation

/// The layer's animation API (QuartzCore names) and presentation values.
extension CALayer {
    /// Whether any animation runs on the layer, with or without a key (`animationKeys()` lists only
    /// keyed ones). For renderers, which draw the presentation copy of such a layer; not QuartzCore API.
    @_spi(Rendering) public var hasRunningAnimations: Bool { !runningAnimations.isEmpty }

    /// The keys of the running animations, in the order they apply (the order they were added);
    /// nil when there are none. Animations added under a nil key run but have no key to list.
    public func animationKeys() -> [String]? {
        let keys = runningAnimations.compactMap(\.animationKey)
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation for `key`; its completion (or delegate) reports `finished == false`
    /// on the next tick.
    public func removeAnimation(forKey key: String) {
        guard let index = runningAnimations.firstIndex(where: { $0.animationKey == key }) else { return }
        let animation = runningAnimations.remove(at: index)
        animation.group?.interrupted(animation)
    }

    /// Removes every animation; their completions (or delegates) report `finished == false` on
    /// the next tick.
    public func removeAllAnimations() {
        let removed = runningAnimations
        runningAnimations = []
        for animation in removed { animation.group?.interrupted(animation) }
    }

    /// A copy of the layer as currently displayed: every animation applied, in the order they were
    /// added, at the current media time (no sublayers), or a copy of the model when nothing
    /// animates. Nil until the layer has been committed once (spec 18.1): until a commit (the end
    /// of the turn, `CATransaction.flush()`, an outermost `commit()`) follows its creation.
    /// Called on a presentation layer, it presents that layer's model again.
    public func presentation() -> Self? {
        if let model = presentedModel { return model.presentation() as? Self }
        guard CATransaction.commitCount > creationCommit else { return nil }
        return presentedCopy()
    }

    /// The presentation copy whether or not the layer has been committed (internal readers that
    /// need the values on screen, such as an action starting from the presented value).
    func presentedCopy() -> Self { presentation(atMediaTime: MediaClock.now) }

    /// The model layer: for a presentation layer, the layer it presents; for a model layer, itself.
    public func model() -> Self { (presentedModel as? Self) ?? self }

    /// The value a running animation of `key` presents now, or nil when none runs.
    func inFlightValue(forKey key: String) -> AnimatableValue? {
        guard let animation = runningAnimations.last(where: { $0.key == key }) else { return nil }
        if animation.explicit == nil { return animation.value(at: MediaClock.now) }
        return presentedCopy().animatableValue(forKey: key)
    }

    /// The value the screen shows for `key` now: the running animation's value, else the model's.
    func presentedValue(forKey key: String) -> AnimatableValue? {
        inFlightValue(forKey: key) ?? animatableValue(forKey: key)
    }

    /// Installs an animation, replacing (and interrupting) any running one under the same key.
    func install(_ animation: LayerAnimation) {
        if let key = animation.animationKey, let index = runningAnimations.firstIndex(where: { $0.animationKey == key })
        {
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
