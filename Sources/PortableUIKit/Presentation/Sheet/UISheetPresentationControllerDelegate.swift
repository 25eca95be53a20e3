#if !canImport(UIKit)
import Foundation

/// The interface that an object implements to respond to size changes in a sheet presentation
/// controller (UIKit, iOS 15). It refines the adaptive delegate, whose dismissal methods the sheet
/// calls for user dismissals (spec 13.12).
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// Tells the delegate when the sheet's selected detent changes. Called when the user drags the
    /// sheet to another detent; not for programmatic changes of `selectedDetentIdentifier`
    /// ([UNC] UIKit's documentation is silent; this runtime's choice).
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    /// Does nothing (optional in UIKit).
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {}
}
#endif
