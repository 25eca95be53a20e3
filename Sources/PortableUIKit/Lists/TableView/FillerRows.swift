#if !canImport(UIKit)
import Foundation

/// The empty rows a `.plain` table shows below its last row (`fillerRowHeight`, docs L1.55): a pure
/// value giving how many filler separators the visible area needs and where, O(visible).
struct FillerRows: Equatable {
    /// The top of the first filler row (the end of the last section).
    var origin: CGFloat
    /// Each filler row's height.
    var height: CGFloat
    /// How many filler rows reach into the visible area.
    var count: Int

    /// At most this many filler rows are shown (a guard against tiny heights).
    static let maximumCount = 256

    /// The filler rows between `contentEnd` and `visibleUpper`, or none when `height` is not a
    /// positive finite number or the content reaches past the visible area.
    init(contentEnd: CGFloat, visibleLower: CGFloat, visibleUpper: CGFloat, height: CGFloat) {
        origin = contentEnd
        self.height = height
        guard height > 0, height.isFinite, contentEnd.isFinite, visibleUpper > contentEnd else {
            count = 0
            return
        }
        // Checked: a tiny row height (1e-300) makes the quotient overflow Int (issue 18).
        count = Int(flooring: ((visibleUpper - contentEnd) / height).rounded(.up), clampedTo: 0...Self.maximumCount)
    }

    /// The bottom edge of filler row `index` (where its separator lies).
    func bottom(ofRow index: Int) -> CGFloat { origin + CGFloat(index + 1) * height }
}

extension UITableView {
    /// Shows a separator at the bottom of each filler row in the visible area below the last row of
    /// a `.plain` table whose `fillerRowHeight` is not 0 and that has no `tableFooterView` (L1.55).
    func layoutFillerSeparators() {
        let rows = fillerRows()
        // Tables that never showed filler rows (the default) do nothing more per frame.
        guard rows.count > 0 || !fillerSeparators.isEmpty else { return }
        while fillerSeparators.count < rows.count {
            let separator = UIView()
            fillerSeparators.append(separator)
            insertSubview(separator, at: 0)
        }
        let placement = TableSeparatorPlacement.make(
            width: bounds.width, cellInset: nil, tableInset: hasCustomSeparatorInset ? separatorInset : nil,
            reference: separatorInsetReference, scale: window?.screen.scale ?? UIScreen.main.scale)
        for (index, separator) in fillerSeparators.enumerated() {
            guard index < rows.count else {
                if !separator.isHidden { separator.isHidden = true }
                continue
            }
            let line = placement.frame(in: CGSize(width: bounds.width, height: rows.bottom(ofRow: index)))
            if separator.frame != line { separator.frame = line }
            if separator.backgroundColor != separatorColor { separator.backgroundColor = separatorColor }
            if separator.isHidden { separator.isHidden = false }
        }
    }

    private func fillerRows() -> FillerRows {
        let end = extents.trailingSpan.origin
        guard style == .plain, separatorStyle != .none, tableFooterView == nil, fillerRowHeight != 0 else {
            return FillerRows(contentEnd: end, visibleLower: visibleLower, visibleUpper: visibleUpper, height: 0)
        }
        var height = fillerRowHeight
        if height == UITableView.automaticDimension {
            // The last row's height, else the standard row height.
            let last = (0..<extents.sections.count).reversed().first { extents.numberOfRows(inSection: $0) > 0 }
            height =
                last.flatMap {
                    extents.rowSpan(IndexPath(row: extents.numberOfRows(inSection: $0) - 1, section: $0))?.extent
                }
                ?? Self.standardRowHeight
        }
        return FillerRows(contentEnd: end, visibleLower: visibleLower, visibleUpper: visibleUpper, height: height)
    }
}
#endif
