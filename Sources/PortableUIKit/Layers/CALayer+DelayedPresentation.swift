#if !canImport(UIKit)
import Foundation

/// The presentation values of a layer at another media time than now: what a
/// ``CAReplicatorLayer`` draws for its instance `i`, whose sublayers show their presentation at
/// `now − i × instanceDelay`. For the renderer; not QuartzCore API.
extension CALayer {
    /// A copy of the layer with every running animation applied at media time `mediaTime`
    /// (``presentation()`` is this at `CACurrentMediaTime()`); the model's values for
    /// properties no animation drives.
    @_spi(Rendering) public func presentation(atMediaTime mediaTime: CFTimeInterval) -> Self {
        let copy = Self(layer: self)
        guard mediaTime.isFinite else { return copy }
        let layerTime = localTime(fromMedia: mediaTime)
        for animation in runningAnimations {
            if let explicit = animation.explicit {
                explicit.apply(to: copy, layerTime: layerTime)
            } else {
                copy.setAnimatableValue(animation.value(at: mediaTime), forKey: animation.key)
            }
        }
        return copy
    }
}
#endif
