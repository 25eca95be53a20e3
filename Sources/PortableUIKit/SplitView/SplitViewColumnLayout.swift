#if !canImport(UIKit)
import Foundation

/// The pure geometry of an expanded column-style split view (spec 24.5, 24.6): which columns a
/// display mode shows, which display mode `.automatic` resolves to, the column widths, and each
/// column's frame in the split view controller's bounds.
struct SplitViewColumnLayout: Equatable {
    /// `UISplitViewController.automaticDimension` [UNC: UIKit documents no value; -1, as
    /// `UITableView.automaticDimension`].
    static let automaticDimension: CGFloat = -1
    /// The width of the primary and supplementary columns when nothing is preferred [UNC: 320 pt,
    /// the sidebar width of an 11-inch iPad].
    static let automaticColumnWidth: CGFloat = 320
    /// The width of the expanded split view below which an automatic behavior overlays [UNC].
    static let overlayBelowAspect: CGFloat = 1

    /// The widths a client prefers for one column.
    struct WidthPreference: Equatable {
        var fraction: CGFloat = SplitViewColumnLayout.automaticDimension
        var points: CGFloat = SplitViewColumnLayout.automaticDimension
        var minimum: CGFloat = SplitViewColumnLayout.automaticDimension
        var maximum: CGFloat = SplitViewColumnLayout.automaticDimension

        /// The column's width in a split view `totalWidth` wide (spec 24.6): the preferred points
        /// if set, else the preferred fraction of the width, else 320 pt; then at least the
        /// minimum and at most the maximum that are set; never wider than the split view.
        func width(in totalWidth: CGFloat) -> CGFloat {
            var width = SplitViewColumnLayout.automaticColumnWidth
            if Self.isSet(points) {
                width = points
            } else if Self.isSet(fraction) {
                width = (fraction * totalWidth).rounded()
            }
            if Self.isSet(maximum) { width = min(width, maximum) }
            if Self.isSet(minimum) { width = max(width, minimum) }
            return max(0, min(width, totalWidth))
        }

        /// Whether a value is a width the client chose (not `automaticDimension`).
        static func isSet(_ value: CGFloat) -> Bool { value.isFinite && value >= 0 }
    }

    var style: UISplitViewController.Style
    var displayMode: UISplitViewController.DisplayMode
    var primaryWidth: CGFloat
    var supplementaryWidth: CGFloat
    var primaryEdge: UISplitViewController.PrimaryEdge

    /// The behavior `.automatic` resolves to in a `size` split view: tile in a landscape
    /// (wider than tall) view, overlay otherwise [UNC: UIKit uses width buckets and the aspect
    /// ratio, undocumented].
    static func resolvedBehavior(
        _ preferred: UISplitViewController.SplitBehavior, size: CGSize
    ) -> UISplitViewController.SplitBehavior {
        guard preferred == .automatic else { return preferred }
        return size.width > size.height * overlayBelowAspect ? .tile : .overlay
    }

    /// The display mode `.automatic` resolves to for a behavior (spec 24.5) [UNC]: tile shows the
    /// columns side by side (one beside in double column, two beside in triple column); overlay
    /// shows the secondary only; displace is two-displace in triple column and one-beside in
    /// double column.
    static func resolvedDisplayMode(
        _ preferred: UISplitViewController.DisplayMode, style: UISplitViewController.Style,
        behavior: UISplitViewController.SplitBehavior
    ) -> UISplitViewController.DisplayMode {
        guard preferred == .automatic else { return preferred }
        let triple = style == .tripleColumn
        switch behavior {
        case .tile, .automatic: return triple ? .twoBesideSecondary : .oneBesideSecondary
        case .overlay: return .secondaryOnly
        case .displace: return triple ? .twoDisplaceSecondary : .oneBesideSecondary
        }
    }

    /// Whether `mode` is one the style can show (the two-column modes are triple column only).
    static func isValid(_ mode: UISplitViewController.DisplayMode, for style: UISplitViewController.Style) -> Bool {
        switch mode {
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: style == .tripleColumn
        default: true
        }
    }

    /// The columns a display mode shows, back to front (spec 24.5).
    static func visibleColumns(
        _ mode: UISplitViewController.DisplayMode, style: UISplitViewController.Style
    ) -> [UISplitViewController.Column] {
        let triple = style == .tripleColumn
        switch mode {
        case .automatic, .secondaryOnly: return [.secondary]
        case .oneBesideSecondary, .oneOverSecondary: return [.secondary, triple ? .supplementary : .primary]
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary:
            return triple ? [.secondary, .supplementary, .primary] : [.secondary, .primary]
        }
    }

    /// The frame of each visible column in `bounds` (spec 24.5, 24.6): tiled columns sit side by
    /// side from the primary edge, the secondary taking the rest; overlaid columns sit over a
    /// secondary that fills the bounds; displaced, the secondary keeps the width it has beside one
    /// column and is pushed toward the far edge [UNC: its exact width is undocumented].
    func frames(in bounds: CGRect) -> [UISplitViewController.Column: CGRect] {
        let width = bounds.width
        let triple = style == .tripleColumn
        var spans: [UISplitViewController.Column: (x: CGFloat, width: CGFloat)] = [:]
        switch displayMode {
        case .automatic, .secondaryOnly:
            spans[.secondary] = (0, width)
        case .oneBesideSecondary:
            let leading: UISplitViewController.Column = triple ? .supplementary : .primary
            let columnWidth = triple ? supplementaryWidth : primaryWidth
            spans[leading] = (0, columnWidth)
            spans[.secondary] = (columnWidth, width - columnWidth)
        case .oneOverSecondary:
            spans[.secondary] = (0, width)
            spans[triple ? .supplementary : .primary] = (0, triple ? supplementaryWidth : primaryWidth)
        case .twoBesideSecondary:
            spans[.primary] = (0, primaryWidth)
            spans[.supplementary] = (primaryWidth, supplementaryWidth)
            spans[.secondary] = (primaryWidth + supplementaryWidth, width - primaryWidth - supplementaryWidth)
        case .twoOverSecondary:
            spans[.secondary] = (0, width)
            spans[.primary] = (0, primaryWidth)
            spans[.supplementary] = (primaryWidth, supplementaryWidth)
        case .twoDisplaceSecondary:
            spans[.primary] = (0, primaryWidth)
            spans[.supplementary] = (primaryWidth, supplementaryWidth)
            spans[.secondary] = (primaryWidth + supplementaryWidth, width - supplementaryWidth)
        }
        var frames: [UISplitViewController.Column: CGRect] = [:]
        for (column, span) in spans {
            let x = primaryEdge == .leading ? span.x : width - span.x - span.width
            frames[column] = CGRect(
                x: bounds.minX + x, y: bounds.minY, width: max(0, span.width), height: bounds.height)
        }
        return frames
    }
}
#endif
