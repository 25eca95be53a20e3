#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

extension TransitionContainerController {
    /// Shows `viewController`, which must be one of `viewControllers`. Animated only when the
    /// container is in a window; during a running transition the selection waits for it.
    public func setSelectedViewController(_ viewController: UIViewController, animated: Bool) {
        guard index(of: viewController) != nil else {
            return reportContainerMisuse(
                .invalidContainerUse, "\(viewController) is not one of the container's viewControllers",
                fix: "add it to viewControllers before selecting it", spec: "container")
        }
        select(viewController, animated: animated, interaction: nil)
    }

    /// Replaces the list. The shown controller stays when it is still listed; otherwise the first
    /// one is shown (without animation). Duplicates, the container itself or one of its
    /// ancestors, and controllers that are another container's children are refused with a
    /// diagnostic.
    func setViewControllers(_ list: [UIViewController]) {
        if activeTransition != nil {
            waitingViewControllers = list
            return
        }
        var accepted: [UIViewController] = []
        for controller in list {
            if accepted.contains(where: { $0 === controller }) {
                reportContainerMisuse(
                    .invalidContainerUse, "\(controller) appears twice in viewControllers",
                    fix: "list each controller once", spec: "1.5")
            } else if controller.isSelfOrAncestor(of: self) {
                reportContainerMisuse(
                    .invalidContainerUse,
                    "\(controller) is \(controller === self ? "the container itself" : "an ancestor of the container") and cannot be one of its viewControllers",
                    fix: "list only controllers outside the container's own parent chain", spec: "1.4")
            } else if let parent = controller.parent, parent !== self {
                reportContainerMisuse(
                    .invalidContainerUse, "\(controller) is a child of \(parent)",
                    fix: "remove it from its parent (removeFromParent) before handing it to the container",
                    spec: "1.4")
            } else {
                accepted.append(controller)
            }
        }
        controllers = accepted
        if let waiting = waitingSelection, index(of: waiting.controller) == nil { waitingSelection = nil }
        if let selected, index(of: selected) != nil { return }
        if let first = accepted.first {
            switchWithoutAnimation(to: first)
        } else if let selected {
            removeShownChild(selected)
        }
    }

    // MARK: Switching

    /// Starts a switch to `target` now, or after the running transition.
    func select(_ target: UIViewController, animated: Bool, interaction: ContainerTransitionInteraction?) {
        if activeTransition != nil {
            waitingSelection = (target, animated)
            return
        }
        guard target !== selected else { return }
        guard let from = selected, animated, isViewLoaded, view.window != nil else {
            return switchWithoutAnimation(to: target)
        }
        let animator =
            delegate?.containerController(self, animationControllerForTransitionFrom: from, to: target)
            ?? defaultAnimator
        let interactor: UIViewControllerInteractiveTransitioning? =
            interaction
            ?? delegate?.containerController(self, interactionControllerFor: animator)
        let context = ContainerTransitionContext(
            from: from, to: target, containerView: contentView,
            goingForward: (index(of: target) ?? 0) > (index(of: from) ?? 0), animated: true,
            animator: animator, interaction: interactor
        ) { [weak self] context, didComplete in
            self?.transitionDidEnd(context, from: from, to: target, didComplete: didComplete)
        }
        activeTransition = context
        from.willMove(toParent: nil)
        addChild(target)
        let targetView = target.view!
        targetView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        targetView.frame = context.finalFrame(for: target)
        appearance.beginChange(appearing: [target], disappearing: [from], animated: true)
        context.start()
    }

    /// Seed 001's switch without animation: containment and appearance in one turn.
    func switchWithoutAnimation(to target: UIViewController) {
        let from = selected
        from?.willMove(toParent: nil)
        addChild(target)
        if isViewLoaded { fit(target.view) }
        appearance.beginChange(appearing: [target], disappearing: from.map { [$0] } ?? [], animated: false)
        if isViewLoaded {
            contentView.addSubview(target.view)
            from?.viewIfLoaded?.removeFromSuperview()
        }
        from?.removeFromParent()
        target.didMove(toParent: self)
        selected = target
        appearance.commitChange(animated: false)
        delegate?.containerController(self, didSelect: target)
    }

    /// Takes the shown child away when the list became empty.
    private func removeShownChild(_ child: UIViewController) {
        child.willMove(toParent: nil)
        appearance.beginChange(appearing: [], disappearing: [child], animated: false)
        child.viewIfLoaded?.removeFromSuperview()
        child.removeFromParent()
        selected = nil
        appearance.commitChange(animated: false)
        appearance.forget(child)
    }

    /// The context completed: commit the switch or restore what was there.
    private func transitionDidEnd(
        _ context: ContainerTransitionContext, from: UIViewController, to: UIViewController,
        didComplete: Bool
    ) {
        if didComplete {
            if to.view.superview !== contentView { install(to.view) } else { fit(to.view) }
            if from.viewIfLoaded?.superview === contentView { from.view.removeFromSuperview() }
            from.removeFromParent()
            to.didMove(toParent: self)
            selected = to
            appearance.commitChange(animated: context.isAnimated)
        } else {
            // UIKit's order for a change that did not happen (spec 2.1, seed 001's removal list):
            // the arriving child's removal opens with willMove(toParent: nil), its
            // viewWillDisappear comes while its view is still in the window, the view leaves,
            // then viewDidDisappear, and removeFromParent comes last. The leaving child's
            // willMove(toParent: nil) is closed before it appears again, as UINavigationController
            // does for a cancelled pop, so it is not moving from its parent when it reappears.
            // Both children turn back with the transition's `animated` (spec 5.3, 16.5).
            to.willMove(toParent: nil)
            from.didMove(toParent: self)
            appearance.cancelChange(animated: context.isAnimated) {
                to.viewIfLoaded?.removeFromSuperview()
                if from.view.superview !== contentView { contentView.addSubview(from.view) }
                fit(from.view)
            }
            to.removeFromParent()
        }
        activeTransition = nil
        panTransition = nil
        if didComplete { delegate?.containerController(self, didSelect: to) }
        runWaitingWork()
    }

    /// Applies what waited for the transition: a new list, then the latest selection.
    private func runWaitingWork() {
        if let list = waitingViewControllers {
            waitingViewControllers = nil
            setViewControllers(list)
        }
        if let waiting = waitingSelection {
            waitingSelection = nil
            if index(of: waiting.controller) != nil {
                select(waiting.controller, animated: waiting.animated, interaction: nil)
            }
        }
    }
}
