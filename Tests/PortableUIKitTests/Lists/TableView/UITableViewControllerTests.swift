import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

@MainActor
private final class NumbersController: UITableViewController {
    var selected: [Int] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(CountingCell.self, forCellReuseIdentifier: "cell")
        tableView.rowHeight = 44
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "\(indexPath.row)"
        return cell
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath.row)
    }
}

@MainActor
@Suite("TableView controller", .isolatedRuntime)
struct UITableViewControllerTests {
    @Test("L1.11 loadView makes a table of the controller's style with the controller as data source and delegate")
    func loadsTable() {
        let controller = NumbersController(style: .grouped)
        #expect(controller.tableView === controller.view)
        #expect(controller.tableView.style == .grouped)
        #expect(controller.tableView.dataSource === controller)
        #expect(controller.tableView.delegate === controller)
    }

    @Test("L1.11 a subclass's overrides of the protocol methods are what the table calls")
    func overridesReachTable() {
        let controller = NumbersController(style: .plain)
        let host = HeadlessHost(size: CGSize(width: 320, height: 480), rootViewController: controller)
        host.runUntilIdle()
        #expect(controller.tableView.numberOfRows(inSection: 0) == 50)
        #expect(controller.tableView.visibleCells.first?.textLabel?.text == "0")
        host.tap(at: CGPoint(x: 100, y: 44 * 3 + 10))
        host.runTurn()
        #expect(controller.selected == [3])
    }

    @Test("L1.11 clearsSelectionOnViewWillAppear deselects in viewWillAppear; off, the selection stays")
    func clearsSelection() {
        for clears in [true, false] {
            let controller = NumbersController(style: .plain)
            controller.clearsSelectionOnViewWillAppear = clears
            controller.loadViewIfNeeded()
            controller.tableView.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
            let host = HeadlessHost(size: CGSize(width: 320, height: 480), rootViewController: controller)
            host.runUntilIdle()
            #expect((controller.tableView.indexPathForSelectedRow == nil) == clears)
        }
    }
}
