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
    /// The scroll view in the card the drag began on, if any: the sheet takes the drag over only
    /// when it pulls down at the scroll view's top edge, or pushes up while the sheet can expand
    /// (`prefersScrollingExpandsWhenScrolledToEdge`); otherwise the scroll view scrolls.
    let scrollView: UIScrollView?
    /// Whether the sheet follows the finger (always, without a scroll view).
    var sheetOwnsDrag: Bool
    /// The finger travel at which the sheet took the drag over; the sheet moves by travel past it.
    var travelBaseline: CGFloat = 0
    /// The finger travel of the previous update, to tell the direction of each move.
    var lastTravel: CGFloat = 0
    /// The scroll view's vertical offset held while the sheet owns the drag.
    var pinnedOffset: CGFloat?
    /// The scroll view's vertical offset when the drag began (held while the sheet expands).
    let scrollOffsetAtStart: CGFloat

    @MainActor
    init(startValue: CGFloat, scrollView: UIScrollView?) {
        self.startValue = startValue
        rawValue = startValue
        shownValue = startValue
        self.scrollView = scrollView
        scrollOffsetAtStart = scrollView?.contentOffset.y ?? 0
        sheetOwnsDrag = scrollView == nil
    }
}
#endif
