#if !canImport(UIKit)
import Foundation

/// The presentation values of a layer at another media time than now: what a
/// ``CAReplicatorLayer`` draws for its instance `i`, whose sublayers show their presentation at
/// `now − i × instanceDelay`. For the renderer; not QuartzCore API.
extension CALayer {
    /// A copy of the layer with every running animation applied at media time `mediaTime`
    /// (``presentation()`` is this at `CACurrentMediaTime()`, once the layer has been committed);
    /// the model's values for properties no animation drives; its ``model()`` is this layer.
    @_spi(Rendering) public func presentation(atMediaTime mediaTime: CFTimeInterval) -> Self {
        let copy = Self(layer: self)
        copy.presentedModel = self
        guard mediaTime.isFinite else { return copy }
        var layerTime: TimeInterval?
        for animation in runningAnimations {
            if let explicit = animation.explicit {
                let time = layerTime ?? localTime(fromMedia: mediaTime)
                layerTime = time
                explicit.apply(to: copy, layerTime: time)
            } else {
                copy.setAnimatableValue(animation.value(at: mediaTime), forKey: animation.key)
            }
        }
        return copy
    }
}
#endif
