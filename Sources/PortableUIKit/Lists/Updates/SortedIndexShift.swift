#if !canImport(UIKit)
/// How the surviving positions of one sequence land in another: `removed` are positions of the
/// source that do not survive, `added` positions of the destination that survivors do not fill;
/// survivors keep their order. Both arrays are sorted and free of duplicates. Every query is a
/// binary search, O(log k) in the number of removed and added positions, whatever the length of
/// the sequences.
struct SortedIndexShift: Equatable {
    var removed: [Int]
    var added: [Int]

    static let identity = SortedIndexShift(removed: [], added: [])

    /// Where source position `index` lands, or nil when it is removed.
    func destination(ofSource index: Int) -> Int? {
        Self.survivorRank(of: index, skipping: removed).map { Self.position(ofRank: $0, skipping: added) }
    }

    /// Which source position lands at destination position `index`, or nil when it is added.
    func source(ofDestination index: Int) -> Int? {
        Self.survivorRank(of: index, skipping: added).map { Self.position(ofRank: $0, skipping: removed) }
    }

    /// `index`'s rank among the positions not in `taken`, or nil when it is in `taken`.
    private static func survivorRank(of index: Int, skipping taken: [Int]) -> Int? {
        let below = countBelow(index, in: taken)
        if below < taken.count, taken[below] == index { return nil }
        return index - below
    }

    /// The position of the `rank`-th (from zero) position not in `taken`: `rank` plus the number of
    /// taken positions before it, which are the `j` with `taken[j] - j <= rank` (a non-decreasing
    /// function of `j`, since `taken` is strictly increasing).
    private static func position(ofRank rank: Int, skipping taken: [Int]) -> Int {
        var low = 0
        var high = taken.count
        while low < high {
            let middle = (low + high) / 2
            if taken[middle] - middle <= rank { low = middle + 1 } else { high = middle }
        }
        return rank + low
    }

    /// The number of elements of the sorted `values` below `value`.
    static func countBelow(_ value: Int, in values: [Int]) -> Int {
        var low = 0
        var high = values.count
        while low < high {
            let middle = (low + high) / 2
            if values[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
#endif
