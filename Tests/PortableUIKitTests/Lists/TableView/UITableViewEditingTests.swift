import ContainmentTestTraits
import ContainmentTesting
import Foundation
import Testing

@testable import PortableUIKit

/// A data source of 30 rows that lets every row but the odd ones edit, and a delegate that gives
/// row 2 an insert control.
@MainActor
private final class EditingSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var customStyles = true
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { indexPath.row % 2 == 0 }
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
    {
        customStyles && indexPath.row == 2 ? .insert : .delete
    }
}

/// A table controller that counts the editing changes it hears.
private final class EditingTableController: UITableViewController {
    var editingCalls: [String] = []
    override func setEditing(_ editing: Bool, animated: Bool) {
        editingCalls.append("\(editing) \(animated)")
        super.setEditing(editing, animated: animated)
    }
}

@Suite(.isolatedRuntime)
@MainActor
struct UITableViewEditingTests {
    private func scene() -> (HeadlessHost, UITableView, EditingSource) {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let source = EditingSource()
        table.dataSource = source
        table.delegate = source
        host.window.addSubview(table)
        table.layoutIfNeeded()
        return (host, table, source)
    }

    private func editingRows(_ table: UITableView) -> [Int] {
        table.visibleCells.filter(\.isEditing).compactMap { table.indexPath(for: $0)?.row }.sorted()
    }

    @Test("20.40 isEditing is false by default; setting it is setEditing unanimated, observable by key-value observing")
    func isEditingObservable() {
        let (host, table, source) = scene()
        defer { withExtendedLifetime((host, source)) {} }
        #expect(!table.isEditing)
        let log = ObservedChanges<Bool>()
        let token = table.observe(\.isEditing, options: [.old, .new]) { _, change in log.record(change) }
        table.isEditing = true
        #expect(table.isEditing)
        table.setEditing(true, animated: true)
        table.setEditing(false, animated: true)
        #expect(log.changes.map(\.old) == [false, true])
        #expect(log.changes.map(\.new) == [true, false])
        token.invalidate()
    }

    @Test("20.42 editing mode sets the visible cells the data source lets edit, with the delegate's style")
    func cellsFollowTheTable() {
        let (host, table, source) = scene()
        defer { withExtendedLifetime((host, source)) {} }
        #expect(editingRows(table).isEmpty)
        table.setEditing(true, animated: false)
        #expect(editingRows(table) == [0, 2, 4, 6, 8, 10])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.editingStyle == .insert)
        #expect(table.cellForRow(at: IndexPath(row: 4, section: 0))?.editingStyle == .delete)
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.editingStyle == UITableViewCell.EditingStyle.none)
        // Rows that come on screen while the table edits are editing too.
        table.contentOffset = CGPoint(x: 0, y: 440)
        table.layoutIfNeeded()
        #expect(editingRows(table) == [10, 12, 14, 16, 18, 20])
        #expect(table.visibleCells.allSatisfy { $0.configurationState.isEditing == $0.isEditing })
        table.setEditing(false, animated: false)
        #expect(editingRows(table).isEmpty)
        #expect(table.visibleCells.allSatisfy { $0.editingStyle == .none })
    }

    @Test("20.42 without editingStyleForRowAt every editable row shows a delete control")
    func defaultEditingStyle() {
        final class PlainDelegate: NSObject, UITableViewDelegate {}
        let (host, table, source) = scene()
        defer { withExtendedLifetime((host, source)) {} }
        let delegate = PlainDelegate()
        table.delegate = delegate
        table.layoutIfNeeded()
        table.isEditing = true
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.editingStyle == .delete)
    }

    @Test("20.41 a table view controller's setEditing sets its table's editing mode")
    func controllerForwards() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let controller = EditingTableController(style: .plain)
        host.window.rootViewController = controller
        host.runUntilIdle()
        #expect(!controller.isEditing)
        controller.setEditing(true, animated: true)
        #expect(controller.isEditing)
        #expect(controller.tableView.isEditing)
        controller.isEditing = false
        #expect(!controller.tableView.isEditing)
        #expect(controller.editingCalls == ["true true", "false false"])
        let plain = UIViewController()
        plain.isEditing = true
        #expect(plain.isEditing)
    }
}
