#if !canImport(UIKit)
import Foundation

/// Finds a view or layer among its siblings without scanning them in the common cases.
///
/// Each child remembers the index it was inserted at (its *hint*). Inserting before it shifts it
/// by one, so the hint and its two neighbours are checked first: that covers appending, prepending
/// and inserting next to a known sibling, which is how screens are built. Only a hint left far
/// behind by other changes falls back to a search, from the end, where new siblings go; callers
/// store the index found as the new hint, so the next lookup of that child is direct again.
///
/// Nonisolated and free of closures on purpose: the comparison loop must not pay main-actor
/// executor checks or reference counting per element (issue 14).
enum SiblingLookup {
    /// Elements compared by fallback searches since the process started (tests read it to prove
    /// that building a hierarchy does no work proportional to the number of siblings).
    nonisolated(unsafe) static var searchedElements = 0

    /// The index of `item` in `siblings`, or nil when it is not there.
    static func index<Element: AnyObject>(of item: Element, in siblings: [Element], hint: Int) -> Int? {
        let count = siblings.count
        if hint >= 0, hint < count, siblings[hint] === item { return hint }
        if hint + 1 >= 0, hint + 1 < count, siblings[hint + 1] === item { return hint + 1 }
        if hint - 1 >= 0, hint - 1 < count, siblings[hint - 1] === item { return hint - 1 }
        var index = count - 1
        while index >= 0 {
            searchedElements += 1
            if siblings[index] === item { return index }
            index -= 1
        }
        return nil
    }
}
#endif
