import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

@MainActor
@Suite("TableView batch updates", .isolatedRuntime)
struct UITableViewBatchUpdateTests {
    private func row(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

    @Test(
        "L1.12 an insert animates on the motion clock: survivors slide down, the new cell fades in, completion at the end"
    )
    func insertAnimates() throws {
        let scene = TableScene(counts: [20])
        scene.host.runTurn()
        let oldFirst = try #require(scene.table.cellForRow(at: row(0)))
        var finished: [Bool] = []
        scene.source.counts = [21]
        scene.table.performBatchUpdates(
            { scene.table.insertRows(at: [row(0)], with: .fade) }, completion: { finished.append($0) })
        #expect(scene.table.cellForRow(at: row(1)) === oldFirst, "the cell moved with its row")
        #expect(oldFirst.frame.minY == 44, "the model frame is the new one at once")
        let inserted = try #require(scene.table.cellForRow(at: row(0)))
        #expect(inserted !== oldFirst)
        scene.host.advance(by: 0.15)
        let slidingY = try #require(oldFirst.layer.presentation()).position.y
        #expect(slidingY > 22 && slidingY < 66, "midway between its old and new rect")
        let opacity = try #require(inserted.layer.presentation()).opacity
        #expect(opacity > 0 && opacity < 1)
        #expect(finished.isEmpty)
        scene.host.advance(by: 0.2)
        #expect(finished == [true])
        #expect(scene.table.numberOfRows(inSection: 0) == 21)
    }

    @Test(
        "L1.57 .left and .right slide inserted rows in from that side and deleted rows out toward it, at full opacity")
    func sideSlides() throws {
        let scene = TableScene(counts: [20])
        scene.host.runTurn()
        let deleted = try #require(scene.table.cellForRow(at: row(3)))
        scene.source.counts = [20]
        scene.table.performBatchUpdates(
            {
                scene.table.deleteRows(at: [row(3)], with: .right)
                scene.table.insertRows(at: [row(1)], with: .left)
            }, completion: nil)
        let inserted = try #require(scene.table.cellForRow(at: row(1)))
        let width = scene.table.bounds.width
        scene.host.advance(by: 0.15)
        let arriving = try #require(inserted.layer.presentation())
        #expect(arriving.position.x < width / 2 && arriving.position.x > -width / 2, "on its way in from the left")
        #expect(arriving.opacity == 1, "a slide does not fade")
        let leaving = try #require(deleted.layer.presentation())
        #expect(leaving.position.x > width / 2 && leaving.position.x < width * 1.5, "on its way out to the right")
        #expect(leaving.opacity == 1)
        scene.host.advance(by: 0.3)
        #expect(inserted.frame == scene.table.rectForRow(at: row(1)))
        #expect(deleted.isHidden, "back in the reuse pool once it has left")
    }

    @Test("L1.57 .top and .bottom slide a row by its own height from or toward the row above or below")
    func verticalSlides() throws {
        let scene = TableScene(counts: [20])
        scene.host.runTurn()
        let deleted = try #require(scene.table.cellForRow(at: row(6)))
        let deletedFrame = deleted.frame
        scene.source.counts = [20]
        scene.table.performBatchUpdates(
            {
                scene.table.deleteRows(at: [row(6)], with: .bottom)
                scene.table.insertRows(at: [row(2)], with: .top)
            }, completion: nil)
        let inserted = try #require(scene.table.cellForRow(at: row(2)))
        let finalFrame = scene.table.rectForRow(at: row(2))
        scene.host.advance(by: 0.15)
        let arrivingY = try #require(inserted.layer.presentation()).position.y
        #expect(
            arrivingY < finalFrame.midY && arrivingY > finalFrame.midY - finalFrame.height,
            "coming down from the row above")
        let leavingY = try #require(deleted.layer.presentation()).position.y
        #expect(
            leavingY > deletedFrame.midY && leavingY < deletedFrame.midY + deletedFrame.height,
            "going down toward the row below")
        #expect(
            RowAnimationPlan.offstageFrame(of: finalFrame, for: .fade, tableWidth: 320) == nil, "a fade keeps the frame"
        )
        #expect(
            RowAnimationPlan.offstageFrame(of: finalFrame, for: .top, tableWidth: 320)
                == finalFrame.offsetBy(dx: 0, dy: -finalFrame.height))
        scene.host.advance(by: 0.3)
        #expect(inserted.frame == finalFrame)
    }

    @Test("L1.12 a deleted row's cell fades out and then goes back to the reuse pool")
    func deleteFadesOut() throws {
        let scene = TableScene(counts: [20])
        let deleted = try #require(scene.table.cellForRow(at: row(2)))
        let third = try #require(scene.table.cellForRow(at: row(3)))
        scene.source.counts = [19]
        scene.table.deleteRows(at: [row(2)], with: .automatic)
        #expect(scene.table.cellForRow(at: row(2)) === third)
        #expect(!scene.table.visibleCells.contains(deleted))
        scene.host.advance(by: 0.15)
        let opacity = try #require(deleted.layer.presentation()).opacity
        #expect(opacity > 0 && opacity < 1)
        #expect(deleted.isHidden == false, "still fading")
        scene.host.advance(by: 0.3)
        #expect(deleted.isHidden)
        #expect(scene.table.cellPool.count(identifier: "cell") >= 1)
    }

    @Test("L1.12 selection and visible cells survive updates at their mapped index paths")
    func selectionMaps() {
        let scene = TableScene(counts: [20])
        scene.table.selectRow(at: row(5), animated: false, scrollPosition: .none)
        scene.source.counts = [19]
        scene.table.beginUpdates()
        scene.table.deleteRows(at: [row(2)], with: .none)
        scene.table.endUpdates()
        #expect(scene.table.indexPathsForSelectedRows == [row(4)])
        #expect(scene.table.cellForRow(at: row(4))?.isSelected == true)
        #expect(scene.visibleRows == Array(0...10))
    }

    @Test("L1.12 with .none the update lands at once and the completion runs at once")
    func noAnimation() {
        let scene = TableScene(counts: [20])
        var finished: [Bool] = []
        scene.source.counts = [20, 3]
        scene.table.performBatchUpdates(
            { scene.table.insertSections(IndexSet(integer: 1), with: .none) },
            completion: { finished.append($0) })
        #expect(finished == [true])
        #expect(scene.table.numberOfSections == 2)
        #expect(scene.table.visibleCells.allSatisfy { $0.layer.animationKeys()?.isEmpty ?? true })
    }

    @Test("L1.12 an invalid update reports UIKit's exception text, does not animate and reloads from the data source")
    func invalidUpdate() {
        let scene = TableScene(counts: [20])
        var finished: [Bool] = []
        let diagnostics = PortableUIKitDiagnostics.collecting {
            scene.table.performBatchUpdates(
                { scene.table.insertRows(at: [row(0)], with: .fade) }, completion: { finished.append($0) })
        }.diagnostics
        #expect(diagnostics.map(\.rule) == [.invalidBatchUpdate])
        #expect(diagnostics.first?.message.contains("Invalid update: invalid number of rows in section 0") == true)
        #expect(finished == [false])
        #expect(scene.table.numberOfRows(inSection: 0) == 20, "resynchronised from the data source")
        #expect(scene.table.visibleCells.allSatisfy { $0.layer.animationKeys()?.isEmpty ?? true })
    }

    @Test("L1.12 a move carries its cell; endUpdates without beginUpdates is refused")
    func moveAndUnbalanced() throws {
        let scene = TableScene(counts: [20])
        let moving = try #require(scene.table.cellForRow(at: row(1)))
        scene.table.moveRow(at: row(1), to: row(4))
        #expect(scene.table.cellForRow(at: row(4)) === moving)
        expectDiagnostic(.invalidBatchUpdate) { scene.table.endUpdates() }
    }

    @Test("L1.12 reconfigureRows asks the data source again for the same cell, without prepareForReuse")
    func reconfigure() throws {
        let scene = TableScene(counts: [20])
        let cell = try #require(scene.table.cellForRow(at: row(3)) as? CountingCell)
        cell.textLabel?.text = "stale"
        scene.table.reconfigureRows(at: [row(3)])
        #expect(scene.table.cellForRow(at: row(3)) === cell)
        #expect(cell.textLabel?.text == "0.3")
        #expect(cell.reuseCount == 0)
    }
}
