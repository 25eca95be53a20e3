#if !canImport(UIKit)
import Foundation

/// The object that gives a collection view its sections, items and views (UIKit's
/// `UICollectionViewDataSource`). UIKit's optional requirements have defaults here: one section,
/// and no supplementary view (asked for one anyway, the default reports an `.invalidListUse`
/// diagnostic and gives an empty view).
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    func numberOfSections(in collectionView: UICollectionView) -> Int
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        PortableUIKitDiagnostics.report(
            .invalidListUse,
            "the layout of \(collectionView) places a \(kind) supplementary view at \(indexPath), but its data source does not implement collectionView(_:viewForSupplementaryElementOfKind:at:)",
            fix: "implement collectionView(_:viewForSupplementaryElementOfKind:at:) and dequeue a registered view",
            spec: "L2.12")
        return UICollectionReusableView(frame: .zero)
    }
}
#endif
