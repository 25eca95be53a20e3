#if !canImport(UIKit)
import Foundation

/// The action search and the events that run actions (spec 18.10, 18.11): property changes,
/// ordering in and out of a window.
extension CALayer {
    /// ``action(forKey:)``'s search: delegate, ``actions``, ``style`` dictionaries, the class's
    /// ``defaultAction(forKey:)``. The first non-nil answer ends it; `NSNull` ends it with nil.
    func searchAction(forKey event: String) -> CAAction? {
        if let answer = delegate?.action(for: self, forKey: event) { return Self.unlessNull(answer) }
        if let answer = actions?[event] { return Self.unlessNull(answer) }
        var styleDictionary = style
        // Nested style dictionaries are values, so the chain is finite; the bound only keeps a
        // pathological depth cheap.
        for _ in 0..<64 {
            guard let dictionary = styleDictionary else { break }
            if let styleActions = dictionary["actions"] as? [String: CAAction], let answer = styleActions[event] {
                return Self.unlessNull(answer)
            }
            styleDictionary = dictionary["style"] as? [AnyHashable: Any]
        }
        return Self.defaultAction(forKey: event).flatMap(Self.unlessNull)
    }

    /// `answer`, or nil when it is an `NSNull`.
    private static func unlessNull(_ answer: CAAction) -> CAAction? {
        answer === NSNull.noAction || answer is NSNull ? nil : answer
    }

    /// The action for a property change, run with the old value at hand
    /// (``PendingPropertyChange``). Nothing runs when actions are disabled, or for a layer that
    /// backs no view and has never been committed (UNC, re-implementation: its first sets apply
    /// without animation).
    func runAction(forPropertyChange key: String, from old: () -> AnimatableValue) {
        if hostingView == nil && !hasBeenCommitted { return }
        guard !CATransaction.actionsAreDisabled, let action = action(forKey: key) else { return }
        PendingPropertyChange.run(action, on: self, key: key, old: old())
    }

    /// Whether a commit (the end of a turn, `flush()`, an outermost `commit()`) has happened
    /// since the layer entered a window's layer tree (ever).
    var hasBeenCommitted: Bool {
        if wasCommitted { return true }
        guard let entry = windowEntryCommit, CATransaction.commitCount > entry else { return false }
        wasCommitted = true
        return true
    }

    /// Whether the layer is in a window's layer tree (its root layer backs a `UIWindow`).
    var isInWindowTree: Bool {
        var root = self
        while let parent = root._superlayer { root = parent }
        return root.hostingView is UIWindow
    }

    /// The layer moved in the layer tree: when it entered a window's tree, it and its sublayers
    /// are recorded as entered (for ``hasBeenCommitted``) and the visible ones run their
    /// ``kCAOnOrderIn`` actions; when it left, the ones that had been visible run
    /// ``kCAOnOrderOut``.
    func movedInLayerTree(wasInWindow: Bool) {
        let isInWindow = isInWindowTree
        guard isInWindow != wasInWindow else { return }
        if isInWindow { enterWindow(visible: true) } else { leaveWindow(visible: true) }
    }

    private func enterWindow(visible: Bool) {
        if !wasCommitted {
            if let entry = windowEntryCommit, CATransaction.commitCount > entry { wasCommitted = true }
            windowEntryCommit = CATransaction.commitCount
        }
        let shown = visible && !isHidden
        if shown { runOrderingAction(kCAOnOrderIn) }
        for sublayer in _sublayersForActions { sublayer.enterWindow(visible: shown) }
    }

    private func leaveWindow(visible: Bool) {
        _ = hasBeenCommitted
        let shown = visible && !isHidden
        if shown { runOrderingAction(kCAOnOrderOut) }
        for sublayer in _sublayersForActions { sublayer.leaveWindow(visible: shown) }
    }

    /// `isHidden` changed: a layer in a window runs ``kCAOnOrderOut`` when hidden and
    /// ``kCAOnOrderIn`` when shown again (its own event only).
    func hiddenDidChange() {
        guard isInWindowTree else { return }
        runOrderingAction(isHidden ? kCAOnOrderOut : kCAOnOrderIn)
    }

    private func runOrderingAction(_ event: String) {
        guard !CATransaction.actionsAreDisabled, let action = action(forKey: event) else { return }
        action.run(forKey: event, object: self, arguments: nil)
    }

    /// The sublayers (empty when none), for the ordering walks.
    private var _sublayersForActions: [CALayer] { sublayers ?? [] }
}
#endif
