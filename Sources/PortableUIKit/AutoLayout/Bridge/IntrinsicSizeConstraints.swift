#if !canImport(UIKit)
import Foundation

/// Intrinsic content size in the engine (spec 17.9–17.11): for each axis with a metric,
/// `size ≤ intrinsic` at the hugging priority and `size ≥ intrinsic` at the compression-resistance
/// priority, optional unless a priority is required (then one that conflicts is broken and logged
/// as any required constraint is, spec 17.17). Re-read on `invalidateIntrinsicContentSize()` and when a priority
/// changes; unchanged values leave the engine alone.
extension AutoLayoutEngineHost {
    /// Brings the view's content-size constraints up to date; true when they changed.
    @discardableResult
    func refreshIntrinsicConstraints(_ variables: LayoutItemVariables) -> Bool {
        guard let view = variables.view else { return false }
        let size = view.intrinsicContentSize
        var wanted: [(NSLayoutConstraint.Axis, CGFloat, UILayoutPriority, Bool)] = []
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            let metric = axis == .horizontal ? size.width : size.height
            guard metric.isFinite, metric >= 0 else { continue }
            wanted.append((axis, metric, view.contentHuggingPriority(for: axis), true))
            wanted.append((axis, metric, view.contentCompressionResistancePriority(for: axis), false))
        }
        let current = variables.intrinsicConstraints
        if current.count == wanted.count,
            zip(current, wanted).allSatisfy({ old, new in
                old.axis == new.0 && old.size == new.1 && old.priority == new.2 && old.isHugging == new.3
            })
        {
            return false
        }
        let made = wanted.map { axis, metric, priority, isHugging in
            IntrinsicSizeConstraint(
                engineConstraint: LayoutConstraint(
                    LayoutExpression(variables.axis(axis).length), isHugging ? .lessThanOrEqual : .greaterThanOrEqual,
                    LayoutExpression(constant: Double(metric)),
                    strength: LayoutStrength(priority: Double(priority.rawValue))),
                axis: axis, size: metric, priority: priority, isHugging: isHugging)
        }
        // A new size with the same axes and priorities changes only the constants: in place.
        if current.count == made.count,
            zip(current, made).allSatisfy({ $0.axis == $1.axis && $0.isHugging == $1.isHugging }),
            replaceInPlace(zip(current, made).map { ($0.engineConstraint, $1.engineConstraint) })
        {
            variables.intrinsicConstraints = made
            return true
        }
        for old in current { remove(old.engineConstraint) }
        variables.intrinsicConstraints = []
        for entry in made {
            let constraint = entry.engineConstraint
            // A refused one (only a required priority can conflict) is broken with UIKit's log and
            // kept in the list, so the same size and priorities are not tried and logged again.
            variables.intrinsicConstraints.append(entry)
            if add(constraint) {
                auxiliaryKinds[constraint] = .contentSize
            } else {
                UnsatisfiableConstraintReport.report(
                    breaking: Self.contentSizeDescription(view, axis: entry.axis, size: entry.size), constraint,
                    host: self)
            }
        }
        return true
    }

    /// `NSContentSizeLayoutConstraint`'s description: `UILabel:0x….width == 66 Hug:250 CompressionResistance:750`.
    static func contentSizeDescription(_ view: UIView, axis: NSLayoutConstraint.Axis, size: CGFloat) -> String {
        let name = axis == .horizontal ? "width" : "height"
        let hug = NSLayoutConstraint.number(CGFloat(view.contentHuggingPriority(for: axis).rawValue))
        let resistance = NSLayoutConstraint.number(
            CGFloat(view.contentCompressionResistancePriority(for: axis).rawValue))
        return
            "<NSContentSizeLayoutConstraint:\(NSLayoutConstraint.address(view)) \(NSLayoutConstraint.name(of: view)).\(name) == \(NSLayoutConstraint.number(size)) Hug:\(hug) CompressionResistance:\(resistance)   (active)>"
    }
}
#endif
