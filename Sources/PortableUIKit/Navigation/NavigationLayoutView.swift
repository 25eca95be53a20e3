#if !canImport(UIKit)
import Foundation

/// The navigation controller's root view: its layout pass places the bar and the shown content
/// and starts the deferred transition (spec 5.2, UIKit's `startDeferredTransitionIfNeeded`).
@MainActor
final class NavigationLayoutView: UIView {
    weak var navigationController: UINavigationController?

    override func layoutSubviews() {
        super.layoutSubviews()
        navigationController?.layoutNavigationInterface()
    }
}
#endif
