#if !canImport(UIKit)
import Foundation

/// The scroll view a container's bars follow (UIKit's `setContentScrollView(_:for:)`): a
/// navigation bar's large title collapses and its background appears as this scroll view's
/// content moves under it.
extension UIViewController {
    /// Sets the scroll view whose content meets the container's bar at `edge` (each edge in the
    /// set); nil forgets it. Held weakly.
    public func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        for bit in NSDirectionalRectEdge.all.bits where edge.contains(bit) {
            contentScrollViews[bit.rawValue] = scrollView.map(WeakScrollViewReference.init)
        }
        parent?._view?.setNeedsLayout()
    }

    /// The scroll view set for `edge` with ``setContentScrollView(_:for:)``, or nil. For several
    /// edges, the first set among top, leading, bottom and trailing.
    public func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        for bit in NSDirectionalRectEdge.all.bits where edge.contains(bit) {
            if let scrollView = contentScrollViews[bit.rawValue]?.scrollView { return scrollView }
        }
        return nil
    }

    /// The scroll view a navigation bar follows: the one set for the top edge, else the root view
    /// when it is a scroll view, else the root view's first subview when it is one (what UIKit
    /// finds when none is set, observed, UNC).
    var topEdgeScrollView: UIScrollView? {
        if let set = contentScrollView(for: .top) { return set }
        guard let view = _view else { return nil }
        if let scrollView = view as? UIScrollView { return scrollView }
        return view.subviews.first as? UIScrollView
    }
}

/// A weak reference to a scroll view.
struct WeakScrollViewReference {
    weak var scrollView: UIScrollView?
    init(_ scrollView: UIScrollView) { self.scrollView = scrollView }
}

extension NSDirectionalRectEdge {
    /// The four single edges, top first.
    var bits: [NSDirectionalRectEdge] { [.top, .leading, .bottom, .trailing] }
}
#endif
