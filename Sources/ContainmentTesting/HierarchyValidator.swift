import Foundation
#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// Checks that a window's controller tree and view tree agree and that appearance callbacks are
/// legal (docs/ARCHITECTURE.md principle 6; spec 2.3, 2.12, 4.1–4.3).
///
/// ``violations(in:extraControllers:settled:recorder:)`` checks, for every controller reachable
/// from the window (its root, the owners of its views, and `extraControllers` with their
/// descendants), with public API only:
/// - **tree**: each child's `parent` is the controller listing it; no controller is listed twice;
/// - **ownership**: a loaded controller's view names that controller as its owner;
/// - **4.1**: a child's view under a view some controller owns sits under a view owned by its parent;
/// - **views**: every subview's `superview` is the view listing it;
/// - **13.6**: a controller's presented controller (visited with it, its view in the window or
///   not) is nobody's child.
///
/// A view's owner is its `next` responder when that is a controller: UIKit's `UIView.next` is the
/// controller whose root view it is, else the superview, and PortableUIKit's is the same.
///
/// Appearance is checked from what the platform shows:
/// - given a `recorder`, its trace (**balance**, ``appearanceViolations(in:settled:)``), on every
///   platform;
/// - on Linux, also PortableUIKit's appearance state (**appearance**: the transition depth is 0
///   exactly in the settled states appeared/disappeared). With `settled: true` (after the host
///   ran until idle) it also checks, for controllers whose appearance is automatic (no manually
///   forwarding ancestor, spec 2.8): no transition is open, the state is `appeared` exactly when
///   the view is in a visible window, and an automatically forwarded child is in its parent's
///   state (**settled**). This assumes a controller that left a manually forwarding container
///   was brought back in sync by it: UIKit itself sends nothing to a child whose view a manual
///   container leaves on screen after `removeFromParent()`, and the validator reports that state
///   as the inconsistency it is.
///
/// On iOS, where a controller's appearance state is private, `settled: true` applies to the
/// recorder's trace only: no recorded appearance transition may be left open.
@MainActor
public enum HierarchyValidator {
    /// One broken invariant.
    public struct Violation: CustomStringConvertible, Equatable, Sendable {
        /// The invariant's name (`tree`, `ownership`, `4.1`, `views`, `13.6`, `appearance`,
        /// `settled`, `balance`, `2.1`).
        public let rule: String
        /// What is wrong, naming the objects.
        public let detail: String
        public var description: String { "[\(rule)] \(detail)" }
    }

    /// Every broken invariant; empty when the hierarchy (and the recorder's trace, if given) is
    /// consistent.
    public static func violations(
        in window: UIWindow, extraControllers: [UIViewController] = [], settled: Bool = false,
        recorder: LifecycleRecorder? = nil
    ) -> [Violation] {
        var found: [Violation] = []
        for controller in reachableControllers(in: window, extraControllers: extraControllers, into: &found) {
            checkOwnership(controller, into: &found)
            #if !canImport(UIKit)
            checkAppearanceState(controller, settled: settled, into: &found)
            #endif
        }
        if let recorder {
            found += appearanceViolations(in: recorder.entries, settled: settled)
            found += windowStateViolations(in: recorder.entries)
        }
        return found
    }

    /// The controller whose root view `view` is, if any.
    static func owner(of view: UIView) -> UIViewController? {
        view.next as? UIViewController
    }

    /// Every controller reachable from `window` and `extraControllers`, parents first, reporting
    /// broken `tree` and `views` links on the way.
    private static func reachableControllers(
        in window: UIWindow, extraControllers: [UIViewController], into found: inout [Violation]
    ) -> [UIViewController] {
        var controllers: [UIViewController] = []
        var seen = Set<ObjectIdentifier>()

        func visitController(_ controller: UIViewController) {
            guard seen.insert(ObjectIdentifier(controller)).inserted else { return }
            controllers.append(controller)
            if let parent = controller.parent, !parent.children.contains(where: { $0 === controller }) {
                found.append(
                    Violation(
                        rule: "tree", detail: "\(controller) names \(parent) as its parent, which does not list it"))
            }
            for child in controller.children {
                if child.parent !== controller {
                    found.append(
                        Violation(
                            rule: "tree",
                            detail:
                                "\(child) is listed by \(controller) but its parent is \(String(describing: child.parent))"
                        ))
                }
                if seen.contains(ObjectIdentifier(child)) {
                    found.append(Violation(rule: "tree", detail: "\(child) is listed twice in the controller tree"))
                } else {
                    visitController(child)
                }
            }
            // A presented controller belongs to the hierarchy that presents it but is not a child
            // (spec 13.6): visited even when its view is out of the window (covered by another).
            if let presented = controller.presentedViewController, presented.presentingViewController === controller {
                if presented.parent != nil || controller.children.contains(where: { $0 === presented }) {
                    found.append(
                        Violation(
                            rule: "13.6",
                            detail:
                                "\(presented) is presented by \(controller) but is also a child of \(String(describing: presented.parent))"
                        ))
                }
                visitController(presented)
            }
        }

        func topController(_ controller: UIViewController) -> UIViewController {
            var top = controller
            while let parent = top.parent { top = parent }
            return top
        }

        func visitView(_ view: UIView) {
            if let viewOwner = owner(of: view) { visitController(topController(viewOwner)) }
            for subview in view.subviews {
                if subview.superview !== view {
                    found.append(
                        Violation(
                            rule: "views",
                            detail:
                                "\(subview) is listed by \(view) but its superview is \(String(describing: subview.superview))"
                        ))
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
        return controllers
    }

    private static func checkOwnership(_ controller: UIViewController, into found: inout [Violation]) {
        guard let view = controller.viewIfLoaded else { return }
        if owner(of: view) !== controller {
            found.append(
                Violation(
                    rule: "ownership", detail: "\(controller)'s view is owned by \(String(describing: owner(of: view)))"
                ))
        }
        guard let parent = controller.parent, let superview = view.superview else { return }
        var owningController: UIViewController?
        var current: UIView? = superview
        while let candidate = current, owningController == nil {
            owningController = owner(of: candidate)
            current = candidate.superview
        }
        // Spec 4.1: with no owned view above (a subtree no controller owns), UIKit has nothing to
        // compare with; the check is made when that subtree is attached.
        if let owningController, owningController !== parent {
            found.append(
                Violation(
                    rule: "4.1",
                    detail:
                        "\(controller)'s view sits under \(String(describing: owningController)), not under its parent \(parent)"
                ))
        }
    }
}
