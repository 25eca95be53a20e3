#if !canImport(UIKit)
import Foundation

extension LayoutEngine {
    func hasEditVariable(_ variable: LayoutVariable) -> Bool {
        edits[variable] != nil
    }

    /// Makes `variable` editable at a non-required strength (kiwi refuses required edits).
    mutating func addEditVariable(_ variable: LayoutVariable, strength: LayoutStrength) throws(LayoutEngineError) {
        guard edits[variable] == nil else { throw .duplicateEditVariable }
        guard !strength.weight.isNaN else { throw .invalidConstraint("the edit strength is not a number") }
        let clipped = strength.clipped
        guard !clipped.isRequired else { throw .requiredEditVariable }
        let constraint = LayoutConstraint(LayoutExpression(variable), .equal, strength: clipped)
        try addConstraint(constraint)
        guard let tag = constraints[constraint] else { throw .internalSolverError("edit constraint missing") }
        edits[variable] = EditInfo(tag: tag, constraint: constraint, constant: 0)
    }

    mutating func removeEditVariable(_ variable: LayoutVariable) throws(LayoutEngineError) {
        guard let info = edits.removeValue(forKey: variable) else { throw .unknownEditVariable }
        try removeConstraint(info.constraint)
    }

    /// Moves the edit constraint's target to `value` and re-solves with the dual simplex. A value that is
    /// not finite or beyond `LayoutEngine.maximumMagnitude` is refused (`invalidValue`), nothing changed.
    mutating func suggestValue(_ variable: LayoutVariable, _ value: Double) throws(LayoutEngineError) {
        guard var info = edits[variable] else { throw .unknownEditVariable }
        try Self.validate(value: value)
        let delta = value - info.constant
        info.constant = value
        edits[variable] = info
        let marker = info.tag.marker, other = info.tag.other
        if let constant = rows.addConstant(-delta, to: marker) {
            if constant < 0 { infeasibleRows.append(marker) }
        } else if let constant = rows.addConstant(delta, to: other) {
            if constant < 0 { infeasibleRows.append(other) }
        } else {
            rows.shiftConstants(along: marker, by: delta, infeasible: &infeasibleRows)
        }
        try dualOptimize()
    }
}
#endif
