#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// The pages a pager keeps alive around its selected page: the previous, selected and next
/// slots of Parchment's `PageViewManager`, as a value derived from the page
/// count, the selection and wrap-around, never stored.
///
/// A pager keeps at most these three children (issue 15: "≤ 3 live children"), so memory does
/// not grow with the number of pages, unlike UITabBarController, which keeps every child it
/// has shown (seed 004). With `isInfinite` the first page's previous is the last page and the
/// last page's next is the first; with two pages both neighbours are the other page, and one
/// page has no neighbours (a page is never its own neighbour).
struct PageSlots: Equatable, Sendable {
    /// The page before the selected one, if any.
    let previous: Int?
    /// The selected page; nil when there are no pages.
    let selected: Int?
    /// The page after the selected one, if any.
    let next: Int?

    /// The slots for `selected` among `count` pages. A selection outside `0..<count` is
    /// clamped into it; a count below 1 gives empty slots.
    init(selected: Int?, count: Int, isInfinite: Bool) {
        guard count > 0, let selected else {
            self.previous = nil; self.selected = nil; self.next = nil
            return
        }
        let index = min(max(selected, 0), count - 1)
        self.selected = index
        if index > 0 {
            previous = index - 1
        } else {
            previous = isInfinite && count > 1 ? count - 1 : nil
        }
        if index < count - 1 {
            next = index + 1
        } else {
            next = isInfinite && count > 1 ? 0 : nil
        }
    }

    /// The live pages, each once, in slot order (previous, selected, next).
    var live: [Int] {
        var pages: [Int] = []
        for page in [previous, selected, next].compactMap({ $0 }) where !pages.contains(page) {
            pages.append(page)
        }
        return pages
    }

    /// The neighbour in `direction`, if any.
    func neighbour(in direction: PageDirection) -> Int? {
        direction == .forward ? next : previous
    }

    /// Where `page` is relative to the selected page: 0 for it, +1 for the next page, −1 for
    /// the previous one (the next when both neighbours are the same page), nil for any other.
    func offset(of page: Int) -> Int? {
        if page == selected { return 0 }
        if page == next { return 1 }
        if page == previous { return -1 }
        return nil
    }

    /// Whether `page` is the selected page or one of its neighbours.
    func isAdjacentOrSelected(_ page: Int) -> Bool {
        page == selected || page == previous || page == next
    }
}

/// The change between two sets of live pages: what the pager loads (asks its data source for
/// and adds as a child) and what it releases (removes and lets go of).
struct PageLiveDiff: Equatable, Sendable {
    /// Pages that become live, in the order of the new set.
    let load: [Int]
    /// Pages that stop being live, in the order of the old set.
    let release: [Int]

    init(from old: [Int], to new: [Int]) {
        load = new.filter { !old.contains($0) }
        release = old.filter { !new.contains($0) }
    }
}
