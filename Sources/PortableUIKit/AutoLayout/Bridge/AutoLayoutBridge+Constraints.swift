#if !canImport(UIKit)
import Foundation

/// Constant and priority changes (spec 17.5): the engine constraint is replaced at once (a
/// broken constraint stays out of the solver until it is deactivated, spec 17.17 UNC
/// "Recommended"; one refused for a number the engine cannot hold tries again), and the affected superviews lay out again.
extension NSLayoutConstraint {
    func constantDidChange(from oldValue: CGFloat) { AutoLayoutBridge.updateConstant(self) }
    func priorityDidChange(from oldValue: UILayoutPriority) { AutoLayoutBridge.reinstall(self) }
}

extension AutoLayoutBridge {
    /// A new constant for a constraint in the engine is applied in place (same items, same terms);
    /// anything else (a broken constraint, one refused for its value) goes through `reinstall`.
    static func updateConstant(_ constraint: NSLayoutConstraint) {
        guard let record = host.record(of: constraint), record.isInEngine, let old = record.engineConstraint,
            let view = constraint.installedView
        else {
            reinstall(constraint)
            return
        }
        var builder = ConstraintExpressionBuilder(host: host, installView: view)
        let replacement = builder.engineConstraint(for: constraint)
        builder.releaseAll()
        guard let replacement, host.replaceInPlace([(old, replacement)]) else {
            reinstall(constraint)
            return
        }
        record.engineConstraint = replacement
        markAffected(record, installedOn: view)
    }

    static func reinstall(_ constraint: NSLayoutConstraint) {
        reinstall([constraint])
    }

    /// Reads `constraints` again from their items, all out of the engine first and then all back
    /// in (one at a time, an intermediate mix of old and new forms could conflict where the final
    /// one does not). A broken constraint stays out (spec 17.17) unless it was refused for a value.
    static func reinstall(_ constraints: [NSLayoutConstraint]) {
        var detached: [(ConstraintRecord, NSLayoutConstraint, UIView, wasBroken: Bool)] = []
        for constraint in constraints {
            guard let record = host.record(of: constraint), let view = constraint.installedView else { continue }
            let wasBroken = record.isBroken && !record.refusedForValue
            if record.isInEngine, let old = record.engineConstraint { host.remove(old) }
            record.isInEngine = false
            detached.append((record, constraint, view, wasBroken))
        }
        for (record, constraint, view, wasBroken) in detached {
            var builder = ConstraintExpressionBuilder(host: host, installView: view)
            guard let replacement = builder.engineConstraint(for: constraint) else {
                builder.releaseAll()
                continue
            }
            let oldItems = record.items
            record.items = builder.retained
            record.engineConstraint = replacement
            for item in oldItems { host.release(item) }
            if !wasBroken { enter(record) }
            markAffected(record, installedOn: view)
        }
    }
}
#endif
