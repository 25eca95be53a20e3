#if !canImport(UIKit)
import Foundation

/// Ambiguity and the constraints acting on a view (spec 17.18).
extension UIView {
    /// A view in the engine is ambiguous when one of x, y, width, height can change without making
    /// the layout worse; a view outside the engine is placed by its frame and is not.
    var layoutIsAmbiguous: Bool {
        guard let variables = autoLayoutState?.itemVariables else { return false }
        AutoLayoutEngineHost.shared.flushMaskConstraints()
        let engine = AutoLayoutEngineHost.shared.engine
        return variables.all.contains { engine.isAmbiguous($0) }
    }

    /// Moves an ambiguous view to another frame that satisfies its constraints equally well: the
    /// first free variable is pulled 10 points (up, else down) by the weakest constraint, and the
    /// frame follows; the next layout pass may move it back.
    func exerciseAmbiguity() {
        guard let variables = autoLayoutState?.itemVariables else { return }
        let host = AutoLayoutEngineHost.shared
        host.flushMaskConstraints()
        guard let free = variables.all.first(where: { host.engine.isAmbiguous($0) }) else { return }
        let start = host.value(free)
        for step in [10.0, -10.0] {
            let pull = LayoutConstraint(
                LayoutExpression(free), .equal, LayoutExpression(constant: Double(start) + step),
                strength: .weak)
            guard host.add(pull) else { continue }
            let moved = host.value(free) != start
            let rect = host.rect(of: variables)
            host.remove(pull)
            if moved {
                frame = frame(forAlignmentRect: rect)
                return
            }
        }
    }

    /// The installed constraints (in the engine, or broken) that use one of the view's variables
    /// on `axis`. The autoresizing-mask and content-size constraints are not objects here.
    func constraintsAffecting(_ axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        guard let variables = autoLayoutState?.itemVariables else { return [] }
        return AutoLayoutBridge.constraints(using: variables, axis: axis)
    }
}

extension AutoLayoutBridge {
    /// A guide in the engine is ambiguous like a view; a guide outside it is not laid out at all.
    static func isAmbiguous(_ guide: UILayoutGuide) -> Bool {
        guard let variables = host.guideVariables[ObjectIdentifier(guide)], variables.guide === guide else {
            return false
        }
        host.flushMaskConstraints()
        return variables.all.contains { host.engine.isAmbiguous($0) }
    }

    static func constraints(using variables: LayoutItemVariables, axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint]
    {
        let (position, length) = variables.axis(axis)
        var found: [NSLayoutConstraint] = []
        for record in host.records.values {
            guard let constraint = record.constraint, constraint.installedView != nil,
                let engineConstraint = record.engineConstraint,
                engineConstraint.expression.terms.contains(where: { $0.variable === position || $0.variable === length }
                )
            else { continue }
            found.append(constraint)
        }
        return found.sorted { NSLayoutConstraint.address($0) < NSLayoutConstraint.address($1) }
    }
}
#endif
