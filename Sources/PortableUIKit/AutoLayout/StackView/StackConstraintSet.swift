#if !canImport(UIKit)
import Foundation

/// The constraints and guides a stack view made from its plan, kept current with as little churn
/// as possible (spec 17.21): a constraint whose items, attributes, relation, multiplier, priority
/// and identifier are unchanged is kept, and only its `constant` is updated; the rest are
/// deactivated and new ones activated.
@MainActor
final class StackConstraintSet {
    /// What identifies a constraint apart from its constant.
    struct Key: Hashable {
        let identifier: String
        let first: ObjectIdentifier
        let firstAttribute: NSLayoutConstraint.Attribute
        let relation: NSLayoutConstraint.Relation
        let second: ObjectIdentifier?
        let secondAttribute: NSLayoutConstraint.Attribute
        let multiplier: CGFloat
        let priority: UILayoutPriority
    }

    /// The constraints, in plan order.
    private(set) var constraints: [NSLayoutConstraint] = []
    private var byKey: [Key: NSLayoutConstraint] = [:]
    /// The `UISV-alignment-spanner` guide while an alignment needs it.
    private(set) var spanner: UILayoutGuide?
    /// The `UISV-distributing` guides, one per gap.
    private(set) var gaps: [UILayoutGuide] = []
    /// How many constraints were made and deactivated so far (churn; tests).
    private(set) var madeCount = 0
    private(set) var removedCount = 0

    /// Makes the constraints of `plan` current on `stack`.
    func apply(_ plan: StackLayoutPlan, to stack: UIStackView) {
        updateGuides(plan, on: stack)
        var kept: [Key: NSLayoutConstraint] = [:]
        var ordered: [NSLayoutConstraint] = []
        var fresh: [NSLayoutConstraint] = []
        for description in plan.constraints {
            guard let first = object(for: description.first, in: stack) else { continue }
            let second = description.second.flatMap { object(for: $0, in: stack) }
            if description.second != nil, second == nil { continue }
            let key = Key(
                identifier: description.identifier, first: ObjectIdentifier(first),
                firstAttribute: description.firstAttribute,
                relation: description.relation, second: second.map(ObjectIdentifier.init),
                secondAttribute: description.secondAttribute,
                multiplier: description.multiplier, priority: description.priority)
            guard kept[key] == nil else { continue }
            if let existing = byKey.removeValue(forKey: key) {
                if existing.constant != description.constant { existing.constant = description.constant }
                kept[key] = existing
                ordered.append(existing)
                continue
            }
            let constraint = NSLayoutConstraint(
                first: first, description.firstAttribute, description.relation, second: second,
                description.secondAttribute,
                multiplier: description.multiplier, constant: description.constant, priority: description.priority)
            constraint.identifier = description.identifier
            kept[key] = constraint
            ordered.append(constraint)
            fresh.append(constraint)
        }
        let stale = Array(byKey.values)
        removedCount += stale.count
        NSLayoutConstraint.deactivate(stale)
        madeCount += fresh.count
        NSLayoutConstraint.activate(fresh)
        byKey = kept
        constraints = ordered
        removeUnusedGuides(plan, from: stack)
    }

    private func object(for item: StackLayoutItem, in stack: UIStackView) -> AnyObject? {
        switch item {
        case .canvas: stack
        case .arranged(let index):
            stack.arrangement.views.indices.contains(index) ? stack.arrangement.views[index] : nil
        case .spanner: spanner
        case .gap(let index): gaps.indices.contains(index) ? gaps[index] : nil
        }
    }

    private func updateGuides(_ plan: StackLayoutPlan, on stack: UIStackView) {
        if plan.usesSpanner, spanner == nil {
            spanner = Self.guide(StackGuideIdentifier.alignmentSpanner, on: stack)
        }
        while gaps.count < plan.gapCount {
            gaps.append(Self.guide(StackGuideIdentifier.distributing, on: stack))
        }
    }

    /// Guides are removed after the constraints that used them.
    private func removeUnusedGuides(_ plan: StackLayoutPlan, from stack: UIStackView) {
        if !plan.usesSpanner, let guide = spanner {
            stack.removeLayoutGuide(guide)
            spanner = nil
        }
        while gaps.count > plan.gapCount, let guide = gaps.popLast() {
            stack.removeLayoutGuide(guide)
        }
    }

    private static func guide(_ identifier: String, on stack: UIStackView) -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = identifier
        stack.addLayoutGuide(guide)
        return guide
    }
}
#endif
