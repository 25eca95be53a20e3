#if !canImport(UIKit)
import Foundation

/// The vibrancy styles for content over the system material blurs (UIKit's
/// `UIVibrancyEffectStyle`), with the raw values of the iOS 16.5 header (spec 23.2). With those
/// blurs only the alpha of the content is used, except for `label`, which keeps its colour.
public enum UIVibrancyEffectStyle: Int, Sendable {
    /// Text labels.
    case label = 0
    case secondaryLabel = 1
    case tertiaryLabel = 2
    case quaternaryLabel = 3
    /// Thicker filled areas.
    case fill = 4
    case secondaryFill = 5
    case tertiaryFill = 6
    /// Separator lines.
    case separator = 7
}
#endif
