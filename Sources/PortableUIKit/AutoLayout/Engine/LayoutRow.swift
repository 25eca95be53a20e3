#if !canImport(UIKit)
import Foundation

/// A tableau symbol: a small integer id plus its kind (Cassowary's external, slack, error, dummy).
struct LayoutSymbol: Hashable, Comparable, Sendable {
    enum Kind: UInt8, Sendable { case invalid, external, slack, error, dummy }
    var id: Int
    var kind: Kind
    static let invalid = LayoutSymbol(id: 0, kind: .invalid)
    var isValid: Bool { kind != .invalid }
    var isPivotable: Bool { kind == .slack || kind == .error }
    static func == (lhs: LayoutSymbol, rhs: LayoutSymbol) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
    static func < (lhs: LayoutSymbol, rhs: LayoutSymbol) -> Bool { lhs.id < rhs.id }
}

@inline(__always) func layoutNearZero(_ value: Double) -> Bool { abs(value) < 1.0e-8 }

/// One tableau row: `basic = constant + Σ coefficient·symbol`, cells sorted by symbol id
/// (compact, and iteration order is deterministic).
struct LayoutRow: Sendable {
    struct Cell: Sendable {
        var symbol: LayoutSymbol
        var coefficient: Double
    }
    private(set) var cells: [Cell] = []
    var constant: Double

    init(constant: Double = 0) { self.constant = constant }

    private func index(of symbol: LayoutSymbol) -> (found: Bool, at: Int) {
        var low = 0, high = cells.count
        while low < high {
            let mid = (low + high) / 2
            if cells[mid].symbol.id < symbol.id { low = mid + 1 } else { high = mid }
        }
        return (low < cells.count && cells[low].symbol.id == symbol.id, low)
    }

    func coefficient(for symbol: LayoutSymbol) -> Double {
        let (found, at) = index(of: symbol)
        return found ? cells[at].coefficient : 0
    }

    /// Adds `value` to the constant and returns the new constant.
    @discardableResult mutating func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    mutating func insert(_ symbol: LayoutSymbol, _ coefficient: Double = 1) {
        let (found, at) = index(of: symbol)
        if found {
            let sum = cells[at].coefficient + coefficient
            if layoutNearZero(sum) { cells.remove(at: at) } else { cells[at].coefficient = sum }
        } else if !layoutNearZero(coefficient) {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: at)
        }
    }

    mutating func insert(_ row: LayoutRow, _ coefficient: Double = 1) {
        var added: [Cell] = []
        insert(row, coefficient, added: &added)
    }

    /// Adds `coefficient · row` in one merge of the two sorted cell lists, appending the cells of the
    /// symbols that entered this row (the column index follows them; one that left is found stale
    /// later).
    mutating func insert(_ row: LayoutRow, _ coefficient: Double, added: inout [Cell]) {
        constant += row.constant * coefficient
        // A short row (most pivot rows) or a short row into a long one (the objective): in place, no
        // new array; two long rows: one linear merge.
        if row.cells.count <= 8 || row.cells.count * 8 <= cells.count {
            for cell in row.cells { insertTracking(cell.symbol, cell.coefficient * coefficient, added: &added) }
            return
        }
        var merged: [Cell] = []
        merged.reserveCapacity(cells.count + row.cells.count)
        var i = 0, j = 0
        let mine = cells, theirs = row.cells
        while i < mine.count || j < theirs.count {
            if j == theirs.count || (i < mine.count && mine[i].symbol.id < theirs[j].symbol.id) {
                merged.append(mine[i]); i += 1
            } else if i == mine.count || theirs[j].symbol.id < mine[i].symbol.id {
                let value = theirs[j].coefficient * coefficient
                if !layoutNearZero(value) {
                    let cell = Cell(symbol: theirs[j].symbol, coefficient: value)
                    merged.append(cell)
                    added.append(cell)
                }
                j += 1
            } else {
                let sum = mine[i].coefficient + theirs[j].coefficient * coefficient
                if !layoutNearZero(sum) { merged.append(Cell(symbol: mine[i].symbol, coefficient: sum)) }
                i += 1; j += 1
            }
        }
        cells = merged
    }

    private mutating func insertTracking(_ symbol: LayoutSymbol, _ coefficient: Double, added: inout [Cell]) {
        let (found, at) = index(of: symbol)
        if found {
            let sum = cells[at].coefficient + coefficient
            if layoutNearZero(sum) { cells.remove(at: at) } else { cells[at].coefficient = sum }
        } else if !layoutNearZero(coefficient) {
            let cell = Cell(symbol: symbol, coefficient: coefficient)
            cells.insert(cell, at: at)
            added.append(cell)
        }
    }

    /// Removes the symbol and returns its coefficient (0 when absent).
    @discardableResult mutating func remove(_ symbol: LayoutSymbol) -> Double {
        let (found, at) = index(of: symbol)
        guard found else { return 0 }
        return cells.remove(at: at).coefficient
    }

    mutating func reverseSign() {
        constant = -constant
        for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
    }

    /// Solves `0 = row` for `symbol`, which must be in the row: the row becomes `symbol = …`.
    mutating func solve(for symbol: LayoutSymbol) {
        let factor = -1 / remove(symbol)
        constant *= factor
        for i in cells.indices { cells[i].coefficient *= factor }
    }

    /// The row is `lhs = …`; rewrites it as `rhs = …`.
    mutating func solve(for lhs: LayoutSymbol, _ rhs: LayoutSymbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the expression of `row`; true when the symbol was in this row.
    @discardableResult mutating func substitute(_ symbol: LayoutSymbol, _ row: LayoutRow) -> Bool {
        let coefficient = remove(symbol)
        if coefficient != 0 { insert(row, coefficient) }
        return coefficient != 0
    }

    var allDummies: Bool { cells.allSatisfy { $0.symbol.kind == .dummy } }
}
#endif
