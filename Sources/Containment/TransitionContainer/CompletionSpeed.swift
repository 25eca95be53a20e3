#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// Which completion speeds an interactive container transition accepts once its interaction
/// ends (`completionSpeed` of the interaction controller).
///
/// A speed must be finite and at least ``slowest``: zero, negative, NaN or infinite speeds
/// describe no completion, and a speed below 0.01 (a completion over 100 times slower than the
/// transition) would leave it running for minutes; both are surely bugs, so they are reported
/// (`invalidTransitionContextUse`) and the transition completes at normal speed (1). Speeds
/// above ``fastest`` are accepted and run at ``fastest``: the completion takes a frame or two,
/// as a huge speed on UIKit does.
enum CompletionSpeed {
    /// The slowest accepted speed.
    static let slowest: CGFloat = 0.01
    /// The fastest speed a completion runs at.
    static let fastest: CGFloat = 1000

    /// Whether `speed` describes a completion.
    static func accepts(_ speed: CGFloat) -> Bool { speed.isFinite && speed >= slowest }

    /// The speed a completion runs at for an accepted `speed`.
    static func effective(_ speed: CGFloat) -> CGFloat { min(speed, fastest) }
}
