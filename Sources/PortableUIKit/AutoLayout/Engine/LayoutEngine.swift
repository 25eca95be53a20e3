#if !canImport(UIKit)
import Foundation

/// Incremental Cassowary solver (Badros, Borning, Stuckey), structured as kiwi: rows keyed by basic
/// symbol, an objective row, an infeasible-row list for the dual simplex that serves edit variables.
/// Refused requests throw a `LayoutEngineError` and leave the solution unchanged; nothing traps.
/// Rows live in a `LayoutRowTable` (arrays by symbol id plus a column index), so a pivot touches only
/// the rows that mention the entering symbol and no solving step iterates a hashed collection: the
/// same operations give bit-identical values. Every simplex loop is capped (`pivotLimit`).
/// (Benchmarks/AutoLayoutBenchmark drives it through `LayoutEngineBenchmarkDriver`.)
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

    var constraints = LayoutConstraintTable()
    var rows = LayoutRowTable()
    var variableSymbols: [LayoutVariable: LayoutSymbol] = [:]
    var edits: [LayoutVariable: EditInfo] = [:]
    var infeasibleRows: [LayoutSymbol] = []
    var objective = LayoutRow()
    var artificial: LayoutRow?
    /// The objective changed in a way that may have made a coefficient negative (optimize has work).
    var objectiveNeedsOptimizing = false
    /// Every symbol whose objective coefficient may be negative (a superset, with repeats): where
    /// `optimize` looks for the entering symbol instead of scanning the whole objective.
    var objectiveCandidates: [LayoutSymbol] = []
    /// Values published by `updateVariables()`, by symbol id.
    var publishedValues: [Double] = []
    /// Pivots one simplex run may make before it gives up with `internalSolverError` (nil: the default,
    /// 1,000 + 10 × (rows + symbols)). Tests lower it to prove the cap ends a run.
    var pivotLimitOverride: Int?
    private(set) var nextSymbolID = 1

    init() {}

    mutating func makeSymbol(_ kind: LayoutSymbol.Kind) -> LayoutSymbol {
        defer { nextSymbolID += 1 }
        rows.reserve(upTo: nextSymbolID + 1)
        return LayoutSymbol(id: nextSymbolID, kind: kind)
    }

    func hasConstraint(_ constraint: LayoutConstraint) -> Bool {
        constraints[constraint] != nil
    }

    mutating func addConstraint(_ constraint: LayoutConstraint) throws(LayoutEngineError) {
        guard constraints[constraint] == nil else { throw .duplicateConstraint }
        try Self.validate(constraint)
        var (tag, row) = makeRow(for: constraint)
        var subject = chooseSubject(row, tag)
        if !subject.isValid && row.allDummies {
            // Only required equalities are all dummies; they never touched the objective.
            guard layoutNearZero(row.constant) else { throw .unsatisfiableConstraint }
            subject = tag.marker
        }
        if !subject.isValid {
            // Only a required constraint can fail here. Its pivots keep the system equivalent but may move
            // the basic solution to another optimal vertex, so a refusal restores the tableau as it was
            // (copy-on-write: the copy costs only on this path, never on the common one).
            let saved = self
            let satisfied: Bool
            do throws(LayoutEngineError) {
                satisfied = try addWithArtificialVariable(row)
            } catch {
                self = saved
                throw error
            }
            guard satisfied else {
                self = saved
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

    /// Publishes the current solution: `value(of:)` reads it until the next call. Only the variables
    /// whose value changed since the last call are copied (the row table keeps that list), so it is
    /// cheap enough to call after every edit.
    mutating func updateVariables() {
        var values = publishedValues
        publishedValues = []
        if values.count < nextSymbolID {
            values.append(contentsOf: repeatElement(0, count: nextSymbolID - values.count))
        }
        rows.drainChangedConstants { id, kind, value in
            if kind == .external { values[id] = value }
        }
        publishedValues = values
    }

    /// The value from the last `updateVariables()` (0 for a variable never seen or not yet published).
    func value(of variable: LayoutVariable) -> Double {
        guard let symbol = variableSymbols[variable], symbol.id < publishedValues.count else { return 0 }
        return publishedValues[symbol.id]
    }

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
            if let basic = rows[symbol] {
                row.insert(basic, term.coefficient)
            } else {
                row.insert(symbol, term.coefficient)
            }
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
        objectiveNeedsOptimizing = true
        if let row = rows[marker] {
            objective.insert(row, -strength.weight)
            noteObjectiveChange(in: row)
        } else {
            objective.insert(marker, -strength.weight)
            if objective.coefficient(for: marker) < 0 { objectiveCandidates.append(marker) }
        }
    }
}
#endif
