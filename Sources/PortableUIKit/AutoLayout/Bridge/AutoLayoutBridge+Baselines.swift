#if !canImport(UIKit)
import Foundation

/// A label's baselines sit at offsets from its frame that its font and text decide (the builder
/// reads them, `ConstraintExpressionBuilder.baselineExpression`). When the view's content changes
/// (`invalidateIntrinsicContentSize()`, which a label calls for a new font or text), the installed
/// constraints on a baseline of that view, or of a view whose baseline view it is, are read again;
/// only their constants change, so the engine updates them in place.
extension AutoLayoutBridge {
    static func baselinesMayHaveChanged(_ view: UIView) {
        guard !host.records.isEmpty else { return }
        var affected: [ConstraintRecord] = []
        for record in host.records.values {
            guard let constraint = record.constraint, record.isLive,
                usesBaseline(constraint.firstTerm, of: view)
                    || constraint.secondTerm.map({ usesBaseline($0, of: view) }) == true
            else { continue }
            affected.append(record)
        }
        affected.sort { $0.installationOrder < $1.installationOrder }
        for record in affected {
            if let constraint = record.constraint { updateConstant(constraint) }
        }
    }

    /// Whether `term` reads a baseline of `view` (directly, or of an item whose baseline view
    /// `view` is).
    private static func usesBaseline(_ term: LayoutAnchorTerm, of view: UIView) -> Bool {
        switch term {
        case .attribute(let reference, let attribute):
            guard attribute == .firstBaseline || attribute == .lastBaseline,
                let item = reference.object as? UIView
            else { return false }
            let baselineView = attribute == .firstBaseline ? item.forFirstBaselineLayout : item.forLastBaselineLayout
            return item === view || baselineView === view
        case .distance(let from, let to):
            return usesBaseline(from, of: view) || usesBaseline(to, of: view)
        }
    }
}
#endif
