import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

@MainActor
@Suite("Collection flow layout geometry engine (L2)", .isolatedRuntime)
struct FlowLayoutGeometryTests {
    private func input(
        _ count: Int, item: CGSize, inset: UIEdgeInsets = .zero, header: CGSize = .zero, footer: CGSize = .zero,
        line: CGFloat = 10, interitem: CGFloat = 10
    ) -> FlowLayoutSectionInput {
        FlowLayoutSectionInput(
            itemCount: count, uniformItemSize: item, itemSizes: nil, inset: inset, lineSpacing: line,
            interitemSpacing: interitem, headerSize: header, footerSize: footer)
    }

    @Test("L2.3 a full line is justified: 3 items of 90 in 320 pt sit at 0, 115, 230")
    func justifiedFullLine() {
        let geometry = FlowLayoutGeometry(
            sections: [input(5, item: CGSize(width: 90, height: 40))], isVertical: true, acrossExtent: 320)
        let xs = (0..<3).map { geometry.frame(ofItemAt: IndexPath(item: $0, section: 0))?.minX }
        #expect(xs == [0, 115, 230])
        #expect(geometry.frame(ofItemAt: IndexPath(item: 3, section: 0)) == CGRect(x: 0, y: 50, width: 90, height: 40))
    }

    @Test("L2.4 the last line keeps the minimum interitem spacing from the leading inset")
    func lastLineLeading() {
        let geometry = FlowLayoutGeometry(
            sections: [
                input(5, item: CGSize(width: 90, height: 40), inset: UIEdgeInsets(top: 5, left: 8, bottom: 5, right: 8))
            ],
            isVertical: true, acrossExtent: 320)
        #expect(geometry.frame(ofItemAt: IndexPath(item: 3, section: 0)) == CGRect(x: 8, y: 55, width: 90, height: 40))
        #expect(
            geometry.frame(ofItemAt: IndexPath(item: 4, section: 0)) == CGRect(x: 108, y: 55, width: 90, height: 40))
        #expect(
            geometry.frame(ofItemAt: IndexPath(item: 2, section: 0))?.maxX == 312,
            "full lines end at the trailing inset")
        #expect(geometry.contentSize == CGSize(width: 320, height: 100))
    }

    @Test("L2.5 a line that holds one item centres it")
    func singleItemCentred() {
        let geometry = FlowLayoutGeometry(
            sections: [input(1, item: CGSize(width: 100, height: 40))], isVertical: true, acrossExtent: 320)
        #expect(
            geometry.frame(ofItemAt: IndexPath(item: 0, section: 0)) == CGRect(x: 110, y: 0, width: 100, height: 40))
    }

    @Test("L2.6 headers span the content width above the inset; footers follow the bottom inset; sections stack")
    func headersFootersSections() {
        let section = input(
            2, item: CGSize(width: 100, height: 40), inset: UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0),
            header: CGSize(width: 1, height: 30), footer: CGSize(width: 1, height: 15))
        let geometry = FlowLayoutGeometry(sections: [section, section], isVertical: true, acrossExtent: 320)
        #expect(geometry.sections[0].headerFrame == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(geometry.frame(ofItemAt: IndexPath(item: 0, section: 0))?.minY == 40)
        #expect(geometry.sections[0].footerFrame == CGRect(x: 0, y: 100, width: 320, height: 15))
        #expect(geometry.sections[1].headerFrame == CGRect(x: 0, y: 115, width: 320, height: 30))
        #expect(geometry.contentSize.height == 230)
    }

    @Test("L2.7 horizontal flow fills columns top to bottom; lines stack left to right")
    func horizontal() {
        let geometry = FlowLayoutGeometry(
            sections: [input(5, item: CGSize(width: 60, height: 90))], isVertical: false, acrossExtent: 200)
        #expect(geometry.frame(ofItemAt: IndexPath(item: 0, section: 0)) == CGRect(x: 0, y: 0, width: 60, height: 90))
        #expect(geometry.frame(ofItemAt: IndexPath(item: 1, section: 0)) == CGRect(x: 0, y: 110, width: 60, height: 90))
        #expect(geometry.frame(ofItemAt: IndexPath(item: 2, section: 0)) == CGRect(x: 70, y: 0, width: 60, height: 90))
        #expect(geometry.contentSize == CGSize(width: 200, height: 200))
    }

    @Test("L2.8 items of different sizes break lines by width and centre in their line's height")
    func measuredLines() {
        var section = input(3, item: .zero)
        section.itemSizes = [
            CGSize(width: 150, height: 40), CGSize(width: 150, height: 60), CGSize(width: 150, height: 20),
        ]
        let geometry = FlowLayoutGeometry(sections: [section], isVertical: true, acrossExtent: 320)
        #expect(geometry.frame(ofItemAt: IndexPath(item: 0, section: 0)) == CGRect(x: 0, y: 10, width: 150, height: 40))
        #expect(
            geometry.frame(ofItemAt: IndexPath(item: 1, section: 0)) == CGRect(x: 170, y: 0, width: 150, height: 60))
        #expect(
            geometry.frame(ofItemAt: IndexPath(item: 2, section: 0)) == CGRect(x: 85, y: 70, width: 150, height: 20))
    }

    @Test("L2.9 a query over 1,000,000 uniform items visits only the items in the rectangle")
    func millionItemsQuery() {
        let geometry = FlowLayoutGeometry(
            sections: [input(1_000_000, item: CGSize(width: 100, height: 50))], isVertical: true, acrossExtent: 320)
        #expect(geometry.contentSize.height == 20_000_030, "\(geometry.contentSize.height - 20_000_030)")
        var items: [IndexPath] = []
        geometry.forEachElement(in: CGRect(x: 0, y: 6_000_000, width: 320, height: 100)) { element in
            if case let .item(indexPath, _) = element { items.append(indexPath) }
        }
        #expect(items.first == IndexPath(item: 300_000, section: 0))
        #expect(items.count == 6)
    }

    @Test(
        "L2.25 zero, NaN and infinite item sizes and rectangles never trap",
        arguments: [
            CGSize.zero, CGSize(width: CGFloat.nan, height: 10), CGSize(width: 10, height: CGFloat.infinity),
            CGSize(width: -5, height: -5),
        ])
    func degenerateSizes(size: CGSize) {
        let geometry = FlowLayoutGeometry(
            sections: [input(50, item: size, line: 0, interitem: 0)], isVertical: true, acrossExtent: 320)
        var visited = 0
        for rect in [
            CGRect(x: 0, y: 0, width: 320, height: 480), CGRect(x: 0, y: CGFloat.nan, width: 10, height: 10),
            CGRect(x: 0, y: -CGFloat.greatestFiniteMagnitude, width: 10, height: CGFloat.greatestFiniteMagnitude),
        ] {
            geometry.forEachElement(in: rect) { _ in visited += 1 }
        }
        _ = geometry.frame(ofItemAt: IndexPath(item: 49, section: 0))
        #expect(visited <= 150)
    }
}
