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
    /// The decoration view classes, by kind.
    var decorationClasses = ListClassRegistry<UICollectionReusableView>()

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

    /// The context for a self-sizing cell's preferred attributes the layout accepted: by default
    /// one of `invalidationContextClass` that invalidates that element (fact 20.19).
    open func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        let indexPath = originalAttributes.indexPath
        switch originalAttributes.representedElementCategory {
        case .cell:
            context.invalidateItems(at: [indexPath])
        case .supplementaryView:
            context.invalidateSupplementaryElements(
                ofKind: originalAttributes.representedElementKind ?? "", at: [indexPath])
        case .decorationView:
            context.invalidateDecorationElements(
                ofKind: originalAttributes.representedElementKind ?? "", at: [indexPath])
        }
        return context
    }

    /// Takes a self-sizing cell's preferred attributes before the invalidation they caused.
    func adoptPreferredAttributes(_ preferred: UICollectionViewLayoutAttributes) {}

    /// The class of the contexts the collection view creates for this layout (default
    /// `UICollectionViewLayoutInvalidationContext`) (fact 20.15).
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// Marks the whole layout stale: calls `invalidateLayout(with:)` with a context of
    /// `invalidationContextClass` whose `invalidateEverything` is true (fact 20.14).
    open func invalidateLayout() {
        let context = makeInvalidationContext()
        context.everything = true
        invalidateLayout(with: context)
    }

    /// Marks the parts `context` names stale: the collection view calls `prepare()` again at its
    /// next layout pass, queries the attributes of its visible rectangle again, and applies the
    /// context's content offset and size adjustments (facts 20.14, 20.16, 20.17).
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        needsPrepare = true
        owningCollectionView?.layoutDidInvalidate(with: context)
    }

    /// The context for a bounds change `shouldInvalidateLayout(forBoundsChange:)` accepted: by
    /// default an empty one of `invalidationContextClass` (fact 20.18).
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    // MARK: Decoration views

    /// Registers `viewClass` (a `UICollectionReusableView` subclass) for decoration views of
    /// `elementKind`; `nil` removes it (fact 20.10).
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationClasses.register(viewClass, identifier: elementKind, role: "decoration kind", spec: "20.10")
        owningCollectionView?.decorationRegistrationDidChange(kind: elementKind)
    }

    /// Where a decoration view that appears in an animated update starts (default `nil`: at its
    /// final attributes, faded out) (fact 20.13).
    open func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a decoration view that disappears in an animated update ends (default `nil`: where
    /// it is, faded out) (fact 20.13).
    open func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    // MARK: Layout direction

    /// The direction the layout was written for (default left to right: PortableUIKit has no
    /// main bundle development region) (fact 20.23).
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// Whether a collection view in the opposite direction mirrors this layout's geometry
    /// horizontally (default `false`) (fact 20.23).
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

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

    /// A new, empty context of `invalidationContextClass`.
    func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        guard let type = Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type else {
            PortableUIKitDiagnostics.report(
                .invalidListUse,
                "\(Self.self).invalidationContextClass is \(Self.invalidationContextClass), not a UICollectionViewLayoutInvalidationContext subclass",
                fix: "return a UICollectionViewLayoutInvalidationContext subclass from invalidationContextClass",
                spec: "20.15")
            return UICollectionViewLayoutInvalidationContext()
        }
        return type.init()
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
