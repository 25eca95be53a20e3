#if !canImport(UIKit)
import Foundation

/// One drag of a sheet by the user, from the pan's start to its end.
struct SheetDragSession {
    /// The detent value the card showed when the drag began.
    let startValue: CGFloat
    /// The value the finger asks for: `startValue` plus the upward finger travel.
    var rawValue: CGFloat
    /// The value the card shows (rubber-banded past the largest detent, or past the smallest when
    /// the sheet may not be dismissed).
    var shownValue: CGFloat
    /// Whether this drag may dismiss the sheet: decided once, the first time the finger pulls the
    /// card below its smallest detent (spec 13.12: `isModalInPresentation`, then
    /// `presentationControllerShouldDismiss(_:)`); `nil` until then.
    var mayDismiss: Bool?
    /// The interaction controller of the interactive dismissal this drag started, if any
    /// (spec 13.13).
    var dismissal: UIPercentDrivenInteractiveTransition?

    init(startValue: CGFloat) {
        self.startValue = startValue
        rawValue = startValue
        shownValue = startValue
    }
}
#endif
