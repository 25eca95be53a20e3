import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

@MainActor
@Suite("TableView headers, estimated heights and scrollToRow", .isolatedRuntime)
struct UITableViewLayoutTests {
    @Test("L1.4 plain: a section header pins to the top while its section is on screen, pushed up by the section's end")
    func plainPinning() {
        let scene = TableScene(counts: [20, 20]) { _, source in source.headerHeight = 30 }
        let header0 = scene.source.headerViews[0]
        #expect(header0?.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
        scene.scroll(to: 100)
        #expect(header0?.frame.minY == 100, "pinned at the top of the bounds")
        scene.scroll(to: 900)  // section 0 ends at 30 + 20 × 44 = 910
        #expect(header0?.frame.minY == 880, "pushed up by the end of its section")
        let header1 = scene.source.headerViews[1]
        #expect(header1?.frame.minY == 910)
        scene.scroll(to: 1_000)
        #expect(header1?.frame.minY == 1_000)
        #expect(scene.table.headerView(forSection: 0) == nil, "not a UITableViewHeaderFooterView")
    }

    @Test("L1.4 grouped: section headers scroll with their section and never pin")
    func groupedDoesNotPin() {
        let scene = TableScene(counts: [20, 20], style: .grouped) { _, source in source.headerHeight = 30 }
        let header0 = scene.source.headerViews[0]
        scene.scroll(to: 10)
        #expect(header0?.frame.minY == 0)
        #expect(header0?.superview === scene.table)
        scene.scroll(to: 100)
        #expect(
            header0?.isHidden == true || header0?.superview == nil || header0?.frame.maxY ?? 0 <= 100,
            "off screen and no longer displayed")
        #expect(scene.table.rectForHeader(inSection: 0).minY == 0)
    }

    @Test("L1.6 estimated heights: rows measured as they appear replace their estimates and rows on screen do not jump")
    func estimatedHeights() {
        let scene = TableScene(counts: [1_000], rowHeight: UITableView.automaticDimension) { table, source in
            table.estimatedRowHeight = 44
            source.rowHeights = { _ in 88 }
        }
        #expect(
            scene.table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 88, width: 320, height: 88))
        #expect(scene.table.contentSize.height < 88 * 1_000, "rows not yet seen keep their estimates")
        scene.scroll(to: 20_000)
        guard let anchor = scene.table.visibleCells.first, let anchorRow = scene.table.indexPath(for: anchor) else {
            Issue.record("no cell on screen")
            return
        }
        #expect(anchor.frame.height == 88)
        let screenY = anchor.frame.minY - scene.table.contentOffset.y
        scene.scroll(to: scene.table.contentOffset.y - 44)
        #expect(scene.table.indexPath(for: anchor) == anchorRow)
        #expect(
            anchor.frame.minY - scene.table.contentOffset.y == screenY + 44,
            "the cell moved by the scroll only, though a row above it grew from 44 to 88")
        #expect(scene.table.rectForRow(at: IndexPath(row: anchorRow.row - 1, section: 0)).height == 88)
    }

    @Test("L1.8 scrollToRow puts the row at the top, middle or bottom, and .none scrolls only as far as needed")
    func scrollToRow() {
        let scene = TableScene(counts: [100])
        let row20 = IndexPath(row: 20, section: 0)
        scene.table.scrollToRow(at: row20, at: .top, animated: false)
        #expect(scene.table.contentOffset.y == 880)
        scene.table.scrollToRow(at: row20, at: .middle, animated: false)
        #expect(scene.table.contentOffset.y == CGFloat(880 + 22 - 240))
        scene.table.scrollToRow(at: row20, at: .bottom, animated: false)
        #expect(scene.table.contentOffset.y == CGFloat(924 - 480))
        scene.table.scrollToRow(at: IndexPath(row: 15, section: 0), at: .none, animated: false)
        #expect(scene.table.contentOffset.y == 444, "already visible: no scroll")
        scene.table.scrollToRow(at: IndexPath(row: 30, section: 0), at: .none, animated: false)
        #expect(scene.table.contentOffset.y == CGFloat(31 * 44 - 480), "below: the least scroll shows it at the bottom")
        scene.table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
        #expect(scene.table.contentOffset.y == CGFloat(4_400 - 480), "clamped to the end of the content")
        expectDiagnostic(.invalidListUse) {
            scene.table.scrollToRow(at: IndexPath(row: 100, section: 0), at: .top, animated: false)
        }
        #expect(scene.table.contentOffset.y == CGFloat(4_400 - 480))
    }

    @Test("L1.8 an animated scrollToRow runs on the motion clock")
    func animatedScrollToRow() {
        let scene = TableScene(counts: [100])
        scene.table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .top, animated: true)
        scene.host.advance(by: 0.05)
        let midway = scene.table.contentOffset.y
        #expect(midway > 0 && midway < 880)
        scene.host.advance(by: 1)
        #expect(scene.table.contentOffset.y == 880)
        #expect(scene.visibleRows.first == 20)
    }
}

@MainActor
@Suite("TableView resizing", .isolatedRuntime)
struct UITableViewResizeTests {
    @Test("L1.2 a wider or taller table re-tiles: cells take the new width and rows fill the new height")
    func resize() {
        let scene = TableScene(counts: [100])
        scene.table.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        scene.table.layoutIfNeeded()
        #expect(scene.visibleRows == Array(0...7))
        #expect(scene.table.visibleCells.allSatisfy { $0.frame.width == 480 })
        #expect(scene.table.contentSize == CGSize(width: 480, height: 4_400))
        #expect(scene.table.rectForRow(at: IndexPath(row: 3, section: 0)).width == 480)
    }
}
