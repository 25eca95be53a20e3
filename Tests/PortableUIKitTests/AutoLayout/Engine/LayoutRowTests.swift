import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

/// `LayoutRow` moves the shorter side of a cell that comes or goes (issue 42: a chain is taken apart
/// at its rows' lowest ids). Checked against a dictionary model: the same cells, in ascending id,
/// whatever mix of front, middle and back insertions, removals, cancellations and merges.
@Suite("LayoutRow: sorted cells with room in front (spec 17.22)", .isolatedRuntime)
struct LayoutRowTests {
    /// The row's cells as (id, coefficient), in its order.
    private func contents(_ row: LayoutRow) -> [(Int, Double)] { row.cells.map { ($0.symbol.id, $0.coefficient) } }

    private func expected(_ model: [Int: Double]) -> [(Int, Double)] {
        model.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    private func same(_ a: [(Int, Double)], _ b: [(Int, Double)]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    }

    @Test("17.22 insertions and removals at the front, middle and back keep the cells sorted and exact")
    func randomEdits() {
        var generator = SeededRandomNumberGenerator(seed: 42)
        for _ in 0..<60 {
            var row = LayoutRow()
            var model: [Int: Double] = [:]
            for _ in 0..<150 {
                let id = Int(generator.next() % 64) + 1
                let symbol = LayoutSymbol(id: id, kind: .external)
                switch generator.next() % 4 {
                case 0:
                    let removed = row.remove(symbol), modelled = model.removeValue(forKey: id) ?? 0
                    #expect(removed == modelled)
                case 1 where model[id] != nil:
                    // Cancels exactly: the cell goes.
                    row.insert(symbol, -model[id]!)
                    model[id] = nil
                default:
                    let coefficient = Double(Int(generator.next() % 7) - 3)
                    row.insert(symbol, coefficient)
                    let sum = (model[id] ?? 0) + coefficient
                    model[id] = layoutNearZero(sum) ? nil : sum
                }
                #expect(same(contents(row), expected(model)))
            }
            for (id, coefficient) in model {
                #expect(row.coefficient(for: LayoutSymbol(id: id, kind: .external)) == coefficient)
            }
        }
    }

    @Test("17.22 a chain's substitution at the lowest ids: the downstream row loses its first cells and gains one")
    func frontSubstitution() {
        var row = LayoutRow(constant: 50)
        for id in 1...40 { row.insert(LayoutSymbol(id: id, kind: id == 1 ? .external : .dummy), 1) }
        // marker 3 = x4 − x1 − 2 (the leaving row solved for the marker), as removing a chain link does.
        var leaving = LayoutRow(constant: -2)
        leaving.insert(LayoutSymbol(id: 4, kind: .external), 1)
        leaving.insert(LayoutSymbol(id: 1, kind: .external), -1)
        leaving.insert(LayoutSymbol(id: 2, kind: .dummy), -1)
        let substituted = row.substitute(LayoutSymbol(id: 3, kind: .dummy), leaving)
        #expect(substituted)
        #expect(contents(row).map(\.0) == Array(4...40))
        #expect(row.coefficient(for: LayoutSymbol(id: 4, kind: .external)) == 2)
        #expect(row.constant == 48)
        // Room made in front is reused by an insertion there, and a long merge starts afresh.
        row.insert(LayoutSymbol(id: 1, kind: .external), 5)
        #expect(contents(row).first.map { $0.0 == 1 && $0.1 == 5 } == true)
        var long = LayoutRow(constant: 1)
        for id in stride(from: 2, through: 80, by: 2) { long.insert(LayoutSymbol(id: id, kind: .dummy), 1) }
        row.insert(long, 1)
        var model: [Int: Double] = [1: 5, 4: 2]
        for id in 5...40 { model[id] = 1 }
        for id in stride(from: 2, through: 80, by: 2) { model[id, default: 0] += 1 }
        #expect(same(contents(row), expected(model)))
        #expect(row.constant == 49)
    }
}
