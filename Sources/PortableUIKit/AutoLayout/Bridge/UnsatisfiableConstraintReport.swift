#if !canImport(UIKit)
import Foundation

/// UIKit's log for required constraints that cannot all hold (spec 17.17), as an
/// `unsatisfiableConstraints` diagnostic. The broken constraint is the one whose addition the
/// engine refused (UNC "Recommended"). The list is the required constraints in the engine that
/// share a variable with it, plus the broken one: a fair approximation of the conflicting set
/// (the engine does not name the rows that made it infeasible).
@MainActor
enum UnsatisfiableConstraintReport {
    static func report(breaking broken: String, _ constraint: LayoutConstraint, host: AutoLayoutEngineHost) {
        switch host.lastRefusal {
        case .invalidConstraint(let reason)?, .invalidValue(let reason)?:
            // Not a conflict: a number the engine cannot hold exactly (a constant such as 1e300).
            PortableUIKitDiagnostics.report(
                .invalidConstraint, "\(broken) was left out of the layout: \(reason)",
                fix:
                    "use constants within ±\(NSLayoutConstraint.number(CGFloat(LayoutEngine.maximumMagnitude))) points",
                spec: "17.5")
            return
        default: break
        }
        let list = conflicting(with: constraint, host: host) + [broken]
        let message = """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. 
            \tTry this: 
            \t\t(1) look at each constraint and try to figure out which you don't expect; 
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
            \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) 
            (
            \(list.map { "    \"\($0)\"" }.joined(separator: ",\n"))
            )

            Will attempt to recover by breaking constraint 
            \(broken)

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKit/UIView.h> may also be helpful.
            """
        PortableUIKitDiagnostics.report(
            .unsatisfiableConstraints, message,
            fix:
                "remove or lower the priority of one of the listed constraints (a view placed by constraints needs translatesAutoresizingMaskIntoConstraints = false)",
            spec: "17.17")
    }

    /// Descriptions of the required constraints in the engine that share a variable with `constraint`:
    /// the installed ones, the autoresizing-mask ones and the required content-size ones.
    static func conflicting(with constraint: LayoutConstraint, host: AutoLayoutEngineHost) -> [String] {
        let variables = Set(constraint.expression.terms.map { ObjectIdentifier($0.variable) })
        func shares(_ other: LayoutConstraint) -> Bool {
            other.strength.isRequired && host.engine.hasConstraint(other)
                && other.expression.terms.contains { variables.contains(ObjectIdentifier($0.variable)) }
        }
        var lines: [String] = []
        for record in host.records.values {
            guard record.isInEngine, let engineConstraint = record.engineConstraint, let user = record.constraint,
                shares(engineConstraint)
            else { continue }
            lines.append("\(user)")
        }
        for item in host.participants.values {
            guard let view = item.view else { continue }
            for mask in item.maskConstraints where shares(mask) {
                guard case .autoresizingMask(let attribute)? = host.auxiliaryKinds[mask] else { continue }
                lines.append(
                    AutoLayoutEngineHost.maskDescription(
                        view, attribute: attribute, signature: item.maskSignature, mask))
            }
            for content in item.intrinsicConstraints where shares(content.engineConstraint) {
                lines.append(AutoLayoutEngineHost.contentSizeDescription(view, axis: content.axis, size: content.size))
            }
        }
        return lines.sorted()
    }
}
#endif
