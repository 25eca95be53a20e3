#if !canImport(UIKit)
import Foundation

extension Int {
    /// `value` rounded down and clamped to `range`, without trapping (the one checked Double→Int
    /// conversion: `Int(x)` traps on NaN, infinities and out-of-range values): NaN reads as the lower bound
    /// and infinities as the bounds (item sizes and rectangles may hold any value, fact L2.25).
    init(flooring value: CGFloat, clampedTo range: ClosedRange<Int>) {
        guard !value.isNaN else {
            self = range.lowerBound
            return
        }
        let floored = value.rounded(.down)
        if floored <= CGFloat(range.lowerBound) {
            self = range.lowerBound
        } else if floored >= CGFloat(range.upperBound) {
            self = range.upperBound
        } else {
            self = Int(floored)
        }
    }
}
#endif
