#if !canImport(UIKit)
import Foundation

extension LayoutEngine {
    func hasEditVariable(_ variable: LayoutVariable) -> Bool { edits[variable] != nil }

    /// Makes `variable` editable at a non-required strength (kiwi refuses required edits).
    mutating func addEditVariable(_ variable: LayoutVariable, strength: LayoutStrength) throws(LayoutEngineError) {
        guard edits[variable] == nil else { throw .duplicateEditVariable }
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

    /// Moves the edit constraint's target to `value` and re-solves with the dual simplex.
    mutating func suggestValue(_ variable: LayoutVariable, _ value: Double) throws(LayoutEngineError) {
        guard var info = edits[variable] else { throw .unknownEditVariable }
        let delta = value - info.constant
        info.constant = value
        edits[variable] = info
        let marker = info.tag.marker, other = info.tag.other
        if var row = rows[marker] {
            if row.add(-delta) < 0 { infeasibleRows.append(marker) }
            rows[marker] = row
        } else if var row = rows[other] {
            if row.add(delta) < 0 { infeasibleRows.append(other) }
            rows[other] = row
        } else {
            var index = rows.values.startIndex
            while index != rows.values.endIndex {
                let coefficient = rows.values[index].coefficient(for: marker)
                if coefficient != 0 && rows.values[index].add(delta * coefficient) < 0
                    && rows.keys[index].kind != .external {
                    infeasibleRows.append(rows.keys[index])
                }
                rows.values.formIndex(after: &index)
            }
        }
        try dualOptimize()
    }
}
#endif
