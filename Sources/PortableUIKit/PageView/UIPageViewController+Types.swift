#if !canImport(UIKit)
import Foundation

extension UIPageViewController {
    /// Styles for the page-turn transition (UIKit's raw values).
    public enum TransitionStyle: Int, Sendable {
        /// Pages turn like paper about a spine.
        case pageCurl = 0
        /// Pages slide side by side in a scroll view.
        case scroll = 1
    }

    /// Orientations for page-turn transitions.
    public enum NavigationOrientation: Int, Sendable {
        /// Pages turn left and right; forward is right-to-left, as in a book (16.1).
        case horizontal = 0
        /// Pages turn up and down; forward is bottom-to-top (16.1).
        case vertical = 1
    }

    /// Directions for page-turn transitions.
    public enum NavigationDirection: Int, Sendable {
        /// Toward the page after: the next page comes from the right (horizontal) or bottom (vertical).
        case forward = 0
        /// Toward the page before.
        case reverse = 1
    }

    /// Locations for the spine (page curl only; `.none` for the scroll style).
    public enum SpineLocation: Int, Sendable {
        /// No spine: the scroll style.
        case none = 0
        /// The left or top edge.
        case min = 1
        /// The middle; two pages show at once.
        case mid = 2
        /// The right or bottom edge.
        case max = 3
    }

    /// Keys for the options dictionary of ``init(transitionStyle:navigationOrientation:options:)``.
    public struct OptionsKey: Hashable, Equatable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The spine location, a ``SpineLocation`` raw value in an `NSNumber` (page curl only).
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between pages in points, a `CGFloat` in an `NSNumber` (scroll style only; default 0).
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }
}
#endif
