#if !canImport(UIKit)
import Foundation

/// Parent/child mechanics (spec 1.1–1.6, 4.3) and the parentage that `isMovingToParent` /
/// `isMovingFromParent` report (spec 1.11).
extension UIViewController {
    func performAddChild(_ child: UIViewController) {
        if child === self || isDescendantController(of: child) {
            PortableUIKitDiagnostics.report(
                .invalidChild, "\(child) cannot become a child of \(self): it is the receiver or its ancestor",
                fix: "add a controller that is not already above the receiver in the controller tree", spec: "1.4")
            return
        }
        if child._parent === self {
            PortableUIKitDiagnostics.report(
                .invalidChild, "\(child) is already a child of \(self); the second addChild(_:) is ignored",
                fix: "call addChild(_:) once per containment, after removeFromParent() if you re-add", spec: "1.1")
            return
        }
        // Spec 4.3: UIKit compares the controller that owns the nearest view above the child's
        // view (nil when none does) with the requested parent.
        if let superview = child._view?.superview, superview.nearestOwningController !== self {
            let owner = superview.nearestOwningController.map { "\($0)" } ?? "(null)"
            PortableUIKitDiagnostics.report(
                .childViewInAnotherHierarchy,
                "child view controller \(child) should have parent view controller \(owner) but requested parent is \(self)",
                fix:
                    "remove the child's view from its superview (and the child from its old parent) before addChild(_:)",
                spec: "4.3")
            return
        }
        // Spec 1.4: an existing parent loses the child first (the old parent gets no willMove(nil);
        // spec marks that UNC and this runtime sends none). UIKit's header says this goes through
        // `removeFromParentViewController`, so it calls the open method and a subclass override
        // runs (spec 1.5). An override that skips super (a 1.5 misuse) would leave the child
        // listed by its old parent; the relationship is cut here anyway so that no controller is
        // ever the child of two parents.
        if child._parent != nil {
            child.removeFromParent()
            if child._parent != nil { child.performRemoveFromParent() }
        }
        // Spec 1.6: the relationship is established before willMove runs.
        _children.append(child)
        child._parent = self
        child.willMove(toParent: self)
    }

    func performRemoveFromParent() {
        guard let parent = _parent else { return }
        parent._children.removeAll { $0 === self }
        _parent = nil
        didMove(toParent: nil)
    }

    /// Whether `ancestor` is this controller's parent, grandparent, and so on.
    func isDescendantController(of ancestor: UIViewController) -> Bool {
        var current = _parent
        while let candidate = current {
            if candidate === ancestor { return true }
            current = candidate._parent
        }
        return false
    }

    func noteWillMove(toParent parent: UIViewController?) {
        recordLifecycle(.willMove(toParent: parent))
        appearanceBookkeeping.pendingParentage = parent == nil ? .fromParent : .toParent
        appearanceBookkeeping.clearParentageWhenTransitionEnds = false
    }

    /// `didMove` ends the pending parentage; while an appearance transition is open the flag
    /// stays until that transition ends, so `isMovingToParent` holds in the deferred
    /// `viewDidAppear` as in a navigation push (spec 1.11; the custom-container case is UNC there).
    func noteDidMove(toParent parent: UIViewController?) {
        recordLifecycle(.didMove(toParent: parent))
        if appearance.isTransitioning {
            appearanceBookkeeping.clearParentageWhenTransitionEnds = true
        } else {
            appearanceBookkeeping.pendingParentage = .none
        }
    }
}
#endif
