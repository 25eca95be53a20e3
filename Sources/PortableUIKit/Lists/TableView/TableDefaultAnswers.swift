#if !canImport(UIKit)
import Foundation

/// The delegate methods the table found answered by the protocol's default implementation (UIKit
/// asks the Objective-C runtime whether a delegate responds; the defaults say so instead). A table
/// learns this with one probe call per reload and then uses its own constant heights, so a
/// million-row table with `rowHeight` set never asks for a million heights.
struct TableDefaultAnswers: OptionSet {
    let rawValue: Int
    static let heightForRow = TableDefaultAnswers(rawValue: 1 << 0)
    static let heightForHeader = TableDefaultAnswers(rawValue: 1 << 1)
    static let heightForFooter = TableDefaultAnswers(rawValue: 1 << 2)
    static let estimatedHeightForRow = TableDefaultAnswers(rawValue: 1 << 3)
}

extension UITableView {
    /// Called by the default implementations of `UITableViewDelegate`'s sizing methods.
    func noteDefaultAnswer(_ answer: TableDefaultAnswers) { defaultAnswers.insert(answer) }
}

/// How the table sizes rows after a reload: constant, asked per row, or estimated and measured
/// as rows appear (docs L1.5).
struct TableRowSizing {
    /// Whether row extents are estimates until a row appears.
    var usesEstimates = false
    /// Rows whose estimate was replaced by a measured height.
    var measuredRows: Set<IndexPath> = []
}
#endif
