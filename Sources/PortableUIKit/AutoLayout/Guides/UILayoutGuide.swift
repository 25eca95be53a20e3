#if !canImport(UIKit)
import Foundation

/// A rectangle in its owning view's coordinate space that takes part in Auto Layout (spec 17.12).
/// It is not a view: not in the view hierarchy, never hit-tested. `addLayoutGuide(_:)` sets
/// ``owningView``; its anchors live in AutoLayout/Anchors.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// The view that owns the guide; set by `addLayoutGuide(_:)`, cleared by `removeLayoutGuide(_:)`.
    open internal(set) weak var owningView: UIView?
    /// A name for debugging; empty by default.
    open var identifier: String {
        get { storedIdentifier }
        set { storedIdentifier = newValue }
    }
    nonisolated(unsafe) var storedIdentifier = ""
    /// Which of a view's own guides this is (margins, safe area, a stack view's), nil for one the
    /// app made. Set by the view that vends the guide.
    var systemRole: SystemLayoutGuideRole?
    /// The guide's anchors (spec 17.6), made on first read.
    let anchorCache = LayoutAnchorCache()

    public override init() { super.init() }

    /// The guide's rectangle in its owning view's coordinates, valid from the owning view's
    /// `layoutSubviews` on (spec 17.12). `.zero` for a guide with no owning view.
    open var layoutFrame: CGRect { AutoLayoutBridge.layoutFrame(of: self) }

    /// Whether another frame would satisfy the guide's constraints equally well (spec 17.18).
    open var hasAmbiguousLayout: Bool { AutoLayoutBridge.isAmbiguous(self) }

    nonisolated open override var description: String {
        "<UILayoutGuide: \(NSLayoutConstraint.address(self))\(storedIdentifier.isEmpty ? "" : " - '\(storedIdentifier)'")>"
    }
}

/// The guides a view vends itself.
enum SystemLayoutGuideRole: Equatable, Sendable {
    /// `layoutMarginsGuide`: bounds inset by `layoutMargins`.
    case layoutMargins
    /// `safeAreaLayoutGuide`: bounds inset by `safeAreaInsets`.
    case safeArea
    /// `readableContentGuide`.
    case readableContent
    /// `keyboardLayoutGuide` (spec 22.24).
    case keyboard
}
#endif
