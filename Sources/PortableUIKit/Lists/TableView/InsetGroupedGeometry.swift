#if !canImport(UIKit)
import Foundation

/// How `.insetGrouped` sets a section apart (docs L1.54): rows, headers and footers are inset
/// horizontally by the table's margin (16/20 pt by width, L1.41), and a section's cells round
/// the outer corners of the group. A pure value, tested without views; other styles inset nothing.
struct InsetGroupedGeometry: Equatable {
    /// The radius of a section's rounded corners (L1.54, UNC).
    static let cornerRadius: CGFloat = 10

    /// The horizontal inset of each side.
    var inset: CGFloat

    init(style: UITableView.Style, tableWidth: CGFloat) {
        inset = style == .insetGrouped ? TableCellLayout.margin(forWidth: tableWidth) : 0
    }

    /// A full-width rect of the table narrowed by the inset on both sides.
    func inset(_ rect: CGRect) -> CGRect {
        guard inset > 0 else { return rect }
        return CGRect(x: rect.minX + inset, y: rect.minY, width: max(0, rect.width - 2 * inset), height: rect.height)
    }

    /// The corners a row's cell rounds: the first row its top ones, the last its bottom ones, a
    /// lone row all four; none in a section's middle or in another style.
    func roundedCorners(row: Int, rowsInSection: Int) -> CACornerMask {
        guard inset > 0, rowsInSection > 0 else { return [] }
        var corners: CACornerMask = []
        if row == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if row == rowsInSection - 1 { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        return corners
    }
}
#endif
