import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

@MainActor
@Suite("TableView selection", .isolatedRuntime)
struct UITableViewSelectionTests {
    private func tap(_ scene: TableScene, row: Int) {
        scene.host.tap(at: CGPoint(x: 100, y: CGFloat(row) * 44 + 20 - scene.table.contentOffset.y))
        scene.host.runTurn()
    }

    @Test("L1.9 a tap highlights, then selects: shouldHighlight, didHighlight, willSelect, didUnhighlight, didSelect")
    func tapOrder() {
        let scene = TableScene(counts: [20])
        tap(scene, row: 2)
        #expect(
            scene.source.log == [
                "shouldHighlight 2", "didHighlight 2", "willSelect 2", "didUnhighlight 2", "didSelect 2",
            ])
        #expect(scene.table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(scene.table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
    }

    @Test("L1.9 single selection: tapping another row deselects the first, through willDeselect and didDeselect")
    func singleSelection() {
        let scene = TableScene(counts: [20])
        tap(scene, row: 2)
        scene.source.log = []
        tap(scene, row: 3)
        #expect(
            scene.source.log == [
                "shouldHighlight 3", "didHighlight 3", "willSelect 3", "didUnhighlight 3",
                "willDeselect 2", "didDeselect 2", "didSelect 3",
            ])
        #expect(scene.table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
        #expect(scene.table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == false)
    }

    @Test("L1.9 multiple selection: taps add rows; tapping a selected row deselects it")
    func multipleSelection() {
        let scene = TableScene(counts: [20]) { table, _ in table.allowsMultipleSelection = true }
        tap(scene, row: 1)
        tap(scene, row: 4)
        #expect(
            scene.table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0), IndexPath(row: 4, section: 0)])
        scene.source.log = []
        tap(scene, row: 1)
        #expect(
            scene.source.log == [
                "shouldHighlight 1", "didHighlight 1", "didUnhighlight 1", "willDeselect 1", "didDeselect 1",
            ])
        #expect(scene.table.indexPathsForSelectedRows == [IndexPath(row: 4, section: 0)])
    }

    @Test("L1.9 willSelect returning nil refuses the selection")
    func refusedSelection() {
        let scene = TableScene(counts: [20]) { _, source in source.refuseSelection = [IndexPath(row: 2, section: 0)] }
        tap(scene, row: 2)
        #expect(scene.table.indexPathForSelectedRow == nil)
        #expect(!scene.source.log.contains("didSelect 2"))
    }

    @Test("L1.9 selectRow and deselectRow do not call the delegate; the selection survives scrolling")
    func programmaticSelection() {
        let scene = TableScene(counts: [100])
        scene.table.selectRow(at: IndexPath(row: 50, section: 0), animated: false, scrollPosition: .top)
        #expect(scene.table.contentOffset.y == 2_200)
        #expect(scene.table.cellForRow(at: IndexPath(row: 50, section: 0))?.isSelected == true)
        scene.scroll(to: 0)
        #expect(scene.table.visibleCells.allSatisfy { !$0.isSelected }, "a reused cell is not left selected")
        scene.table.scrollToNearestSelectedRow(at: .top, animated: false)
        #expect(scene.table.contentOffset.y == 2_200)
        scene.table.deselectRow(at: IndexPath(row: 50, section: 0), animated: false)
        #expect(scene.table.indexPathsForSelectedRows == nil)
        #expect(scene.source.log.isEmpty)
    }

    @Test("L1.9 with allowsSelection off a tap selects nothing and calls nothing")
    func selectionOff() {
        let scene = TableScene(counts: [20]) { table, _ in table.allowsSelection = false }
        tap(scene, row: 2)
        #expect(scene.table.indexPathForSelectedRow == nil)
        #expect(scene.source.log.isEmpty)
    }
}
