import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting

/// A cell that counts how many were created (reuse tests) and records reuse.
@MainActor
final class CountingCell: UITableViewCell {
    nonisolated(unsafe) static var initCount = 0
    var reuseCount = 0
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        CountingCell.initCount += 1
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) { nil }
    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }
}

/// A data source and delegate of fixed section counts that logs the delegate calls it gets.
@MainActor
final class TableFixtureSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var counts: [Int]
    var log: [String] = []
    var rowHeights: ((IndexPath) -> CGFloat)?
    var headerHeight: CGFloat = 0
    var headerViews: [Int: UIView] = [:]
    var refuseSelection: Set<IndexPath> = []

    init(counts: [Int]) { self.counts = counts }

    func numberOfSections(in tableView: UITableView) -> Int { counts.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "\(indexPath.section).\(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        guard let rowHeights else { return UITableView.automaticDimension }
        return rowHeights(indexPath)
    }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { headerHeight }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        if let view = headerViews[section] { return view }
        guard headerHeight > 0 else { return nil }
        let view = UIView()
        headerViews[section] = view
        return view
    }
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        log.append("shouldHighlight \(indexPath.row)")
        return true
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        log.append("didHighlight \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        log.append("didUnhighlight \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willSelect \(indexPath.row)")
        return refuseSelection.contains(indexPath) ? nil : indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willDeselect \(indexPath.row)")
        return indexPath
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        log.append("didDeselect \(indexPath.row)")
    }
}

/// A 320×480 window holding a table of `counts` rows of 44 pt (unless the source says otherwise).
@MainActor
struct TableScene {
    let host: HeadlessHost
    let table: UITableView
    let source: TableFixtureSource

    init(
        counts: [Int], style: UITableView.Style = .plain, rowHeight: CGFloat = 44,
        configure: (UITableView, TableFixtureSource) -> Void = { _, _ in }
    ) {
        host = HeadlessHost(size: CGSize(width: 320, height: 480))
        table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: style)
        table.contentInsetAdjustmentBehavior = .never
        table.rowHeight = rowHeight
        table.register(CountingCell.self, forCellReuseIdentifier: "cell")
        source = TableFixtureSource(counts: counts)
        configure(table, source)
        table.dataSource = source
        table.delegate = source
        host.window.addSubview(table)
        table.layoutIfNeeded()
    }

    func scroll(to y: CGFloat) {
        table.contentOffset = CGPoint(x: 0, y: y)
        table.layoutIfNeeded()
    }

    var visibleRows: [Int] { (table.indexPathsForVisibleRows ?? []).map(\.row) }
}
