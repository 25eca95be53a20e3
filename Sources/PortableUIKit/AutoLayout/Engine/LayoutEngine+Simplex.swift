#if !canImport(UIKit)
import Foundation

extension LayoutEngine {
    /// Replaces `symbol` by `row` everywhere; rows whose restricted basic symbol goes negative become infeasible.
    mutating func substitute(_ symbol: LayoutSymbol, _ row: LayoutRow) {
        rows.substitute(symbol, row, infeasible: &infeasibleRows)
        if objective.substitute(symbol, row) { noteObjectiveChange(in: row) }
        artificial?.substitute(symbol, row)
    }

    /// Makes `entering` basic in place of `leaving`, whose row is `row`.
    mutating func pivot(_ row: LayoutRow, leaving: LayoutSymbol, entering: LayoutSymbol) {
        var row = row
        row.solve(for: leaving, entering)
        substitute(entering, row)
        rows[entering] = row
    }

    /// The most pivots one simplex run may make: far beyond what a well-posed tableau needs (Bland's
    /// rule cannot cycle in exact arithmetic), so reaching it means rounding made the run cycle.
    var pivotLimit: Int { pivotLimitOverride ?? 1000 + 10 * (rows.count + Int(nextSymbolID)) }

    /// Primal simplex with Bland's rule (the lowest-id symbol with a negative objective coefficient
    /// enters; ties in the ratio test go to the lowest id), so it cannot cycle; the pivot cap ends a
    /// run that rounding makes cycle anyway, and an unbounded objective throws.
    mutating func optimize(_ kind: ObjectiveKind) throws(LayoutEngineError) {
        if kind == .objective && !objectiveNeedsOptimizing { return }
        var pivots = 0
        while true {
            guard
                let entering = kind == .objective
                    ? enteringObjectiveSymbol()
                    : artificial?.cells.first(where: { $0.symbol.kind != .dummy && $0.coefficient < 0 })?.symbol
            else { break }
            guard pivots < pivotLimit else { throw .internalSolverError("the simplex reached its pivot limit") }
            pivots += 1
            guard let leaving = leavingSymbol(for: entering), let pivotRow = rows.removeValue(forKey: leaving) else {
                throw .internalSolverError("the objective is unbounded")
            }
            pivot(pivotRow, leaving: leaving, entering: entering)
        }
        if kind == .objective { objectiveNeedsOptimizing = false }
    }

    /// The objective changed by a multiple of `row`: its symbols whose objective coefficient is now
    /// negative become candidates to enter (`objectiveCandidates`).
    mutating func noteObjectiveChange(in row: LayoutRow) {
        objectiveNeedsOptimizing = true
        for cell in row.cells where objective.coefficient(for: cell.symbol) < 0 {
            objectiveCandidates.append(cell.symbol)
        }
    }

    /// Bland's entering symbol: the lowest id with a negative objective coefficient (dummies never
    /// enter). Only the candidates are read, not the whole objective (thousands of cells: one per
    /// error symbol); the list is pruned to the symbols still negative.
    private mutating func enteringObjectiveSymbol() -> LayoutSymbol? {
        let objective = objective
        objectiveCandidates.removeAll { $0.kind == .dummy || objective.coefficient(for: $0) >= 0 }
        return objectiveCandidates.min()
    }

    /// Minimum ratio over restricted rows; ties go to the lowest symbol id (deterministic).
    private func leavingSymbol(for entering: LayoutSymbol) -> LayoutSymbol? {
        var best: (ratio: Double, symbol: LayoutSymbol)?
        rows.forEachRow(containing: entering) { basic, constant, coefficient in
            guard basic.kind != .external, coefficient < 0 else { return }
            let ratio = -constant / coefficient
            if let current = best, ratio > current.ratio || (ratio == current.ratio && basic > current.symbol) {
                return
            }
            best = (ratio, basic)
        }
        return best?.symbol
    }

    /// kiwi's `getMarkerLeavingRow`: restricted row with negative coefficient first, then positive, then external.
    func markerLeavingSymbol(_ marker: LayoutSymbol) -> LayoutSymbol? {
        var first: (Double, LayoutSymbol)?, second: (Double, LayoutSymbol)?, third: LayoutSymbol?
        func better(_ ratio: Double, _ symbol: LayoutSymbol, than current: (Double, LayoutSymbol)?) -> Bool {
            guard let current else { return true }
            return ratio < current.0 || (ratio == current.0 && symbol < current.1)
        }
        rows.forEachRow(containing: marker) { basic, constant, coefficient in
            if basic.kind == .external {
                if third.map({ basic < $0 }) ?? true { third = basic }
            } else if coefficient < 0 {
                let ratio = -constant / coefficient
                if better(ratio, basic, than: first) { first = (ratio, basic) }
            } else {
                let ratio = constant / coefficient
                if better(ratio, basic, than: second) { second = (ratio, basic) }
            }
        }
        return first?.1 ?? second?.1 ?? third
    }

    /// Adds `row` through an artificial variable; false when the row cannot be satisfied.
    mutating func addWithArtificialVariable(_ row: LayoutRow) throws(LayoutEngineError) -> Bool {
        let art = makeSymbol(.slack)
        rows[art] = row
        artificial = row
        try optimize(.artificial)
        let success = layoutNearZero(artificial?.constant ?? 0)
        artificial = nil
        if var basic = rows.removeValue(forKey: art) {
            // Unlike kiwi, a failure drops the basic artificial row without pivoting: the other rows are then
            // exactly the previous system (a basic art appears in no other row), so the refusal changes nothing.
            if basic.cells.isEmpty || !success { return success }
            guard let entering = basic.cells.first(where: { $0.symbol.isPivotable })?.symbol else { return false }
            basic.solve(for: art, entering)
            substitute(entering, basic)
            rows[entering] = basic
        }
        for basic in rows.rows(containing: art) {
            guard var target = rows.removeValue(forKey: basic) else { continue }
            target.remove(art)
            rows[basic] = target
        }
        if objective.remove(art) != 0 { objectiveNeedsOptimizing = true }
        return success
    }

    /// Dual simplex over the infeasible rows (after `suggestValue`), capped like `optimize`.
    mutating func dualOptimize() throws(LayoutEngineError) {
        var pivots = 0
        while let leaving = infeasibleRows.popLast() {
            guard let row = rows[leaving], !layoutNearZero(row.constant), row.constant < 0 else { continue }
            guard pivots < pivotLimit else {
                infeasibleRows.removeAll()
                throw .internalSolverError("the dual simplex reached its pivot limit")
            }
            pivots += 1
            var entering = LayoutSymbol.invalid
            var best = Double.greatestFiniteMagnitude
            for cell in row.cells where cell.coefficient > 0 && cell.symbol.kind != .dummy {
                let ratio = objective.coefficient(for: cell.symbol) / cell.coefficient
                if ratio < best { best = ratio; entering = cell.symbol }
            }
            guard entering.isValid else {
                infeasibleRows.removeAll()
                throw .internalSolverError("dual optimize failed")
            }
            rows.removeValue(forKey: leaving)
            pivot(row, leaving: leaving, entering: entering)
        }
    }
}
#endif
