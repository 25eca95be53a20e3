#if !canImport(UIKit)
import Foundation

/// Batch updates: the updates of one `performBatchUpdates` (or one insert/delete/reload/move
/// call) are validated by ``ListUpdatePlan`` against the counts before and after; a valid batch
/// animates for 0.3 s on the motion clock (leaving cells fade to the layout's final attributes,
/// arriving ones start from its initial attributes, the rest slide to their new frames); an
/// invalid one is refused with UIKit's reason as an `.invalidBatchUpdate` diagnostic and the view
/// reloads from its data source without animation (facts L2.17–L2.19).
extension UICollectionView {
    /// The duration of an update animation.
    static let updateAnimationDuration: TimeInterval = 0.3

    /// Adds to the open batch, or runs a batch of just this update.
    func record(_ change: (inout ListUpdateBatch) -> Void) {
        if updateDepth > 0 {
            change(&openBatch)
            return
        }
        reloadCountsIfNeeded()
        var batch = ListUpdateBatch()
        change(&batch)
        commit(batch, completion: nil)
    }

    func runBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        reloadCountsIfNeeded()
        if updateDepth == 0 { openBatch = ListUpdateBatch() }
        updateDepth += 1
        updates?()
        updateDepth -= 1
        guard updateDepth == 0 else {
            if let completion { nestedCompletions.append(completion) }
            return
        }
        let batch = openBatch
        openBatch = ListUpdateBatch()
        let nested = nestedCompletions
        nestedCompletions = []
        commit(batch) { finished in
            for handler in nested { handler(finished) }
            completion?(finished)
        }
    }

    private func commit(_ batch: ListUpdateBatch, completion: ((Bool) -> Void)?) {
        let oldCounts = itemCounts
        let newCounts = Self.counts(from: dataSource, of: self)
        switch ListUpdatePlan.make(batch, oldCounts: oldCounts, newCounts: newCounts, noun: .item) {
        case let .failure(error):
            PortableUIKitDiagnostics.report(
                .invalidBatchUpdate, "\(self): \(error.reason)",
                fix:
                    "change the data source inside performBatchUpdates so its counts match the inserts, deletes and moves you report",
                spec: "L2.18")
            reloadData()
            layoutIfNeeded()
            completion?(false)
        case let .success(plan):
            animate(plan, batch: batch, newCounts: newCounts, completion: completion)
        }
    }

    /// Moves the visible cells to a new layout's frames in one 0.3 s animation (fact L2.26).
    func animateLayoutChange(completion: ((Bool) -> Void)?) {
        reloadCountsIfNeeded()
        guard
            case let .success(identity) = ListUpdatePlan.make(
                ListUpdateBatch(), oldCounts: itemCounts, newCounts: itemCounts, noun: .item)
        else {
            layoutIfNeeded()
            completion?(true)
            return
        }
        animate(identity, batch: nil, newCounts: itemCounts, completion: completion)
    }

    /// Animates from the current cells to the layout's new attributes; `batch` is nil for a
    /// layout change (the layout hears no update calls then).
    private func animate(
        _ plan: ListUpdatePlan, batch: ListUpdateBatch?, newCounts: [Int], completion: ((Bool) -> Void)?
    ) {
        if let batch { layout.prepare(forCollectionViewUpdates: Self.updateItems(for: batch)) }
        var kept: [IndexPath: UICollectionViewCell] = [:]
        var leaving: [(IndexPath, UICollectionViewCell, UICollectionViewLayoutAttributes)] = []
        for (old, cell) in visibleCellsByIndexPath {
            if let new = plan.newIndexPath(forOld: old) {
                kept[new] = cell
            } else {
                let final =
                    shownAttributes(layout.finalLayoutAttributesForDisappearingItem(at: old))
                    ?? Self.faded(frame: cell.frame, indexPath: old, layout: layout)
                leaving.append((old, cell, final))
            }
        }
        for (key, view) in visibleSupplementaryByKey { retire(view, key: key) }
        visibleSupplementaryByKey = [:]
        itemCounts = newCounts
        selectedIndexPaths = Set(selectedIndexPaths.compactMap { plan.newIndexPath(forOld: $0) })
        visibleCellsByIndexPath = kept
        for (new, cell) in kept where cell.isSelected != selectedIndexPaths.contains(new) {
            cell.isSelected = selectedIndexPaths.contains(new)
        }
        if batch != nil {
            invalidateLayoutForData(everything: false)
        } else {
            layout.needsPrepare = true
            queriedRect = .null
        }
        var decorations = DecorationTransition()
        // New cells appear at the layout's initial attributes, without animation.
        UIView.performWithoutAnimation {
            layout.prepareIfNeeded()
            setLayoutContentSize(layout.collectionViewContentSize)
            syncLayoutMirroring()
            queriedRect = bounds.insetBy(dx: -bounds.width / 2, dy: -bounds.height / 2)
            queriedAttributes = shownAttributes(in: queriedRect)
            decorations = beginDecorationTransition()
            for attributes in queriedAttributes
            where attributes.representedElementCategory == .cell && attributes.frame.showsElement(in: bounds)
                && kept[attributes.indexPath] == nil && isValid(attributes.indexPath)
            {
                guard let cell = show(cellWith: attributes) else { continue }
                if plan.oldIndexPath(forNew: attributes.indexPath) == nil {
                    let initial =
                        shownAttributes(layout.initialLayoutAttributesForAppearingItem(at: attributes.indexPath))
                        ?? Self.faded(frame: attributes.frame, indexPath: attributes.indexPath, layout: layout)
                    cell.applyLayoutAttributes(initial)
                }
            }
        }
        let finalAttributes = Dictionary(
            queriedAttributes.filter { $0.representedElementCategory == .cell }.map { ($0.indexPath, $0) },
            uniquingKeysWith: { first, _ in first })
        UIView.animate(
            withDuration: Self.updateAnimationDuration,
            animations: {
                for (indexPath, cell) in self.visibleCellsByIndexPath {
                    if let attributes = finalAttributes[indexPath]
                        ?? self.shownAttributes(self.layout.layoutAttributesForItem(at: indexPath))
                    {
                        cell.applyLayoutAttributes(attributes)
                    }
                }
                for (_, cell, final) in leaving { cell.applyLayoutAttributes(final) }
                self.animateDecorations(decorations)
            },
            completion: { [weak self] finished in
                guard let self else { return }
                for (old, cell, _) in leaving { self.retire(cell, at: old) }
                for (key, view, _) in decorations.leaving { self.retire(decoration: view, key: key) }
                self.setNeedsLayout()
                completion?(finished)
            })
        if batch != nil { layout.finalizeCollectionViewUpdates() }
        setNeedsLayout()
    }

    /// Attributes at `frame` with alpha 0: where an inserted item starts and a deleted one ends
    /// when the layout gives none.
    static func faded(frame: CGRect, indexPath: IndexPath, layout: UICollectionViewLayout)
        -> UICollectionViewLayoutAttributes
    {
        let attributes = layout.makeAttributes()
        attributes.indexPath = indexPath
        attributes.frame = frame
        attributes.alpha = 0
        return attributes
    }

    /// The layout's view of a batch, in UIKit's order: deletes, inserts, reloads, moves.
    static func updateItems(for batch: ListUpdateBatch) -> [UICollectionViewUpdateItem] {
        var items: [UICollectionViewUpdateItem] = []
        items += batch.deletedSections.map { .init(action: .delete, before: IndexPath(index: $0), after: nil) }
        items += batch.deletedItems.map { .init(action: .delete, before: $0, after: nil) }
        items += batch.insertedSections.map { .init(action: .insert, before: nil, after: IndexPath(index: $0)) }
        items += batch.insertedItems.map { .init(action: .insert, before: nil, after: $0) }
        items += batch.reloadedSections.map {
            .init(action: .reload, before: IndexPath(index: $0), after: IndexPath(index: $0))
        }
        items += batch.reloadedItems.map { .init(action: .reload, before: $0, after: $0) }
        items += batch.movedSections.map {
            .init(action: .move, before: IndexPath(index: $0.from), after: IndexPath(index: $0.to))
        }
        items += batch.movedItems.map { .init(action: .move, before: $0.from, after: $0.to) }
        return items
    }

    /// Asks the data source again for the visible cells at `indexPaths`; its dequeue returns the
    /// cell already shown (no `prepareForReuse()`).
    func reconfigure(_ indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        for indexPath in indexPaths where validate(indexPath, in: "reconfigureItems(at:)") {
            guard let cell = visibleCellsByIndexPath[indexPath] else { continue }
            reconfiguringCell = cell
            let (returned, _) = whileRequestingCell(at: indexPath) {
                dataSource.collectionView(self, cellForItemAt: indexPath)
            }
            reconfiguringCell = nil
            if returned !== cell {
                // The shown cell stays; a cell shown elsewhere is left where it is (fact 20.33).
                PortableUIKitDiagnostics.report(
                    .invalidListUse,
                    "reconfiguring \(indexPath) of \(self), the data source returned \(returned) instead of the cell shown",
                    fix:
                        "dequeue the cell with dequeueReusableCell(withReuseIdentifier:for:) in collectionView(_:cellForItemAt:)",
                    spec: "L2.19")
            }
        }
    }
}
#endif
