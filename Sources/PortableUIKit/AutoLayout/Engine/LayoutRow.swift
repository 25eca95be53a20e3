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
///
/// The cells are `storage[start...]`: a cell that comes or goes moves the cells on the shorter side
/// of it, those before it (then `start` moves) or those after it. In a chain of constraints the
/// rows change at their lowest ids (the upstream symbols, made first), so removing a constraint
/// rewrites each downstream row in a few moves instead of shifting the whole row: the difference
/// between O(N²) and O(N³) for taking a chain apart (issue 42).
struct LayoutRow: Sendable {
    struct Cell: Sendable {
        var symbol: LayoutSymbol
        var coefficient: Double
    }
    private var storage: [Cell] = []
    /// The index in `storage` of the first cell; the slots before it are unused.
    private var start = 0
    var constant: Double

    init(constant: Double = 0) { self.constant = constant }

    /// The cells, in ascending symbol id.
    var cells: ArraySlice<Cell> { storage[start...] }

    /// Where `symbol` is in `storage`, or where it would go. A symbol past the last cell (a new
    /// one) is answered at once; otherwise the search gallops from the front (1, 2, 4, … cells in)
    /// and then bisects: a symbol near the front, as in a chain's rows, costs a few reads of one
    /// cache line instead of a bisection of the whole row.
    private func index(of symbol: LayoutSymbol) -> (found: Bool, at: Int) {
        guard let last = storage.last, start < storage.count, symbol.id <= last.symbol.id else {
            return (false, storage.count)
        }
        var low = start, high = storage.count, step = 1
        while low + step - 1 < high {
            let probe = low + step - 1
            if storage[probe].symbol.id < symbol.id {
                low = probe + 1
                step *= 2
            } else {
                high = probe + 1
                break
            }
        }
        while low < high {
            let mid = (low + high) / 2
            if storage[mid].symbol.id < symbol.id { low = mid + 1 } else { high = mid }
        }
        return (low < storage.count && storage[low].symbol.id == symbol.id, low)
    }

    func coefficient(for symbol: LayoutSymbol) -> Double {
        let (found, at) = index(of: symbol)
        return found ? storage[at].coefficient : 0
    }

    /// Removes the cell at `at` (an index in `storage`), moving the shorter side.
    private mutating func removeCell(at index: Int) -> Cell {
        let cell = storage[index]
        if index - start < storage.count - 1 - index {
            var position = index
            while position > start {
                storage[position] = storage[position - 1]
                position -= 1
            }
            start += 1
        } else {
            storage.remove(at: index)
        }
        return cell
    }

    /// Inserts `cell` before the cell at `at` (an index in `storage`; `storage.count` appends),
    /// moving the shorter side (the cells before it only when there is room in front).
    private mutating func insertCell(_ cell: Cell, at index: Int) {
        if start > 0 && index - start < storage.count - index {
            start -= 1
            var position = start
            while position < index - 1 {
                storage[position] = storage[position + 1]
                position += 1
            }
            storage[index - 1] = cell
        } else {
            storage.insert(cell, at: index)
        }
    }

    /// Adds `value` to the constant and returns the new constant.
    @discardableResult mutating func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    mutating func insert(_ symbol: LayoutSymbol, _ coefficient: Double = 1) {
        let (found, at) = index(of: symbol)
        if found {
            let sum = storage[at].coefficient + coefficient
            if layoutNearZero(sum) { _ = removeCell(at: at) } else { storage[at].coefficient = sum }
        } else if !layoutNearZero(coefficient) {
            insertCell(Cell(symbol: symbol, coefficient: coefficient), at: at)
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
        let count = storage.count - start
        if row.cells.count <= 8 || row.cells.count * 8 <= count {
            for cell in row.cells { insertTracking(cell.symbol, cell.coefficient * coefficient, added: &added) }
            return
        }
        var merged: [Cell] = []
        merged.reserveCapacity(count + row.cells.count)
        var i = start, j = row.start
        let mine = storage, theirs = row.storage
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
        storage = merged
        start = 0
    }

    private mutating func insertTracking(_ symbol: LayoutSymbol, _ coefficient: Double, added: inout [Cell]) {
        let (found, at) = index(of: symbol)
        if found {
            let sum = storage[at].coefficient + coefficient
            if layoutNearZero(sum) { _ = removeCell(at: at) } else { storage[at].coefficient = sum }
        } else if !layoutNearZero(coefficient) {
            let cell = Cell(symbol: symbol, coefficient: coefficient)
            insertCell(cell, at: at)
            added.append(cell)
        }
    }

    /// Removes the symbol and returns its coefficient (0 when absent).
    @discardableResult mutating func remove(_ symbol: LayoutSymbol) -> Double {
        let (found, at) = index(of: symbol)
        guard found else { return 0 }
        return removeCell(at: at).coefficient
    }

    mutating func reverseSign() {
        constant = -constant
        for i in start..<storage.count { storage[i].coefficient = -storage[i].coefficient }
    }

    /// Solves `0 = row` for `symbol`, which must be in the row: the row becomes `symbol = …`.
    mutating func solve(for symbol: LayoutSymbol) {
        let factor = -1 / remove(symbol)
        constant *= factor
        for i in start..<storage.count { storage[i].coefficient *= factor }
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
