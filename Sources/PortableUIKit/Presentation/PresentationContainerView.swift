#if !canImport(UIKit)
import Foundation

/// The view a presentation happens in (UIKit's `UITransitionView`): a subview of the window above
/// the root view and the presentations below, holding the presented view and the presentation
/// controller's chrome. Its layout brackets the presentation controller's
/// `containerViewWillLayoutSubviews()` / `containerViewDidLayoutSubviews()` and, between
/// transitions, puts the presented view at `frameOfPresentedViewInContainerView`.
@MainActor
final class PresentationContainerView: UIView {
    weak var presentation: ModalPresentation?

    override func layoutSubviews() {
        guard let presentation else { return super.layoutSubviews() }
        let controller = presentation.controller
        controller.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        if presentation.transition == nil, let presentedView = controller.presentedView, presentedView.superview != nil
        {
            presentedView.frame = presentation.frameOfPresentedView()
        }
        controller.containerViewDidLayoutSubviews()
    }

    /// The presentation controller's traits are the container's: it hears of their change.
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        presentation?.controller.traitCollectionDidChange(previousTraitCollection)
    }
}
#endif
