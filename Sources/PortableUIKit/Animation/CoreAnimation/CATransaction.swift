#if !canImport(UIKit)
import Foundation

/// A mechanism for grouping multiple layer-tree operations into atomic updates to the render
/// tree (QuartzCore's `CATransaction`, spec 18.12).
///
/// Transactions nest. Each open transaction is a scope of properties: reading a property finds
/// the innermost transaction that set it (else the default), setting writes to the innermost.
/// PortableUIKit runs on the main actor only, so "per thread" is one stack.
@preconcurrency @MainActor
open class CATransaction: NSObject {
    /// The open explicit transactions, innermost last, each with the properties it set.
    static var scopes: [TransactionScope] = []

    /// Begins a new transaction for the current thread.
    open class func begin() {
        scopes.append(TransactionScope())
    }

    /// Commits all changes made during the current transaction: its completion block runs now
    /// when no animation was added in it, otherwise once they have all finished or been removed.
    /// With no open transaction Core Animation raises; here it is reported
    /// (`unbalancedTransaction`) and ignored.
    open class func commit() {
        guard let scope = scopes.popLast() else {
            PortableUIKitDiagnostics.report(
                .unbalancedTransaction, "CATransaction.commit() with no open transaction",
                fix: "pair every CATransaction.commit() with an earlier CATransaction.begin()", spec: "18.12")
            return
        }
        didCommit(scope, reachesRenderTree: scopes.isEmpty)
        if scopes.isEmpty && flushWaitsForExplicitCommit {
            flushWaitsForExplicitCommit = false
            flushImplicitTransaction()
        }
    }

    /// Flushes any extant implicit transaction (commits the changes made so far in this turn).
    /// While explicit transactions are open the commit waits until the outermost one commits.
    open class func flush() {
        guard scopes.isEmpty else {
            flushWaitsForExplicitCommit = true
            return
        }
        flushImplicitTransaction()
    }

    /// The animation duration used by all animations within this transaction group (0.25 s by
    /// default).
    open class func animationDuration() -> CFTimeInterval {
        (value(forKey: kCATransactionAnimationDuration) as? NSNumber)?.doubleValue
            ?? (value(forKey: kCATransactionAnimationDuration) as? Double) ?? 0.25
    }

    /// Sets the animation duration used by all animations within this transaction group.
    open class func setAnimationDuration(_ dur: CFTimeInterval) {
        setValue(dur, forKey: kCATransactionAnimationDuration)
    }

    /// The timing function used for all animations within this transaction group (nil by default).
    open class func animationTimingFunction() -> CAMediaTimingFunction? {
        value(forKey: kCATransactionAnimationTimingFunction) as? CAMediaTimingFunction
    }

    /// Sets the timing function used for all animations within this transaction group.
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        setValue(function, forKey: kCATransactionAnimationTimingFunction)
    }

    /// Whether actions triggered by property changes made within this transaction group are
    /// suppressed (false by default).
    open class func disableActions() -> Bool {
        (value(forKey: kCATransactionDisableActions) as? Bool)
            ?? (value(forKey: kCATransactionDisableActions) as? NSNumber)?.boolValue ?? false
    }

    /// Sets whether actions triggered by property changes made within this transaction group are
    /// suppressed.
    open class func setDisableActions(_ flag: Bool) {
        setValue(flag, forKey: kCATransactionDisableActions)
    }

    /// The completion block of this transaction group.
    open class func completionBlock() -> (() -> Void)? {
        value(forKey: kCATransactionCompletionBlock) as? () -> Void
    }

    /// Sets the completion block: it runs once every animation added to this transaction group
    /// after it was set has finished or been removed; at once (at the commit) when none was added
    /// or when the block is replaced (spec 18.12).
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        setValue(block, forKey: kCATransactionCompletionBlock)
    }

    /// Acquires the transaction lock. PortableUIKit's layer tree lives on the main actor, so there
    /// is nothing to exclude: a no-op, as documented.
    open class func lock() {}

    /// Relinquishes the transaction lock (a no-op; see ``lock()``).
    open class func unlock() {}

    /// Sets the arbitrary keyed data for `key` in the innermost transaction (the implicit one when
    /// no explicit transaction is open).
    open class func setValue(_ anObject: Any?, forKey key: String) {
        let isCompletion = key == kCATransactionCompletionBlock
        if isCompletion { completionBlockWillChange() }
        let completion = isCompletion ? (anObject as? () -> Void).map(TransactionCompletion.init) : nil
        if scopes.isEmpty {
            implicitScope.values[key] = .some(anObject)
            if isCompletion { implicitScope.completion = completion }
        } else {
            scopes[scopes.count - 1].values[key] = .some(anObject)
            if isCompletion { scopes[scopes.count - 1].completion = completion }
        }
    }

    /// The keyed data for `key`: from the innermost transaction that set it, else nil.
    open class func value(forKey key: String) -> Any? {
        for scope in scopes.reversed() {
            if let stored = scope.values[key] { return stored }
        }
        if let stored = implicitScope.values[key] { return stored }
        return nil
    }

    /// Forgets every open transaction and every waiting completion block
    /// (``ProcessWideState/reset()`` between tests).
    static func forgetAll() {
        scopes = []
        implicitScope = TransactionScope()
        waitingCompletions = []
        flushWaitsForExplicitCommit = false
        commitCount = 0
    }
}

/// The properties one transaction set (`nil` payload: set to nil), and its completion blocks.
struct TransactionScope {
    var values: [String: Any?] = [:]
    /// The completion block set in this transaction, collecting the animations added in it.
    var completion: TransactionCompletion?
    /// Blocks set in this transaction and since replaced: they run no earlier than its commit.
    var replaced: [TransactionCompletion] = []
    /// Whether the end of a turn already reported it as left open.
    var reportedOpenAtEndOfTurn = false
}

/// The key of the transaction's animation duration (`NSNumber`, seconds).
public let kCATransactionAnimationDuration: String = "animationDuration"
/// The key of whether actions are disabled (`NSNumber`, Bool).
public let kCATransactionDisableActions: String = "disableActions"
/// The key of the transaction's timing function (`CAMediaTimingFunction`).
public let kCATransactionAnimationTimingFunction: String = "animationTimingFunction"
/// The key of the transaction's completion block.
public let kCATransactionCompletionBlock: String = "completionBlock"
#endif
