#if !canImport(UIKit)
import Foundation

extension UIViewController {
    /// The sheet presentation controller for the view controller (UIKit, iOS 15): its
    /// `presentationController` when that is a sheet (`.pageSheet`, `.formSheet`, `.automatic`),
    /// `nil` for every other style. Configure it before presenting.
    public var sheetPresentationController: UISheetPresentationController? {
        switch modalPresentationStyle {
        case .pageSheet, .formSheet, .automatic: presentationController as? UISheetPresentationController
        default: nil
        }
    }
}
#endif
