#if !canImport(UIKit)
import Foundation

/// A view's Auto Layout state, allocated the first time the view takes part in constraint-based
/// layout, so that views laid out by frames cost nothing extra.
@MainActor
final class AutoLayoutViewState {
    /// `constraints`: installed on this view, in installation order (removal in O(1)).
    var installed = InstalledConstraintList()
    /// The installed constraints (on any view) that use this view or a guide it owns as an item:
    /// what leaves with the view when it leaves its superview, found without a scan of the
    /// ancestors' constraints (spec 17.15b).
    var usedBy = InstalledConstraintList()
    /// `layoutGuides`.
    var layoutGuides: [UILayoutGuide] = []
    var translatesAutoresizingMaskIntoConstraints = true
    var horizontalHugging = UILayoutPriority.defaultLow
    var verticalHugging = UILayoutPriority.defaultLow
    var horizontalCompressionResistance = UILayoutPriority.defaultHigh
    var verticalCompressionResistance = UILayoutPriority.defaultHigh
    var needsUpdateConstraints = false
    /// The view's variables while it takes part in the engine (nil otherwise).
    var itemVariables: LayoutItemVariables?
    /// `updateConstraints()` is running on this view.
    var isUpdatingConstraints = false
    /// The base `updateConstraints()` ran during the current call.
    var didCallBaseUpdateConstraints = false
    /// `systemLayoutSizeFitting` is measuring this view (its mask constraints are left out).
    var isFitting = false
    /// The view's anchors (spec 17.6), made on first read.
    let anchorCache = LayoutAnchorCache()
    /// Margins and the view's own guides (AutoLayout/Guides/); nil until first touched.
    var margins: LayoutMarginsState?

    init() {}
}
#endif
