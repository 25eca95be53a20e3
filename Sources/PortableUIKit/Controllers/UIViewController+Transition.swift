#if !canImport(UIKit)
import Foundation

/// `transition(from:to:duration:options:animations:completion:)` (spec 3.1–3.4).
///
/// Order, in the parent's visible window (the spec leaves 3.4's order UNC; this is the choice):
/// 1. `from.viewWillDisappear`, then `to.viewWillAppear` (old first, as in a navigation push);
/// 2. `to.view` is added to `from.view.superview`; the `animations` block runs;
/// 3. when the animations end (on the clock; at the next turn for duration 0 or nothing animated):
///    `from.view` is removed, `from.viewDidDisappear`, `to.viewDidAppear`, then `completion(finished)`,
///    so the client's `removeFromParent()` / `didMove(toParent:)` in the completion come after the
///    did-callbacks, exactly like a navigation pop/push (spec 1.11).
///
/// A receiver that does not forward appearance automatically (spec 2.8) delivers no appearance
/// callbacks here: it forwards them itself (spec 3.1 marks the old exception for that case UNC).
extension UIViewController {
    func performTransition(
        from: UIViewController, to: UIViewController, duration: TimeInterval,
        options: UIView.AnimationOptions, animations: (() -> Void)?, completion: ((Bool) -> Void)?
    ) {
        guard from._parent === self, to._parent === self, from !== to else {
            PortableUIKitDiagnostics.report(
                .invalidTransition,
                "Children view controllers \(from) and \(to) must have a common parent view controller (\(self)) when calling transition(from:to:duration:options:animations:completion:)",
                fix: "addChild(_:) both controllers to the receiver first, and pass two different children",
                spec: "3.1")
            return
        }
        guard let fromView = from._view, let container = fromView.superview else {
            PortableUIKitDiagnostics.report(
                .invalidTransition, "\(from)'s view is not in \(self)'s view hierarchy",
                fix: "transition from the child whose view is currently shown", spec: "3.2")
            return
        }
        guard let toView = to.view else { return }
        if toView.superview != nil || to.appearanceState == .appearing || to.appearanceState == .appeared {
            PortableUIKitDiagnostics.report(
                .unbalancedAppearanceTransition,
                "Unbalanced calls to begin/end appearance transitions for \(to): its view is already in a hierarchy",
                fix: "let transition(from:to:…) add the incoming view; do not addSubview it yourself", spec: "2.13, 3.3"
            )
        }
        let animated = duration > 0
        let drivesAppearance =
            shouldAutomaticallyForwardAppearanceMethods
            && container.window?.isVisibleForAppearance == true
        var beganTo = false
        if drivesAppearance {
            from.beginAppearance(false, animated: animated, source: .system)
            if to.appearanceState == .disappeared || to.appearanceState == .disappearing {
                to.beginAppearance(true, animated: animated, source: .system)
                beganTo = true
            }
        }
        let finish: (Bool) -> Void = { finished in
            if fromView.superview === container { fromView.removeFromSuperview() }
            if drivesAppearance {
                from.endAppearance(source: .system)
                if beganTo { to.endAppearance(source: .system) }
            }
            completion?(finished)
        }
        // The incoming view joins outside the animation so its appearance stays the transition's.
        UIView.performWithoutAnimation { container.addSubview(toView) }
        let style = TransitionStyle(options)
        UIView.animate(
            withDuration: duration, delay: 0, options: options,
            animations: {
                animations?()
                if let context = ViewAnimationContext.current {
                    style.addAnimations(from: fromView, to: [toView], container: container, context: context)
                }
            }, completion: finish)
    }
}
#endif
