#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

// UIKit's `@optional` protocol requirements, called the same way on both platforms.
//
// On iOS an optional requirement of an Objective-C protocol is called with `?.` (it may not be
// implemented) and `responds(to:)` says whether it is. Swift on Linux has no optional
// requirements: PortableUIKit declares them as ordinary requirements with a protocol-extension
// default that does what UIKit does when the method is missing. Shared code therefore never calls
// an optional requirement directly; it calls the function here, which spells the call for the
// platform and gives UIKit's documented answer when nothing is implemented.
//
// The requirements Containment calls today are below; add a function here (and nowhere else)
// when shared code starts calling another one (the list is in CONTRIBUTING.md).

/// Calls to UIKit's optional protocol requirements that compile and behave the same on iOS and
/// on PortableUIKit.
@MainActor
enum OptionalRequirement {
    // MARK: UIViewControllerAnimatedTransitioning

    /// `animationEnded(_:)`, when the animator implements it.
    static func animationEnded(_ animator: UIViewControllerAnimatedTransitioning, _ transitionCompleted: Bool) {
        #if canImport(UIKit)
        animator.animationEnded?(transitionCompleted)
        #else
        animator.animationEnded(transitionCompleted)
        #endif
    }

    /// `interruptibleAnimator(using:)`, or nil when the animator does not implement it.
    static func interruptibleAnimator(
        of animator: UIViewControllerAnimatedTransitioning, using context: UIViewControllerContextTransitioning
    ) -> UIViewImplicitlyAnimating? {
        #if canImport(UIKit)
        let selector = #selector(UIViewControllerAnimatedTransitioning.interruptibleAnimator(using:))
        return animator.responds(to: selector) ? animator.interruptibleAnimator?(using: context) : nil
        #else
        let offered = animator.interruptibleAnimator(using: context)
        return offered is UIViewControllerAnimatedTransitioningNoInterruptibleAnimator ? nil : offered
        #endif
    }

    // MARK: UIViewControllerInteractiveTransitioning

    /// `completionSpeed`; 1 when not implemented (UIKit's default).
    static func completionSpeed(of interaction: UIViewControllerInteractiveTransitioning) -> CGFloat {
        #if canImport(UIKit)
        interaction.completionSpeed ?? 1
        #else
        interaction.completionSpeed
        #endif
    }

    /// `completionCurve`; ease-in-ease-out when not implemented (UIKit's default).
    static func completionCurve(of interaction: UIViewControllerInteractiveTransitioning) -> UIView.AnimationCurve {
        #if canImport(UIKit)
        interaction.completionCurve ?? .easeInOut
        #else
        interaction.completionCurve
        #endif
    }

    /// `wantsInteractiveStart`; true when not implemented (UIKit's default).
    static func wantsInteractiveStart(of interaction: UIViewControllerInteractiveTransitioning) -> Bool {
        #if canImport(UIKit)
        interaction.wantsInteractiveStart ?? true
        #else
        interaction.wantsInteractiveStart
        #endif
    }

    // MARK: UIViewImplicitlyAnimating

    /// `addAnimations(_:)`; returns false when the animator does not implement it.
    @discardableResult
    static func addAnimations(_ animation: @escaping () -> Void, to animator: UIViewImplicitlyAnimating) -> Bool {
        #if canImport(UIKit)
        return animator.addAnimations?(animation) != nil
        #else
        animator.addAnimations(animation)
        return true
        #endif
    }

    /// `continueAnimation(withTimingParameters:durationFactor:)`; returns false when the animator
    /// does not implement it.
    @discardableResult
    static func continueAnimation(
        _ animator: UIViewImplicitlyAnimating, withTimingParameters parameters: UITimingCurveProvider?,
        durationFactor: CGFloat
    ) -> Bool {
        #if canImport(UIKit)
        return animator.continueAnimation?(withTimingParameters: parameters, durationFactor: durationFactor) != nil
        #else
        animator.continueAnimation(withTimingParameters: parameters, durationFactor: durationFactor)
        return true
        #endif
    }
}
