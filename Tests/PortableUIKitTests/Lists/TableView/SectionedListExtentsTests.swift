import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

@Suite("TableEngine: sectioned list extents (pure visible-range engine)", .isolatedRuntime)
struct SectionedListExtentsTests {
    private func uniform(_ count: Int, _ extent: CGFloat, header: CGFloat = 0, footer: CGFloat = 0) -> SectionExtents {
        SectionExtents(header: header, rows: .uniform(count: count, extent: extent), footer: footer)
    }

    @Test("constant rows: a million rows need no per-row storage and map offsets to rows in O(1)")
    func millionUniform() {
        let extents = SectionedListExtents(leading: 100, sections: [uniform(1_000_000, 44)], trailing: 50)
        #expect(extents.contentExtent == CGFloat(100 + 44_000_000 + 50))
        #expect(extents.indexPath(containing: 100 + 44 * 500_000 + 1) == IndexPath(row: 500_000, section: 0))
        #expect(
            extents.rowSpan(IndexPath(row: 999_999, section: 0)) == ListSpan(origin: 100 + 44 * 999_999, extent: 44))
        #expect(extents.indexPath(containing: 99) == nil, "the table header is not a row")
        if case .uniform = extents.sections[0].rows {} else { Issue.record("rows were expanded") }
    }

    @Test("sections lay out header, rows, footer in order; lookups skip headers and footers")
    func sectionOrder() {
        let extents = SectionedListExtents(sections: [
            uniform(2, 10, header: 20, footer: 5), uniform(3, 30, header: 20),
        ])
        #expect(extents.headerSpan(0) == ListSpan(origin: 0, extent: 20))
        #expect(extents.rowSpan(IndexPath(row: 1, section: 0)) == ListSpan(origin: 30, extent: 10))
        #expect(extents.footerSpan(0) == ListSpan(origin: 40, extent: 5))
        #expect(extents.sectionSpan(1) == ListSpan(origin: 45, extent: 110))
        #expect(extents.indexPath(containing: 50) == nil, "inside section 1's header")
        #expect(extents.indexPath(containing: 65) == IndexPath(row: 0, section: 1))
        #expect(extents.section(containing: 44) == 0)
        #expect(extents.section(containing: 45) == 1)
        #expect(extents.rowSpan(IndexPath(row: 3, section: 1)) == nil)
        #expect(extents.rowSpan(IndexPath(row: 0, section: 2)) == nil)
    }

    @Test("rows intersecting a range come in order, across sections, and no others")
    func rowsInRange() {
        let extents = SectionedListExtents(sections: [uniform(5, 10, header: 20), uniform(5, 10, header: 20)])
        var seen: [IndexPath] = []
        extents.forEachRow(intersecting: 45, 95) { indexPath, _ in seen.append(indexPath) }
        // Section 0: header 0..<20, rows 20..<70; section 1: header 70..<90, rows from 90.
        #expect(seen == [[0, 2], [0, 3], [0, 4], [1, 0]].map { IndexPath(indexes: $0) })
        seen = []
        extents.forEachRow(intersecting: 69, 71) { indexPath, _ in seen.append(indexPath) }
        #expect(seen == [IndexPath(row: 4, section: 0)], "a range inside a header holds no row of its section")
    }

    @Test("varying extents: replacing one row's extent moves every later row, O(log n)")
    func varying() {
        var extents = SectionedListExtents(sections: [uniform(1_000, 44), uniform(10, 44)])
        extents.setRowExtent(100, at: IndexPath(row: 10, section: 0))
        #expect(extents.rowSpan(IndexPath(row: 11, section: 0)) == ListSpan(origin: 44 * 10 + 100, extent: 44))
        #expect(extents.sectionSpan(1)?.origin == CGFloat(44 * 999 + 100))
        #expect(extents.indexPath(containing: 44 * 10 + 99) == IndexPath(row: 10, section: 0))
        #expect(extents.indexPath(containing: 44 * 10 + 100) == IndexPath(row: 11, section: 0))
        #expect(extents.contentExtent == CGFloat(44 * 1_009 + 100))
    }

    @Test("a Fenwick tree agrees with a linear scan for random extents")
    func fenwickMatchesScan() {
        var generator = SystemRandomNumberGenerator()
        var values = (0..<257).map { _ in CGFloat(Int.random(in: 0...60, using: &generator)) }
        var sums = ExtentPrefixSums(values)
        for _ in 0..<50 {
            let index = Int.random(in: 0..<values.count, using: &generator)
            let value = CGFloat(Int.random(in: 1...60, using: &generator))
            values[index] = value
            sums.setExtent(value, at: index)
        }
        var running: CGFloat = 0
        for index in values.indices {
            #expect(sums.offset(of: index) == running)
            if values[index] > 0 { #expect(sums.index(containing: running) == index) }
            running += values[index]
        }
        #expect(sums.total == running)
    }
}
