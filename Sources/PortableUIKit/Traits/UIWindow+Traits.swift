#if !canImport(UIKit)
import Foundation

/// What a window keeps for traits: the host's style, the host traits last computed, and the
/// objects whose override changes wait for the next layout pass.
struct WindowTraitHost {
    var userInterfaceStyle = UIUserInterfaceStyle.light
    var cachedHostTraits: UITraitCollection?
    var pendingDeliveries: [AnyObject] = []
}

extension UIWindow {
    /// The user interface style the host gives the window (not UIKit API: on iOS it is the
    /// system's appearance setting); `.light` by default. Changing it changes the traits of every
    /// object in the window, delivered at once.
    public var hostUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitHost.userInterfaceStyle }
        set {
            guard newValue != traitHost.userInterfaceStyle else { return }
            changeHostTraits { traitHost.userInterfaceStyle = newValue }
        }
    }

    /// The traits the host gives this window, before the window's own overrides: the phone idiom,
    /// the screen's scale, size classes from the window's size (``HostSizeClassRule``), the host's
    /// layout direction and style, the default content size.
    var hostTraitCollection: UITraitCollection {
        if let cached = traitHost.cachedHostTraits { return cached }
        let traits = hostTraitCollection(for: bounds.size)
        traitHost.cachedHostTraits = traits
        return traits
    }

    /// The host traits the window would have at `size`.
    func hostTraitCollection(for size: CGSize) -> UITraitCollection {
        let sizeClasses = HostSizeClassRule.sizeClasses(for: size)
        let direction = hostLayoutDirection
        let style = traitHost.userInterfaceStyle
        let scale = screen.scale
        return UITraitCollection { traits in
            traits.userInterfaceIdiom = .phone
            traits.displayScale = scale
            traits.horizontalSizeClass = sizeClasses.horizontal
            traits.verticalSizeClass = sizeClasses.vertical
            traits.layoutDirection = direction == .rightToLeft ? .rightToLeft : .leftToRight
            traits.userInterfaceStyle = style
            traits.preferredContentSizeCategory = .large
        }
    }

    /// Runs `change` (of the window's size, direction or style) and delivers the trait change it
    /// causes to everything in the window.
    func changeHostTraits(_ change: () -> Void) {
        let before = traitCollection
        change()
        traitHost.cachedHostTraits = nil
        GeometryEpoch.advance()
        TraitChangeWalk.deliver(view: self, from: before, to: traitCollection)
    }

    /// Queues `object` (a view or controller with a pending override change) for the next
    /// layout pass.
    func enqueueTraitDelivery(_ object: AnyObject) {
        traitHost.pendingDeliveries.append(object)
        layoutIsPending = true
    }

    /// Delivers the override changes queued since the last pass, in the order they were made.
    func deliverQueuedTraitChanges() {
        guard !traitHost.pendingDeliveries.isEmpty else { return }
        let queued = traitHost.pendingDeliveries
        traitHost.pendingDeliveries = []
        for object in queued {
            if let view = object as? UIView { view.deliverPendingTraitChanges() }
            if let controller = object as? UIViewController { controller.deliverPendingTraitChanges() }
        }
    }
}
#endif
