#if !canImport(UIKit)
import Foundation

/// The keys that name the view controllers of a transition (UIKit's
/// `UITransitionContextViewControllerKey`): `.from` is the one leaving, `.to` the one arriving.
public struct UITransitionContextViewControllerKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The controller that is visible when the transition starts.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller that is visible when the transition ends.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// The keys that name the views of a transition (UIKit's `UITransitionContextViewKey`). The view
/// may differ from the controller's root view (spec 8.11), so animators ask for it by key.
public struct UITransitionContextViewKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The view that leaves.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view that arrives.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}
#endif
