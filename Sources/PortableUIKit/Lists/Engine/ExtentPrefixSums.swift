#if !canImport(UIKit)
import Foundation

/// The extents of a run of list elements (rows of different heights, or sections) as a Fenwick
/// tree: the offset of an element, the element at an offset and replacing one extent are all
/// O(log n); building is O(n).
struct ExtentPrefixSums: Equatable {
    private(set) var values: [CGFloat]
    private var tree: [CGFloat]  // 1-based Fenwick tree; tree[0] unused
    /// The sum of every extent.
    private(set) var total: CGFloat

    init(_ values: [CGFloat]) {
        self.values = values
        var tree = [CGFloat](repeating: 0, count: values.count + 1)
        var total: CGFloat = 0
        for index in values.indices {
            let node = index + 1
            tree[node] += values[index]
            total += values[index]
            let parent = node + (node & -node)
            if parent < tree.count { tree[parent] += tree[node] }
        }
        self.tree = tree
        self.total = total
    }

    var count: Int { values.count }

    /// The extent of element `index`.
    subscript(index: Int) -> CGFloat { values[index] }

    /// The sum of the extents of the elements before `index` (0 ≤ index ≤ count).
    func offset(of index: Int) -> CGFloat {
        var node = min(max(index, 0), values.count)
        var sum: CGFloat = 0
        while node > 0 {
            sum += tree[node]
            node -= node & -node
        }
        return sum
    }

    /// The element whose span contains `offset` (an element starts at its offset and ends before
    /// the next one's); offsets before the start give 0, at or past the end `count - 1`.
    func index(containing offset: CGFloat) -> Int {
        guard !values.isEmpty else { return 0 }
        var node = 0
        var remaining = offset
        var step = 1
        while step * 2 <= values.count { step *= 2 }
        while step > 0 {
            let next = node + step
            if next <= values.count, tree[next] <= remaining {
                node = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return min(node, values.count - 1)
    }

    /// Replaces the extent of element `index`.
    mutating func setExtent(_ extent: CGFloat, at index: Int) {
        let delta = extent - values[index]
        guard delta != 0 else { return }
        values[index] = extent
        total += delta
        var node = index + 1
        while node < tree.count {
            tree[node] += delta
            node += node & -node
        }
    }
}
#endif
