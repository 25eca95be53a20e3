#if !canImport(UIKit)
import Foundation

/// The extents of the rows (or items) of one section: one number when every row has the same
/// extent (O(1) memory, so a million rows cost nothing), a Fenwick tree when they differ.
enum SectionRowExtents: Equatable {
    case uniform(count: Int, extent: CGFloat)
    case varying(ExtentPrefixSums)

    var count: Int {
        switch self {
        case .uniform(let count, _): count
        case .varying(let sums): sums.count
        }
    }

    var total: CGFloat {
        switch self {
        case .uniform(let count, let extent): CGFloat(count) * extent
        case .varying(let sums): sums.total
        }
    }

    func offset(of row: Int) -> CGFloat {
        switch self {
        case .uniform(_, let extent): CGFloat(row) * extent
        case .varying(let sums): sums.offset(of: row)
        }
    }

    func extent(of row: Int) -> CGFloat {
        switch self {
        case .uniform(_, let extent): extent
        case .varying(let sums): sums[row]
        }
    }

    /// The row containing `offset` from the section's first row (clamped to the rows).
    func row(containing offset: CGFloat) -> Int {
        switch self {
        case .uniform(let count, let extent):
            guard count > 0 else { return 0 }
            guard extent > 0, offset.isFinite else { return offset > 0 ? count - 1 : 0 }
            // Checked: a tiny extent makes the quotient overflow Int (issue 18).
            return Int(flooring: offset / extent, clampedTo: 0...(count - 1))
        case .varying(let sums):
            return sums.index(containing: offset)
        }
    }

    /// Replaces one row's extent; a uniform run becomes a tree the first time a row differs.
    mutating func setExtent(_ extent: CGFloat, of row: Int) {
        switch self {
        case .uniform(let count, let uniform):
            guard extent != uniform else { return }
            var sums = ExtentPrefixSums([CGFloat](repeating: uniform, count: count))
            sums.setExtent(extent, at: row)
            self = .varying(sums)
        case .varying(var sums):
            self = .uniform(count: 0, extent: 0)  // drop the reference so the tree mutates in place
            sums.setExtent(extent, at: row)
            self = .varying(sums)
        }
    }
}
#endif
