#if !canImport(UIKit)
/// The positions of one longest strictly increasing subsequence of `values` (patience sorting,
/// O(n log n)). The elements it leaves out are the fewest that must move to sort `values`, which is
/// how a diff keeps moves minimal (fact L4.8).
enum LongestIncreasingSubsequence {
    static func positions(in values: [Int]) -> Set<Int> {
        guard !values.isEmpty else { return [] }
        var tailPositions: [Int] = []  // position of the smallest tail of each length
        var previous = [Int](repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            var low = 0
            var high = tailPositions.count
            while low < high {
                let middle = (low + high) / 2
                if values[tailPositions[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tailPositions[low - 1] }
            if low == tailPositions.count { tailPositions.append(position) } else { tailPositions[low] = position }
        }
        var result = Set<Int>(minimumCapacity: tailPositions.count)
        var position = tailPositions[tailPositions.count - 1]
        while position >= 0 {
            result.insert(position)
            position = previous[position]
        }
        return result
    }
}
#endif
