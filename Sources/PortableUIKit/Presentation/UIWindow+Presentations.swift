#if !canImport(UIKit)
import Foundation

/// The window's side of modal presentations: each presentation's container view is a subview
/// of the window above the root view, so hit testing, rendering and window-driven appearance
/// (hiding the window) reach presented controllers like any other.
extension UIWindow {
    /// The presentation controllers of the window's presentations, bottom first (settled ones
    /// and those whose transition runs). A window resize walks them (spec 14.1, 14.7).
    var activePresentationControllers: [UIPresentationController] { presentations.map(\.controller) }

    /// The presented controller that decides the status bar: the topmost presentation that covers
    /// the screen or asked to capture the status bar (`modalPresentationCapturesStatusBarAppearance`).
    var statusBarPresentedController: UIViewController? {
        presentations.last { modal in
            PresentationStyleRules.capturesStatusBar(
                modal.style, capturesByRequest: modal.presented.modalPresentationCapturesStatusBarAppearance)
        }?.presented
    }

    /// The root controller is being replaced: as UIKit, its presentations go with it, top first.
    /// Their containers leave the window (their controllers disappear as any view leaving a
    /// visible window), running transitions are abandoned without their completions, the
    /// presentation controllers get `dismissalTransitionDidEnd(true)`, and every link clears.
    func tearDownPresentations() {
        let torn = presentations
        guard !torn.isEmpty else { return }
        for modal in torn.reversed() {
            modal.isTornDown = true
            modal.transition?.context.animator.animationEnded(false)
            modal.transition = nil
            modal.removeContainer()
            modal.unlink()
            modal.controller.dismissalTransitionDidEnd(true)
            modal.presented.presentation.modal = nil
        }
        presentations = []
    }
}
#endif
