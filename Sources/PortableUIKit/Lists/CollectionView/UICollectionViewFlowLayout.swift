#if !canImport(UIKit)
import Foundation

/// A layout that flows items into lines, with optional section headers and footers (UIKit's
/// `UICollectionViewFlowLayout`). The geometry is `FlowLayoutGeometry`, a pure value rebuilt by
/// `prepare()`; sections whose items share one size store nothing per item.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// What `sectionInset` is measured from.
    public enum SectionInsetReference: Int, Sendable {
        case fromContentInset = 0
        case fromSafeArea = 1
        case fromLayoutMargins = 2
    }

    /// The size that asks cells to size themselves (`estimatedItemSize`).
    public static let automaticSize = CGSize(
        width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)

    /// The scroll axis (default vertical).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// The minimum spacing between lines (default 10).
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The minimum spacing between items of one line (default 10).
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The items' size (default 50 × 50).
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// The estimated size of self-sizing cells (default zero: none).
    open var estimatedItemSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The margins of each section's items (default zero).
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// What `sectionInset` is measured from (default `.fromContentInset`).
    open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { invalidateLayout() } }
    /// The headers' size; only the extent along the scroll axis counts (default zero: none).
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The footers' size; only the extent along the scroll axis counts (default zero: none).
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// Whether headers stay at the top of the visible bounds while their section shows.
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// Whether footers stay at the bottom of the visible bounds while their section shows.
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    /// The prepared geometry.
    private(set) var geometry = FlowLayoutGeometry()
    /// Sizes self-sizing cells reported, by section and item.
    var measuredSizes: [Int: [Int: CGSize]] = [:]
    /// Whether the next `prepare()` keeps the geometry (only geometry-keeping contexts since the
    /// last one).
    private var keepsGeometry = false
    /// Set to `false` by the delegate's default `sizeForItemAt` (the method is not implemented).
    var delegateGivesItemSizes = true
    /// The pinned headers' and footers' z-index [UNC].
    static let pinnedZIndex = 10

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The size every item gets when the delegate gives none: the estimate for self-sizing cells
    /// (`itemSize` stands in for `automaticSize` [UNC]) until each cell reports its own.
    var uniformItemSize: CGSize {
        Self.laidOutSize(
            estimatedItemSize != .zero && estimatedItemSize != Self.automaticSize ? estimatedItemSize : itemSize)
    }

    /// An item size as the layout uses it: a negative width or height counts as 0 (an item
    /// cannot take away room from its neighbours); NaN flows through, as UIKit lets it.
    static func laidOutSize(_ size: CGSize) -> CGSize {
        CGSize(width: size.width < 0 ? 0 : size.width, height: size.height < 0 ? 0 : size.height)
    }

    /// The flow layout's contexts are `UICollectionViewFlowLayoutInvalidationContext`s.
    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    /// A context that invalidates neither the attributes nor the delegate metrics (and no
    /// items, counts or everything) keeps the geometry at the next `prepare()` (fact 20.22).
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if let flow = context as? UICollectionViewFlowLayoutInvalidationContext, !flow.invalidateFlowLayoutAttributes,
            !flow.invalidateFlowLayoutDelegateMetrics, !context.invalidateEverything,
            !context.invalidateDataSourceCounts, context.invalidatedItemIndexPaths == nil
        {
            if needsPrepare == false { keepsGeometry = true }
        } else {
            keepsGeometry = false
        }
        super.invalidateLayout(with: context)
    }

    /// A bounds change that keeps the size (pinned headers and footers follow the bounds) keeps
    /// the geometry: neither the attributes nor the delegate metrics are invalidated [UNC].
    open override func invalidationContext(forBoundsChange newBounds: CGRect)
        -> UICollectionViewLayoutInvalidationContext
    {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        if let flow = context as? UICollectionViewFlowLayoutInvalidationContext,
            collectionView?.bounds.size == newBounds.size
        {
            flow.invalidateFlowLayoutDelegateMetrics = false
            flow.invalidateFlowLayoutAttributes = false
        }
        return context
    }

    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            geometry = FlowLayoutGeometry()
            return
        }
        if keepsGeometry {
            keepsGeometry = false
            return
        }
        let isVertical = scrollDirection == .vertical
        let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        var inputs: [FlowLayoutSectionInput] = []
        let sectionCount = collectionView.numberOfSections
        inputs.reserveCapacity(sectionCount)
        for section in 0..<sectionCount {
            let count = collectionView.numberOfItems(inSection: section)
            var input = FlowLayoutSectionInput(itemCount: count, uniformItemSize: uniformItemSize)
            if let delegate {
                input.inset = delegate.collectionView(collectionView, layout: self, insetForSectionAt: section)
                input.lineSpacing = delegate.collectionView(
                    collectionView, layout: self, minimumLineSpacingForSectionAt: section)
                input.interitemSpacing = delegate.collectionView(
                    collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
                input.headerSize = delegate.collectionView(
                    collectionView, layout: self, referenceSizeForHeaderInSection: section)
                input.footerSize = delegate.collectionView(
                    collectionView, layout: self, referenceSizeForFooterInSection: section)
                if count > 0 {
                    delegateGivesItemSizes = true
                    let first = Self.laidOutSize(
                        delegate.collectionView(
                            collectionView, layout: self, sizeForItemAt: IndexPath(item: 0, section: section)))
                    if delegateGivesItemSizes {
                        var sizes = [first]
                        sizes.reserveCapacity(count)
                        for item in 1..<max(1, count) {
                            sizes.append(
                                Self.laidOutSize(
                                    delegate.collectionView(
                                        collectionView, layout: self,
                                        sizeForItemAt: IndexPath(item: item, section: section))))
                        }
                        input.itemSizes = sizes
                    }
                }
            } else {
                input.inset = sectionInset
                input.lineSpacing = minimumLineSpacing
                input.interitemSpacing = minimumInteritemSpacing
                input.headerSize = headerReferenceSize
                input.footerSize = footerReferenceSize
            }
            if let measured = measuredSizes[section], !measured.isEmpty, count > 0 {
                var sizes = input.itemSizes ?? Array(repeating: input.uniformItemSize, count: count)
                for (item, size) in measured where item < count { sizes[item] = size }
                input.itemSizes = sizes
            }
            inputs.append(input)
        }
        let inset = collectionView.adjustedContentInset
        let across =
            isVertical
            ? collectionView.bounds.width - inset.left - inset.right
            : collectionView.bounds.height - inset.top - inset.bottom
        geometry = FlowLayoutGeometry(
            sections: inputs, isVertical: isVertical, acrossExtent: across,
            referenceInsets: referenceInsets(of: collectionView))
    }

    /// The extra insets `sectionInsetReference` adds beyond the content inset [UNC: layout margins
    /// are the safe area plus UIKit's default 8-point margins].
    private func referenceInsets(of collectionView: UICollectionView) -> UIEdgeInsets {
        guard sectionInsetReference != .fromContentInset else { return .zero }
        let safe = collectionView.safeAreaInsets
        let adjusted = collectionView.adjustedContentInset
        let margin: CGFloat = sectionInsetReference == .fromLayoutMargins ? 8 : 0
        return UIEdgeInsets(
            top: max(0, safe.top - adjusted.top) + margin, left: max(0, safe.left - adjusted.left) + margin,
            bottom: max(0, safe.bottom - adjusted.bottom) + margin, right: max(0, safe.right - adjusted.right) + margin)
    }

    open override var collectionViewContentSize: CGSize { geometry.contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        let pins = sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
        geometry.forEachElement(in: rect) { element in
            switch element {
            case let .item(indexPath, frame):
                let attributes = makeAttributes(forCellWith: indexPath)
                attributes.frame = frame
                result.append(attributes)
            case let .header(section, frame):
                guard !sectionHeadersPinToVisibleBounds else { return }
                result.append(supplementary(UICollectionView.elementKindSectionHeader, section, frame))
            case let .footer(section, frame):
                guard !sectionFootersPinToVisibleBounds else { return }
                result.append(supplementary(UICollectionView.elementKindSectionFooter, section, frame))
            }
        }
        if pins {
            for section in geometry.sectionIndices(overlapping: rect) {
                for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
                    let pinned =
                        kind == UICollectionView.elementKindSectionHeader
                        ? sectionHeadersPinToVisibleBounds : sectionFootersPinToVisibleBounds
                    if pinned,
                        let attributes = layoutAttributesForSupplementaryView(
                            ofKind: kind, at: IndexPath(item: 0, section: section)), attributes.frame.meets(rect)
                    {
                        result.append(attributes)
                    }
                }
            }
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let frame = geometry.frame(ofItemAt: indexPath) else { return nil }
        let attributes = makeAttributes(forCellWith: indexPath)
        attributes.frame = frame
        return attributes
    }

    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        let section = indexPath.section
        guard section >= 0, section < geometry.sections.count else { return nil }
        let placed = geometry.sections[section]
        let axis = geometry.axis
        let visible = collectionView.map { $0.bounds.inset(by: $0.adjustedContentInset) } ?? .zero
        let (visibleStart, visibleEnd) = axis.alongRange(of: visible)
        switch elementKind {
        case UICollectionView.elementKindSectionHeader:
            guard var frame = placed.headerFrame else { return nil }
            let attributes = supplementary(elementKind, section, frame)
            if sectionHeadersPinToVisibleBounds {
                let limit = placed.end - placed.footerExtent - placed.headerExtent
                let along = min(max(placed.start, visibleStart), max(placed.start, limit))
                frame =
                    axis.isVertical
                    ? frame.offsetBy(dx: 0, dy: along - frame.minY) : frame.offsetBy(dx: along - frame.minX, dy: 0)
                attributes.frame = frame
                attributes.zIndex = Self.pinnedZIndex
            }
            return attributes
        case UICollectionView.elementKindSectionFooter:
            guard var frame = placed.footerFrame else { return nil }
            let attributes = supplementary(elementKind, section, frame)
            if sectionFootersPinToVisibleBounds {
                let natural = placed.end - placed.footerExtent
                let along = max(
                    min(natural, visibleEnd - placed.footerExtent), min(natural, placed.start + placed.headerExtent))
                frame =
                    axis.isVertical
                    ? frame.offsetBy(dx: 0, dy: along - frame.minY) : frame.offsetBy(dx: along - frame.minX, dy: 0)
                attributes.frame = frame
                attributes.zIndex = Self.pinnedZIndex
            }
            return attributes
        default:
            return nil
        }
    }

    /// Pinned headers and footers move with the bounds; otherwise only a change of the size
    /// across the scroll axis changes the geometry.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        if sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds { return true }
        guard let collectionView else { return false }
        let old = collectionView.bounds.size
        return scrollDirection == .vertical ? old.width != newBounds.width : old.height != newBounds.height
    }

    /// Self-sizing cells (`estimatedItemSize` not zero) whose preferred size differs invalidate
    /// the layout (fact L2.24).
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        estimatedItemSize != .zero && preferredAttributes.representedElementCategory == .cell
            && preferredAttributes.size != originalAttributes.size
    }

    override func adoptPreferredAttributes(_ preferred: UICollectionViewLayoutAttributes) {
        guard preferred.representedElementCategory == .cell, preferred.size.width.isFinite,
            preferred.size.height.isFinite,
            preferred.size.width >= 0, preferred.size.height >= 0
        else { return }
        measuredSizes[preferred.indexPath.section, default: [:]][preferred.indexPath.item] = preferred.size
    }

    private func makeAttributes(forCellWith indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let attributes = makeAttributes()
        attributes.indexPath = indexPath
        return attributes
    }

    private func supplementary(_ kind: String, _ section: Int, _ frame: CGRect) -> UICollectionViewLayoutAttributes {
        let attributes = makeAttributes()
        attributes.setSupplementary(kind: kind, indexPath: IndexPath(item: 0, section: section))
        attributes.frame = frame
        return attributes
    }
}
#endif
