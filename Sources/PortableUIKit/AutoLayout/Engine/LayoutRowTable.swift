#if !canImport(UIKit)
import Foundation

/// The tableau's rows by basic symbol, stored in arrays indexed by symbol id (no hashing), with a
/// column index: for every symbol, the basic symbols whose rows contain it. A pivot then touches only
/// the rows that mention the entering symbol instead of every row. Iteration is in ascending symbol
/// id, so nothing depends on hashing order. Reads and writes like a dictionary keyed by basic symbol.
///
/// The column index is lazy: a column lists at least every row that contains its symbol, and may
/// also list a row that no longer does, or list one twice. Taking a row out of a column would cost a
/// scan of that column (hundreds of entries for an edit variable's marker); instead every reader
/// checks the row, and a column is compacted when it has doubled since its last compaction, so its
/// length stays within twice the rows that really contain the symbol (plus a small floor).
///
/// The table also remembers which rows' constants changed since `drainChangedConstants`, so the
/// engine publishes only the values that moved.
struct LayoutRowTable: Sequence {
    private var slots: [LayoutRow?] = []
    /// The kind of each slot's basic symbol (rows are stored by id alone).
    private var kinds: [LayoutSymbol.Kind] = []
    /// Each row's constant by basic symbol id, 0 for a parameter: the solution, read without touching
    /// the rows (kept equal to `slots[id]?.constant` by every mutation below).
    private var constants: [Double] = []
    private var columns: [[Int]] = []
    /// The length at which each column is compacted next.
    private var compactionLengths: [Int] = []
    /// Per basic id, the pass that last visited it (`pass`): de-duplicates a column while it is read.
    private var visits: [Int] = []
    private var pass = 0
    /// Ids whose constant changed since the last drain, each once (`isChanged` marks them).
    private var changed: [Int] = []
    private var isChanged: [Bool] = []
    private(set) var count = 0
    /// Reused buffer for the symbols a merge adds to a row.
    private var added: [LayoutSymbol] = []

    private static let minimumCompactionLength = 16

    /// Makes room for symbol ids below `limit`.
    mutating func reserve(upTo limit: Int) {
        guard limit > slots.count else { return }
        let target = Swift.max(limit, slots.count * 2)
        let extra = target - slots.count
        slots.append(contentsOf: repeatElement(nil, count: extra))
        kinds.append(contentsOf: repeatElement(.invalid, count: extra))
        constants.append(contentsOf: repeatElement(0, count: extra))
        columns.append(contentsOf: repeatElement([], count: extra))
        compactionLengths.append(contentsOf: repeatElement(Self.minimumCompactionLength, count: extra))
        visits.append(contentsOf: repeatElement(0, count: extra))
        isChanged.append(contentsOf: repeatElement(false, count: extra))
    }

    subscript(symbol: LayoutSymbol) -> LayoutRow? {
        get { symbol.id < slots.count ? slots[symbol.id] : nil }
        set {
            _ = removeValue(forKey: symbol)
            guard let row = newValue else { return }
            reserve(upTo: symbol.id + 1)
            for cell in row.cells { appendToColumn(cell.symbol, symbol.id) }
            slots[symbol.id] = row
            kinds[symbol.id] = symbol.kind
            setConstant(row.constant, at: symbol.id)
            count += 1
        }
    }

    /// The constant of `symbol`'s row: its value when basic, 0 when it is a parameter.
    func value(of symbol: LayoutSymbol) -> Double {
        symbol.id < constants.count ? constants[symbol.id] : 0
    }

    @discardableResult mutating func removeValue(forKey symbol: LayoutSymbol) -> LayoutRow? {
        guard symbol.id < slots.count, let row = slots[symbol.id] else { return nil }
        slots[symbol.id] = nil
        setConstant(0, at: symbol.id)
        count -= 1
        return row
    }

    /// The basic symbols whose rows contain `symbol`, each once, in ascending id.
    func rows(containing symbol: LayoutSymbol) -> [LayoutSymbol] {
        guard symbol.id < columns.count else { return [] }
        let ids = Set(columns[symbol.id].filter { contains($0, symbol) })
        return ids.sorted().map { LayoutSymbol(id: $0, kind: kinds[$0]) }
    }

    /// Calls `body` with every row that contains `symbol` and its coefficient there; a row may come
    /// more than once (callers take a minimum, where a repeat changes nothing).
    func forEachRow(containing symbol: LayoutSymbol, _ body: (LayoutSymbol, LayoutRow, Double) -> Void) {
        guard symbol.id < columns.count else { return }
        for id in columns[symbol.id] {
            guard let row = slots[id] else { continue }
            let coefficient = row.coefficient(for: symbol)
            if coefficient != 0 { body(LayoutSymbol(id: id, kind: kinds[id]), row, coefficient) }
        }
    }

    /// Replaces `symbol` by `row` in every row that contains it; restricted rows left negative are
    /// appended to `infeasible`.
    mutating func substitute(_ symbol: LayoutSymbol, _ row: LayoutRow, infeasible: inout [LayoutSymbol]) {
        guard symbol.id < columns.count else { return }
        let affected = columns[symbol.id]
        columns[symbol.id] = []
        compactionLengths[symbol.id] = Self.minimumCompactionLength
        for index in affected {
            guard var target = slots[index] else { continue }
            slots[index] = nil
            let coefficient = target.remove(symbol)
            // A stale entry (the row no longer has the symbol) or a repeat (already substituted).
            guard coefficient != 0 else {
                slots[index] = target
                continue
            }
            added.removeAll(keepingCapacity: true)
            target.insert(row, coefficient, added: &added)
            for symbol in added { appendToColumn(symbol, index) }
            if kinds[index] != .external && target.constant < 0 { infeasible.append(LayoutSymbol(id: index, kind: kinds[index])) }
            setConstant(target.constant, at: index)
            slots[index] = target
        }
    }

    /// Adds `delta · coefficient(marker)` to the constant of every row containing `marker`; restricted
    /// rows that go negative are appended to `infeasible` (an edit variable's new value). Compacts
    /// the marker's column on the way.
    mutating func shiftConstants(along marker: LayoutSymbol, by delta: Double, infeasible: inout [LayoutSymbol]) {
        guard marker.id < columns.count else { return }
        pass += 1
        var column = columns[marker.id]
        columns[marker.id] = []
        var kept = 0
        for read in column.indices {
            let index = column[read]
            guard visits[index] != pass, let coefficient = slots[index]?.coefficient(for: marker), coefficient != 0
            else { continue }
            visits[index] = pass
            column[kept] = index
            kept += 1
            let constant = constants[index] + delta * coefficient
            slots[index]?.constant = constant
            setConstant(constant, at: index)
            if constant < 0 && kinds[index] != .external { infeasible.append(LayoutSymbol(id: index, kind: kinds[index])) }
        }
        column.removeLast(column.count - kept)
        columns[marker.id] = column
        compactionLengths[marker.id] = Swift.max(Self.minimumCompactionLength, 2 * kept)
    }

    /// Adds `delta` to the constant of `basic`'s row; the new constant (nil when not basic).
    mutating func addConstant(_ delta: Double, to basic: LayoutSymbol) -> Double? {
        guard basic.id < slots.count, slots[basic.id] != nil else { return nil }
        let constant = constants[basic.id] + delta
        slots[basic.id]?.constant = constant
        setConstant(constant, at: basic.id)
        return constant
    }

    /// The restricted basic symbols whose constant is negative, in ascending id (a full scan, for
    /// recovering from a failed dual simplex run).
    var infeasibleRestrictedRows: [LayoutSymbol] {
        slots.indices.compactMap { id in
            guard slots[id] != nil, kinds[id] != .external, constants[id] < 0, !layoutNearZero(constants[id]) else { return nil }
            return LayoutSymbol(id: id, kind: kinds[id])
        }
    }

    /// Calls `body` with every symbol id whose row constant (its value) changed since the last drain,
    /// and its kind, once each; then forgets them.
    mutating func drainChangedConstants(_ body: (Int, LayoutSymbol.Kind, Double) -> Void) {
        for id in changed {
            isChanged[id] = false
            body(id, kinds[id], constants[id])
        }
        changed.removeAll(keepingCapacity: true)
    }

    private mutating func setConstant(_ constant: Double, at id: Int) {
        constants[id] = constant
        if !isChanged[id] {
            isChanged[id] = true
            changed.append(id)
        }
    }

    private func contains(_ id: Int, _ symbol: LayoutSymbol) -> Bool {
        slots[id].map { $0.coefficient(for: symbol) != 0 } ?? false
    }

    /// Lists row `id` in `symbol`'s column, compacting the column (stale entries and repeats out)
    /// when it has doubled since its last compaction.
    private mutating func appendToColumn(_ symbol: LayoutSymbol, _ id: Int) {
        reserve(upTo: symbol.id + 1)
        columns[symbol.id].append(id)
        guard columns[symbol.id].count >= compactionLengths[symbol.id] else { return }
        pass += 1
        var column = columns[symbol.id]
        columns[symbol.id] = []
        var kept = 0
        for read in column.indices {
            let index = column[read]
            guard visits[index] != pass, contains(index, symbol) || index == id else { continue }
            visits[index] = pass
            column[kept] = index
            kept += 1
        }
        column.removeLast(column.count - kept)
        columns[symbol.id] = column
        compactionLengths[symbol.id] = Swift.max(Self.minimumCompactionLength, 2 * kept)
    }

    /// The rows, in ascending basic-symbol id.
    var values: [LayoutRow] { slots.compactMap { $0 } }

    func makeIterator() -> AnyIterator<(LayoutSymbol, LayoutRow)> {
        var index = 0
        let slots = self.slots, kinds = self.kinds
        return AnyIterator {
            while index < slots.count {
                defer { index += 1 }
                if let row = slots[index] { return (LayoutSymbol(id: index, kind: kinds[index]), row) }
            }
            return nil
        }
    }
}
#endif
