#if !canImport(UIKit)
import Foundation

/// The tab bar controller's root view: its layout pass pins the bar to the bottom and lays out the
/// selected child (spec 15.6).
@MainActor
final class TabBarControllerLayoutView: UIView {
    weak var tabBarController: UITabBarController?

    override func layoutSubviews() {
        super.layoutSubviews()
        tabBarController?.layoutTabBarInterface()
    }
}
#endif
