#if !canImport(UIKit)
import Foundation

/// Where traits come from (spec 14.5): a window's host traits, then down the tree: a root
/// controller from its window, a child from its parent (with the parent's override for it), a
/// presented controller from its presenter, a
/// controller's root view from the controller, any other view from its superview; each object's
/// `traitOverrides` on top. An object with no overrides shares its source's collection.
extension UITraitCollection {
    /// This collection with `overrides` applied (itself when there are none).
    func applying(_ overrides: TraitEntries?) -> UITraitCollection {
        guard let overrides, !overrides.isEmpty else { return self }
        var merged = entries
        merged.apply(overrides)
        return UITraitCollection(entries: merged)
    }

    /// This collection with the traits `override` specifies on top (itself for nil).
    func applying(specifiedIn override: UITraitCollection?) -> UITraitCollection {
        guard let override, !override.entries.specified.isEmpty else { return self }
        return UITraitCollection(traitsFrom: [self, override])
    }
}

extension UIView {
    /// The traits this view inherits, before its own overrides.
    var inheritedTraitCollection: UITraitCollection {
        if let window = self as? UIWindow { return window.hostTraitCollection }
        if let controller = _viewDelegate { return controller.traitCollection }
        if let superview = _superview { return superview.traitCollection }
        return .screenDefault
    }

    var resolvedTraitCollection: UITraitCollection {
        traits(inheriting: inheritedTraitCollection)
    }

    /// The traits this view has when it inherits `inherited`.
    func traits(inheriting inherited: UITraitCollection) -> UITraitCollection {
        inherited.applying(traitState?.overrides)
    }
}

extension UIViewController {
    /// The traits this controller inherits, before its own overrides.
    var inheritedTraitCollection: UITraitCollection {
        if let parent = _parent {
            return parent.traitCollection.applying(specifiedIn: parent.childTraitOverrides[ObjectIdentifier(self)])
        }
        if let presenter = presentation.presenting { return applyingPresentationOverride(presenter.traitCollection) }
        // A root whose view a full-screen presentation took out of the window still has the
        // window's traits: it is found through the controller it presents.
        if let window = rootWindow ?? presentation.presented?._view?.window { return window.traitCollection }
        if let superview = _view?._superview {
            // A parentless controller whose view sits under one of its own descendants' views
            // (a misuse the hierarchy allows) would inherit from itself: it gets the screen's.
            let id = ObjectIdentifier(self)
            guard !Self.resolvingThroughSuperview.contains(id) else { return .screenDefault }
            Self.resolvingThroughSuperview.append(id)
            defer { Self.resolvingThroughSuperview.removeLast() }
            return applyingPresentationOverride(superview.traitCollection)
        }
        return .screenDefault
    }

    /// The parentless controllers whose traits are being read through their view's superview.
    private static var resolvingThroughSuperview: [ObjectIdentifier] = []

    /// `traits` with the presentation controller's `overrideTraitCollection` on top when this
    /// controller is presented (spec 14.5), else `traits`.
    func applyingPresentationOverride(_ traits: UITraitCollection) -> UITraitCollection {
        guard presentation.presenting != nil,
            let override = presentation.presentationController?.presentationTraitOverride
        else {
            return traits
        }
        return traits.applying(specifiedIn: override)
    }

    var resolvedTraitCollection: UITraitCollection {
        traits(inheriting: inheritedTraitCollection)
    }

    /// The traits this controller has when it inherits `inherited` (its own overrides applied).
    func traits(inheriting inherited: UITraitCollection) -> UITraitCollection {
        inherited.applying(traitState?.overrides)
    }

    /// The traits `child` inherits when this controller has `traits`.
    func traitsInherited(byChild child: UIViewController, from traits: UITraitCollection) -> UITraitCollection {
        traits.applying(specifiedIn: childTraitOverrides[ObjectIdentifier(child)])
    }

    /// The window this controller is the root of, if any.
    var rootWindow: UIWindow? {
        guard let window = _view?._superview as? UIWindow, window.rootViewController === self else { return nil }
        return window
    }
}
#endif
