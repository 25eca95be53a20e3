#if !canImport(UIKit)
import Foundation

/// The object that places a collection view's elements (UIKit's abstract
/// `UICollectionViewLayout`). Subclasses override `prepare()`, `collectionViewContentSize` and the
/// `layoutAttributesFor…` methods; the collection view calls `prepare()` once after each
/// invalidation before it asks for attributes, asks `layoutAttributesForElements(in:)` for the
/// rectangle it shows (plus a small overscan), and on every bounds change asks
/// `shouldInvalidateLayout(forBoundsChange:)`.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    weak var owningCollectionView: UICollectionView?
    /// Whether `prepare()` must run before the next query.
    var needsPrepare = true

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init() }

    /// The collection view that uses this layout.
    open var collectionView: UICollectionView? { owningCollectionView }

    /// The class of the attributes this layout creates (default `UICollectionViewLayoutAttributes`).
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// Computes what the queries will need; called once per invalidation.
    open func prepare() {}

    /// The size of all content (default zero).
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element that intersects `rect` (default none).
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the cell at `indexPath` (default none).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath` (default none).
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the decoration view of `elementKind` at `indexPath` (default none).
    open func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Whether a bounds change needs a new layout (default `false`).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Whether a self-sizing cell's preferred attributes need a new layout (default `false`).
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool { false }

    /// Takes a self-sizing cell's preferred attributes before the invalidation they caused.
    func adoptPreferredAttributes(_ preferred: UICollectionViewLayoutAttributes) {}

    /// Marks the layout stale: the collection view calls `prepare()` again and re-queries.
    open func invalidateLayout() {
        needsPrepare = true
        owningCollectionView?.layoutDidInvalidate()
    }

    /// Where a scroll that would stop at `proposedContentOffset` stops (default: there).
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint { proposedContentOffset }

    /// The offset to show after an update or a layout change (default: the proposed one).
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Tells the layout which updates are about to animate.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// The updates' animations have been set up.
    open func finalizeCollectionViewUpdates() {}

    /// Where an inserted or moved item starts its animation (default: its final attributes).
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes?
    {
        nil
    }

    /// Where a deleted or moved item ends its animation (default: its current attributes).
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes?
    {
        nil
    }

    /// Runs `prepare()` if an invalidation is pending.
    func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        prepare()
    }

    /// A new attributes object of `layoutAttributesClass`.
    func makeAttributes() -> UICollectionViewLayoutAttributes {
        let type =
            (Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type)
            ?? UICollectionViewLayoutAttributes.self
        return type.init()
    }
}
#endif
