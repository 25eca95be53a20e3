#if !canImport(UIKit)
import Foundation

/// Tab bar geometry and the children's safe area (spec 15.6), and the bar that hides for a
/// pushed controller (`hidesBottomBarWhenPushed`).
extension UITabBarController {
    /// The bar's height: 49 pt plus the view's bottom safe-area inset (83 pt above a 34 pt home
    /// indicator).
    var tabBarHeight: CGFloat {
        TabBarItemLayout.rowHeight + (_view?.safeAreaInsets.bottom ?? 0)
    }

    /// The bar's frame: pinned to the bottom, full width; moved past the leading edge while a
    /// pushed controller hides it.
    var tabBarFrame: CGRect {
        guard let view = _view else { return .zero }
        let height = tabBarHeight
        let shown = CGRect(x: 0, y: view.bounds.height - height, width: view.bounds.width, height: height)
        if bottomBarHiddenByPush { return shown.offsetBy(dx: -view.bounds.width, dy: 0) }
        if tabBarHiddenByClient { return shown.offsetBy(dx: 0, dy: height) }
        return shown
    }

    /// Whether the bar is out of the way, for a push or by ``isTabBarHidden``.
    var tabBarIsAway: Bool { bottomBarHiddenByPush || tabBarHiddenByClient }

    /// `setTabBarHidden(_:animated:)`: the content's safe area follows at once; the bar slides.
    func applyTabBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != tabBarHiddenByClient else { return }
        tabBarHiddenByClient = hidden
        guard let view = _view else { return }
        if let child = displayedChild, let childView = child._view, childView.superview === transitionView {
            layoutDisplayedChild(child, view: childView)
        }
        let target = tabBarFrame
        if !tabBarIsAway { _tabBar.isHidden = false }
        guard animated, view.window != nil else {
            UIView.performWithoutAnimation { _tabBar.frame = target }
            _tabBar.isHidden = tabBarIsAway
            return
        }
        UIView.animate(
            withDuration: Self.tabBarHidingDuration, animations: { self._tabBar.frame = target },
            completion: { [weak self] _ in
                guard let self else { return }
                _tabBar.isHidden = tabBarIsAway
            })
    }

    /// How long `setTabBarHidden(_:animated: true)` slides [UNC].
    static let tabBarHidingDuration: TimeInterval = 0.3

    /// The layout pass: the bar, then the shown child.
    func layoutTabBarInterface() {
        guard let view = _view else { return }
        transitionView.frame = view.bounds
        let frame = tabBarFrame
        if _tabBar.frame != frame, (_tabBar.layer.animationKeys() ?? []).isEmpty { _tabBar.frame = frame }
        // A stack changed with no transition to ride (off screen, or settled): follow it now.
        if let navigation = displayedChild as? UINavigationController,
            navigation.activeTransition == nil, !navigation.hasPendingChange
        {
            updateBottomBarForDisplayedChild(animatedWith: nil)
        }
        if activeTabSwitch == nil, let child = displayedChild, let childView = child._view,
            childView.superview === transitionView
        {
            layoutDisplayedChild(child, view: childView)
        }
    }

    /// The shown child fills the view under a translucent bar (its safe area ending at the bar's
    /// top) and stops at an opaque bar (unless its `extendedLayoutIncludesOpaqueBars`) or when
    /// its `edgesForExtendedLayout` leave out `.bottom`; with the bar hidden it fills the view.
    func layoutDisplayedChild(_ child: UIViewController?, view childView: UIView) {
        guard let view = _view else { return }
        let barCovers = !tabBarIsAway
        let height = tabBarHeight
        let extends =
            (_tabBar.isTranslucent || child?.extendedLayoutIncludesOpaqueBars == true)
            && (child?.edgesForExtendedLayout ?? .all).contains(.bottom)
        if barCovers, !extends {
            childView.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: max(0, view.bounds.height - height))
            child?.containerBarInsets = .zero
        } else {
            childView.frame = view.bounds
            child?.containerBarInsets = UIEdgeInsets(top: 0, left: 0, bottom: barCovers ? height : 0, right: 0)
        }
    }

    /// The bar's translucency changed: lay the content out again.
    func tabBarGeometryDidChange() {
        _view?.setNeedsLayout()
    }

    /// Whether the shown child (a navigation controller) has a controller above its root that
    /// hides the bar.
    var displayedChildHidesBottomBar: Bool {
        guard let navigation = displayedChild as? UINavigationController else { return false }
        return navigation.viewControllers.dropFirst().contains { $0.hidesBottomBarWhenPushed }
    }

    /// Hides or shows the bar as the shown child's stack asks: at once, or alongside a navigation
    /// transition through its `coordinator` (the bar slides out to the leading side with a push
    /// and back with the pop; a cancelled interactive pop puts it back).
    func updateBottomBarForDisplayedChild(animatedWith coordinator: UIViewControllerTransitionCoordinator?) {
        let hidden = displayedChildHidesBottomBar
        guard hidden != bottomBarHiddenByPush else { return }
        bottomBarHiddenByPush = hidden
        guard _view != nil else { return }
        if let child = displayedChild, let childView = child._view, childView.superview === transitionView {
            layoutDisplayedChild(child, view: childView)
        }
        let target = tabBarFrame
        guard let coordinator else {
            UIView.performWithoutAnimation { _tabBar.frame = target }
            _tabBar.isHidden = tabBarIsAway
            return
        }
        if !tabBarIsAway { _tabBar.isHidden = false }
        coordinator.animate(
            alongsideTransition: { [weak self] _ in
                self?._tabBar.frame = target
            },
            completion: { [weak self] context in
                guard let self else { return }
                if context.isCancelled {
                    bottomBarHiddenByPush = !hidden
                    _view?.setNeedsLayout()
                    UIView.performWithoutAnimation { self._tabBar.frame = self.tabBarFrame }
                }
                _tabBar.isHidden = tabBarIsAway
            })
    }

    /// A navigation controller inside this tab bar controller is about to show `viewController`
    /// (called by the navigation transition once its coordinator exists).
    func navigationController(
        _ navigation: UINavigationController, willRunTransitionWith coordinator: UIViewControllerTransitionCoordinator?
    ) {
        guard navigation === displayedChild else { return }
        updateBottomBarForDisplayedChild(animatedWith: coordinator)
    }
}
#endif
