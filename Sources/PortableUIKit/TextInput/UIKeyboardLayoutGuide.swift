#if !canImport(UIKit)
import Foundation

/// A layout guide that follows something on screen (UIKit's `UITrackingLayoutGuide`; its
/// edge-dependent constraints are not modelled).
@preconcurrency @MainActor
open class UITrackingLayoutGuide: UILayoutGuide {}

/// A view's guide for the keyboard (UIKit's `UIKeyboardLayoutGuide`, spec 22.24): as wide as the
/// view, its bottom at the view's bottom, its top at the keyboard's top while the keyboard
/// covers the view, and at the bottom of the view's safe area otherwise.
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    /// Whether the guide follows a floating or undocked keyboard (iPad); `false` by default.
    /// Stored: PortableUIKit's keyboard is always docked.
    open var followsUndockedKeyboard = false
}
#endif
