import Benchmark
import ContainmentTesting
import Foundation
import PortableUIKit

/// 1,000,000 items in one section; each cell is a plain UICollectionViewCell whose content view
/// carries a label with the item number, as an app's data source would configure it.
@MainActor
final class MillionItems: NSObject, UICollectionViewDataSource {
    static let count = 1_000_000
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { Self.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        (cell as? NumberCell)?.label.text = String(indexPath.item)
        return cell
    }
}

/// A collection cell with one label.
final class NumberCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.frame = contentView.bounds
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { nil }
}

/// A visible 390 × 844 pt window holding a vertical flow layout of 1,000,000 items of
/// 124 × 124 pt, three to a line with 8 pt spacing (about 333,334 lines).
@MainActor
final class CollectionScene {
    let items = MillionItems()
    let layout = UICollectionViewFlowLayout()
    let collection: UICollectionView
    let host = HeadlessHost(size: CGSize(width: 390, height: 844))
    /// A flick-sized step: 1,800 pt/s at 60 frames a second.
    let step: CGFloat = 30
    private var direction: CGFloat = 1

    init() {
        layout.itemSize = CGSize(width: 124, height: 124)
        layout.minimumLineSpacing = 8
        layout.minimumInteritemSpacing = 8
        collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        collection.register(NumberCell.self, forCellWithReuseIdentifier: "item")
        collection.dataSource = items
        host.window.addSubview(collection)
        collection.layoutIfNeeded()
        checkVisibleCells()
    }

    /// The cells on screen cover the bounds: 844 / 132 → 7 or 8 lines of three.
    func checkVisibleCells() {
        let count = collection.visibleCells.count
        precondition(count >= 21 && count <= 27, "collection: \(count) visible cells")
    }

    /// Measures one scroll frame: the offset moves by `step`, then the layout pass (cells leave
    /// to the pool, new items dequeue and configure). Turns back at either end.
    func measureScrollFrame(_ benchmark: Benchmark) {
        let maxY = collection.contentSize.height - collection.bounds.height
        var next = collection.contentOffset.y + step * direction
        if next > maxY || next < 0 {
            direction = -direction
            next = collection.contentOffset.y + step * direction
        }
        benchmark.startMeasurement()
        collection.contentOffset = CGPoint(x: 0, y: next)
        collection.layoutIfNeeded()
        benchmark.stopMeasurement()
        precondition(
            collection.contentOffset.y == next, "scroll frame: offset \(collection.contentOffset.y), expected \(next)")
    }
}
