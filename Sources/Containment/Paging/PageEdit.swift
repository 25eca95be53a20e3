#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// An edit of the page list — `insertPages(at:)`, `deletePages(at:)`, `movePage(at:to:)` of
/// issue 15 — as the index mapping it implies, with UITableView's index conventions: deleted
/// indices are positions before the edit, inserted ones positions after it, and a move removes
/// the page at `from` and puts it at `to` of the result.
///
/// Invalid input is dropped deterministically, never trapped on: repeated indices count once,
/// deletions outside the pages are ignored, insertions are kept in ascending order only while
/// they fit the growing list, and a move with either end outside the pages does nothing.
enum PageEdit: Equatable, Sendable {
    case insert([Int])
    case delete([Int])
    case move(from: Int, to: Int)

    /// The edit with invalid indices dropped, for a list of `count` pages.
    func normalized(forCount count: Int) -> PageEdit {
        let count = max(count, 0)
        switch self {
        case .insert(let indices):
            var kept: [Int] = []
            for index in Set(indices).sorted() where index >= 0 && index <= count + kept.count {
                kept.append(index)
            }
            return .insert(kept)
        case .delete(let indices):
            return .delete(Set(indices).filter { $0 >= 0 && $0 < count }.sorted())
        case .move(let from, let to):
            guard (0..<count).contains(from), (0..<count).contains(to) else { return .move(from: 0, to: 0) }
            return .move(from: from, to: to)
        }
    }

    /// Whether every index is valid for a list of `count` pages (``normalized(forCount:)``
    /// drops none; a repeated index counts once).
    func isValid(forCount count: Int) -> Bool {
        switch (self, normalized(forCount: count)) {
        case (.insert(let given), .insert(let kept)), (.delete(let given), .delete(let kept)):
            return Set(given).count == kept.count
        case (.move(let from, let to), _):
            return (0..<max(count, 0)).contains(from) && (0..<max(count, 0)).contains(to)
        default:
            return false
        }
    }

    /// The number of pages after the edit (normalising it first).
    func pageCount(after count: Int) -> Int {
        switch normalized(forCount: count) {
        case .insert(let indices): return max(count, 0) + indices.count
        case .delete(let indices): return max(count, 0) - indices.count
        case .move: return max(count, 0)
        }
    }

    /// Where the page at `index` before the edit is after it; nil if it was deleted or was not
    /// a page. The edit must already be normalised for the count (``normalized(forCount:)``).
    func newIndex(of index: Int) -> Int? {
        guard index >= 0 else { return nil }
        switch self {
        case .insert(let indices):
            var mapped = index
            for inserted in indices where inserted <= mapped { mapped += 1 }
            return mapped
        case .delete(let indices):
            if indices.contains(index) { return nil }
            return index - indices.filter { $0 < index }.count
        case .move(let from, let to):
            if index == from { return to }
            var mapped = index
            if from < mapped { mapped -= 1 }
            if to <= mapped { mapped += 1 }
            return mapped
        }
    }

    /// Whether the edit changes nothing (no indices, or a page moved onto itself).
    var isEmpty: Bool {
        switch self {
        case .insert(let indices), .delete(let indices): return indices.isEmpty
        case .move(let from, let to): return from == to
        }
    }
}
