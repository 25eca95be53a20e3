#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// The header: asking the data source for it, laying it out where the shown list says, and
/// changing its height.
extension StickyHeaderPagingController {
    /// Changes ``headerHeight``, with an animation of `UIView`'s default length when `animated`
    /// (and on screen). The lists keep how far they have scrolled, so a list at rest stays
    /// right under the header as it grows or shrinks.
    public func setHeaderHeight(_ height: CGFloat, animated: Bool) {
        guard isLength(height, named: "headerHeight") else { return }
        hasExplicitHeaderHeight = true
        guard height != layout.headerHeight else { return }
        guard animated, viewIfLoaded?.window != nil else {
            layout.headerHeight = height
            return layoutLists()
        }
        UIView.animate(
            withDuration: 0.3, delay: 0, options: [.beginFromCurrentState],
            animations: {
                self.layout.headerHeight = height
                self.layoutLists()
            })
    }

    /// Asks the data source for the header again and puts it in place of the old one.
    func reloadHeader() {
        let header = dataSource?.headerView(in: self)
        if header !== headerView {
            headerView?.removeFromSuperview()
            headerView = header
            // A header arriving brings its own height; the one already shown keeps the height
            // in use (its frame is this controller's, stretched while pulled down).
            if !hasExplicitHeaderHeight { layout.headerHeight = header?.frame.height ?? 0 }
            if let header {
                header.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                headerContainer.addSubview(header)
            }
        }
        headerContainer.isHidden = header == nil
    }

    /// Puts the header where the shown list says and tells the delegate when it moved.
    func layoutHeader() {
        guard isViewLoaded else { return }
        let frame = layout.headerFrame(scroll: headerScroll, width: view.bounds.width)
        if headerContainer.frame != frame { headerContainer.frame = frame }
        if let headerView, headerView.frame != headerContainer.bounds { headerView.frame = headerContainer.bounds }
        for list in lists.values { updateIndicatorInset(of: list) }
        let position = layout.position(scroll: headerScroll, width: view.bounds.width)
        guard position != announcedHeaderPosition else { return }
        announcedHeaderPosition = position
        delegate?.stickyHeaderPagingController(self, didMoveHeaderTo: position)
    }

    /// Whether `value` can be a length; a diagnostic names the property otherwise.
    func isLength(_ value: CGFloat, named name: String) -> Bool {
        guard value.isFinite, value >= 0 else {
            reportContainerMisuse(
                .invalidContainerUse, "\(name) \(value) is not a length",
                fix: "use a finite \(name) of 0 or more points", spec: "issue 17")
            return false
        }
        return true
    }
}
