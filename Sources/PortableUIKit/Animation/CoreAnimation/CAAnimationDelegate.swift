#if !canImport(UIKit)
import Foundation

/// Methods your app can implement to respond when animations start and stop (QuartzCore's
/// `CAAnimationDelegate`; both requirements are optional there, so both have empty defaults).
///
/// The callbacks never come from inside `add(_:forKey:)` or `removeAnimation(forKey:)`: they
/// are delivered on the main actor from the next tick of the media clock (spec 18.4, OBS;
/// re-implementation).
@preconcurrency @MainActor
public protocol CAAnimationDelegate: NSObjectProtocol {
    /// Tells the delegate the animation has started: its active duration begins (at `beginTime`).
    func animationDidStart(_ anim: CAAnimation)
    /// Tells the delegate the animation has ended: `flag` is true when its active duration
    /// completed, false when it was removed (or replaced under its key) first.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
#endif
