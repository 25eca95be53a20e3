#if !canImport(UIKit)
import Foundation

/// Where the bar and the shown controller's view go, and the safe area the bar leaves it.
extension UINavigationController {
    /// The bar's frame: full width, below the view's top safe-area inset, 44 pt plus the
    /// large-title region while the top item shows a large title.
    var navigationBarFrame: CGRect {
        guard let view = _view else { return .zero }
        return CGRect(x: 0, y: view.safeAreaInsets.top, width: view.bounds.width, height: navigationBar.currentHeight)
    }

    /// Where the bar ends for the content's safe area: the inline row's bottom plus the
    /// large-title region, at most at rest (content pulled down beyond it bounces back).
    var navigationBarSafeAreaBottom: CGFloat {
        let frame = navigationBarFrame
        guard navigationBar.displaysLargeTitle else { return frame.maxY }
        return frame.minY + UINavigationBar.defaultHeight
            + NavigationLargeTitleLayout.safeAreaRegionHeight(navigationBar.largeTitleRegionHeight)
    }

    /// Whether `controller`'s view extends under the bar: always when the bar is hidden; under a
    /// translucent bar (an opaque one with `extendedLayoutIncludesOpaqueBars`) when its
    /// `edgesForExtendedLayout` include `.top`.
    func extendsUnderBar(_ controller: UIViewController) -> Bool {
        if _navigationBarHidden { return true }
        return (navigationBar.isTranslucent || controller.extendedLayoutIncludesOpaqueBars)
            && controller.edgesForExtendedLayout.contains(.top)
    }

    /// Where `controller`'s view goes: the whole view when it extends under the bar, else below it.
    func contentFrame(for controller: UIViewController) -> CGRect {
        guard let view = _view else { return .zero }
        if extendsUnderBar(controller) { return view.bounds }
        let top = navigationBarSafeAreaBottom
        return CGRect(x: 0, y: top, width: view.bounds.width, height: max(0, view.bounds.height - top))
    }

    /// Puts `controller`'s view (`view`) in its frame and tells its safe area where the bar ends:
    /// the safe area of a view under the bar starts at the bar's bottom (UIKit's rule that a
    /// container's bars bound its children's safe area, spec 15.6).
    func placeContent(of controller: UIViewController, view: UIView) {
        // Only a change is applied: setting an equal frame would still ask Auto Layout for a pass.
        let frame = contentFrame(for: controller)
        if view.frame != frame { view.frame = frame }
        let underBar = !_navigationBarHidden && extendsUnderBar(controller)
        controller.containerBarInsets = UIEdgeInsets(
            top: underBar ? navigationBarSafeAreaBottom : 0, left: 0, bottom: 0, right: 0)
    }

    /// The layout pass of the navigation controller's view: the bar follows the content, the bar
    /// and the settled content are placed, then the transition a stack change is owed starts.
    func layoutNavigationInterface() {
        refreshBarFromContent()
        let barFrame = navigationBarFrame
        if navigationBar.frame != barFrame { navigationBar.frame = barFrame }
        navigationBar.backgroundTopExtension = barFrame.minY
        if activeTransition == nil, let shown = displayedViewController, let view = shown._view,
            view.superview === _view
        {
            placeContent(of: shown, view: view)
        }
        startDeferredTransitionIfNeeded()
    }
}
#endif
