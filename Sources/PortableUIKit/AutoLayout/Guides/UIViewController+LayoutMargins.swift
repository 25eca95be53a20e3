#if !canImport(UIKit)
import Foundation

/// The controller's part in its root view's margins (spec 17.13).
extension UIViewController {
    /// The least leading and trailing margins of the root view: 20 pt in a regular-width
    /// environment, 16 pt otherwise; top and bottom 0.
    var systemMinimumMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// `viewRespectsSystemMinimumLayoutMargins` changed: the loaded root view re-reads its margins.
    func systemMinimumMarginsPolicyDidChange() {
        _view?.rootMarginsInputsDidChange()
    }
}
#endif
