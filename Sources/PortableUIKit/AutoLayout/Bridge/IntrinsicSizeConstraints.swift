#if !canImport(UIKit)
import Foundation

/// Intrinsic content size in the engine (spec 17.9–17.11): for each axis with a metric,
/// `size ≤ intrinsic` at the hugging priority and `size ≥ intrinsic` at the compression-resistance
/// priority, both optional. Re-read on `invalidateIntrinsicContentSize()` and when a priority
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
        if current.count == wanted.count, zip(current, wanted).allSatisfy({ old, new in
            old.axis == new.0 && old.size == new.1 && old.priority == new.2 && old.isHugging == new.3
        }) {
            return false
        }
        for old in current { remove(old.engineConstraint) }
        variables.intrinsicConstraints = []
        for (axis, metric, priority, isHugging) in wanted {
            let length = LayoutExpression(variables.axis(axis).length)
            let constraint = LayoutConstraint(
                length, isHugging ? .lessThanOrEqual : .greaterThanOrEqual, LayoutExpression(constant: Double(metric)),
                strength: LayoutStrength(priority: Double(priority.rawValue)))
            let entry = IntrinsicSizeConstraint(
                engineConstraint: constraint, axis: axis, size: metric, priority: priority, isHugging: isHugging)
            if add(constraint) {
                auxiliaryKinds[constraint] = .contentSize
                variables.intrinsicConstraints.append(entry)
            }
        }
        return true
    }

    /// `NSContentSizeLayoutConstraint`'s description: `UILabel:0x….width == 66 Hug:250 CompressionResistance:750`.
    static func contentSizeDescription(_ view: UIView, axis: NSLayoutConstraint.Axis, size: CGFloat) -> String {
        let name = axis == .horizontal ? "width" : "height"
        let hug = NSLayoutConstraint.number(CGFloat(view.contentHuggingPriority(for: axis).rawValue))
        let resistance = NSLayoutConstraint.number(CGFloat(view.contentCompressionResistancePriority(for: axis).rawValue))
        return "<NSContentSizeLayoutConstraint:\(NSLayoutConstraint.address(view)) \(NSLayoutConstraint.name(of: view)).\(name) == \(NSLayoutConstraint.number(size)) Hug:\(hug) CompressionResistance:\(resistance)   (active)>"
    }
}
#endif
