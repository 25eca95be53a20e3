#if !canImport(UIKit)
import Foundation

/// A counter that moves whenever anything a view's safe area depends on may have changed: a
/// layer's bounds, position, anchor point or transform, a view's superview, a controller's view
/// or `additionalSafeAreaInsets`, a window's host insets.
///
/// Views cache their safe rectangle with the epoch it was computed in, so a layout pass computes
/// each ancestor's rectangle once instead of once per descendant (issue 14); any change since
/// makes every cached rectangle stale at once, which keeps the cache exact without tracking who
/// depends on whom.
enum GeometryEpoch {
    /// The current epoch (main actor only, like the layer tree that moves it).
    nonisolated(unsafe) private(set) static var current: UInt64 = 1

    /// Marks every cached geometry as stale.
    static func advance() { current &+= 1 }
}
#endif
