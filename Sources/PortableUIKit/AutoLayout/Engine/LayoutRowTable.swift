#if !canImport(UIKit)
import Foundation

/// The tableau's rows by basic symbol, stored in arrays indexed by symbol id (no hashing), with a
/// column index: for every symbol, the basic symbols whose rows contain it. A pivot then touches only
/// the rows that mention the entering symbol instead of every row. Iteration is in ascending symbol
/// id, so nothing depends on hashing order. Reads and writes like a dictionary keyed by basic symbol.
///
/// - Each row's constant (its basic symbol's value) lives in `states`, not in the stored row, so a
///   constant shift writes one small record per row and never touches the row's cells.
/// - The column index is lazy: a column lists at least every row that contains its symbol, and may
///   also list a row that no longer does, or list one twice (taking a row out of a column would cost
///   a scan of the column: hundreds of entries for an edit variable's marker). Readers check, and a
///   column is compacted when it has doubled since its last compaction, so it stays within twice
///   the rows that really contain the symbol (plus a small floor).
/// - A column entry caches the symbol's coefficient in the row with the row's version (bumped on
///   every change of the row's cells): while the version matches, the cached coefficient is exact
///   and the row is not read.
/// - The table remembers which values changed since `drainChangedConstants`, so the engine publishes
///   only the values that moved.
struct LayoutRowTable: Sequence {
    /// What the table keeps per symbol id besides a row's cells, together so that one record (one
    /// cache line) is read per row when a constant shifts.
    private struct SymbolState {
        /// The constant of the symbol's row when it is basic (its value), 0 otherwise.
        var constant: Double = 0
        /// Bumped whenever the symbol's row changes its cells, enters or leaves.
        var version = 0
        /// The pass (`pass`) that last visited the row: de-duplicates a column while it is read.
        var visit = 0
        var kind: LayoutSymbol.Kind = .invalid
        /// Listed in `changed` since the last drain.
        var isChanged = false
    }

    /// One entry of a column: the row and the column symbol's coefficient there, exact while the
    /// row's version is still `version`.
    private struct ColumnEntry {
        var row: Int
        var version: Int
        var coefficient: Double
    }

    /// The rows' cells by basic symbol id (a stored row's `constant` is not kept; see `states`).
    private var slots: [LayoutRow?] = []
    private var states: [SymbolState] = []
    private var columns: [[ColumnEntry]] = []
    /// The length at which each column is compacted next.
    private var compactionLengths: [Int] = []
    private var pass = 0
    /// Ids whose constant changed since the last drain, each once.
    private var changed: [Int] = []
    private(set) var count = 0
    /// Reused buffer for the cells a merge adds to a row.
    private var added: [LayoutRow.Cell] = []

    private static let minimumCompactionLength = 16

    /// Makes room for symbol ids below `limit`.
    mutating func reserve(upTo limit: Int) {
        guard limit > slots.count else { return }
        let extra = Swift.max(limit, slots.count * 2) - slots.count
        slots.append(contentsOf: repeatElement(nil, count: extra))
        states.append(contentsOf: repeatElement(SymbolState(), count: extra))
        columns.append(contentsOf: repeatElement([], count: extra))
        compactionLengths.append(contentsOf: repeatElement(Self.minimumCompactionLength, count: extra))
    }

    subscript(symbol: LayoutSymbol) -> LayoutRow? {
        get { row(at: symbol.id) }
        set {
            _ = removeValue(forKey: symbol)
            guard let row = newValue else { return }
            reserve(upTo: symbol.id + 1)
            states[symbol.id].version += 1
            states[symbol.id].kind = symbol.kind
            let version = states[symbol.id].version
            for cell in row.cells {
                appendToColumn(
                    cell.symbol, ColumnEntry(row: symbol.id, version: version, coefficient: cell.coefficient))
            }
            slots[symbol.id] = row
            setConstant(row.constant, at: symbol.id)
            count += 1
        }
    }

    /// The constant of `symbol`'s row: its value when basic, 0 when it is a parameter.
    func value(of symbol: LayoutSymbol) -> Double {
        symbol.id < states.count ? states[symbol.id].constant : 0
    }

    @discardableResult mutating func removeValue(forKey symbol: LayoutSymbol) -> LayoutRow? {
        guard let row = row(at: symbol.id) else { return nil }
        slots[symbol.id] = nil
        states[symbol.id].version += 1
        setConstant(0, at: symbol.id)
        count -= 1
        return row
    }

    /// The basic symbols whose rows contain `symbol`, each once, in ascending id.
    func rows(containing symbol: LayoutSymbol) -> [LayoutSymbol] {
        var ids = Set<Int>()
        forEachRow(containing: symbol) { basic, _, _ in ids.insert(basic.id) }
        return ids.sorted().map { LayoutSymbol(id: $0, kind: states[$0].kind) }
    }

    /// Calls `body` with every basic symbol whose row contains `symbol`, that row's constant and the
    /// symbol's coefficient there; a row may come more than once (callers take a minimum, where a
    /// repeat changes nothing).
    func forEachRow(containing symbol: LayoutSymbol, _ body: (LayoutSymbol, Double, Double) -> Void) {
        guard symbol.id < columns.count else { return }
        for entry in columns[symbol.id] {
            let coefficient =
                entry.version == states[entry.row].version
                ? entry.coefficient : (slots[entry.row]?.coefficient(for: symbol) ?? 0)
            guard coefficient != 0 else { continue }
            body(LayoutSymbol(id: entry.row, kind: states[entry.row].kind), states[entry.row].constant, coefficient)
        }
    }

    /// Replaces `symbol` by `row` in every row that contains it; restricted rows left negative are
    /// appended to `infeasible`.
    mutating func substitute(_ symbol: LayoutSymbol, _ row: LayoutRow, infeasible: inout [LayoutSymbol]) {
        guard symbol.id < columns.count else { return }
        let affected = columns[symbol.id]
        columns[symbol.id] = []
        compactionLengths[symbol.id] = Self.minimumCompactionLength
        for entry in affected {
            let index = entry.row
            // The row is rewritten in place (no copy of it, no retain of its cells).
            guard slots[index] != nil else { continue }
            let coefficient = slots[index]!.remove(symbol)
            // A stale entry (the row no longer has the symbol) or a repeat (already substituted).
            guard coefficient != 0 else { continue }
            slots[index]!.constant = states[index].constant
            added.removeAll(keepingCapacity: true)
            slots[index]!.insert(row, coefficient, added: &added)
            let constant = slots[index]!.constant
            states[index].version += 1
            let version = states[index].version
            for cell in added {
                appendToColumn(cell.symbol, ColumnEntry(row: index, version: version, coefficient: cell.coefficient))
            }
            if states[index].kind != .external && constant < 0 {
                infeasible.append(LayoutSymbol(id: index, kind: states[index].kind))
            }
            setConstant(constant, at: index)
        }
    }

    /// Adds `delta · coefficient(marker)` to the constant of every row containing `marker`; restricted
    /// rows that go negative are appended to `infeasible` (an edit variable's new value, a changed
    /// constraint constant). The marker's column is compacted first, so each row is shifted once
    /// by its exact, cached coefficient.
    mutating func shiftConstants(along marker: LayoutSymbol, by delta: Double, infeasible: inout [LayoutSymbol]) {
        guard marker.id < columns.count else { return }
        compactColumn(of: marker)
        for entry in columns[marker.id] {
            let index = entry.row
            let constant = states[index].constant + delta * entry.coefficient
            setConstant(constant, at: index)
            if constant < 0 && states[index].kind != .external {
                infeasible.append(LayoutSymbol(id: index, kind: states[index].kind))
            }
        }
    }

    /// Adds `delta` to the constant of `basic`'s row; the new constant (nil when not basic).
    mutating func addConstant(_ delta: Double, to basic: LayoutSymbol) -> Double? {
        guard basic.id < slots.count, slots[basic.id] != nil else { return nil }
        let constant = states[basic.id].constant + delta
        setConstant(constant, at: basic.id)
        return constant
    }

    /// The restricted basic symbols whose constant is negative, in ascending id (a full scan, for
    /// recovering from a failed dual simplex run).
    var infeasibleRestrictedRows: [LayoutSymbol] {
        slots.indices.compactMap { id in
            let state = states[id]
            guard slots[id] != nil, state.kind != .external, state.constant < 0, !layoutNearZero(state.constant)
            else { return nil }
            return LayoutSymbol(id: id, kind: state.kind)
        }
    }

    /// Calls `body` with every symbol id whose row constant (its value) changed since the last drain,
    /// its kind and value, once each; then forgets them.
    mutating func drainChangedConstants(_ body: (Int, LayoutSymbol.Kind, Double) -> Void) {
        for id in changed {
            states[id].isChanged = false
            body(id, states[id].kind, states[id].constant)
        }
        changed.removeAll(keepingCapacity: true)
    }

    private func row(at id: Int) -> LayoutRow? {
        guard id < slots.count, var row = slots[id] else { return nil }
        row.constant = states[id].constant
        return row
    }

    private mutating func setConstant(_ constant: Double, at id: Int) {
        states[id].constant = constant
        if !states[id].isChanged {
            states[id].isChanged = true
            changed.append(id)
        }
    }

    /// Lists an entry in `symbol`'s column, compacting the column when it has doubled since its
    /// last compaction.
    private mutating func appendToColumn(_ symbol: LayoutSymbol, _ entry: ColumnEntry) {
        reserve(upTo: symbol.id + 1)
        columns[symbol.id].append(entry)
        if columns[symbol.id].count >= compactionLengths[symbol.id] { compactColumn(of: symbol) }
    }

    /// Leaves each row that contains `symbol` in its column once, with its exact coefficient:
    /// stale entries and repeats go, outdated cached coefficients are refreshed. (A row being
    /// rewritten right now is out of `slots`: its fresh entry, of the current version, stays and
    /// its older ones go.)
    private mutating func compactColumn(of symbol: LayoutSymbol) {
        pass += 1
        var column = columns[symbol.id]
        columns[symbol.id] = []
        var kept = 0
        for read in column.indices {
            var entry = column[read]
            let index = entry.row
            guard states[index].visit != pass else { continue }
            if entry.version != states[index].version {
                guard let coefficient = slots[index]?.coefficient(for: symbol), coefficient != 0 else { continue }
                entry.version = states[index].version
                entry.coefficient = coefficient
            }
            states[index].visit = pass
            column[kept] = entry
            kept += 1
        }
        column.removeLast(column.count - kept)
        columns[symbol.id] = column
        compactionLengths[symbol.id] = Swift.max(Self.minimumCompactionLength, 2 * kept)
    }

    /// The rows, in ascending basic-symbol id.
    var values: [LayoutRow] { slots.indices.compactMap { row(at: $0) } }

    func makeIterator() -> AnyIterator<(LayoutSymbol, LayoutRow)> {
        var index = 0
        let table = self
        return AnyIterator {
            while index < table.slots.count {
                defer { index += 1 }
                if let row = table.row(at: index) {
                    return (LayoutSymbol(id: index, kind: table.states[index].kind), row)
                }
            }
            return nil
        }
    }
}
#endif
