#if !canImport(UIKit)
import Foundation

/// The default propagation of a trait transition (spec 14.5).
extension UIViewController {
    /// Tells each child the traits it will have, as `super.willTransition(to:with:)` does in
    /// UIKit: the child's collection is `newCollection` with this controller's override for it
    /// and the child's own overrides applied. A child whose traits would not change is not told
    /// [UNC: the rule 14.2 gives sizes]. Every controller in ``children`` is asked, on screen or
    /// not (14.2, recommended). Then the presentation controller of the controller this one
    /// presents, which forwards to it (UIKit's documented `super`), with the traits it will have.
    func forwardWillTransition(
        to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator
    ) {
        for child in _children {
            let childCollection = child.traits(inheriting: traitsInherited(byChild: child, from: newCollection))
            if childCollection.isEqual(child.traitCollection) { continue }
            child.willTransition(to: childCollection, with: coordinator)
        }
        if let presented = presentation.presented, let controller = presented.presentation.presentationController {
            let presentedCollection = presented.traits(inheriting: newCollection)
            if !presentedCollection.isEqual(presented.traitCollection) {
                controller.willTransition(to: presentedCollection, with: coordinator)
            }
        }
    }
}
#endif
