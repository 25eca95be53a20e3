import Foundation
import Testing
@testable import PortableUIKit

/// A decoration view that counts its instances, its reuses and the attributes it was given.
@MainActor
final class IndicatorView: UICollectionReusableView {
    static var created = 0
    var reuseCount = 0
    var applied: [UICollectionViewLayoutAttributes] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        Self.created += 1
    }

    required init?(coder: NSCoder) { nil }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        applied.append(layoutAttributes)
    }
}

/// A menu: one row of 80 × 40 items, with an indicator decoration view (kind "indicator",
/// 4 points high) under the selected item, as Parchment's menu draws it. It logs the contexts
/// it is invalidated with and the decoration animations it is asked for.
@MainActor
final class MenuLayout: UICollectionViewLayout {
    static let indicatorKind = "indicator"
    static let itemWidth: CGFloat = 80
    var prepareCount = 0
    var contexts: [UICollectionViewLayoutInvalidationContext] = []
    var decorationKind = MenuLayout.indicatorKind
    var appearing: [String] = []
    var disappearing: [String] = []
    private var count = 0
    private var indicator = UICollectionViewLayoutAttributes()

    override init() {
        super.init()
        register(IndicatorView.self, forDecorationViewOfKind: Self.indicatorKind)
    }

    required init?(coder: NSCoder) { nil }

    override func prepare() {
        prepareCount += 1
        count = collectionView?.numberOfItems(inSection: 0) ?? 0
        let selected = collectionView?.indexPathsForSelectedItems?.first?.item ?? 0
        indicator = UICollectionViewLayoutAttributes(
            forDecorationViewOfKind: decorationKind, with: IndexPath(item: 0, section: 0))
        indicator.frame = CGRect(x: CGFloat(selected) * Self.itemWidth, y: 36, width: Self.itemWidth, height: 4)
        indicator.zIndex = 1
    }

    override var collectionViewContentSize: CGSize { CGSize(width: CGFloat(count) * Self.itemWidth, height: 40) }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result = (0..<count).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
            .filter { $0.frame.intersects(rect) }
        if indicator.frame.intersects(rect) { result.append(indicator) }
        return result
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(x: CGFloat(indexPath.item) * Self.itemWidth, y: 0, width: Self.itemWidth, height: 40)
        return attributes
    }

    override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        elementKind == decorationKind ? indicator : nil
    }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        contexts.append(context)
        super.invalidateLayout(with: context)
    }

    override func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        appearing.append(elementKind)
        return nil
    }

    override func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        disappearing.append(elementKind)
        let final = UICollectionViewLayoutAttributes(forDecorationViewOfKind: elementKind, with: decorationIndexPath)
        final.frame = CGRect(x: 0, y: 40, width: 0, height: 4)
        return final
    }
}

extension UICollectionView {
    /// The decoration view of `kind` at `indexPath` on screen, if any.
    func visibleDecoration(ofKind kind: String, at indexPath: IndexPath = IndexPath(item: 0, section: 0))
        -> UICollectionReusableView?
    {
        visibleDecorationByKey[CollectionSupplementaryKey(kind: kind, indexPath: indexPath)]
    }
}
