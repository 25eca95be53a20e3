#if !canImport(UIKit)
import Foundation

/// An object that drives a transition from user input (UIKit's
/// `UIViewControllerInteractiveTransitioning`).
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    /// The transition starts: keep the context and report progress to it.
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
    /// Optional: the speed of the animation that completes the transition after the interaction.
    var completionSpeed: CGFloat { get }
    /// Optional: the curve of the animation that completes the transition after the interaction.
    var completionCurve: UIView.AnimationCurve { get }
    /// Optional: whether the transition starts interactive (true) or animating.
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    /// UIKit's value when not implemented: full speed.
    public var completionSpeed: CGFloat { 1 }
    /// UIKit's value when not implemented: ease in, ease out.
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    /// UIKit's value when not implemented: interactive from the start.
    public var wantsInteractiveStart: Bool { true }
}
#endif
