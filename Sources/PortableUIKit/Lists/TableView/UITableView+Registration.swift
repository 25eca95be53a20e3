#if !canImport(UIKit)
import Foundation

extension UITableView {
    /// Registers the class the table creates cells of for `identifier` (nil unregisters).
    func table_register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        cellClasses.register(cellClass, identifier: identifier, role: "cell", spec: "L1.5")
    }

    /// Registers the class the table creates header and footer views of for `identifier`.
    func table_register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterClasses.register(aClass, identifier: identifier, role: "header/footer", spec: "L1.5")
    }

    /// A cell waiting for reuse, or a new one of the registered class; nil when `identifier` has
    /// no registered class and none waits.
    func table_dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let cell = cellPool.dequeue(identifier: identifier) {
            if cell === reconfiguringCell { return cell }
            cell.prepareForReuse()
            return cell
        }
        guard let type = cellClasses[identifier] else { return nil }
        let cell = RegisteredViewClass.makeTableViewCell(of: type, reuseIdentifier: identifier)
        return cell
    }

    /// A cell for the row at `indexPath`: reused or created from the registered class. An
    /// unregistered identifier or an index path outside the table reports `.invalidListUse` and
    /// returns a plain cell of the identifier (UIKit raises an exception).
    func table_dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if !extents.contains(indexPath) && !needsReload {
            PortableUIKitDiagnostics.report(
                .invalidListUse,
                "dequeueReusableCell(withIdentifier: \"\(identifier)\", for: \(indexPath)) names a row the table view does not have (\(extents.numberOfSections) sections)",
                fix: "dequeue only for the index path tableView(_:cellForRowAt:) was given", spec: "L1.5")
        }
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        PortableUIKitDiagnostics.report(
            .invalidListUse,
            "unable to dequeue a cell with identifier \"\(identifier)\": no class is registered for it",
            fix: "call register(_:forCellReuseIdentifier:) with \"\(identifier)\" before dequeuing", spec: "L1.5")
        let cell = UITableViewCell(style: .default, reuseIdentifier: identifier)
        return cell
    }

    /// A header or footer view waiting for reuse, or a new one of the registered class.
    func table_dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if let view = headerFooterPool.dequeue(identifier: identifier) {
            view.prepareForReuse()
            return view
        }
        guard let type = headerFooterClasses[identifier] else { return nil }
        return RegisteredViewClass.makeHeaderFooterView(of: type, reuseIdentifier: identifier)
    }
}
#endif
