#if !canImport(UIKit)
import Foundation

/// Prefetching: after each layout pass the collection view tells its prefetch data source about
/// the items within one screen beyond the bounds in the direction it last scrolled (towards the
/// end before any scroll), and cancels those it announced that are no longer ahead without having
/// come on screen (facts 20.35–20.38). The scroll axis is the one along which the content
/// exceeds the bounds (vertical when both or neither do).
extension UICollectionView {
    func prefetchAhead() {
        guard isPrefetchingEnabled, let prefetchDataSource else {
            prefetchState.reset()
            return
        }
        let visibleRect = bounds
        guard visibleRect.width > 0, visibleRect.height > 0 else { return }
        let horizontal = contentSize.width > visibleRect.width && contentSize.height <= visibleRect.height
        prefetchState.noteScroll(to: horizontal ? visibleRect.minX : visibleRect.minY)
        let lookAhead = Self.prefetchLookAhead
        var region = visibleRect
        if horizontal {
            region.origin.x += (prefetchState.isForward ? 1 : -lookAhead) * visibleRect.width
            region.size.width = visibleRect.width * lookAhead
        } else {
            region.origin.y += (prefetchState.isForward ? 1 : -lookAhead) * visibleRect.height
            region.size.height = visibleRect.height * lookAhead
        }
        var ahead = Set<IndexPath>()
        for attributes in layout.layoutAttributesForElements(in: region) ?? []
        where attributes.representedElementCategory == .cell && isValid(attributes.indexPath)
            && attributes.frame.sharesArea(with: region) && !attributes.frame.sharesArea(with: visibleRect)
        {
            ahead.insert(attributes.indexPath)
        }
        let visible = Set(visibleCellsByIndexPath.keys)
        ahead.subtract(visible)
        let (prefetch, cancel) = prefetchState.update(ahead: ahead, visible: visible)
        if !cancel.isEmpty { prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: cancel) }
        if !prefetch.isEmpty { prefetchDataSource.collectionView(self, prefetchItemsAt: prefetch) }
    }

    /// How far ahead the collection view looks, in screen lengths (fact 20.37).
    static var prefetchLookAhead: CGFloat { 1 }
}
#endif
