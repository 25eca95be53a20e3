#if !canImport(UIKit)
import Foundation

/// Where a row's separator goes: a hairline at the cell's bottom between its insets (docs L1.53).
/// A pure value: the table computes it, the cell applies it to its size.
struct TableSeparatorPlacement: Equatable {
    var left: CGFloat
    var right: CGFloat
    /// One device pixel: 1 / scale points.
    var thickness: CGFloat

    func frame(in size: CGSize) -> CGRect {
        CGRect(x: left, y: size.height - thickness, width: max(0, size.width - left - right), height: thickness)
    }

    /// The placement for a cell of `width`: the cell's own inset if set, else the table's if set,
    /// else the text margin (16/20 pt, L1.41); `.fromAutomaticInsets` adds the margin to the inset.
    static func make(
        width: CGFloat, cellInset: UIEdgeInsets?, tableInset: UIEdgeInsets?,
        reference: UITableView.SeparatorInsetReference, scale: CGFloat
    ) -> TableSeparatorPlacement {
        let margin = TableCellLayout.margin(forWidth: width)
        let thickness = 1 / max(scale, 1)
        guard let inset = cellInset ?? tableInset else {
            return TableSeparatorPlacement(left: margin, right: 0, thickness: thickness)
        }
        let base = reference == .fromAutomaticInsets ? margin : 0
        return TableSeparatorPlacement(left: base + inset.left, right: inset.right, thickness: thickness)
    }
}
#endif
