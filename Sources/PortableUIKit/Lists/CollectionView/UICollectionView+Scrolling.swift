#if !canImport(UIKit)
import Foundation

/// `scrollToItem(at:at:animated:)`: the offset that puts an item at a scroll position, clamped to
/// the content (facts L2.10).
extension UICollectionView {
    /// Scrolls so that the item at `indexPath` sits at `scrollPosition`; an empty position (or an
    /// axis without one) scrolls that axis the least distance that shows the item.
    func scrollItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard validate(indexPath, in: "scrollToItem(at:at:animated:)") else { return }
        layoutIfNeeded()
        layout.prepareIfNeeded()
        syncLayoutMirroring()
        guard let frame = shownAttributes(layout.layoutAttributesForItem(at: indexPath))?.frame else { return }
        setContentOffset(contentOffset(showing: frame, at: scrollPosition), animated: animated)
    }

    /// The content offset that puts `frame` at `position`, clamped to the scrollable range.
    func contentOffset(showing frame: CGRect, at position: ScrollPosition) -> CGPoint {
        let inset = adjustedContentInset
        let visible = bounds.inset(by: inset)
        var offset = contentOffset
        if position.contains(.top) {
            offset.y = frame.minY - inset.top
        } else if position.contains(.centeredVertically) {
            offset.y = frame.midY - inset.top - visible.height / 2
        } else if position.contains(.bottom) {
            offset.y = frame.maxY - bounds.height + inset.bottom
        } else if frame.minY < visible.minY {
            offset.y = frame.minY - inset.top
        } else if frame.maxY > visible.maxY {
            offset.y = frame.maxY - bounds.height + inset.bottom
        }
        if position.contains(.left) {
            offset.x = frame.minX - inset.left
        } else if position.contains(.centeredHorizontally) {
            offset.x = frame.midX - inset.left - visible.width / 2
        } else if position.contains(.right) {
            offset.x = frame.maxX - bounds.width + inset.right
        } else if frame.minX < visible.minX {
            offset.x = frame.minX - inset.left
        } else if frame.maxX > visible.maxX {
            offset.x = frame.maxX - bounds.width + inset.right
        }
        let maxX = max(-inset.left, contentSize.width + inset.right - bounds.width)
        let maxY = max(-inset.top, contentSize.height + inset.bottom - bounds.height)
        return CGPoint(x: min(max(offset.x, -inset.left), maxX), y: min(max(offset.y, -inset.top), maxY))
    }
}
#endif
