#if !canImport(UIKit)
import Foundation

/// `dismiss(animated:completion:)` (spec 13.3, 13.4, 13.6, 13.13): the receiver's presented
/// controller and everything above it go; only the top one animates.
extension UIViewController {
    func performDismiss(animated: Bool, completion: (() -> Void)?) {
        guard let chain = dismissalChain() else { return }
        if chain.contains(where: { $0.presentation.phase != .idle || $0.presentation.modal?.transition != nil }) {
            PortableUIKitDiagnostics.report(
                .invalidPresentation,
                "Attempt to dismiss from view controller \(self) while a presentation or dismiss is in progress!",
                fix: "dismiss after the running transition ended (in its completion)", spec: "13.4")
            return
        }
        guard let top = chain.last?.presentation.modal, let bottom = chain.first?.presentation.modal else { return }
        startDismissal(
            of: chain.compactMap { $0.presentation.modal }, top: top, bottom: bottom,
            animated: animated, completion: completion)
    }

    /// The presented controllers to dismiss, bottom first: the one presented by the receiver (or
    /// its nearest presenting ancestor) and those above it; for a receiver that presents nothing,
    /// its own presentation (13.4: UIKit asks the presenter). Nil after reporting when there is
    /// nothing to dismiss (13.4, recommended: no completion).
    private func dismissalChain() -> [UIViewController]? {
        var first = nearestPresentedController
        if first == nil, topOfHierarchy.presentation.presenting != nil { first = topOfHierarchy }
        guard let first else {
            PortableUIKitDiagnostics.report(
                .invalidPresentation,
                "dismiss(animated:completion:) sent to \(self), which neither presents nor was presented",
                fix: "dismiss from the presenting controller or the presented one", spec: "13.4")
            return nil
        }
        var chain = [first]
        while let next = chain[chain.count - 1].presentation.presented { chain.append(next) }
        return chain
    }

    private func startDismissal(
        of modals: [ModalPresentation], top: ModalPresentation, bottom: ModalPresentation,
        animated: Bool, completion: (() -> Void)?
    ) {
        let presented = top.presented, controller = top.controller, onScreen = top.isOnScreen
        for modal in modals { modal.presented.presentation.phase = .dismissing }
        let dismissal = ModalDismissal(modals: modals)

        let delegate = presented.transitioningDelegate
        let vended = delegate?.animationController(forDismissed: presented)
        let vendedInteraction = vended.flatMap { delegate?.interactionControllerForDismissal(using: $0) }
        let system = vendedInteraction == nil ? controller.systemInteractionController : nil
        let animator =
            system == nil
            ? vended ?? ModalTransitionAnimator(style: top.transitionStyle, presenting: false)
            : ModalTransitionAnimator(style: top.transitionStyle, presenting: false)
        let context = SystemTransitionContext(
            containerView: top.container,
            from: .init(
                controller: presented, view: { [weak controller] in controller?.presentedView },
                initialFrame: { [weak top] in top?.frameOfPresentedView() ?? .zero }, finalFrame: { .zero }),
            to: .init(
                controller: bottom.presenter,
                view: { [weak bottom] in bottom?.covered?.view },
                initialFrame: { [weak bottom] in bottom?.presenterFrameInContainer ?? .zero },
                finalFrame: { [weak bottom] in bottom?.presenterFrameInContainer ?? .zero }),
            isAnimated: animated, presentationStyle: top.style, animator: animator,
            interaction: vendedInteraction ?? system,
            outcome: { completed in dismissal.animationsEnded(completed) })
        let transition = ModalTransition(context: context, completion: completion)
        top.transition = transition
        dismissal.transition = transition

        if onScreen {
            presented.beginAppearance(false, animated: animated, source: .system)
            for modal in dismissal.intermediates where modal.presented.appearanceState == .appeared {
                modal.presented.beginAppearance(false, animated: animated, source: .system)
                dismissal.disappearingIntermediates.append(modal.presented)
            }
            if bottom.covered != nil { bottom.presenter.beginAppearance(true, animated: animated, source: .system) }
        }
        bottom.restoreCoveredView()
        for modal in modals.reversed() { modal.controller.dismissalTransitionWillBegin() }
        context.start()
    }
}

/// One dismissal in flight: the presentations it ends (bottom first; only the top one animates),
/// and the end or the cancellation of its transition.
@MainActor
final class ModalDismissal {
    let modals: [ModalPresentation]
    var transition: ModalTransition?
    /// The presented controllers between the bottom and the top whose views were in the window:
    /// they disappear with the top one (13.4, recommended; the others get nothing).
    var disappearingIntermediates: [UIViewController] = []

    init(modals: [ModalPresentation]) { self.modals = modals }

    var top: ModalPresentation { modals[modals.count - 1] }
    var bottom: ModalPresentation { modals[0] }
    var intermediates: ArraySlice<ModalPresentation> { modals.dropLast() }

    /// The animator completed: the end follows at once when animated, at the end of the turn
    /// when not (13.3, recommended).
    func animationsEnded(_ completed: Bool) {
        guard !top.isTornDown, let transition else { return }
        guard transition.context.isAnimated else {
            let queue = top.window?.deferredWork ?? DeferredWork.main
            queue.enqueue { [self] in end(transition, completed: completed) }
            return
        }
        end(transition, completed: completed)
    }

    /// Completed: the containers leave, R.viewDidAppear, P.viewDidDisappear,
    /// `dismissalTransitionDidEnd(true)`, `animationEnded`, links and flags clear, coordinator
    /// completions, then the `dismiss` completion (P is released after it). Cancelled (13.13):
    /// P appears again, R's restored view leaves again, `dismissalTransitionDidEnd(false)`, links
    /// kept, no completion.
    private func end(_ transition: ModalTransition, completed: Bool) {
        guard !top.isTornDown, top.transition === transition else { return }
        self.transition = nil
        let animated = transition.context.isAnimated, onScreen = top.isOnScreen
        let presented = top.presented, presenter = bottom.presenter, restored = bottom.covered != nil
        if completed {
            for modal in modals.reversed() { modal.removeContainer() }
            if onScreen {
                if restored { presenter.endAppearance(source: .system) }
                for controller in disappearingIntermediates.reversed() { controller.endAppearance(source: .system) }
                presented.endAppearance(source: .system)
            }
            for modal in modals.reversed() { modal.controller.dismissalTransitionDidEnd(true) }
            transition.context.animator.animationEnded(true)
            for modal in modals.reversed() { modal.unlink() }
            top.transition = nil
            transition.coordinator.transitionEnded()
            transition.completion?()
            for modal in modals { modal.presented.presentation.modal = nil }
        } else {
            for modal in modals { modal.presented.presentation.phase = .idle }
            if onScreen {
                presented.beginAppearance(true, animated: animated, source: .system)
                presented.endAppearance(source: .system)
                for controller in disappearingIntermediates {
                    controller.beginAppearance(true, animated: animated, source: .system)
                    controller.endAppearance(source: .system)
                }
                if restored { presenter.beginAppearance(false, animated: animated, source: .system) }
            }
            bottom.removeCoveredView()
            // The presented view settles where its presentation controller puts it (an animator
            // that scrubbed UIView.animate animations back leaves the model at their end).
            UIView.performWithoutAnimation { top.controller.presentedView?.frame = top.frameOfPresentedView() }
            if onScreen, restored { presenter.endAppearance(source: .system) }
            for modal in modals.reversed() { modal.controller.dismissalTransitionDidEnd(false) }
            transition.context.animator.animationEnded(false)
            top.transition = nil
            transition.coordinator.transitionEnded()
        }
    }
}
#endif
