#if !canImport(UIKit)
import Foundation

/// What an animator returns from `interruptibleAnimator(using:)` when it does not implement the
/// optional method (PortableUIKit only: on UIKit, `responds(to:)` answers the question). Code that
/// drives transitions tests for this type with `is` before using the result; using it reports an
/// `invalidTransitionContextUse` diagnostic and does nothing.
@preconcurrency @MainActor
public final class UIViewControllerAnimatedTransitioningNoInterruptibleAnimator: UIViewImplicitlyAnimating {
    init() {}

    public var state: UIViewAnimatingState { .inactive }
    public var isRunning: Bool { false }
    public var isReversed: Bool {
        get { false }
        set { misuse("isReversed") }
    }
    public var fractionComplete: CGFloat {
        get { 0 }
        set { misuse("fractionComplete") }
    }
    public func startAnimation() { misuse("startAnimation()") }
    public func startAnimation(afterDelay delay: TimeInterval) { misuse("startAnimation(afterDelay:)") }
    public func pauseAnimation() { misuse("pauseAnimation()") }
    public func stopAnimation(_ withoutFinishing: Bool) { misuse("stopAnimation(_:)") }
    public func finishAnimation(at finalPosition: UIViewAnimatingPosition) { misuse("finishAnimation(at:)") }
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        misuse("addAnimations(_:delayFactor:)")
    }
    public func addAnimations(_ animation: @escaping () -> Void) { misuse("addAnimations(_:)") }
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { misuse("addCompletion(_:)") }
    public func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        misuse("continueAnimation(withTimingParameters:durationFactor:)")
    }

    private func misuse(_ member: String) {
        PortableUIKitDiagnostics.report(
            .invalidTransitionContextUse,
            "\(member) on the stand-in returned by an animator that does not implement interruptibleAnimator(using:)",
            fix:
                "test the result with `is UIViewControllerAnimatedTransitioningNoInterruptibleAnimator` before using it, or implement interruptibleAnimator(using:)",
            spec: "8.11")
    }
}
#endif
