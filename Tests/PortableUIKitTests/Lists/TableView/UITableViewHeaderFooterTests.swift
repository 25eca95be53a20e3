import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

/// Headers and footers from a registered UITableViewHeaderFooterView class.
@MainActor
private final class HeaderSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var log: [String] = []
    func numberOfSections(in tableView: UITableView) -> Int { 10 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 30 }
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { 20 }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
    }
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
    }
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        log.append("header \(section)")
    }
    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        log.append("end header \(section)")
    }
}

@MainActor
@Suite("TableView header and footer views", .isolatedRuntime)
struct UITableViewHeaderFooterTests {
    @Test("L1.2 registered header and footer views are dequeued, framed, reported and reused")
    func headersAndFooters() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .grouped)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
        let source = HeaderSource()
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        // Each section: 30 + 5 × 44 + 20 = 270 pt; 480 pt shows sections 0 and 1.
        let header1 = try #require(table.headerView(forSection: 1))
        #expect(header1.reuseIdentifier == "header")
        #expect(header1.frame == CGRect(x: 0, y: 270, width: 320, height: 30))
        #expect(table.footerView(forSection: 0)?.frame == CGRect(x: 0, y: 250, width: 320, height: 20))
        #expect(table.headerView(forSection: 2) == nil)
        #expect(source.log == ["header 0", "header 1"])
        let earlier = [
            table.headerView(forSection: 0), header1, table.footerView(forSection: 0), table.footerView(forSection: 1),
        ].compactMap { $0 }
        #expect(earlier.count == 3, "section 1's footer (520..<540) is below the bounds")
        table.contentOffset = CGPoint(x: 0, y: 600)
        table.layoutIfNeeded()
        // Visible 600..<1080: section 2's header (540..<570) is above, section 3's at 810.
        #expect(source.log.suffix(3).sorted() == ["end header 0", "end header 1", "header 3"])
        #expect(table.headerView(forSection: 2) == nil)
        #expect(table.headerView(forSection: 3)?.frame.minY == 810)
        let header3 = try #require(table.headerView(forSection: 3))
        #expect(earlier.contains { $0 === header3 }, "reused from the views that left")
    }

    @Test("L1.2 a table header and footer view sit above the first and below the last section")
    func tableHeaderFooter() {
        let scene = TableScene(counts: [3]) { table, _ in
            table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 50))
            table.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 25))
        }
        #expect(scene.table.tableHeaderView?.frame == CGRect(x: 0, y: 0, width: 320, height: 50))
        #expect(scene.table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 50)
        #expect(scene.table.tableFooterView?.frame == CGRect(x: 0, y: 50 + 132, width: 320, height: 25))
        #expect(scene.table.contentSize.height == 207)
    }
}

/// Two sections with header titles and one footer title.
@MainActor
private final class TitleSource: NSObject, UITableViewDataSource {
    func numberOfSections(in tableView: UITableView) -> Int { 2 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section == 1 ? "The end" : nil
    }
}

@MainActor
@Suite("TableView section titles", .isolatedRuntime)
struct UITableViewSectionTitleTests {
    @Test("L1.7 a section title shows in a header/footer view of 28 pt when the height is automatic")
    func titles() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let source = TitleSource()
        table.dataSource = source
        table.layoutIfNeeded()
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 28 + 88, width: 320, height: 28))
        #expect(table.rectForFooter(inSection: 0).height == 0)
        #expect(table.rectForFooter(inSection: 1) == CGRect(x: 0, y: 28 + 88 + 28 + 88, width: 320, height: 28))
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "Section 0")
        #expect(table.headerView(forSection: 1)?.textLabel?.text == "Section 1")
        #expect(table.footerView(forSection: 1)?.textLabel?.text == "The end")
        table.sectionHeaderHeight = 0
        table.layoutIfNeeded()
        #expect(table.rectForHeader(inSection: 1).height == 0, "an explicit height wins")
        #expect(table.headerView(forSection: 0) == nil)
    }
}

@MainActor
private final class CountingHeader: UITableViewHeaderFooterView {
    nonisolated(unsafe) static var created = 0
    override init(reuseIdentifier: String?) {
        CountingHeader.created += 1
        super.init(reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) { nil }
}

@MainActor
@Suite("TableView registered classes", .isolatedRuntime)
struct UITableViewRegisteredClassTests {
    @Test(
        "L1.1 registered subclasses are created through their own init(style:reuseIdentifier:) and init(reuseIdentifier:), with heap-allocated identifiers intact"
    )
    func subclassInitializers() throws {
        let longCell = "a reuse identifier longer than fifteen bytes"
        let longHeader = "a header identifier longer than fifteen bytes"
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(CountingCell.self, forCellReuseIdentifier: longCell)
        table.register(CountingHeader.self, forHeaderFooterViewReuseIdentifier: longHeader)
        CountingCell.initCount = 0
        CountingHeader.created = 0
        for _ in 0..<50 {
            let cell = try #require(table.dequeueReusableCell(withIdentifier: longCell))
            #expect(cell is CountingCell)
            #expect(cell.reuseIdentifier == longCell)
            let header = try #require(table.dequeueReusableHeaderFooterView(withIdentifier: longHeader))
            #expect(header is CountingHeader)
            #expect(header.reuseIdentifier == longHeader)
        }
        #expect(CountingCell.initCount == 50)
        #expect(CountingHeader.created == 50)
        #expect(longCell.count == 44 && longHeader.count == 45, "the caller's strings are untouched")
        expectDiagnostic(.invalidListUse) { table.register(UIView.self, forCellReuseIdentifier: "view") }
        #expect(table.dequeueReusableCell(withIdentifier: "view") == nil)
    }
}
