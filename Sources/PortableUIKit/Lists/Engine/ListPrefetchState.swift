#if !canImport(UIKit)
import Foundation

/// What a list view has announced to its prefetch data source, and which way it last scrolled
/// (facts 20.35–20.37). The view finds the index paths in the look-ahead region beyond the
/// visible ones in the scroll direction; this value says which of them are new (prefetch) and
/// which announced ones left the region without coming on screen (cancel).
struct ListPrefetchState {
    /// The index paths announced and neither shown nor cancelled since.
    private(set) var announced: Set<IndexPath> = []
    /// The position along the scroll axis at the last pass.
    private var lastPosition: CGFloat?
    /// Whether the list last moved towards its end (true before any scroll).
    private(set) var isForward = true

    /// Notes the position along the scroll axis; a move changes the direction, rest keeps it.
    mutating func noteScroll(to position: CGFloat) {
        if let lastPosition, position != lastPosition { isForward = position > lastPosition }
        lastPosition = position
    }

    /// Updates the announced set to `ahead` (which must not contain visible index paths) and
    /// returns the index paths to prefetch (new ones, the closest to the visible ones first, as
    /// UIKit orders them) and to cancel (announced, no longer ahead and not shown, in order).
    mutating func update(ahead: Set<IndexPath>, visible: Set<IndexPath>) -> (
        prefetch: [IndexPath], cancel: [IndexPath]
    ) {
        let prefetch = ahead.subtracting(announced).sorted(by: isForward ? (<) : (>))
        let cancel = announced.subtracting(ahead).subtracting(visible).sorted()
        announced = ahead
        return (prefetch, cancel)
    }

    /// Forgets everything announced (the data was reloaded, or prefetching was turned off).
    mutating func reset() {
        announced = []
    }
}
#endif
