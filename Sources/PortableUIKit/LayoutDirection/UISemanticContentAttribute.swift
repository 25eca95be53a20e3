#if !canImport(UIKit)
import Foundation

/// What a view's content means for layout direction: whether the view flips between
/// left-to-right and right-to-left layouts (UIKit's `UISemanticContentAttribute`).
public enum UISemanticContentAttribute: Int, Sendable {
    /// The default: the view follows the app's layout direction.
    case unspecified = 0
    /// Playback controls (play, rewind, a scrubber): always left to right.
    case playback = 1
    /// A directional control (text alignment, a D-pad): always left to right.
    case spatial = 2
    /// Always left to right.
    case forceLeftToRight = 3
    /// Always right to left.
    case forceRightToLeft = 4
}
#endif
