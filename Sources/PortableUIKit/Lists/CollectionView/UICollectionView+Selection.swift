#if !canImport(UIKit)
import Foundation

/// Selection: by code (`selectItem` / `deselectItem`, no delegate calls, as in UIKit) and by a tap
/// (should/did highlight, did unhighlight, should/did select or deselect; facts L2.13–L2.15).
extension UICollectionView {
    /// Whether a tap selects items (default `true`).
    var selectionAllowed: Bool {
        get { selectionPolicy.allowsSelection }
        set { selectionPolicy.allowsSelection = newValue }
    }

    /// Whether several items can be selected at once (default `false`).
    var multipleSelectionAllowed: Bool {
        get { selectionPolicy.allowsMultipleSelection }
        set {
            selectionPolicy.allowsMultipleSelection = newValue
            if !newValue, selectedIndexPaths.count > 1, let keep = selectedIndexPaths.min() {
                for indexPath in selectedIndexPaths where indexPath != keep { setSelected(false, at: indexPath) }
            }
        }
    }

    /// The selected items' index paths in order; `nil` when none is selected.
    var selectedItemIndexPaths: [IndexPath]? {
        selectedIndexPaths.isEmpty ? nil : selectedIndexPaths.sorted()
    }

    /// Selects the item at `indexPath` (deselecting the others unless multiple selection is
    /// allowed) and scrolls it to `scrollPosition`. `nil` deselects every item. No delegate calls.
    func select(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for selected in selectedIndexPaths { setSelected(false, at: selected) }
            return
        }
        guard validate(indexPath, in: "selectItem(at:animated:scrollPosition:)") else { return }
        guard selectionPolicy.allowsSelection || selectionPolicy.allowsMultipleSelection else { return }
        if !selectionPolicy.allowsMultipleSelection {
            for selected in selectedIndexPaths where selected != indexPath { setSelected(false, at: selected) }
        }
        setSelected(true, at: indexPath)
        if !scrollPosition.isEmpty { scrollItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item at `indexPath`. No delegate calls.
    func deselect(at indexPath: IndexPath, animated: Bool) {
        setSelected(false, at: indexPath)
    }

    func setSelected(_ selected: Bool, at indexPath: IndexPath) {
        if selected { selectedIndexPaths.insert(indexPath) } else { selectedIndexPaths.remove(indexPath) }
        if let cell = visibleCellsByIndexPath[indexPath], cell.isSelected != selected { cell.isSelected = selected }
    }

    /// A tap on an item: highlight, unhighlight, then select (or deselect a selected item when
    /// multiple selection is on), asking the delegate at each step.
    func handleSelectionTap(_ recognizer: UIGestureRecognizer) {
        guard recognizer.state == .ended, selectionPolicy.allowsSelection || selectionPolicy.allowsMultipleSelection,
            let indexPath = indexPathForItem(at: recognizer.location(in: self))
        else { return }
        let delegate = collectionDelegate
        let cell = visibleCellsByIndexPath[indexPath]
        if delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true {
            cell?.isHighlighted = true
            delegate?.collectionView(self, didHighlightItemAt: indexPath)
            cell?.isHighlighted = false
            delegate?.collectionView(self, didUnhighlightItemAt: indexPath)
        } else {
            return
        }
        if selectionPolicy.allowsMultipleSelection, selectedIndexPaths.contains(indexPath) {
            guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
            setSelected(false, at: indexPath)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !selectionPolicy.allowsMultipleSelection {
            for selected in selectedIndexPaths.sorted() where selected != indexPath {
                guard delegate?.collectionView(self, shouldDeselectItemAt: selected) ?? true else { continue }
                setSelected(false, at: selected)
                delegate?.collectionView(self, didDeselectItemAt: selected)
            }
        }
        setSelected(true, at: indexPath)
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }
}

/// The two selection switches (stored here because extensions cannot store).
struct CollectionSelectionPolicy {
    var allowsSelection = true
    var allowsMultipleSelection = false
}
#endif
