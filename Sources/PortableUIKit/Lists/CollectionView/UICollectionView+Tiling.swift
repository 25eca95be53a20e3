#if !canImport(UIKit)
import Foundation

/// The layout pass: prepare the layout if it was invalidated, size the content, then make views
/// exist exactly for the elements whose frames meet the bounds (fact L2.9).
extension UICollectionView {
    /// Asks the layout whether a bounds change invalidates it.
    func boundsWillChange(to newBounds: CGRect) {
        guard newBounds != super.bounds else { return }
        guard layout.shouldInvalidateLayout(forBoundsChange: newBounds) else { return }
        layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: newBounds))
    }

    /// The rectangle queried from the layout around `visible`: half a screen more on every side,
    /// so small scrolls reuse the answer.
    private func queryWindow(around visible: CGRect) -> CGRect {
        visible.insetBy(dx: -visible.width / 2, dy: -visible.height / 2)
    }

    func tile() {
        guard !isTiling else { return }
        isTiling = true
        defer { isTiling = false }
        reloadCountsIfNeeded()
        // Self-sizing cells may invalidate the layout while they are shown: a few passes settle it.
        for _ in 0..<Self.selfSizingPasses {
            let pending = pendingInvalidation
            pendingInvalidation = CollectionPendingInvalidation()
            if layout.needsPrepare || pending.adjustsGeometry {
                layout.prepareIfNeeded()
                queriedRect = .null
                applyContentGeometry(adjustedBy: pending)
            }
            syncLayoutMirroring()
            let visible = bounds
            if queriedRect.isNull || !queriedRect.contains(visible) {
                queriedRect = queryWindow(around: visible)
                queriedAttributes = shownAttributes(in: queriedRect)
                refreshVisibleFrames()
                offerSelfSizingAgain(to: pending)
            }
            updateVisibleElements(in: visible)
            guard layout.needsPrepare || pendingInvalidation.adjustsGeometry else { return }
        }
    }

    static var selfSizingPasses: Int { 4 }

    /// Sets the content size from the layout plus the contexts' size adjustment, then moves the
    /// content offset by their offset adjustment (facts 20.16, 20.17).
    private func applyContentGeometry(adjustedBy pending: CollectionPendingInvalidation) {
        var size = layout.collectionViewContentSize
        size.width += pending.contentSizeAdjustment.width
        size.height += pending.contentSizeAdjustment.height
        setLayoutContentSize(size)
        let adjustment = pending.contentOffsetAdjustment
        if adjustment != .zero {
            contentOffset = CGPoint(x: contentOffset.x + adjustment.x, y: contentOffset.y + adjustment.y)
        }
    }

    /// Lets a shown cell size itself: preferred attributes that differ and that the layout
    /// accepts invalidate it with the layout's context for them (facts 20.19, 20.20).
    /// The layout sees both in its own coordinates (fact 20.24).
    func offerSelfSizing(_ cell: UICollectionViewCell, attributes shown: UICollectionViewLayoutAttributes) {
        guard let original = shown.copy() as? UICollectionViewLayoutAttributes else { return }
        let shownPreferred = cell.preferredLayoutAttributesFitting(original)
        guard !shownPreferred.isEqual(shown) else { return }
        let attributes = layoutSpaceAttributes(shown)
        let preferred = layoutSpaceAttributes(shownPreferred)
        guard
            layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes)
        else { return }
        layout.adoptPreferredAttributes(preferred)
        layout.invalidateLayout(
            with: layout.invalidationContext(
                forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes))
    }

    /// After an invalidation, the visible cells it covers (all of them for an everything or
    /// counts context, the invalidated items otherwise) size themselves again with their new
    /// attributes; an offsets-only context asks none (fact 20.20).
    private func offerSelfSizingAgain(to pending: CollectionPendingInvalidation) {
        guard pending.resizesEveryCell || !pending.resizedItems.isEmpty else { return }
        for attributes in queriedAttributes
        where attributes.representedElementCategory == .cell && pending.resizes(attributes.indexPath) {
            guard let cell = visibleCellsByIndexPath[attributes.indexPath] else { continue }
            offerSelfSizing(cell, attributes: attributes)
        }
    }

    /// Elements that stay visible take their new attributes (after an invalidation).
    private func refreshVisibleFrames() {
        for attributes in queriedAttributes {
            switch attributes.representedElementCategory {
            case .cell:
                visibleCellsByIndexPath[attributes.indexPath]?.applyLayoutAttributes(attributes)
            case .supplementaryView:
                let key = CollectionSupplementaryKey(
                    kind: attributes.representedElementKind ?? "", indexPath: attributes.indexPath)
                visibleSupplementaryByKey[key]?.applyLayoutAttributes(attributes)
            case .decorationView:
                let key = CollectionSupplementaryKey(
                    kind: attributes.representedElementKind ?? "", indexPath: attributes.indexPath)
                visibleDecorationByKey[key]?.applyLayoutAttributes(attributes)
            }
        }
    }

    private func updateVisibleElements(in visible: CGRect) {
        var wantedCells = Set<IndexPath>()
        var wantedSupplementary = Set<CollectionSupplementaryKey>()
        var wantedDecorations = Set<CollectionSupplementaryKey>()
        for attributes in queriedAttributes where attributes.frame.showsElement(in: visible) {
            switch attributes.representedElementCategory {
            case .cell:
                guard isValid(attributes.indexPath) else { continue }
                wantedCells.insert(attributes.indexPath)
            case .supplementaryView:
                wantedSupplementary.insert(
                    CollectionSupplementaryKey(
                        kind: attributes.representedElementKind ?? "", indexPath: attributes.indexPath))
            case .decorationView:
                wantedDecorations.insert(
                    CollectionSupplementaryKey(
                        kind: attributes.representedElementKind ?? "", indexPath: attributes.indexPath))
            }
        }
        for (indexPath, cell) in visibleCellsByIndexPath where !wantedCells.contains(indexPath) {
            visibleCellsByIndexPath[indexPath] = nil
            retire(cell, at: indexPath)
        }
        for (key, view) in visibleSupplementaryByKey where !wantedSupplementary.contains(key) {
            visibleSupplementaryByKey[key] = nil
            retire(view, key: key)
        }
        for (key, view) in visibleDecorationByKey where !wantedDecorations.contains(key) {
            visibleDecorationByKey[key] = nil
            retire(decoration: view, key: key)
        }
        guard
            wantedCells.count > visibleCellsByIndexPath.count
                || wantedSupplementary.count > visibleSupplementaryByKey.count
                || wantedDecorations.count > visibleDecorationByKey.count
        else { return }
        for attributes in queriedAttributes where attributes.frame.showsElement(in: visible) {
            switch attributes.representedElementCategory {
            case .cell:
                if visibleCellsByIndexPath[attributes.indexPath] == nil, wantedCells.contains(attributes.indexPath) {
                    show(cellWith: attributes)
                }
            case .supplementaryView:
                let key = CollectionSupplementaryKey(
                    kind: attributes.representedElementKind ?? "", indexPath: attributes.indexPath)
                if visibleSupplementaryByKey[key] == nil { show(supplementaryWith: attributes, key: key) }
            case .decorationView:
                let key = CollectionSupplementaryKey(
                    kind: attributes.representedElementKind ?? "", indexPath: attributes.indexPath)
                if visibleDecorationByKey[key] == nil { show(decorationWith: attributes, key: key) }
            }
        }
    }

    /// Asks the data source for the cell at the attributes' index path and shows it.
    @discardableResult
    func show(cellWith attributes: UICollectionViewLayoutAttributes) -> UICollectionViewCell? {
        guard let dataSource else { return nil }
        pendingAttributes = attributes
        let cell = requestCell(from: dataSource, at: attributes.indexPath, frame: attributes.frame)
        pendingAttributes = nil
        if cell.superview !== self { insertCellView(cell) }
        cell.isHidden = false
        cell.applyLayoutAttributes(attributes)
        let selected = selectedIndexPaths.contains(attributes.indexPath)
        if cell.isSelected != selected { cell.isSelected = selected }
        if cell.isHighlighted { cell.isHighlighted = false }
        visibleCellsByIndexPath[attributes.indexPath] = cell
        offerSelfSizing(cell, attributes: attributes)
        collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: attributes.indexPath)
        return cell
    }

    private func show(supplementaryWith attributes: UICollectionViewLayoutAttributes, key: CollectionSupplementaryKey) {
        guard let dataSource else { return }
        pendingAttributes = attributes
        let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
        pendingAttributes = nil
        if view.superview !== self { insertCellView(view) }
        view.applyLayoutAttributes(attributes)
        visibleSupplementaryByKey[key] = view
        collectionDelegate?.collectionView(
            self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
    }

    /// Cells and supplementary views sit above the background view.
    private func insertCellView(_ view: UIView) {
        if let backgroundView, backgroundView.superview === self {
            insertSubview(view, aboveSubview: backgroundView)
        } else {
            addSubview(view)
        }
    }

    /// A cell leaves the screen: the delegate hears it, and it waits in the pool.
    func retire(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        cell.removeFromSuperview()
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        guard let identifier = cell.reuseIdentifier else { return }
        reusePool.enqueue(cell, identifier: Self.cellPoolKey(identifier))
    }

    func retire(_ view: UICollectionReusableView, key: CollectionSupplementaryKey) {
        view.removeFromSuperview()
        collectionDelegate?.collectionView(
            self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
        guard let identifier = view.reuseIdentifier else { return }
        reusePool.enqueue(view, identifier: Self.supplementaryPoolKey(key.kind, identifier))
    }
}
#endif
