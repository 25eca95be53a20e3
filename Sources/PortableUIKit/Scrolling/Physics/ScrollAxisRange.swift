#if !canImport(UIKit)
import Foundation

/// The legal content-offset interval on one axis, [minimum, maximum] (spec 7.6).
///
/// Always satisfies minimum ≤ maximum: when the computed maximum is below the minimum,
/// the minimum wins (maximum = minimum). Sanitising: a non-finite minimum becomes 0; a
/// non-finite maximum becomes the minimum.
struct ScrollAxisRange: Sendable, Equatable {
    /// The smallest legal offset on this axis, in points (spec 7.6).
    let minimum: CGFloat

    /// The largest legal offset on this axis, in points; never below ``minimum`` (spec 7.6).
    let maximum: CGFloat

    /// Creates the interval [minimum, max(minimum, maximum)] (spec 7.6).
    init(minimum: CGFloat, maximum: CGFloat) {
        let low = ScrollPhysicsSanitizer.finite(minimum, or: 0)
        let high = ScrollPhysicsSanitizer.finite(maximum, or: low)
        self.minimum = low
        self.maximum = Swift.max(low, high)
    }

    /// The length maximum − minimum; 0 when the content does not scroll (spec 7.6).
    var length: CGFloat {
        maximum - minimum
    }

    /// `offset` clamped into [minimum, maximum]; NaN → minimum (spec 7.6).
    func clamp(_ offset: CGFloat) -> CGFloat {
        if offset.isNaN { return minimum }
        return Swift.min(Swift.max(offset, minimum), maximum)
    }

    /// Whether `offset` lies inside the closed interval (spec 7.6). NaN is never inside.
    func contains(_ offset: CGFloat) -> Bool {
        offset >= minimum && offset <= maximum
    }

    /// The signed distance by which `offset` lies outside the interval (spec 7.4, 7.6).
    ///
    /// Positive past the maximum (offset − maximum), negative before the minimum
    /// (offset − minimum), 0 inside or for NaN.
    func overshoot(of offset: CGFloat) -> CGFloat {
        if offset > maximum { return offset - maximum }
        if offset < minimum { return offset - minimum }
        return 0
    }
}
#endif
