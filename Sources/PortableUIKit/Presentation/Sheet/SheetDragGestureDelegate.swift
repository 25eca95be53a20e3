#if !canImport(UIKit)
import Foundation

/// The sheet's drag recognizer's delegate: it recognizes together with the pan of a scroll view
/// inside the card, so the sheet can take a drag over at the scroll view's top edge
/// (`prefersScrollingExpandsWhenScrolledToEdge`); the sheet decides move by move which one moves.
@MainActor
final class SheetDragGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    weak var card: UIView?

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        guard let scroll = otherGestureRecognizer.view as? UIScrollView, let card else { return false }
        return otherGestureRecognizer === scroll.panGestureRecognizer && scroll.isDescendant(of: card)
    }
}
#endif
