#if !canImport(UIKit)
import Foundation

/// Delivers one trait change down a subtree (spec 14.5), parents before children, a
/// controller before its root view, a presenter before what it presents: every object whose traits differ gets
/// `traitCollectionDidChange(_:)` and then its registered handlers, with
/// `UITraitCollection.current` set to its new traits.
///
/// The walk carries each object's traits before and after the change (computed from its
/// source's, as `TraitResolution` does), so it needs no per-object record of delivered traits.
/// Where the two agree nothing below can differ, and the walk stops. An object whose override
/// change was still pending uses the traits it had before that change.
@MainActor
struct TraitChangeWalk {
    private var visited: [ObjectIdentifier: (old: UITraitCollection, new: UITraitCollection)] = [:]

    /// Delivers a change of `view`'s own traits from `old` to `new` to it and its subtree.
    static func deliver(view: UIView, from old: UITraitCollection, to new: UITraitCollection) {
        var walk = TraitChangeWalk()
        walk.visitView(view, old: old, new: new, fromOwner: true)
    }

    /// Delivers a change of `controller`'s own traits from `old` to `new` to it, its view and
    /// its children.
    static func deliver(controller: UIViewController, from old: UITraitCollection, to new: UITraitCollection) {
        var walk = TraitChangeWalk()
        walk.visitController(controller, old: old, new: new)
    }

    private mutating func visitController(
        _ controller: UIViewController, old: UITraitCollection, new: UITraitCollection
    ) {
        let old = controller.traitState?.takePendingPrevious() ?? old
        visited[ObjectIdentifier(controller)] = (old, new)
        guard !old.isEqual(new) else { return }
        Self.notify(controller, from: old, to: new)
        if let view = controller._view {
            visitView(view, old: view.traits(inheriting: old), new: view.traits(inheriting: new), fromOwner: true)
        }
        for child in controller._children where visited[ObjectIdentifier(child)] == nil {
            let inheritedOld = controller.traitsInherited(byChild: child, from: old)
            let inheritedNew = controller.traitsInherited(byChild: child, from: new)
            visitController(
                child, old: child.traits(inheriting: inheritedOld), new: child.traits(inheriting: inheritedNew))
        }
        if let presented = controller.presentation.presented, visited[ObjectIdentifier(presented)] == nil {
            visitController(presented, old: presented.traits(inheriting: old), new: presented.traits(inheriting: new))
        }
    }

    private mutating func visitView(_ view: UIView, old: UITraitCollection, new: UITraitCollection, fromOwner: Bool) {
        if !fromOwner, let owner = view._viewDelegate {
            if visited[ObjectIdentifier(owner)] == nil { visitOwner(owner, superviewOld: old, superviewNew: new) }
            return
        }
        let old = view.traitState?.takePendingPrevious() ?? old
        guard !old.isEqual(new) else { return }
        Self.notify(view, from: old, to: new)
        // A window's root controller first, even when a full-screen presentation took its view
        // out of the window: what it presents inherits from it.
        if let window = view as? UIWindow, let root = window.rootViewController, visited[ObjectIdentifier(root)] == nil
        {
            visitOwner(root, superviewOld: old, superviewNew: new)
        }
        for subview in view._subviews {
            if subview._viewDelegate != nil {
                visitView(subview, old: old, new: new, fromOwner: false)
            } else {
                visitView(
                    subview, old: subview.traits(inheriting: old), new: subview.traits(inheriting: new), fromOwner: true
                )
            }
        }
    }

    /// A controller met through its root view: it inherits from its parent when it has one,
    /// else from its presenter when it is presented, else from the view's superview (`superviewOld`/`superviewNew`, a view's own traits).
    private mutating func visitOwner(
        _ owner: UIViewController, superviewOld: UITraitCollection, superviewNew: UITraitCollection
    ) {
        let inherited: (old: UITraitCollection, new: UITraitCollection)
        if let parent = owner._parent {
            if let parentTraits = visited[ObjectIdentifier(parent)] {
                inherited = (
                    parent.traitsInherited(byChild: owner, from: parentTraits.old),
                    parent.traitsInherited(byChild: owner, from: parentTraits.new)
                )
            } else {
                // The walk began below the parent, whose traits did not change.
                let unchanged = owner.inheritedTraitCollection
                inherited = (unchanged, unchanged)
            }
        } else if let presenter = owner.presentation.presenting {
            if let presenterTraits = visited[ObjectIdentifier(presenter)] {
                inherited = presenterTraits
            } else {
                let unchanged = owner.inheritedTraitCollection
                inherited = (unchanged, unchanged)
            }
        } else {
            inherited = (
                owner.applyingPresentationOverride(superviewOld), owner.applyingPresentationOverride(superviewNew)
            )
        }
        visitController(
            owner, old: owner.traits(inheriting: inherited.old), new: owner.traits(inheriting: inherited.new))
    }

    private static func notify<Environment: UITraitEnvironment & TraitChangeObserving>(
        _ environment: Environment, from old: UITraitCollection, to new: UITraitCollection
    ) {
        new.performAsCurrent {
            environment.traitCollectionDidChange(old)
            environment.notifyRegistrations(changed: new.changedTraits(from: old), previous: old)
        }
    }
}

extension TraitState {
    /// The traits before a pending override change, clearing it (the walk delivers it now).
    func takePendingPrevious() -> UITraitCollection? {
        defer { pendingPrevious = nil }
        return pendingPrevious
    }
}
#endif
