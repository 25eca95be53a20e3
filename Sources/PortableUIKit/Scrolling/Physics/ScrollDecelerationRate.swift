#if !canImport(UIKit)
import Foundation

/// Constants and sanitising for deceleration rates (spec 7.1).
///
/// A deceleration rate d is a plain `CGFloat`: the fraction of velocity kept per
/// millisecond. This namespace only holds the two named rates, the accepted bounds and the
/// derived decay constant.
enum ScrollDecelerationRate {
    /// `UIScrollView.DecelerationRate.normal`: 0.998 of the velocity kept per ms (spec 7.1).
    static let normal: CGFloat = 0.998

    /// `UIScrollView.DecelerationRate.fast`: 0.99 of the velocity kept per ms (spec 7.1).
    static let fast: CGFloat = 0.99

    /// The smallest accepted rate, 0.01 (sanitising choice, spec 7.1).
    ///
    /// Rates ≤ 0 (including −∞) are raised to this value: the motion stops almost at once
    /// (a 1000 pt/s release travels about 0.22 pt).
    static let minimum: CGFloat = 0.01

    /// The largest accepted rate, 0.9999 (sanitising choice, spec 7.1).
    ///
    /// Rates ≥ 1 (including +∞) would never stop; they are lowered to this value, which
    /// travels 10 s·v0 before resting.
    static let maximum: CGFloat = 0.9999

    /// Returns `rate` clamped into [``minimum``, ``maximum``]; NaN becomes ``normal`` (spec 7.1).
    static func sanitized(_ rate: CGFloat) -> CGFloat {
        if rate.isNaN { return normal }
        return Swift.min(Swift.max(rate, minimum), maximum)
    }

    /// The decay constant k = −1000·ln d in 1/s of the sanitised `rate` (spec 7.2).
    ///
    /// With it, v(t) = v0·e^(−k·t) = v0·d^(1000t). k is always finite and positive.
    static func decayConstant(for rate: CGFloat) -> Double {
        -1000 * Foundation.log(Double(sanitized(rate)))
    }
}
#endif
