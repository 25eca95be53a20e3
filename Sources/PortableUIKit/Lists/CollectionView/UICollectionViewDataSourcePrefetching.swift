#if !canImport(UIKit)
import Foundation

/// The object a collection view tells, ahead of time, which items it will soon show, so that
/// their data can be loaded before the cells are asked for (UIKit's
/// `UICollectionViewDataSourcePrefetching`). `collectionView(_:cancelPrefetchingForItemsAt:)`
/// is optional in UIKit: the default does nothing.
@preconcurrency @MainActor
public protocol UICollectionViewDataSourcePrefetching: NSObjectProtocol {
    /// Items the collection view will probably show soon; none of them is on screen (fact 20.35).
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// Items announced earlier that the collection view no longer expects to show (fact 20.36).
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    public func collectionView(
        _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
    ) {}
}
#endif
