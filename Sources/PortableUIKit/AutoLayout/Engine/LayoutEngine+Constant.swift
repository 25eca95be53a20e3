#if !canImport(UIKit)
import Foundation

/// A constraint's constant changed (`NSLayoutConstraint.constant`, a moved autoresizing frame, a new
/// intrinsic size): the tableau is shifted in place and re-solved with the dual simplex, as
/// `suggestValue` moves an edit constraint, instead of a removal and a re-add that would make new
/// symbols and pivot the constraint back in.
///
/// Why a shift is exact: the constraint is `expression + c + k·m (relation) 0` with its marker `m`
/// (k = +1 for a `<=` slack and a required equality's dummy, −1 for a `>=` slack and a
/// non-required equality's first error). With `c + δ`, write `m̃ = m + δ/k`: the new system in m̃ is
/// the old one in m. So when m is basic its row constant moves by −δ/k; otherwise every row holding
/// m with coefficient a moves by a·δ/k. Objective coefficients do not change, so the tableau stays
/// dual feasible and the dual simplex restores primal feasibility.
extension LayoutEngine {
    /// Puts `replacement` in place of the installed `constraint`. The replacement must have the same
    /// terms (variables and coefficients, in order), relation and strength; only the constant may
    /// differ. Refusals: `unknownConstraint`, `duplicateConstraint`, `invalidConstraint` (other terms,
    /// relation or strength, or a number the engine refuses), and `unsatisfiableConstraint` when the
    /// new constant conflicts with the required constraints; after a refusal `constraint` is still
    /// installed with its old constant and the solution satisfies it.
    mutating func replaceConstant(
        of constraint: LayoutConstraint,
        with replacement: LayoutConstraint
    ) throws(LayoutEngineError) {
        guard let tag = constraints[constraint] else { throw .unknownConstraint }
        guard constraints[replacement] == nil else { throw .duplicateConstraint }
        guard Self.differOnlyInConstant(constraint, replacement) else {
            throw .invalidConstraint("the replacement differs in more than its constant")
        }
        try Self.validate(replacement)
        let delta = replacement.expression.constant - constraint.expression.constant
        constraints[constraint] = nil
        constraints[replacement] = tag
        guard delta != 0 else { return }
        let markerCoefficient = Self.markerCoefficient(replacement)
        do throws(LayoutEngineError) {
            try shiftConstant(along: tag.marker, by: delta / markerCoefficient)
            try dualOptimize()
        } catch {
            // Back to the old constant: the pivots made so far kept the system equivalent, so shifting
            // back gives the old system, feasible, and the dual simplex finds its optimum again.
            constraints[replacement] = nil
            constraints[constraint] = tag
            infeasibleRows.removeAll()
            try? shiftConstant(along: tag.marker, by: -delta / markerCoefficient)
            infeasibleRows = rows.infeasibleRestrictedRows
            try dualOptimize()
            throw .unsatisfiableConstraint
        }
    }

    /// Moves the tableau as if the marker's constraint constant grew by `shift · k` (see the type's
    /// comment); a required equality whose dummy row stops being 0 is unsatisfiable.
    private mutating func shiftConstant(along marker: LayoutSymbol, by shift: Double) throws(LayoutEngineError) {
        if let constant = rows.addConstant(-shift, to: marker) {
            if marker.kind == .dummy {
                guard layoutNearZero(constant) else { throw .unsatisfiableConstraint }
            } else if constant < 0 {
                infeasibleRows.append(marker)
            }
            return
        }
        rows.shiftConstants(along: marker, by: shift, infeasible: &infeasibleRows)
        guard marker.kind == .dummy else { return }
        var redundantRowBroken = false
        rows.forEachRow(containing: marker) { basic, constant, _ in
            if basic.kind == .dummy && !layoutNearZero(constant) { redundantRowBroken = true }
        }
        if redundantRowBroken { throw .unsatisfiableConstraint }
    }

    /// The coefficient `k` of the constraint's marker in `expression + c + k·m (relation) 0`, as
    /// `makeRow` builds it.
    private static func markerCoefficient(_ constraint: LayoutConstraint) -> Double {
        switch constraint.relation {
        case .lessThanOrEqual: 1
        case .greaterThanOrEqual: -1
        case .equal: constraint.strength.isRequired ? 1 : -1
        }
    }

    private static func differOnlyInConstant(_ lhs: LayoutConstraint, _ rhs: LayoutConstraint) -> Bool {
        guard lhs.relation == rhs.relation, lhs.strength == rhs.strength,
            lhs.expression.terms.count == rhs.expression.terms.count
        else { return false }
        return zip(lhs.expression.terms, rhs.expression.terms).allSatisfy {
            $0.variable === $1.variable && $0.coefficient == $1.coefficient
        }
    }
}
#endif
