#if !canImport(UIKit)
import Foundation

/// What the bridge asks of the solution beyond values (spec 17.18): whether a variable is fixed,
/// and forgetting variables that left every constraint. (The bridge's API, on the engine's row table.)
extension LayoutEngine {
    /// Whether `variable` can change without increasing the objective: it is in no constraint, or
    /// it is a parameter (non-basic), or its row has a non-basic symbol that may move at zero cost
    /// (a free external one, or a slack/error symbol with zero reduced cost that no restricted row
    /// blocks at its current value).
    func isAmbiguous(_ variable: LayoutVariable) -> Bool {
        guard let symbol = variableSymbols[variable] else { return true }
        guard let row = rows[symbol] else { return true }
        for cell in row.cells {
            switch cell.symbol.kind {
            case .external: return true
            case .slack, .error:
                guard layoutNearZero(objective.coefficient(for: cell.symbol)) else { continue }
                if canIncrease(cell.symbol) { return true }
            case .dummy, .invalid: continue
            }
        }
        return false
    }

    /// Whether a non-basic restricted symbol can grow from 0 keeping every restricted row ≥ 0.
    private func canIncrease(_ symbol: LayoutSymbol) -> Bool {
        for basic in rows.rows(containing: symbol) where basic.kind != .external {
            guard let row = rows[basic] else { continue }
            if row.coefficient(for: symbol) < 0 && layoutNearZero(row.constant) { return false }
        }
        return true
    }

    /// Drops the bookkeeping of variables no constraint uses any more: a basic variable's row
    /// (nothing else refers to a basic symbol) and its symbol. A parameter still in some row stays.
    mutating func forgetVariables(_ variables: [LayoutVariable]) {
        for variable in variables {
            // One lookup of the table of variables, whose size grows with the system.
            guard let index = variableSymbols.index(forKey: variable), edits.isEmpty || edits[variable] == nil
            else { continue }
            let symbol = variableSymbols.values[index]
            if rows[symbol] != nil {
                rows[symbol] = nil
            } else if !rows.rows(containing: symbol).isEmpty || objective.coefficient(for: symbol) != 0 {
                continue
            }
            variableSymbols.remove(at: index)
        }
    }
}
#endif
