#if !canImport(UIKit)
import Foundation

/// The tableau's rows by basic symbol, stored in arrays indexed by symbol id (no hashing), with a
/// column index: for every symbol, the basic symbols whose rows contain it. A pivot then touches only
/// the rows that mention the entering symbol instead of every row. Iteration is in ascending symbol
/// id, so nothing depends on hashing order. Reads and writes like a dictionary keyed by basic symbol.
struct LayoutRowTable: Sequence {
    private var slots: [LayoutRow?] = []
    /// The kind of each slot's basic symbol (rows are stored by id alone).
    private var kinds: [LayoutSymbol.Kind] = []
    /// Each row's constant by basic symbol id, 0 for a parameter: the solution, read without touching
    /// the rows (kept equal to `slots[id]?.constant` by every mutation below).
    private var constants: [Double] = []
    private var columns: [[LayoutSymbol]] = []
    private(set) var count = 0
    /// Reused buffers for the symbols a merge adds to or removes from a row.
    private var added: [LayoutSymbol] = [], removed: [LayoutSymbol] = []

    /// Makes room for symbol ids below `limit`.
    mutating func reserve(upTo limit: Int) {
        guard limit > slots.count else { return }
        let target = Swift.max(limit, slots.count * 2)
        slots.append(contentsOf: repeatElement(nil, count: target - slots.count))
        kinds.append(contentsOf: repeatElement(.invalid, count: target - kinds.count))
        constants.append(contentsOf: repeatElement(0, count: target - constants.count))
        columns.append(contentsOf: repeatElement([], count: target - columns.count))
    }

    subscript(symbol: LayoutSymbol) -> LayoutRow? {
        get { Int(symbol.id) < slots.count ? slots[Int(symbol.id)] : nil }
        set {
            _ = removeValue(forKey: symbol)
            guard let row = newValue else { return }
            reserve(upTo: Int(symbol.id) + 1)
            for cell in row.cells {
                reserve(upTo: Int(cell.symbol.id) + 1)
                columns[Int(cell.symbol.id)].append(symbol)
            }
            slots[Int(symbol.id)] = row
            kinds[Int(symbol.id)] = symbol.kind
            constants[Int(symbol.id)] = row.constant
            count += 1
        }
    }

    /// The constant of `symbol`'s row: its value when basic, 0 when it is a parameter.
    func value(of symbol: LayoutSymbol) -> Double {
        Int(symbol.id) < constants.count ? constants[Int(symbol.id)] : 0
    }

    @discardableResult mutating func removeValue(forKey symbol: LayoutSymbol) -> LayoutRow? {
        guard Int(symbol.id) < slots.count, let row = slots[Int(symbol.id)] else { return nil }
        slots[Int(symbol.id)] = nil
        constants[Int(symbol.id)] = 0
        count -= 1
        for cell in row.cells { detach(symbol, from: cell.symbol) }
        return row
    }

    /// The basic symbols whose rows contain `symbol`, in insertion order (deterministic).
    func rows(containing symbol: LayoutSymbol) -> [LayoutSymbol] {
        Int(symbol.id) < columns.count ? columns[Int(symbol.id)] : []
    }

    /// Replaces `symbol` by `row` in every row that contains it; restricted rows left negative are
    /// appended to `infeasible`.
    mutating func substitute(_ symbol: LayoutSymbol, _ row: LayoutRow, infeasible: inout [LayoutSymbol]) {
        guard Int(symbol.id) < columns.count else { return }
        let affected = columns[Int(symbol.id)]
        columns[Int(symbol.id)] = []
        for basic in affected {
            let index = Int(basic.id)
            guard var target = slots[index] else { continue }
            slots[index] = nil
            let coefficient = target.remove(symbol)
            added.removeAll(keepingCapacity: true)
            removed.removeAll(keepingCapacity: true)
            target.insert(row, coefficient, added: &added, removed: &removed)
            for symbol in added {
                reserve(upTo: Int(symbol.id) + 1)
                columns[Int(symbol.id)].append(basic)
            }
            for symbol in removed { detach(basic, from: symbol) }
            if basic.kind != .external && target.constant < 0 { infeasible.append(basic) }
            constants[index] = target.constant
            slots[index] = target
        }
    }

    /// Adds `delta · coefficient(marker)` to the constant of every row containing `marker`; restricted
    /// rows that go negative are appended to `infeasible` (an edit variable's new value).
    mutating func shiftConstants(along marker: LayoutSymbol, by delta: Double, infeasible: inout [LayoutSymbol]) {
        guard Int(marker.id) < columns.count else { return }
        for basic in columns[Int(marker.id)] {
            let index = Int(basic.id)
            guard let coefficient = slots[index]?.coefficient(for: marker) else { continue }
            let constant = constants[index] + delta * coefficient
            slots[index]?.constant = constant
            constants[index] = constant
            if constant < 0 && basic.kind != .external { infeasible.append(basic) }
        }
    }

    /// Adds `delta` to the constant of `basic`'s row; the new constant (nil when not basic).
    mutating func addConstant(_ delta: Double, to basic: LayoutSymbol) -> Double? {
        guard Int(basic.id) < slots.count, slots[Int(basic.id)] != nil else { return nil }
        let constant = constants[Int(basic.id)] + delta
        slots[Int(basic.id)]?.constant = constant
        constants[Int(basic.id)] = constant
        return constant
    }

    /// Takes `basic` out of the column of `symbol`.
    private mutating func detach(_ basic: LayoutSymbol, from symbol: LayoutSymbol) {
        let index = Int(symbol.id)
        guard let position = columns[index].lastIndex(of: basic) else { return }
        columns[index].remove(at: position)
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
