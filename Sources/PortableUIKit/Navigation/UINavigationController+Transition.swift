#if !canImport(UIKit)
import Foundation

/// The deferred transition (spec 5.2): layout, the slide with its appearance callbacks (5.1),
/// the silent off-screen change, and the end of containment (1.11).
extension UINavigationController {
    func makeNavigationView() -> UIView {
        let view = NavigationLayoutView(frame: UIScreen.main.bounds)
        view.navigationController = self
        view.addSubview(navigationBar)
        let recognizer = makeInteractivePopGestureRecognizer()
        view.addGestureRecognizer(recognizer)
        _interactivePopGestureRecognizer = recognizer
        return view
    }

    /// Starts the owed transition: driven (with appearance callbacks) while the navigation
    /// controller has appeared, applied silently while it has disappeared, postponed while it is
    /// itself appearing or disappearing (its own did-callback asks for layout again).
    func startDeferredTransitionIfNeeded(interactivelyPopping popped: [UIViewController] = []) {
        guard activeTransition == nil, hasPendingChange, let to = stack.last, _view != nil else { return }
        switch appearanceState {
        case .appeared:
            runTransition(to: to, animated: pendingAnimated || !popped.isEmpty, interactivelyPopping: popped)
        case .disappeared:
            applyPendingChangeSilently()
            finishContainment()
        case .appearing, .disappearing:
            return
        }
    }

    /// `viewWillAppear`: a change owed from off-screen is applied before the appearance is
    /// forwarded; the controllers that joined complete their containment once the navigation
    /// controller has appeared (the layout after its `viewDidAppear`), so `isMovingToParent`
    /// holds in their first appearance.
    func applyPendingChangeAsNavigationControllerAppears() {
        guard activeTransition == nil, hasPendingChange else { return }
        applyPendingChangeSilently()
        finishContainment(includingArrivals: false)
    }

    /// `viewDidAppear` / `viewDidDisappear`: changes that waited start at the next layout.
    func navigationControllerDidSettle() {
        if hasPendingChange { _view?.setNeedsLayout() }
    }

    private func applyPendingChangeSilently() {
        guard let view = _view, let to = stack.last else { return }
        guard displayedViewController !== to else {
            updateNavigationBarItems()
            return
        }
        // The bar, the frame and the safe area come first, so the view enters the window with
        // them (a scroll view's first offset then rests below the bar).
        let toView: UIView = to.view
        updateNavigationBarItems()
        UIView.performWithoutAnimation {
            placeContent(of: to, view: toView)
            if let old = displayedViewController?._view, old.superview === view { old.removeFromSuperview() }
            view.insertSubview(toView, belowSubview: navigationBar)
        }
        displayedViewController = to
        refreshBarFromContent()
    }

    private func runTransition(to: UIViewController, animated: Bool, interactivelyPopping popped: [UIViewController]) {
        guard let view = _view else { return }
        let from = displayedViewController
        guard from !== to else {
            updateNavigationBarItems()
            finishContainment()
            return
        }
        let operation: NavigationTransition.Operation =
            awaitingDidMove.contains(where: { $0 === to }) || from == nil ? .push : .pop
        let transition = NavigationTransition(
            from: from, to: to, operation: operation, animated: animated,
            isInteractive: !popped.isEmpty, poppedInteractively: popped)
        activeTransition = transition
        if animated {
            transition.coordinator = NavigationTransitionCoordinator(transition: transition, containerView: view)
        }
        let toView: UIView = to.view
        from?.beginAppearance(false, animated: animated, source: .system)
        to.beginAppearance(true, animated: animated, source: .system)
        delegate?.navigationController(self, willShow: to, animated: animated)
        // A tab bar controller showing this one hides or shows its bar with the transition.
        tabBarController?.navigationController(self, willRunTransitionWith: transition.coordinator)
        let barFrameBefore = navigationBar.frame
        updateNavigationBarItems()
        let fromView = from?._view.flatMap { $0.superview === view ? $0 : nil }
        let fromFrame = fromView?.frame ?? .zero
        UIView.performWithoutAnimation {
            // Frame and safe area before the view enters the window (see applyPendingChangeSilently).
            placeContent(of: to, view: toView)
            if let fromView {
                if operation == .push {
                    view.insertSubview(toView, aboveSubview: fromView)
                } else {
                    view.insertSubview(toView, belowSubview: fromView)
                }
            } else {
                view.insertSubview(toView, belowSubview: navigationBar)
            }
        }
        let frame = toView.frame
        let barFrame = navigationBarFrame
        to.deliverViewIsAppearingIfNeeded()
        guard animated else {
            UIView.performWithoutAnimation { navigationBar.frame = barFrame }
            let queue = view.window?.deferredWork ?? DeferredWork.main
            queue.enqueue { [weak self] in self?.completeTransition(transition, finished: true) }
            return
        }
        let offRight = frame.offsetBy(dx: frame.width, dy: 0)
        let parallaxLeft = frame.offsetBy(dx: -frame.width * NavigationTransition.parallaxFraction, dy: 0)
        UIView.performWithoutAnimation {
            toView.frame = operation == .push ? offRight : parallaxLeft
            navigationBar.frame = barFrameBefore
        }
        let fromTarget =
            operation == .push
            ? fromFrame.offsetBy(dx: -fromFrame.width * NavigationTransition.parallaxFraction, dy: 0)
            : fromFrame.offsetBy(dx: fromFrame.width, dy: 0)
        let animator = UIViewPropertyAnimator(duration: NavigationTransition.duration, curve: .easeInOut)
        animator.addAnimations { [navigationBar] in
            toView.frame = frame
            fromView?.frame = fromTarget
            // The bar grows or shrinks with the slide when one side shows a large title.
            navigationBar.frame = barFrame
        }
        animator.addCompletion { [weak self] position in
            self?.completeTransition(transition, finished: position == .end)
        }
        transition.animator = animator
        transition.coordinator?.slideAnimatorCreated(animator)
        if transition.isInteractive { animator.pauseAnimation() } else { animator.startAnimation() }
    }

    /// Ends the transition. Finished: the outgoing view leaves, did-callbacks (outgoing first),
    /// containment ends, delegate `didShow`. Cancelled (only an interactive pop): the popped
    /// controllers return to the stack, the incoming controller disappears again
    /// (`viewWillDisappear` + `viewDidDisappear`), the popped controllers get
    /// `didMove(toParent: self)` (their `willMove(toParent: nil)` came when the pop began, as on
    /// UIKit), then the outgoing one appears again with `beginAppearanceTransition(true)` / `end` — a second `viewWillAppear`, because
    /// PortableUIKit's appearance machine (spec 2.12) reverses a disappearing controller through
    /// `viewWillAppear`; this is the iOS 7 trace of spec 5.3, not the iOS 18 one. No delegate call.
    func completeTransition(_ transition: NavigationTransition, finished: Bool) {
        guard activeTransition === transition else { return }
        let from = transition.from, to = transition.to
        if finished {
            UIView.performWithoutAnimation {
                if let from, let fromView = from._view, fromView.superview === _view {
                    fromView.removeFromSuperview()
                    fromView.frame = contentFrame(for: from)
                }
                if let toView = to._view { placeContent(of: to, view: toView) }
            }
            displayedViewController = to
            from?.endAppearance(source: .system)
            to.endAppearance(source: .system)
            activeTransition = nil
            finishContainment()
            delegate?.navigationController(self, didShow: to, animated: transition.animated)
            transition.coordinator?.transitionEnded(cancelled: false)
        } else {
            let popped = transition.poppedInteractively
            stack.append(contentsOf: popped)
            leaving.removeAll { old in popped.contains { $0 === old } }
            updateNavigationBarItems()
            // The incoming controller may have disappeared already, with a navigation controller
            // that left the screen during the pop: it gets no second disappearance.
            let toDisappears = to.appearanceState != .disappeared
            if toDisappears { to.beginAppearance(false, animated: transition.animated, source: .system) }
            UIView.performWithoutAnimation {
                if let toView = to._view, toView.superview === _view {
                    toView.removeFromSuperview()
                    toView.frame = contentFrame(for: to)
                }
                if let from, let fromView = from._view { placeContent(of: from, view: fromView) }
                navigationBar.frame = navigationBarFrame
            }
            if toDisappears { to.endAppearance(source: .system) }
            // Before the reappearance, so isMovingFromParent is false in it.
            for controller in popped { controller.didMove(toParent: self) }
            if let from { restoreAfterCancelledPop(from, animated: transition.animated) }
            activeTransition = nil
            transition.coordinator?.transitionEnded(cancelled: true)
        }
        if hasPendingChange { _view?.setNeedsLayout() }
    }

    /// The outgoing controller of a cancelled pop ends up as the navigation controller shows:
    /// normally it appears again (begin(true)/end, reversing its disappearance). If the
    /// navigation controller left the screen during the pop, it finishes disappearing instead
    /// (it appears again with the navigation controller); if the navigation controller came back
    /// and the controller already appeared with it, nothing more is sent (issue 18, RandomNavigation).
    private func restoreAfterCancelledPop(_ from: UIViewController, animated: Bool) {
        let onScreen = appearanceState == .appeared || appearanceState == .appearing
        switch (onScreen, from.appearanceState) {
        case (true, .appeared), (false, .disappeared):
            return
        case (false, .disappearing):
            from.endAppearance(source: .system)
        default:
            from.beginAppearance(onScreen, animated: animated, source: .system)
            from.endAppearance(source: .system)
        }
    }

    /// Ends containment: leaving controllers are removed (`removeFromParent()` → `didMove(nil)`),
    /// then the controllers that joined get `didMove(toParent: self)`, bottom first.
    func finishContainment(includingArrivals: Bool = true) {
        let departing = leaving
        leaving = []
        for controller in departing where controller._parent === self {
            if let view = controller._view, view.superview === _view {
                UIView.performWithoutAnimation { view.removeFromSuperview() }
            }
            controller.removeFromParent()
        }
        guard includingArrivals else { return }
        let arrived = awaitingDidMove.filter { joined in stack.contains { $0 === joined } }
        awaitingDidMove = []
        for controller in arrived { controller.didMove(toParent: self) }
    }

    /// Shows the stack's items on the bar, and makes the bar follow the top controller's content.
    func updateNavigationBarItems() {
        navigationBar.setDisplayedItems(stack.map(\.navigationItem))
        followTopController()
    }
}
#endif
