#if !canImport(UIKit)
import Foundation

/// Work deferred to the end of the current turn of the main loop (what UIKit runs when the
/// run loop cycles and the `CATransaction` commits): deferred `viewDidAppear` /
/// `viewDidDisappear` (spec 2.5), transition completions, zero-duration animation completions.
///
/// A turn runs the work that was queued before it started; work queued while it runs waits for
/// the next turn.
@MainActor
final class DeferredWork {
    /// Work that belongs to no window.
    static let main = DeferredWork()

    private var items: [() -> Void] = []

    /// Whether nothing is queued.
    var isEmpty: Bool { items.isEmpty }

    /// Queues work for the next turn.
    func enqueue(_ work: @escaping () -> Void) { items.append(work) }

    /// Runs the work queued so far, oldest first.
    func drain() {
        let batch = items
        items = []
        for work in batch { work() }
    }
}
#endif
