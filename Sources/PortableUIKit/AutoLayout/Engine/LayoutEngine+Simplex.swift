#if !canImport(UIKit)
import Foundation

extension LayoutEngine {
    /// Replaces `symbol` by `row` everywhere; rows whose restricted basic symbol goes negative become infeasible.
    mutating func substitute(_ symbol: LayoutSymbol, _ row: LayoutRow) {
        var index = rows.values.startIndex
        while index != rows.values.endIndex {
            rows.values[index].substitute(symbol, row)
            let basic = rows.keys[index]
            if basic.kind != .external && rows.values[index].constant < 0 { infeasibleRows.append(basic) }
            rows.values.formIndex(after: &index)
        }
        objective.substitute(symbol, row)
        artificial?.substitute(symbol, row)
    }

    private func objectiveRow(_ kind: ObjectiveKind) -> LayoutRow {
        kind == .objective ? objective : (artificial ?? LayoutRow())
    }

    /// Primal simplex: pivots until no non-dummy symbol in the objective has a negative coefficient.
    mutating func optimize(_ kind: ObjectiveKind) throws(LayoutEngineError) {
        while true {
            let row = objectiveRow(kind)
            guard let entering = row.cells.first(where: { $0.symbol.kind != .dummy && $0.coefficient < 0 })?.symbol
            else { return }
            guard let leaving = leavingSymbol(for: entering), var pivot = rows.removeValue(forKey: leaving) else {
                throw .internalSolverError("the objective is unbounded")
            }
            pivot.solve(for: leaving, entering)
            substitute(entering, pivot)
            rows[entering] = pivot
        }
    }

    /// Minimum ratio over restricted rows; ties go to the lowest symbol id (deterministic).
    private func leavingSymbol(for entering: LayoutSymbol) -> LayoutSymbol? {
        var best: (ratio: Double, symbol: LayoutSymbol)?
        for (basic, row) in rows where basic.kind != .external {
            let coefficient = row.coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let ratio = -row.constant / coefficient
            if let current = best, ratio > current.ratio || (ratio == current.ratio && basic > current.symbol) { continue }
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
        for (basic, row) in rows {
            let coefficient = row.coefficient(for: marker)
            if coefficient == 0 { continue }
            if basic.kind == .external {
                if third.map({ basic < $0 }) ?? true { third = basic }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if better(ratio, basic, than: first) { first = (ratio, basic) }
            } else {
                let ratio = row.constant / coefficient
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
        var index = rows.values.startIndex
        while index != rows.values.endIndex {
            rows.values[index].remove(art)
            rows.values.formIndex(after: &index)
        }
        objective.remove(art)
        return success
    }

    /// Dual simplex over the infeasible rows (after `suggestValue`).
    mutating func dualOptimize() throws(LayoutEngineError) {
        while let leaving = infeasibleRows.popLast() {
            guard var row = rows[leaving], !layoutNearZero(row.constant), row.constant < 0 else { continue }
            var entering = LayoutSymbol.invalid
            var best = Double.greatestFiniteMagnitude
            for cell in row.cells where cell.coefficient > 0 && cell.symbol.kind != .dummy {
                let ratio = objective.coefficient(for: cell.symbol) / cell.coefficient
                if ratio < best { best = ratio; entering = cell.symbol }
            }
            guard entering.isValid else { throw .internalSolverError("dual optimize failed") }
            rows.removeValue(forKey: leaving)
            row.solve(for: leaving, entering)
            substitute(entering, row)
            rows[entering] = row
        }
    }
}
#endif
