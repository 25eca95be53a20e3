#if !canImport(UIKit)
import Foundation

/// A custom tab switch in flight: the delegate's animator (and interaction controller) driven
/// through the shared ``SystemTransitionContext`` and ``SystemTransitionCoordinator``.
@MainActor
final class TabSwitchTransition {
    let from: UIViewController
    let to: UIViewController
    /// The selection before the switch, restored if an interactive switch is cancelled.
    let previousSelection: UITabBarController.Selection
    let context: SystemTransitionContext
    let coordinator: SystemTransitionCoordinator

    init(
        from: UIViewController, to: UIViewController, previousSelection: UITabBarController.Selection,
        context: SystemTransitionContext
    ) {
        self.from = from
        self.to = to
        self.previousSelection = previousSelection
        self.context = context
        coordinator = SystemTransitionCoordinator(context: context)
    }
}
#endif
