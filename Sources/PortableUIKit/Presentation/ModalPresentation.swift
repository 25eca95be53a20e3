#if !canImport(UIKit)
import Foundation

/// One modal presentation, from `present` to the end of its dismissal: who presents whom, with
/// which presentation controller and style, in which container view, the view it covers, and
/// the transition running now (spec 13.2, 13.6, 13.11).
@MainActor
final class ModalPresentation {
    /// A view the presentation took out of the window when it completed (full screen, current
    /// context), and where it goes back when the dismissal starts.
    struct CoveredView {
        let view: UIView
        weak var superview: UIView?
        let index: Int
    }

    let presented: UIViewController
    /// The controller that presents: the top of the receiver's hierarchy, or the controller that
    /// defines the presentation context (13.7).
    let presenter: UIViewController
    let controller: UIPresentationController
    let style: UIModalPresentationStyle
    let transitionStyle: UIModalTransitionStyle
    /// Whether the presenter's view leaves the window once the presentation completes (13.2).
    let removesCoveredView: Bool
    let container: PresentationContainerView
    weak var window: UIWindow?
    var covered: CoveredView?
    /// The presentation or dismissal transition running now.
    var transition: ModalTransition?
    /// Set when the window tore the presentation down (root replaced): late transition outcomes
    /// are ignored.
    var isTornDown = false

    init(plan: PresentationPlan) {
        presented = plan.presented
        presenter = plan.presenter
        controller = plan.controller
        style = plan.style
        transitionStyle = plan.transitionStyle
        removesCoveredView = plan.removesCoveredView
        container = PresentationContainerView(frame: plan.containerFrame)
        window = plan.window
        container.presentation = self
    }

    /// Whether appearance callbacks are due: the window is visible.
    var isOnScreen: Bool { window?.isVisibleForAppearance ?? false }

    /// The presentation controller's frame for the presented view, read fresh; a frame that is
    /// not finite is reported (`invalidPresentation`) and replaced by the container's bounds.
    func frameOfPresentedView() -> CGRect {
        let frame = controller.frameOfPresentedViewInContainerView
        guard !(frame.origin.x.isFinite && frame.origin.y.isFinite && frame.width.isFinite && frame.height.isFinite)
        else {
            return frame
        }
        PortableUIKitDiagnostics.report(
            .invalidPresentation, "frameOfPresentedViewInContainerView of \(controller) is \(frame)",
            fix: "return a finite frame in the container view's coordinates", spec: "13.11")
        return container.bounds
    }

    /// Where the presenter's view is, in container coordinates (.zero when it is not loaded).
    var presenterFrameInContainer: CGRect {
        guard let view = presenter.viewIfLoaded else { return .zero }
        return view.convert(view.bounds, to: container)
    }

    /// Takes the presenter's view out of the window, remembering where it was.
    func removeCoveredView() {
        guard removesCoveredView, let view = presenter.viewIfLoaded, let superview = view.superview else { return }
        let index = superview.subviews.firstIndex { $0 === view } ?? superview.subviews.count
        covered = CoveredView(view: view, superview: superview, index: index)
        UIView.performWithoutAnimation { view.removeFromSuperview() }
    }

    /// Puts the covered view back where it was (a superview that is gone: nowhere).
    func restoreCoveredView() {
        guard let covered, let superview = covered.superview, covered.view.superview == nil else { return }
        UIView.performWithoutAnimation {
            superview.insertSubview(covered.view, at: min(covered.index, superview.subviews.count))
        }
    }

    /// Puts the container in the window, above everything presented so far.
    func installContainer() {
        guard let window else { return }
        UIView.performWithoutAnimation { window.addSubview(container) }
        window.presentations.append(self)
    }

    /// Takes the container (and the presented view) out of the window.
    func removeContainer() {
        UIView.performWithoutAnimation {
            if let view = controller.presentedView, view.isDescendant(of: container) { view.removeFromSuperview() }
            if let view = presented.viewIfLoaded, view.superview != nil, view.isDescendant(of: container) {
                view.removeFromSuperview()
            }
            container.removeFromSuperview()
        }
        window?.presentations.removeAll { $0 === self }
    }

    /// Forgets the presentation: the links (13.6), the presentation controller's hold on the
    /// presented controller and its container, and the presented controller's presentation
    /// controller (a later read or presentation makes a new one).
    func unlink() {
        if presenter.presentation.presented === presented { presenter.presentation.presented = nil }
        presented.presentation.presenting = nil
        presented.presentation.phase = .idle
        controller.presentedWhilePresented = nil
        controller.storedContainerView = nil
        if presented.presentation.presentationController === controller {
            presented.presentation.presentationController = nil
        }
    }
}

/// A presentation or dismissal transition in flight.
@MainActor
final class ModalTransition {
    let context: SystemTransitionContext
    let coordinator: SystemTransitionCoordinator
    let completion: (() -> Void)?

    init(context: SystemTransitionContext, completion: (() -> Void)?) {
        self.context = context
        coordinator = SystemTransitionCoordinator(context: context)
        self.completion = completion
    }
}
#endif
