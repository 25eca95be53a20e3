#if !canImport(UIKit)
import Foundation

/// One navigation transition in flight: from the controller shown to the stack's top.
@MainActor
final class NavigationTransition {
    /// Which way the views slide.
    enum Operation {
        /// The incoming view slides in from the right over the outgoing one.
        case push
        /// The outgoing view slides out to the right, uncovering the incoming one.
        case pop
    }

    /// The controller shown when the transition started (nil for the first install).
    let from: UIViewController?
    /// The controller shown when the transition finishes.
    let to: UIViewController
    let operation: Operation
    let animated: Bool
    /// Whether a finger drives the progress (the interactive pop).
    let isInteractive: Bool
    /// The controllers an interactive pop took off the stack; put back if it is cancelled.
    let poppedInteractively: [UIViewController]
    /// The slide, when animated.
    var animator: UIViewPropertyAnimator?
    /// The transition's coordinator, when animated (spec 5.7).
    var coordinator: NavigationTransitionCoordinator?

    init(
        from: UIViewController?, to: UIViewController, operation: Operation, animated: Bool,
        isInteractive: Bool, poppedInteractively: [UIViewController]
    ) {
        self.from = from
        self.to = to
        self.operation = operation
        self.animated = animated
        self.isInteractive = isInteractive
        self.poppedInteractively = poppedInteractively
    }

    /// How long an animated push or pop takes.
    static let duration: TimeInterval = 0.35
    /// How far the covered view moves, as a fraction of the width (UIKit's parallax).
    static let parallaxFraction: CGFloat = 1.0 / 3.0
}
#endif
