#if !canImport(UIKit)
import Foundation

extension UISplitViewController {
    /// How the columns are arranged while the split view controller is expanded (spec 24.5).
    public enum DisplayMode: Int, Sendable {
        /// The split view controller chooses from its size and style (spec 24.5).
        case automatic = 0
        /// Only the secondary column shows.
        case secondaryOnly = 1
        /// Two tiled columns: the primary (double column) or supplementary (triple column) beside
        /// the secondary.
        case oneBesideSecondary = 2
        /// The primary (double column) or supplementary (triple column) over the secondary.
        case oneOverSecondary = 3
        /// Triple column: all three columns side by side.
        case twoBesideSecondary = 4
        /// Triple column: the primary and supplementary side by side over the secondary.
        case twoOverSecondary = 5
        /// Triple column: all three side by side, the secondary displaced toward the trailing edge.
        case twoDisplaceSecondary = 6

        /// The name before iOS 14 of ``secondaryOnly``.
        @available(*, deprecated, renamed: "secondaryOnly")
        public static var primaryHidden: UISplitViewController.DisplayMode { .secondaryOnly }
        /// The name before iOS 14 of ``oneBesideSecondary``.
        @available(*, deprecated, renamed: "oneBesideSecondary")
        public static var allVisible: UISplitViewController.DisplayMode { .oneBesideSecondary }
        /// The name before iOS 14 of ``oneOverSecondary``.
        @available(*, deprecated, renamed: "oneOverSecondary")
        public static var primaryOverlay: UISplitViewController.DisplayMode { .oneOverSecondary }
    }

    /// The edge the primary column is on.
    public enum PrimaryEdge: Int, Sendable {
        case leading = 0
        case trailing = 1
    }

    /// The background of the primary column.
    public enum BackgroundStyle: Int, Sendable {
        case none = 0
        case sidebar = 1
    }

    /// The kind of split view interface (spec 24.1).
    public enum Style: Int, Sendable {
        /// The classic interface, configured through ``UISplitViewController/viewControllers``.
        case unspecified = 0
        /// Primary and secondary columns.
        case doubleColumn = 1
        /// Primary, supplementary and secondary columns.
        case tripleColumn = 2
    }

    /// A column of a column-style split view interface (spec 24.2).
    public enum Column: Int, Sendable {
        case primary = 0
        /// Triple column only.
        case supplementary = 1
        case secondary = 2
        /// The controller shown while the split view controller is collapsed (spec 24.7).
        case compact = 3
    }

    /// How the non-secondary columns share the width with the secondary (spec 24.5).
    public enum SplitBehavior: Int, Sendable {
        case automatic = 0
        /// Side by side.
        case tile = 1
        /// Over the secondary.
        case overlay = 2
        /// Pushing the secondary toward the trailing edge.
        case displace = 3
    }

    /// Whether the display mode button shows (iOS 14.5).
    public enum DisplayModeButtonVisibility: Int, Sendable {
        case automatic = 0
        case never = 1
        case always = 2
    }

    /// The value that lets the split view controller choose a width (spec 24.6).
    public class var automaticDimension: CGFloat { SplitViewColumnLayout.automaticDimension }
}
#endif
