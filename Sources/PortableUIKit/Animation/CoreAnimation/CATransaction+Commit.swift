#if !canImport(UIKit)
import Foundation

/// The implicit transaction and the commit of transaction groups: completion blocks (spec 18.12).
///
/// Property changes made while no explicit transaction is open belong to the implicit
/// transaction, which commits at the end of every turn of the main loop (the run loop's next
/// iteration on iOS) and on `flush()`. Explicit transactions nest in it; the outermost one, like
/// the implicit one, commits to the render tree (``commitCount``).
extension CATransaction {
    /// The properties and completion blocks set while no explicit transaction was open, until the
    /// end of the turn.
    static var implicitScope = TransactionScope()
    /// Completion blocks whose transactions committed while animations they wait for still ran.
    static var waitingCompletions: [TransactionCompletion] = []
    /// Whether `flush()` was called inside an explicit transaction: the implicit transaction
    /// commits when the outermost explicit one does.
    static var flushWaitsForExplicitCommit = false
    /// How many commits reached the render tree (implicit commits and outermost explicit commits):
    /// a layer that entered a window before the latest of them has been committed (spec 18.10).
    static var commitCount = 0

    /// Commits the implicit transaction (`flush()`, and the end of each turn).
    static func flushImplicitTransaction() {
        let scope = implicitScope
        implicitScope = TransactionScope()
        didCommit(scope, reachesRenderTree: true)
    }

    /// The end of a turn of the main loop: the implicit transaction commits. It does not wait for
    /// explicit transactions left open (a `begin()` with no `commit()` yet): they stay open, keep
    /// their properties and completion blocks, and are reported once each
    /// (`unbalancedTransaction`), since on iOS their changes would never reach the screen.
    static func commitAtEndOfTurn() {
        for index in scopes.indices where !scopes[index].reportedOpenAtEndOfTurn {
            scopes[index].reportedOpenAtEndOfTurn = true
            PortableUIKitDiagnostics.report(
                .unbalancedTransaction,
                "a CATransaction.begin() (nesting level \(index + 1)) was still open at the end of the turn; the implicit transaction committed without it",
                fix: "call CATransaction.commit() for every CATransaction.begin() before returning to the run loop",
                spec: "18.12")
        }
        flushWaitsForExplicitCommit = false
        flushImplicitTransaction()
        runReadyCompletions()
    }

    /// A transaction group ended (`commit()`, `flush()`, end of turn): its completion blocks stop
    /// collecting animations and run now when nothing they wait for still runs, otherwise they
    /// wait (``runReadyCompletions()``).
    static func didCommit(_ scope: TransactionScope, reachesRenderTree: Bool) {
        if reachesRenderTree { commitCount += 1 }
        var completions = scope.replaced
        if let completion = scope.completion { completions.append(completion) }
        for completion in completions {
            completion.commit()
            if !completion.runIfReady() { waitingCompletions.append(completion) }
        }
    }

    /// The completion block of the innermost transaction is about to be replaced: the old block
    /// stops collecting animations. It runs at the commit when none was added (Apple: "or the
    /// completion block is set to a different value, the block will be invoked immediately");
    /// UNC, re-implementation: when some were added it still waits for those.
    static func completionBlockWillChange() {
        if scopes.isEmpty {
            guard let old = implicitScope.completion else { return }
            old.stopCollecting()
            implicitScope.replaced.append(old)
            implicitScope.completion = nil
        } else {
            let last = scopes.count - 1
            guard let old = scopes[last].completion else { return }
            old.stopCollecting()
            scopes[last].replaced.append(old)
            scopes[last].completion = nil
        }
    }

    /// An animation was added to a layer (`add(_:forKey:)`, an implicit action, a `UIView`
    /// animation block) in the current transaction group. Every completion block collecting in
    /// the open transactions waits for it: a nested transaction belongs to the group of each
    /// transaction around it (Apple's example: an outer 2 s fade and an inner 1 s scale under the
    /// outer block complete at 2 s). Adding the same animation twice counts once.
    static func noteAnimationAdded(_ animation: LayerAnimation) {
        implicitScope.completion?.await(animation)
        for scope in scopes { scope.completion?.await(animation) }
    }

    /// Runs the committed completion blocks whose animations have all finished or been removed,
    /// in the order their transactions committed (each window tick, after the animation engine).
    static func runReadyCompletions() {
        guard !waitingCompletions.isEmpty else { return }
        let ready = waitingCompletions.filter(\.isReady)
        guard !ready.isEmpty else { return }
        waitingCompletions.removeAll { $0.isReady }
        for completion in ready { completion.runIfReady() }
    }

    /// Whether a committed completion block could run on the next tick (host pending work).
    static var hasReadyCompletions: Bool { waitingCompletions.contains(where: \.isReady) }

    /// Whether actions are disabled, without a dictionary lookup when no transaction set
    /// anything (the common case on every property change).
    static var actionsAreDisabled: Bool {
        if scopes.isEmpty && implicitScope.values.isEmpty { return false }
        return disableActions()
    }
}
#endif
