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
              let view = constraint.installedView else {
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
        guard let record = host.record(of: constraint), let view = constraint.installedView else { return }
        var builder = ConstraintExpressionBuilder(host: host, installView: view)
        guard let replacement = builder.engineConstraint(for: constraint) else {
            builder.releaseAll()
            return
        }
        let wasBroken = record.isBroken && !record.refusedForValue
        let oldItems = record.items
        if record.isInEngine, let old = record.engineConstraint { host.remove(old) }
        record.isInEngine = false
        record.items = builder.retained
        record.engineConstraint = replacement
        for item in oldItems { host.release(item) }
        if !wasBroken { enter(record) }
        markAffected(record, installedOn: view)
    }
}
#endif
