#if !canImport(UIKit)
import Foundation

/// The table's background view: a subview behind every cell, header and footer, resized to the
/// table's bounds so that it stays put while the content scrolls (fact 20.31).
extension UITableView {
    func backgroundViewDidChange(from oldValue: UIView?) {
        guard oldValue !== backgroundView else { return }
        if oldValue?.superview === self { oldValue?.removeFromSuperview() }
        if let backgroundView { insertSubview(backgroundView, at: 0) }
        setNeedsLayout()
    }

    /// Sizes the background view to the bounds and keeps it the backmost subview.
    func layoutBackgroundView() {
        guard let backgroundView, backgroundView.superview === self else { return }
        if backgroundView.frame != bounds { backgroundView.frame = bounds }
        keepBackgroundViewBehind()
    }

    /// Rows inserted at the back go above the background view.
    func keepBackgroundViewBehind() {
        guard let backgroundView, backgroundView.superview === self, subviews.first !== backgroundView else { return }
        sendSubviewToBack(backgroundView)
    }
}
#endif
