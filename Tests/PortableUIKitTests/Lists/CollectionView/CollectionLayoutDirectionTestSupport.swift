import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting

/// A row of 80 × 40 items with a 40 × 10 section header under item 0 and an indicator decoration
/// view (4 points high) under item `indicated`; it records the rectangles it is queried with.
@MainActor
final class RowLayout: UICollectionViewLayout {
    static let itemWidth: CGFloat = 80
    let flips: Bool
    let development: UIUserInterfaceLayoutDirection
    var indicated = 0
    var queriedRects: [CGRect] = []
    private var count = 0

    init(flips: Bool, development: UIUserInterfaceLayoutDirection = .leftToRight) {
        self.flips = flips
        self.development = development
        super.init()
        register(IndicatorView.self, forDecorationViewOfKind: MenuLayout.indicatorKind)
    }

    required init?(coder: NSCoder) { nil }

    override var developmentLayoutDirection: UIUserInterfaceLayoutDirection { development }
    override var flipsHorizontallyInOppositeLayoutDirection: Bool { flips }

    override func prepare() {
        count = collectionView?.numberOfItems(inSection: 0) ?? 0
    }

    override var collectionViewContentSize: CGSize { CGSize(width: CGFloat(count) * Self.itemWidth, height: 50) }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        queriedRects.append(rect)
        var result = (0..<count).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
        let zero = IndexPath(item: 0, section: 0)
        result += [
            layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: zero),
            layoutAttributesForDecorationView(ofKind: MenuLayout.indicatorKind, at: zero),
        ].compactMap { $0 }
        return result.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(x: CGFloat(indexPath.item) * Self.itemWidth, y: 0, width: Self.itemWidth, height: 40)
        return attributes
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: elementKind, with: indexPath)
        attributes.frame = CGRect(x: 0, y: 40, width: 40, height: 10)
        return attributes
    }

    override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        let attributes = UICollectionViewLayoutAttributes(forDecorationViewOfKind: elementKind, with: indexPath)
        attributes.frame = CGRect(x: CGFloat(indicated) * Self.itemWidth, y: 36, width: Self.itemWidth, height: 4)
        attributes.zIndex = 1
        return attributes
    }
}

/// A 320 × 480 window holding a collection view of ten `RowLayout` items (800 points of content)
/// whose `semanticContentAttribute` is set before it first lays out.
@MainActor
struct DirectedRowScene {
    let host = HeadlessHost(size: CGSize(width: 320, height: 480))
    let collectionView: UICollectionView
    let source = CollectionDataSource(counts: [10])
    let layout: RowLayout

    init(layout: RowLayout, attribute: UISemanticContentAttribute) {
        self.layout = layout
        collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(CountingCollectionCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "supplementary")
        collectionView.semanticContentAttribute = attribute
        collectionView.dataSource = source
        collectionView.delegate = source
        host.window.addSubview(collectionView)
        host.runUntilIdle()
    }

    /// The minimum x of the cell shown for `item`, or nil when it is off screen.
    func shownX(ofItem item: Int) -> CGFloat? {
        collectionView.cellForItem(at: IndexPath(item: item, section: 0))?.frame.minX
    }
}
