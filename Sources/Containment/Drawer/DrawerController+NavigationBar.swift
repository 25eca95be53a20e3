#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

extension DrawerController {
    /// The navigation bar of a center that is a navigation controller, in `view`'s coordinates;
    /// nil when the center is not one, its view is not loaded, or its bar is hidden. The
    /// `…NavigationBar` gesture modes and ``CenterHiddenInteractionMode/navigationBarOnly``
    /// use this region.
    func centerNavigationBarFrame(in view: UIView) -> CGRect? {
        guard let navigation = centerSlot as? UINavigationController, navigation.isViewLoaded,
            !navigation.isNavigationBarHidden
        else { return nil }
        let bar = navigation.navigationBar
        guard !bar.isHidden, bar.window != nil, bar.window === view.window else { return nil }
        return bar.convert(bar.bounds, to: view)
    }
}
