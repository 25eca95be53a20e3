#if !canImport(UIKit)
import Foundation

/// One `CATransaction` completion block and the animations it waits for (spec 18.12).
///
/// It collects every animation added while it is its transaction's block (in that transaction or
/// in transactions nested in it) until the block is replaced or the transaction commits. It runs
/// once, on the main actor, when its transaction has committed and each of those animations has
/// finished or been removed: at the commit itself when none was added.
@MainActor
final class TransactionCompletion {
    private let block: () -> Void
    /// The animations it waits for, in the order they were added.
    private var awaited: [LayerAnimation] = []
    /// Whether it still collects animations (false once replaced or committed).
    private(set) var isCollecting = true
    /// Whether its transaction has committed (it never runs before).
    private(set) var isCommitted = false
    private var hasRun = false

    init(_ block: @escaping () -> Void) { self.block = block }

    /// An animation was added in its transaction group: wait for it too (once).
    func await(_ animation: LayerAnimation) {
        guard isCollecting, !awaited.contains(where: { $0 === animation }) else { return }
        awaited.append(animation)
    }

    /// The block was replaced: later animations no longer count for it (UNC: the ones already
    /// added still do; see ``CATransaction/completionBlockWillChange()``).
    func stopCollecting() { isCollecting = false }

    /// Its transaction committed: nothing more joins it.
    func commit() {
        isCollecting = false
        isCommitted = true
    }

    /// Whether every animation it waits for has finished (its active duration is over, even if
    /// it stays on its layer) or has left its layer (removed or replaced), or its layer is gone.
    var isDrained: Bool {
        for animation in awaited {
            guard let layer = animation.layer, !animation.isFinished(at: MediaClock.now) else { continue }
            if layer.runningAnimations.contains(where: { $0 === animation }) { return false }
        }
        return true
    }

    /// Whether it would run now.
    var isReady: Bool { isCommitted && !hasRun && isDrained }

    /// Runs the block if it is ready. Returns whether it is done (ran now or before).
    @discardableResult
    func runIfReady() -> Bool {
        guard !hasRun else { return true }
        guard isReady else { return false }
        hasRun = true
        awaited = []
        block()
        return true
    }
}
#endif
