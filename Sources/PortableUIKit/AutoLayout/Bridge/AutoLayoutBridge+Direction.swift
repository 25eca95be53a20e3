#if !canImport(UIKit)
import Foundation

/// Leading and trailing follow the layout direction (spec 17.2's attribute rule): when a view's
/// resolved direction can change (its `semanticContentAttribute`, its window's direction), the
/// installed constraints that use a leading or trailing attribute of a view in that subtree are
/// read again, as if re-installed, and the views lay out again.
extension AutoLayoutBridge {
    static func layoutDirectionMayHaveChanged(in root: UIView) {
        guard !host.records.isEmpty else { return }
        var affected: [ConstraintRecord] = []
        for record in host.records.values {
            guard let constraint = record.constraint, record.isLive,
                ConstraintExpressionBuilder.usesDirectionalAttribute(constraint.firstTerm)
                    || constraint.secondTerm.map(ConstraintExpressionBuilder.usesDirectionalAttribute) == true,
                record.items.contains(where: { item in
                    guard let view = item.view ?? item.guideOwner else { return false }
                    return view === root || view.isDescendant(of: root)
                })
            else { continue }
            affected.append(record)
        }
        affected.sort { $0.installationOrder < $1.installationOrder }
        reinstall(affected.compactMap(\.constraint))
    }
}
#endif
