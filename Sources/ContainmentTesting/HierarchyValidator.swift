import Foundation
#if !canImport(UIKit)
@_spi(Testing) import PortableUIKit

/// Checks that a window's controller tree and view tree agree and that appearance states are
/// legal (shared/ARCHITECTURE.md principle 6; spec 2.3, 2.12, 4.1–4.3).
///
/// ``violations(in:extraControllers:settled:)`` checks, for every controller reachable from the
/// window (its root, the owners of its views, and `extraControllers` with their descendants):
/// - **tree**: each child's `parent` is the controller listing it; no controller is listed twice;
/// - **ownership**: a loaded controller's view names that controller as its owner;
/// - **4.1**: a child's view that has a superview sits under a view owned by its parent;
/// - **views**: every subview's `superview` is the view listing it;
/// - **appearance**: the transition depth is 0 exactly in the settled states (appeared/disappeared).
///
/// With `settled: true` (after the host ran until idle) it also checks, for controllers whose
/// appearance is automatic (no manually forwarding ancestor, spec 2.8): no transition is open,
/// the state is `appeared` exactly when the view is in a visible window, and an automatically
/// forwarded child is in its parent's state. This assumes a controller that left a manually
/// forwarding container was brought back in sync by it: UIKit itself sends nothing to a child
/// whose view a manual container leaves on screen after `removeFromParent()`, and the validator
/// reports that state as the inconsistency it is.
@MainActor
public enum HierarchyValidator {
    /// One broken invariant.
    public struct Violation: CustomStringConvertible, Equatable, Sendable {
        /// The invariant's name (`tree`, `ownership`, `4.1`, `views`, `appearance`, `settled`).
        public let rule: String
        /// What is wrong, naming the objects.
        public let detail: String
        public var description: String { "[\(rule)] \(detail)" }
    }

    /// Every broken invariant; empty when the hierarchy is consistent.
    public static func violations(
        in window: UIWindow, extraControllers: [UIViewController] = [], settled: Bool = false
    ) -> [Violation] {
        var found: [Violation] = []
        var controllers: [UIViewController] = []
        var seen = Set<ObjectIdentifier>()

        func visitController(_ controller: UIViewController) {
            guard seen.insert(ObjectIdentifier(controller)).inserted else { return }
            controllers.append(controller)
            if let parent = controller.parent, !parent.children.contains(where: { $0 === controller }) {
                found.append(Violation(rule: "tree", detail: "\(controller) names \(parent) as its parent, which does not list it"))
            }
            for child in controller.children {
                if child.parent !== controller {
                    found.append(Violation(rule: "tree", detail: "\(child) is listed by \(controller) but its parent is \(String(describing: child.parent))"))
                }
                if seen.contains(ObjectIdentifier(child)) {
                    found.append(Violation(rule: "tree", detail: "\(child) is listed twice in the controller tree"))
                } else {
                    visitController(child)
                }
            }
        }

        func topController(_ controller: UIViewController) -> UIViewController {
            var top = controller
            while let parent = top.parent { top = parent }
            return top
        }

        func visitView(_ view: UIView) {
            if let owner = view.owningViewController { visitController(topController(owner)) }
            for subview in view.subviews {
                if subview.superview !== view {
                    found.append(Violation(rule: "views", detail: "\(subview) is listed by \(view) but its superview is \(String(describing: subview.superview))"))
                }
                visitView(subview)
            }
        }

        if let root = window.rootViewController { visitController(topController(root)) }
        for controller in extraControllers {
            visitController(topController(controller))
            visitController(controller)
        }
        visitView(window)

        for controller in controllers {
            checkOwnership(controller, into: &found)
            checkAppearance(controller, into: &found)
            if settled { checkSettled(controller, into: &found) }
        }
        return found
    }

    private static func checkOwnership(_ controller: UIViewController, into found: inout [Violation]) {
        guard let view = controller.viewIfLoaded else { return }
        if view.owningViewController !== controller {
            found.append(Violation(rule: "ownership", detail: "\(controller)'s view is owned by \(String(describing: view.owningViewController))"))
        }
        guard let parent = controller.parent, let superview = view.superview else { return }
        var owner: UIViewController?
        var current: UIView? = superview
        while let candidate = current, owner == nil {
            owner = candidate.owningViewController
            current = candidate.superview
        }
        if owner !== parent {
            found.append(Violation(rule: "4.1", detail: "\(controller)'s view sits under \(String(describing: owner)), not under its parent \(parent)"))
        }
    }

    private static func checkAppearance(_ controller: UIViewController, into found: inout [Violation]) {
        let state = controller.appearanceState
        let depth = controller.appearanceTransitionDepth
        let settledState = state == .appeared || state == .disappeared
        if settledState != (depth == 0) || depth < 0 {
            found.append(Violation(rule: "appearance", detail: "\(controller) is \(state) with transition depth \(depth)"))
        }
    }

    /// Whether every ancestor forwards appearance automatically.
    static func hasAutomaticAppearance(_ controller: UIViewController) -> Bool {
        var current = controller.parent
        while let parent = current {
            if !parent.shouldAutomaticallyForwardAppearanceMethods { return false }
            current = parent.parent
        }
        return true
    }

    private static func checkSettled(_ controller: UIViewController, into found: inout [Violation]) {
        guard hasAutomaticAppearance(controller) else { return }
        let state = controller.appearanceState
        if controller.appearanceTransitionDepth != 0 {
            found.append(Violation(rule: "settled", detail: "\(controller) still has an open appearance transition (\(state))"))
            return
        }
        let window = controller.viewIfLoaded?.window
        let onScreen = window.map { !$0.isHidden } ?? false
        if (state == .appeared) != onScreen {
            found.append(Violation(rule: "settled", detail: "\(controller) is \(state) but its view is \(onScreen ? "in" : "not in") a visible window"))
        }
        if let parent = controller.parent, let parentView = parent.viewIfLoaded,
           controller.viewIfLoaded?.isDescendant(of: parentView) == true, parent.appearanceState != state {
            found.append(Violation(rule: "settled", detail: "\(controller) is \(state) but its parent \(parent) is \(parent.appearanceState)"))
        }
    }
}
#endif
