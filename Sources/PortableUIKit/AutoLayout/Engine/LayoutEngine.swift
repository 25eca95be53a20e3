#if !canImport(UIKit)
import Foundation

/// Incremental Cassowary solver (Badros, Borning, Stuckey), structured as kiwi: rows keyed by basic
/// symbol, an objective row, an infeasible-row list for the dual simplex that serves edit variables.
/// Refused requests throw a `LayoutEngineError` and leave the solution unchanged; nothing traps.
struct LayoutEngine {
    struct Tag {
        var marker = LayoutSymbol.invalid
        var other = LayoutSymbol.invalid
    }
    struct EditInfo {
        var tag: Tag
        var constraint: LayoutConstraint
        var constant: Double
    }
    enum ObjectiveKind { case objective, artificial }

    var constraints: [LayoutConstraint: Tag] = [:]
    var rows: [LayoutSymbol: LayoutRow] = [:]
    var variableSymbols: [LayoutVariable: LayoutSymbol] = [:]
    var edits: [LayoutVariable: EditInfo] = [:]
    var infeasibleRows: [LayoutSymbol] = []
    var objective = LayoutRow()
    var artificial: LayoutRow?
    var values: [LayoutVariable: Double] = [:]
    private var nextSymbolID: Int32 = 1

    init() {}

    mutating func makeSymbol(_ kind: LayoutSymbol.Kind) -> LayoutSymbol {
        defer { nextSymbolID += 1 }
        return LayoutSymbol(id: nextSymbolID, kind: kind)
    }

    func hasConstraint(_ constraint: LayoutConstraint) -> Bool { constraints[constraint] != nil }

    mutating func addConstraint(_ constraint: LayoutConstraint) throws(LayoutEngineError) {
        guard constraints[constraint] == nil else { throw .duplicateConstraint }
        var (tag, row) = makeRow(for: constraint)
        var subject = chooseSubject(row, tag)
        if !subject.isValid && row.allDummies {
            // Only required equalities are all dummies; they never touched the objective.
            guard layoutNearZero(row.constant) else { throw .unsatisfiableConstraint }
            subject = tag.marker
        }
        if !subject.isValid {
            // Only a required constraint can fail here; the pivots it made keep the system equivalent.
            // The failed attempt may leave the basic solution at another (feasible) vertex: re-optimize.
            guard try addWithArtificialVariable(row) else {
                try optimize(.objective)
                throw .unsatisfiableConstraint
            }
        } else {
            row.solve(for: subject)
            substitute(subject, row)
            rows[subject] = row
        }
        constraints[constraint] = tag
        try optimize(.objective)
    }

    mutating func removeConstraint(_ constraint: LayoutConstraint) throws(LayoutEngineError) {
        guard let tag = constraints.removeValue(forKey: constraint) else { throw .unknownConstraint }
        removeMarkerEffects(tag.marker, constraint.strength)
        removeMarkerEffects(tag.other, constraint.strength)
        if rows.removeValue(forKey: tag.marker) == nil {
            guard let leaving = markerLeavingSymbol(tag.marker), var row = rows.removeValue(forKey: leaving) else {
                throw .internalSolverError("failed to find leaving row")
            }
            row.solve(for: leaving, tag.marker)
            substitute(tag.marker, row)
        }
        try optimize(.objective)
    }

    /// Copies the solution into `values`.
    mutating func updateVariables() {
        for (variable, symbol) in variableSymbols { values[variable] = rows[symbol]?.constant ?? 0 }
    }

    /// The value from the last `updateVariables()` (0 for a variable never seen).
    func value(of variable: LayoutVariable) -> Double { values[variable] ?? 0 }

    // MARK: Building rows

    mutating func symbol(for variable: LayoutVariable) -> LayoutSymbol {
        if let symbol = variableSymbols[variable] { return symbol }
        let symbol = makeSymbol(.external)
        variableSymbols[variable] = symbol
        return symbol
    }

    private mutating func makeRow(for constraint: LayoutConstraint) -> (Tag, LayoutRow) {
        var row = LayoutRow(constant: constraint.expression.constant)
        for term in constraint.expression.terms where !layoutNearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            if let basic = rows[symbol] { row.insert(basic, term.coefficient) } else { row.insert(symbol, term.coefficient) }
        }
        var tag = Tag()
        let strength = constraint.strength
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            tag.marker = makeSymbol(.slack)
            row.insert(tag.marker, coefficient)
            if !strength.isRequired {
                tag.other = makeSymbol(.error)
                row.insert(tag.other, -coefficient)
                objective.insert(tag.other, strength.weight)
            }
        case .equal:
            if strength.isRequired {
                tag.marker = makeSymbol(.dummy)
                row.insert(tag.marker)
            } else {
                tag.marker = makeSymbol(.error)
                tag.other = makeSymbol(.error)
                row.insert(tag.marker, -1)
                row.insert(tag.other, 1)
                objective.insert(tag.marker, strength.weight)
                objective.insert(tag.other, strength.weight)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (tag, row)
    }

    private func chooseSubject(_ row: LayoutRow, _ tag: Tag) -> LayoutSymbol {
        if let external = row.cells.first(where: { $0.symbol.kind == .external }) { return external.symbol }
        if tag.marker.isPivotable && row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if tag.other.isPivotable && row.coefficient(for: tag.other) < 0 { return tag.other }
        return .invalid
    }

    private mutating func removeMarkerEffects(_ marker: LayoutSymbol, _ strength: LayoutStrength) {
        guard marker.kind == .error else { return }
        if let row = rows[marker] { objective.insert(row, -strength.weight) } else { objective.insert(marker, -strength.weight) }
    }
}
#endif
