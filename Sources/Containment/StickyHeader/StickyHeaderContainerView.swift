#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// The view holding a ``StickyHeaderPagingController``'s header. A touch on it goes to the list
/// underneath (so a drag that starts on the header scrolls the shown list), unless it lands on
/// a control or on a view with a gesture recognizer of its own, up to the header: a tab strip,
/// a follow button or a tappable avatar keep their touches.
final class StickyHeaderContainerView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let hit = super.hitTest(point, with: event) else { return nil }
        var view: UIView? = hit
        while let current = view, current !== self {
            if current is UIControl || (current.gestureRecognizers ?? []).contains(where: \.isEnabled) { return hit }
            view = current.superview
        }
        return nil
    }
}
