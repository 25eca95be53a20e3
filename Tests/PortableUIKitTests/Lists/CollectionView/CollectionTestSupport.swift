import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting

/// A cell that counts how often it was created and reused.
@MainActor
final class CountingCollectionCell: UICollectionViewCell {
    static var created = 0
    var reuseCount = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        Self.created += 1
    }

    required init?(coder: NSCoder) { nil }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }
}

/// A data source of `counts` items per section that dequeues `CountingCollectionCell`s, and a
/// delegate that logs display and selection calls.
@MainActor
final class CollectionDataSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var counts: [Int]
    var calls: [String] = []
    var logsDisplay = false
    var refusesSelection: Set<IndexPath> = []

    init(counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "supplementary", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldHighlight \(indexPath.item)")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        calls.append("didHighlight \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        calls.append("didUnhighlight \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldSelect \(indexPath.item)")
        return !refusesSelection.contains(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        calls.append("didSelect \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldDeselect \(indexPath.item)")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        calls.append("didDeselect \(indexPath.item)")
    }
    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        if logsDisplay { calls.append("willDisplay \(indexPath.section).\(indexPath.item)") }
    }
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        if logsDisplay { calls.append("didEndDisplaying \(indexPath.section).\(indexPath.item)") }
    }
}

/// A flow-layout delegate that gives every item its own size.
@MainActor
final class ItemSizingDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    let sizes: (IndexPath) -> CGSize
    init(sizes: @escaping (IndexPath) -> CGSize) { self.sizes = sizes }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize { sizes(indexPath) }
}

/// A window of `size` filled by a collection view with `layout` and a `CollectionDataSource`.
@MainActor
struct CollectionScene {
    let host: HeadlessHost
    let collectionView: UICollectionView
    let source: CollectionDataSource

    init(
        size: CGSize = CGSize(width: 320, height: 480), layout: UICollectionViewLayout, counts: [Int],
        cellClass: UICollectionViewCell.Type = CountingCollectionCell.self
    ) {
        host = HeadlessHost(size: size)
        collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        collectionView.register(cellClass, forCellWithReuseIdentifier: "cell")
        collectionView.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "supplementary")
        collectionView.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
            withReuseIdentifier: "supplementary")
        source = CollectionDataSource(counts: counts)
        collectionView.delegate = source
        collectionView.dataSource = source
        host.window.addSubview(collectionView)
        host.runUntilIdle()
    }
}

/// A flow layout with explicit metrics.
@MainActor
func flowLayout(
    itemSize: CGSize, lineSpacing: CGFloat = 10, interitemSpacing: CGFloat = 10, inset: UIEdgeInsets = .zero,
    direction: UICollectionView.ScrollDirection = .vertical
) -> UICollectionViewFlowLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = itemSize
    layout.minimumLineSpacing = lineSpacing
    layout.minimumInteritemSpacing = interitemSpacing
    layout.sectionInset = inset
    layout.scrollDirection = direction
    return layout
}
