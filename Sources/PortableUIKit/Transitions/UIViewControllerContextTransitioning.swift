#if !canImport(UIKit)
import Foundation

/// What a transition's animator and interaction controller learn about it and report back through
/// (UIKit's `UIViewControllerContextTransitioning`, spec 8.11). A container that runs its own
/// transitions provides a context; animators read views and frames from it every time.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    /// The view the transition happens in: the outgoing view is in it, the animator adds the incoming one.
    var containerView: UIView { get }
    /// Whether the transition should animate at all.
    var isAnimated: Bool { get }
    /// Whether an interaction controller is driving the transition now.
    var isInteractive: Bool { get }
    /// True once `cancelInteractiveTransition()` was called.
    var transitionWasCancelled: Bool { get }
    /// The presentation style (`.custom` for a custom container).
    var presentationStyle: UIModalPresentationStyle { get }
    /// Reports the progress of an interactive transition (0…1).
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// The interaction ended and the transition should complete.
    func finishInteractiveTransition()
    /// The interaction ended and the transition should return to where it started.
    func cancelInteractiveTransition()
    /// Pauses the animations of an interruptible transition so an interaction can take over.
    func pauseInteractiveTransition()
    /// Must be called once when the animations end: true when the new controller is shown.
    func completeTransition(_ didComplete: Bool)
    /// The controller for `key`.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view for `key`; it may differ from the controller's root view.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The rotation applied during the transition (identity unless rotating).
    var targetTransform: CGAffineTransform { get }
    /// Where `vc`'s view starts (`.zero` when unknown).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where `vc`'s view ends (`.zero` when unknown).
    func finalFrame(for vc: UIViewController) -> CGRect
}
#endif
