#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// Changes to the pages themselves: edits, reloads, wrap-around (issue 15, "Editing").
extension PagingState {
    /// Inserts, deletes or moves pages, at rest (any motion lands first). The selected page
    /// stays selected wherever it moves to. When it is deleted, the page that followed it
    /// becomes selected — it slides into the deleted page's place, so `selectedIndex` keeps
    /// its value, as a list keeps its row when one is removed — or, with none after it, the
    /// one before it (the first page, wrapping, when infinite). It is shown (`show`) before
    /// the deleted page is released, so the deleted controller disappears and its successor
    /// appears with the right callbacks.
    ///
    /// `animated` is the edit call's: the page the edit shows (a deleted selection's successor,
    /// the first page inserted into an empty pager) appears, and the deleted one disappears,
    /// with it. A motion the edit interrupts lands unanimated, as any interrupt does.
    mutating func apply(_ edit: PageEdit, animated: Bool) -> [PagingEffect] {
        var effects = interrupt()
        let edit = edit.normalized(forCount: pageCount)
        guard !edit.isEmpty else { return effects }
        let oldLive = livePages
        var survivors = oldLive
        var newSelection = selectedIndex.flatMap(edit.newIndex(of:))
        if let selected = selectedIndex, newSelection == nil {
            let successor = successorOfDeleted(selected, edit: edit)
            if let successor, !survivors.contains(successor) {
                effects.append(.load(successor))
                survivors.append(successor)
            }
            effects.append(.appearance(.show(successor, animated: animated)))
            newSelection = successor.flatMap(edit.newIndex(of:))
        }
        for page in survivors where edit.newIndex(of: page) == nil { effects.append(.release(page)) }
        effects.append(.remap(edit))
        let remapped = survivors.compactMap(edit.newIndex(of:))
        pageCount = edit.pageCount(after: pageCount)
        selectedIndex = pageCount > 0 ? (newSelection ?? 0) : nil
        if selectedIndex != nil, newSelection == nil {
            // Pages were inserted into an empty pager: the first one becomes selected.
            effects.append(
                contentsOf: liveChanges(from: remapped).filter { if case .load = $0 { true } else { false } })
            effects.append(.appearance(.show(selectedIndex, animated: animated)))
            return effects
        }
        return effects + liveChanges(from: remapped)
    }

    /// The page (index before the edit) that replaces a deleted selected page.
    private func successorOfDeleted(_ selected: Int, edit: PageEdit) -> Int? {
        let survives = { (page: Int) in edit.newIndex(of: page) != nil }
        if let after = (selected + 1..<max(pageCount, selected + 1)).first(where: survives) { return after }
        if isInfinite, let wrapped = (0..<selected).first(where: survives) { return wrapped }
        return (0..<selected).reversed().first(where: survives)
    }

    /// Every live page is let go and asked for again for `count` pages; the selection is kept
    /// (clamped to the last page), or the first page is selected if there was none. A motion
    /// under way lands first, without bringing in the pages it would load: they would be let
    /// go at once, and the data source, which already has its new count, may not have them.
    ///
    /// A finger dragging the pages keeps them (a reload arriving mid-swipe, issue 37): when the
    /// page the drag landed on is still selected after the reload, the drag goes on from where
    /// the finger holds the pages, now relative to that page, and its release decides as
    /// usual; when the selection had to move (fewer pages), the pages rest on it and the view
    /// layer lets go of the finger.
    mutating func reload(pageCount count: Int) -> [PagingEffect] {
        var dragPosition: CGFloat?
        if case .dragging(let position) = motion { dragPosition = position }
        let oldSlots = slots
        var effects = interrupt()
        let landingLoads = Set(
            effects.compactMap { effect -> Int? in if case .load(let page) = effect { page } else { nil } })
        effects.removeAll { if case .load = $0 { true } else { false } }
        let oldLive = livePages.filter { !landingLoads.contains($0) }
        if selectedIndex != nil { effects.append(.appearance(.show(nil, animated: false))) }
        effects += oldLive.map(PagingEffect.release)
        pageCount = max(count, 0)
        selectedIndex = pageCount > 0 ? min(selectedIndex ?? 0, pageCount - 1) : nil
        effects += livePages.map(PagingEffect.load)
        if selectedIndex != nil { effects.append(.appearance(.show(selectedIndex, animated: false))) }
        if let dragPosition, let selected = selectedIndex, let landed = oldSlots.offset(of: selected) {
            motion = .dragging(position: dragPosition - CGFloat(landed))
        }
        return effects
    }

    /// Turns wrap-around on or off; the neighbours of the first and last pages follow.
    mutating func setInfinite(_ infinite: Bool) -> [PagingEffect] {
        var effects = interrupt()
        let oldLive = livePages
        isInfinite = infinite
        effects += liveChanges(from: oldLive)
        return effects
    }
}
