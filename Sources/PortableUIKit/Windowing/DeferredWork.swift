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

    /// One piece of deferred work: a closure, or the end of one controller's window-driven
    /// appearance transition (the commonest item, kept as a case so that queueing it allocates
    /// no closure).
    private enum Item {
        case work(() -> Void)
        case appearanceEnd(UIViewController)
    }

    private var items: [Item] = []

    /// Whether nothing is queued.
    var isEmpty: Bool { items.isEmpty }

    /// Queues work for the next turn.
    func enqueue(_ work: @escaping () -> Void) { items.append(.work(work)) }

    /// Queues the end of `controller`'s system-driven appearance transition for the next turn.
    func enqueueAppearanceEnd(of controller: UIViewController) { items.append(.appearanceEnd(controller)) }

    /// Drops the queued work unrun (see ``ProcessWideState``).
    func forgetAll() { items = [] }

    /// Runs the work queued so far, oldest first.
    func drain() {
        let batch = items
        items = []
        for item in batch {
            switch item {
            case .work(let work): work()
            case .appearanceEnd(let controller): controller.endAppearance(source: .system)
            }
        }
    }
}
#endif
