#if !canImport(UIKit)
import Foundation

/// What a transition coordinator tells the blocks registered with it (UIKit's
/// `UIViewControllerTransitionCoordinatorContext`): mostly the transition context's information.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// The presentation style.
    var presentationStyle: UIModalPresentationStyle { get }
    /// Whether the transition started interactive.
    var initiallyInteractive: Bool { get }
    /// Whether the transition's animations can be interrupted.
    var isInterruptible: Bool { get }
    /// Whether the transition is interactive now.
    var isInteractive: Bool { get }
    /// Whether an interactive transition was cancelled.
    var isCancelled: Bool { get }
    /// The non-interactive duration.
    var transitionDuration: TimeInterval { get }
    /// The progress when the interaction ended.
    var percentComplete: CGFloat { get }
    /// The starting velocity of the animation that completes the transition.
    var completionVelocity: CGFloat { get }
    /// The curve of the animation that completes the transition.
    var completionCurve: UIView.AnimationCurve { get }
    /// The controller for `key`.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view for `key`.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The view the transition happens in.
    var containerView: UIView { get }
    /// The rotation applied during the transition.
    var targetTransform: CGAffineTransform { get }
}
#endif
