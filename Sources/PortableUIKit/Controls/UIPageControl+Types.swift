#if !canImport(UIKit)
import Foundation

extension UIPageControl {
    /// The background behind the indicators (UIKit's raw values).
    public enum BackgroundStyle: Int, Sendable {
        /// A background only while the user interacts.
        case automatic = 0
        /// Always a background.
        case prominent = 1
        /// Never a background.
        case minimal = 2
    }

    /// How the last change of the current page came about.
    public enum InteractionState: Int, Sendable {
        /// Not by the user (set in code), or no change yet.
        case none = 0
        /// A tap beside the current indicator, one page.
        case discrete = 1
        /// A drag along the indicators.
        case continuous = 2
    }

    /// How the indicators are laid out (iOS 16).
    public enum Direction: Int, Sendable {
        /// Leading to trailing in the control's layout direction.
        case natural = 0
        case leftToRight = 1
        case rightToLeft = 2
        case topToBottom = 3
        case bottomToTop = 4
    }
}
#endif
