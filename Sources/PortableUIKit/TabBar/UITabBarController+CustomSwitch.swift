#if !canImport(UIKit)
import Foundation

/// Tab switches animated by the delegate's animator (spec 15.3: `animationControllerForTransitionFrom:to:`
/// and `interactionControllerFor…`), through the transition context every built-in container shares.
extension UITabBarController {
    /// Starts a custom switch if the delegate vends an animator; false to switch plainly.
    /// Order: new `viewWillAppear(true)`, old `viewWillDisappear(true)` (5.5's order), then the
    /// animator (which puts the new view in ``transitionView``); the did-callbacks when it completes.
    func beginCustomSwitch(from old: UIViewController, to new: UIViewController) -> Bool {
        guard let delegate,
            let animator = delegate.tabBarController(self, animationControllerForTransitionFrom: old, to: new)
        else { return false }
        let interaction = delegate.tabBarController(self, interactionControllerFor: animator)
        let container = transitionView
        let frame = container.bounds
        let previous = displayedSelectionBeforeSwitch(old)
        let context = SystemTransitionContext(
            containerView: container,
            from: .init(controller: old, view: { old.viewIfLoaded }, initialFrame: { frame }, finalFrame: { frame }),
            to: .init(controller: new, view: { new.viewIfLoaded }, initialFrame: { frame }, finalFrame: { frame }),
            isAnimated: true, presentationStyle: .none, animator: animator, interaction: interaction,
            outcome: { [weak self] completed in self?.customSwitchEnded(completed: completed) })
        let transition = TabSwitchTransition(from: old, to: new, previousSelection: previous, context: context)
        activeTabSwitch = transition
        let newView: UIView = new.view
        new.beginAppearance(true, animated: true, source: .system)
        old.beginAppearance(false, animated: true, source: .system)
        UIView.performWithoutAnimation { layoutDisplayedChild(new, view: newView) }
        displayedChild = new
        context.start()
        return true
    }

    /// The selection that showed `old`, to return to if the switch is cancelled.
    private func displayedSelectionBeforeSwitch(_ old: UIViewController) -> Selection {
        old === _moreNavigationController ? .moreList : .controller(old)
    }

    /// The animator completed. Completed: the old view leaves, old `viewDidDisappear`, new
    /// `viewDidAppear`, `animationEnded(true)`, coordinator completions. Cancelled: the new
    /// controller disappears again and the old one appears again, the selection returns,
    /// `animationEnded(false)`.
    private func customSwitchEnded(completed: Bool) {
        guard let transition = activeTabSwitch, transition.context.isComplete else { return }
        let old = transition.from, new = transition.to
        activeTabSwitch = nil
        if completed {
            UIView.performWithoutAnimation {
                if let oldView = old._view, oldView.superview === transitionView { oldView.removeFromSuperview() }
                if let newView = new._view {
                    if newView.superview !== transitionView { transitionView.addSubview(newView) }
                    layoutDisplayedChild(new, view: newView)
                }
            }
            new.deliverViewIsAppearingIfNeeded()
            old.endAppearance(source: .system)
            new.endAppearance(source: .system)
            updateBottomBarForDisplayedChild(animatedWith: nil)
        } else {
            new.beginAppearance(false, animated: true, source: .system)
            old.beginAppearance(true, animated: true, source: .system)
            UIView.performWithoutAnimation {
                if let newView = new._view, newView.superview === transitionView { newView.removeFromSuperview() }
                if let oldView = old._view {
                    if oldView.superview !== transitionView { transitionView.addSubview(oldView) }
                    layoutDisplayedChild(old, view: oldView)
                }
            }
            displayedChild = old
            selection = transition.previousSelection
            refreshSelectedTabBarItem()
            new.endAppearance(source: .system)
            old.endAppearance(source: .system)
        }
        setNeedsStatusBarAppearanceUpdate()
        transition.context.animator.animationEnded(completed)
        transition.coordinator.transitionEnded()
        _view?.setNeedsLayout()
    }

    /// Refuses (reporting it) a selection change while a custom switch runs.
    func refuseWhileCustomSwitchRuns(_ what: String) -> Bool {
        guard activeTabSwitch != nil else { return false }
        PortableUIKitDiagnostics.report(
            .invalidTabBarControllerUse,
            "\(what) on \(self) refused: a custom tab switch is animating",
            fix:
                "change the selection or the controllers after the switch completes (in a transition coordinator completion)",
            spec: "15.3")
        return true
    }

    /// The orientations every controller supports (spec 14.6); the inherited answer without any.
    var orientationsAllTabsSupport: UIInterfaceOrientationMask {
        guard let list = _viewControllers, !list.isEmpty else { return super.supportedInterfaceOrientations }
        return list.reduce(UIInterfaceOrientationMask.all) { $0.intersection($1.supportedInterfaceOrientations) }
    }
}
#endif
