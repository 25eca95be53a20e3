#if !canImport(UIKit)
import Foundation

/// The distance threshold ε under which a motion counts as at rest (spec 7.2).
///
/// The threshold is half a device pixel: ε = 0.5 / displayScale points. With the default
/// display scale of 3 this is 1/6 pt. A motion is at rest once the remaining distance to its
/// resting position is below ε (and, for springs, its speed is below ε·ω; see
/// ``ScrollBounceSpring``).
enum ScrollRestThreshold {
    /// The display scale assumed when none is given: 3 (spec 7.2).
    static let defaultDisplayScale: CGFloat = 3

    /// The default threshold, 0.5 / 3 = 1/6 pt (spec 7.2).
    static let `default`: CGFloat = 0.5 / defaultDisplayScale

    /// Returns ε = 0.5 / `scale` points (spec 7.2).
    ///
    /// A non-finite or non-positive scale is replaced by ``defaultDisplayScale``.
    static func forDisplayScale(_ scale: CGFloat) -> CGFloat {
        let usable = (scale.isFinite && scale > 0) ? scale : defaultDisplayScale
        return 0.5 / usable
    }

    /// Returns `threshold` if it is finite and positive, otherwise ``default`` (spec 7.2).
    static func sanitized(_ threshold: CGFloat) -> CGFloat {
        (threshold.isFinite && threshold > 0) ? threshold : `default`
    }
}
#endif
