#if !canImport(UIKit)
import Foundation

/// What a window keeps for size transitions: whether one is being delivered (when a new resize
/// is refused), and the coordinators whose alongside blocks wait for the next layout pass.
struct WindowSizeTransitionState {
    var isDelivering = false
    var awaitingLayout: [SizeTransitionCoordinator] = []
}

/// A change of the window's size (spec 14.7), from `frame`, `bounds`, `HeadlessHost.resize` or
/// the SDL window:
/// 1. if the traits change (size classes, spec 14.5): `willTransition(to:with:)` to the root
///    controller (whose `super` forwards to its children and to the presentation controller of
///    the controller it presents, and so on up the presentations);
/// 2. `viewWillTransition(to:with:)` to the root controller, the window still at its old size,
///    then to each presentation controller whose container changes size, bottom first (each
///    forwards to its presented controller);
/// 3. the window takes its new size, its root view (autoresizing) and the views under it follow;
///    then `traitCollectionDidChange(_:)` and trait handlers where traits changed;
/// 4. at the next layout pass (the same turn): layout, then the alongside blocks, then layout
///    again for what they changed;
/// 5. the completions, at the end of that turn.
/// An unchanged size (an origin-only move) sends nothing, and a resize sends no appearance
/// callbacks. A size that is not finite and non-negative, or a resize while one is being
/// delivered (inside `viewWillTransition`, `willTransition` or an alongside block), is refused
/// with an `invalidSizeTransition` diagnostic and the window keeps its size.
extension UIWindow {
    func changeSize(to newSize: CGSize, apply: () -> Void) {
        // During `UIView.init(frame:)` the window is not yet itself: its first size is no change.
        guard cachedWindow === self else { return apply() }
        let oldSize = bounds.size
        guard newSize != oldSize else { return apply() }
        guard newSize.width.isFinite, newSize.height.isFinite, newSize.width >= 0, newSize.height >= 0 else {
            return Self.refuseResize(
                of: self, to: newSize, because: "the size is not finite and non-negative",
                fix: "resize the window to a finite size of at least zero")
        }
        guard !sizeTransitions.isDelivering else {
            return Self.refuseResize(
                of: self, to: newSize, because: "another resize is being delivered",
                fix:
                    "resize from a completion block or after the turn, not from viewWillTransition, willTransition or an alongside block"
            )
        }
        let coordinator = SizeTransitionCoordinator(window: self)
        let oldTraits = traitCollection
        let newTraits = hostTraitCollection(for: newSize).applying(traitState?.overrides)
        sizeTransitions.isDelivering = true
        if !oldTraits.isEqual(newTraits), let root = rootViewController {
            let rootTraits = root.traits(inheriting: newTraits)
            if !rootTraits.isEqual(root.traitCollection) { root.willTransition(to: rootTraits, with: coordinator) }
        }
        rootViewController?.viewWillTransition(to: newSize, with: coordinator)
        for controller in activePresentationControllers {
            guard let container = controller.containerView else { continue }
            let containerSize = Self.containerSizeAfterResize(container, windowSize: newSize)
            if containerSize != container.bounds.size {
                controller.viewWillTransition(to: containerSize, with: coordinator)
            }
        }
        sizeTransitions.isDelivering = false
        apply()
        traitHost.cachedHostTraits = nil
        GeometryEpoch.advance()
        TraitChangeWalk.deliver(view: self, from: oldTraits, to: traitCollection)
        sizeTransitions.awaitingLayout.append(coordinator)
        layoutIsPending = true
    }

    /// Step 4 and 5 of a resize, in the layout pass of `runTurn`: the alongside blocks (views at
    /// their new sizes), layout for what they changed, and the completions queued for the end
    /// of the turn.
    func finishSizeTransitionsInLayoutPass() {
        guard !sizeTransitions.awaitingLayout.isEmpty else { return }
        let coordinators = sizeTransitions.awaitingLayout
        sizeTransitions.awaitingLayout = []
        sizeTransitions.isDelivering = true
        for coordinator in coordinators { coordinator.runAlongside() }
        sizeTransitions.isDelivering = false
        layoutSubtreeIfNeeded()
        deferredWork.enqueue { for coordinator in coordinators { coordinator.end() } }
    }

    /// The size a presentation's container view will have: the window's for one that fills it
    /// (autoresizing), its own for one over a context (it follows its presenter at layout).
    private static func containerSizeAfterResize(_ container: UIView, windowSize: CGSize) -> CGSize {
        let mask = container.autoresizingMask
        return CGSize(
            width: mask.contains(.flexibleWidth) ? windowSize.width : container.bounds.width,
            height: mask.contains(.flexibleHeight) ? windowSize.height : container.bounds.height)
    }

    private static func refuseResize(of window: UIWindow, to size: CGSize, because reason: String, fix: String) {
        PortableUIKitDiagnostics.report(
            .invalidSizeTransition,
            "\(window) was not resized to \(size.width) × \(size.height): \(reason); it keeps its size",
            fix: fix, spec: "14.7")
    }
}
#endif
