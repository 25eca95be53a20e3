#if !canImport(UIKit)
import Foundation

/// `present(_:animated:completion:)` (spec 13.1–13.3, 13.7, 13.8, 13.10, 13.11).
extension UIViewController {
    func performPresent(_ presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        guard let plan = presentationPlan(for: presented) else { return }
        if let running = plan.presenter.transitionCoordinator ?? transitionCoordinator,
            running.animate(
                alongsideTransition: nil,
                completion: { [weak self] _ in
                    self?.present(presented, animated: animated, completion: completion)
                })
        {
            return  // 13.8 deferral: another transition runs; present once it completed.
        }
        startPresentation(plan, animated: animated, completion: completion)
    }

    private func startPresentation(_ plan: PresentationPlan, animated: Bool, completion: (() -> Void)?) {
        let presented = plan.presented, presenter = plan.presenter, controller = plan.controller
        presented.loadViewIfNeeded()
        presenter.presentation.presented = presented
        presented.presentation.presenting = presenter
        presented.presentation.presentationController = controller
        presented.presentation.phase = .presenting
        if controller.presentingController == nil { controller.presentingController = presenter }
        controller.presentedWhilePresented = presented
        if controller.resolvedPresentationStyle == nil { controller.resolvedPresentationStyle = plan.style }
        let modal = ModalPresentation(plan: plan)
        if !plan.contextual { modal.container.autoresizingMask = [.flexibleWidth, .flexibleHeight] }
        presented.presentation.modal = modal
        controller.storedContainerView = modal.container
        modal.installContainer()

        let delegate = presented.transitioningDelegate
        let vended = delegate?.animationController(forPresented: presented, presenting: presenter, source: self)
        let interaction = vended.flatMap { delegate?.interactionControllerForPresentation(using: $0) }
        let animator = vended ?? ModalTransitionAnimator(style: plan.transitionStyle, presenting: true)
        let context = SystemTransitionContext(
            containerView: modal.container,
            from: .init(
                controller: presenter,
                view: { [weak modal] in modal?.removesCoveredView == true ? presenter.viewIfLoaded : nil },
                initialFrame: { [weak modal] in modal?.presenterFrameInContainer ?? .zero },
                finalFrame: { [weak modal] in
                    modal?.removesCoveredView == true ? .zero : modal?.presenterFrameInContainer ?? .zero
                }),
            to: .init(
                controller: presented, view: { [weak controller] in controller?.presentedView },
                initialFrame: { .zero }, finalFrame: { [weak modal] in modal?.frameOfPresentedView() ?? .zero }),
            isAnimated: animated, presentationStyle: plan.style, animator: animator, interaction: interaction,
            outcome: { [weak modal] completed in modal?.presentationAnimationsEnded(completed) })
        modal.transition = ModalTransition(context: context, completion: completion)

        if modal.isOnScreen {
            if modal.removesCoveredView { presenter.beginAppearance(false, animated: animated, source: .system) }
            presented.beginAppearance(true, animated: animated, source: .system)
        }
        controller.presentationTransitionWillBegin()
        context.start()
    }
}

extension ModalPresentation {
    /// The animator completed the presentation: the end follows at once when animated, at the
    /// end of the turn when not (13.3, recommended).
    func presentationAnimationsEnded(_ completed: Bool) {
        guard !isTornDown, let transition else { return }
        guard transition.context.isAnimated else {
            let queue = window?.deferredWork ?? DeferredWork.main
            queue.enqueue { [self] in endPresentation(transition, completed: completed) }
            return
        }
        endPresentation(transition, completed: completed)
    }

    /// Completed: the covered view leaves, P.viewDidAppear, R.viewDidDisappear,
    /// `presentationTransitionDidEnd(true)`, `animationEnded`, the flag clears, coordinator
    /// completions, then the `present` completion (13.3, 13.11). Cancelled: P disappears again,
    /// R appears again, the links go, `presentationTransitionDidEnd(false)`, no completion.
    private func endPresentation(_ transition: ModalTransition, completed: Bool) {
        guard !isTornDown, self.transition === transition else { return }
        let animated = transition.context.isAnimated, onScreen = isOnScreen
        if completed {
            removeCoveredView()
            if onScreen {
                presented.endAppearance(source: .system)
                if removesCoveredView { presenter.endAppearance(source: .system) }
            }
            controller.presentationTransitionDidEnd(true)
            transition.context.animator.animationEnded(true)
            presented.presentation.phase = .idle
            self.transition = nil
            transition.coordinator.transitionEnded()
            transition.completion?()
        } else {
            if onScreen { presented.beginAppearance(false, animated: animated, source: .system) }
            removeContainer()
            if onScreen {
                presented.endAppearance(source: .system)
                if removesCoveredView {
                    presenter.beginAppearance(true, animated: animated, source: .system)
                    presenter.endAppearance(source: .system)
                }
            }
            controller.presentationTransitionDidEnd(false)
            transition.context.animator.animationEnded(false)
            unlink()
            self.transition = nil
            presented.presentation.modal = nil
            transition.coordinator.transitionEnded()
        }
    }
}
#endif
