#if !canImport(UIKit)
import Foundation

/// Hostile inputs are refused before they reach the tableau: a NaN or infinite number would poison
/// every row it is substituted into (comparisons with NaN are false, so pivots could never settle),
/// and numbers far beyond any layout lose the precision the solver's 1e-8 tolerance relies on.
extension LayoutEngine {
    /// The largest magnitude of a coefficient, constant or suggested value the engine accepts: ten
    /// billion points, beyond any screen or scrollable content (a million rows of 44 pt is 4.4e7),
    /// while sums of such values keep the precision the 1e-8 tolerance needs.
    static let maximumMagnitude = 1.0e10

    /// Refuses a number that is not finite or beyond `maximumMagnitude`, a strength that is not a
    /// number, and a constraint with no variables, which can do nothing: a false required one is
    /// `unsatisfiableConstraint` (1 == 2), any other `invalidConstraint`. A variable that appears
    /// several times is not refused: its coefficients add up (x + x is 2x), as in any linear expression.
    static func validate(_ constraint: LayoutConstraint) throws(LayoutEngineError) {
        let expression = constraint.expression
        if expression.terms.isEmpty && expression.constant.isFinite {
            let holds =
                switch constraint.relation {
                case .equal: layoutNearZero(expression.constant)
                case .lessThanOrEqual: expression.constant <= 0
                case .greaterThanOrEqual: expression.constant >= 0
                }
            if constraint.strength.isRequired && !holds { throw .unsatisfiableConstraint }
            throw .invalidConstraint("the expression has no variables")
        }
        guard !expression.terms.isEmpty else { throw .invalidConstraint("the expression has no variables") }
        guard !constraint.strength.weight.isNaN else { throw .invalidConstraint("the strength is not a number") }
        guard accepts(expression.constant) else {
            throw .invalidConstraint("the constant \(expression.constant) is not finite or beyond ±\(maximumMagnitude)")
        }
        for term in expression.terms where !accepts(term.coefficient) {
            throw .invalidConstraint(
                "the coefficient \(term.coefficient) of \(term.variable) is not finite or beyond ±\(maximumMagnitude)")
        }
    }

    /// Refuses a suggested value that is not finite or beyond `maximumMagnitude`.
    static func validate(value: Double) throws(LayoutEngineError) {
        guard accepts(value) else {
            throw .invalidValue("the value \(value) is not finite or beyond ±\(maximumMagnitude)")
        }
    }

    private static func accepts(_ number: Double) -> Bool { number.isFinite && abs(number) <= maximumMagnitude }
}
#endif
