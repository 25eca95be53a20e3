#if !canImport(UIKit)
import Foundation

/// Which `UITableView.RowAnimation` each inserted and deleted row of a batch asked for, and where
/// that animation starts an arriving cell or ends a leaving one (fact L1.57).
///
/// `.left`/`.right` slide a row in from, or out toward, that side by the table's width; `.top`/
/// `.bottom` slide it by its own height from, or toward, the row above or below; `.fade`,
/// `.middle` and `.automatic` fade (PortableUIKit's choice for the last two, [UNC]). Rows whose
/// call gave no animation of their own (moves, reloads, rows of other updates) fade.
struct RowAnimationPlan {
    /// The animation of inserted rows, by their index path after the batch.
    private(set) var insertedRows: [IndexPath: UITableView.RowAnimation] = [:]
    /// The animation of deleted rows, by their index path before the batch.
    private(set) var deletedRows: [IndexPath: UITableView.RowAnimation] = [:]
    /// The animation of inserted sections' rows, by the section's index after the batch.
    private(set) var insertedSections: [Int: UITableView.RowAnimation] = [:]
    /// The animation of deleted sections' rows, by the section's index before the batch.
    private(set) var deletedSections: [Int: UITableView.RowAnimation] = [:]

    mutating func insert(_ indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        for indexPath in indexPaths { insertedRows[indexPath] = animation }
    }

    mutating func delete(_ indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        for indexPath in indexPaths { deletedRows[indexPath] = animation }
    }

    mutating func insert(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        for section in sections { insertedSections[section] = animation }
    }

    mutating func delete(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        for section in sections { deletedSections[section] = animation }
    }

    /// The animation of a row arriving at `indexPath` (after the batch).
    func arriving(at indexPath: IndexPath) -> UITableView.RowAnimation {
        insertedRows[indexPath] ?? insertedSections[indexPath.section] ?? .fade
    }

    /// The animation of a row leaving from `indexPath` (before the batch).
    func leaving(from indexPath: IndexPath) -> UITableView.RowAnimation {
        deletedRows[indexPath] ?? deletedSections[indexPath.section] ?? .fade
    }

    /// Where a row shown at `frame` is when it is off screen for `animation`: slid by the table's
    /// `width` for `.left`/`.right`, by its own height for `.top`/`.bottom`; nil for the fading
    /// animations (the frame stays, the alpha goes).
    static func offstageFrame(
        of frame: CGRect, for animation: UITableView.RowAnimation, tableWidth width: CGFloat
    ) -> CGRect? {
        switch animation {
        case .left: frame.offsetBy(dx: -width, dy: 0)
        case .right: frame.offsetBy(dx: width, dy: 0)
        case .top: frame.offsetBy(dx: 0, dy: -frame.height)
        case .bottom: frame.offsetBy(dx: 0, dy: frame.height)
        case .fade, .none, .middle, .automatic: nil
        @unknown default: nil
        }
    }
}
#endif
