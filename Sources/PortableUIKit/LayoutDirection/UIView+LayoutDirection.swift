#if !canImport(UIKit)
import Foundation

/// Layout-direction mechanics of views.
///
/// Forced attributes win; `playback` and `spatial` are always left to right; `unspecified`
/// takes the app's direction. PortableUIKit has no `UIApplication`: the app's direction is the
/// host's `UIWindow.hostLayoutDirection` of the view's window (left to right for a view in no
/// window), and, for the class method that names no direction, that of the key window.
extension UIView {
    /// The app's layout direction as the class methods see it: the key window's host direction.
    static var appLayoutDirection: UIUserInterfaceLayoutDirection {
        UIWindow.currentKeyWindow?.hostLayoutDirection ?? .leftToRight
    }

    /// The direction `attribute` implies relative to `direction` (UIKit's rule).
    static func resolveLayoutDirection(
        _ attribute: UISemanticContentAttribute, relativeTo direction: UIUserInterfaceLayoutDirection
    ) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .unspecified: direction
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }

    /// This view's effective direction: its attribute relative to its window's host direction.
    var resolvedLayoutDirection: UIUserInterfaceLayoutDirection {
        Self.resolveLayoutDirection(
            semanticContentAttribute,
            relativeTo: enclosingWindow?.hostLayoutDirection ?? .leftToRight)
    }

    /// Marks this view and every view below it as needing layout.
    func setNeedsLayoutInSubtree() {
        setNeedsLayout()
        for subview in _subviews { subview.setNeedsLayoutInSubtree() }
    }
}

/// The layout direction the host gives a window: not UIKit API (on iOS it is the app's, from the
/// user's language), set by hosts such as the headless test host.
extension UIWindow {
    /// The app's layout direction for the views in this window; `.leftToRight` by default.
    /// Setting a new direction marks every view in the window as needing layout and delivers the
    /// layout-direction trait change.
    public var hostLayoutDirection: UIUserInterfaceLayoutDirection {
        get { storedHostLayoutDirection }
        set {
            guard newValue != storedHostLayoutDirection else { return }
            changeHostTraits { storedHostLayoutDirection = newValue }
            setNeedsLayoutInSubtree()
            AutoLayoutBridge.layoutDirectionMayHaveChanged(in: self)
        }
    }
}
#endif
