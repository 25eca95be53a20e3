#if !canImport(UIKit)
import Foundation

/// A view's margin settings and its own guides (spec 17.13, 17.14), held by the view's
/// ``AutoLayoutViewState`` and made the first time the view's margins or guides are touched.
@MainActor
final class LayoutMarginsState {
    /// The margins set last; nil for the default.
    var stored: LayoutMarginsArithmetic.Stored?
    var preservesSuperviewLayoutMargins = false
    var insetsLayoutMarginsFromSafeArea = true
    /// The effective margins last reported through `layoutMarginsDidChange()`.
    var reported: UIEdgeInsets?
    /// The safe-area insets the safe-area guide's constraints hold.
    var guideSafeArea: UIEdgeInsets?

    var layoutMarginsGuide: UILayoutGuide?
    var safeAreaLayoutGuide: UILayoutGuide?
    var readableContentGuide: UILayoutGuide?
    var keyboardLayoutGuide: UIKeyboardLayoutGuide?
    /// The constraint giving the keyboard guide its height (spec 22.24).
    var keyboardGuideHeightConstraint: NSLayoutConstraint?
    /// The constraints tying the guides to the view: left, right, top, bottom.
    var marginsGuideConstraints: [NSLayoutConstraint] = []
    var safeAreaGuideConstraints: [NSLayoutConstraint] = []

    init() {}
}
#endif
