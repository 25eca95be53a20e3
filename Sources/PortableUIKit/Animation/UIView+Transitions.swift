#if !canImport(UIKit)
import Foundation

/// `UIView.transition(from:to:…)` and `UIView.transition(with:…)` with the transition styles of
/// `UIView.AnimationOptions` (see `TransitionStyle`).
extension UIView {
    /// Replaces `fromView` by `toView` in `fromView`'s superview with a transition: `toView` is
    /// added above `fromView` at once and `fromView` removed when the transition ends. With
    /// `.showHideTransitionViews`, both must already be subviews and are shown/hidden instead.
    public class func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval,
        options: UIView.AnimationOptions = [], completion: ((Bool) -> Void)? = nil
    ) {
        guard let container = fromView.superview else {
            PortableUIKitDiagnostics.report(
                .invalidTransition, "transition(from:to:…) from \(fromView), which has no superview",
                fix: "transition from a view that is in a hierarchy", spec: "3.2")
            return
        }
        let showHide = options.contains(.showHideTransitionViews)
        if showHide {
            guard toView.superview === container else {
                PortableUIKitDiagnostics.report(
                    .invalidTransition, "showHideTransitionViews needs \(toView) to be a sibling of \(fromView)",
                    fix: "add both views to the same superview first, or drop showHideTransitionViews", spec: "3.5")
                return
            }
            toView.isHidden = false
        } else {
            container.insertSubview(toView, aboveSubview: fromView)
        }
        let style = TransitionStyle(options)
        runAnimationBlock(
            duration: duration, delay: 0, options: options.union(.overrideInheritedDuration),
            timing: .cubic(CubicTimingCurve(options.animationCurve)),
            animations: {
                if let context = ViewAnimationContext.current {
                    style.addAnimations(from: fromView, to: [toView], container: container, context: context)
                }
            },
            completion: { finished in
                if showHide {
                    fromView.isHidden = true
                } else if fromView.superview === container {
                    fromView.removeFromSuperview()
                }
                completion?(finished)
            })
    }

    /// Runs `animations` on `view` with a transition drawn over the whole view. PortableUIKit
    /// does not snapshot the old content: views the block removes leave at once, and views it
    /// adds are revealed by the transition (fading in, or appearing on the flip's second half).
    public class func transition(
        with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        let before = view.subviews
        let style = TransitionStyle(options)
        runAnimationBlock(
            duration: duration, delay: 0, options: options,
            timing: .cubic(CubicTimingCurve(options.animationCurve)),
            animations: {
                animations?()
                guard let context = ViewAnimationContext.current else { return }
                let added = view.subviews.filter { subview in !before.contains { $0 === subview } }
                style.addAnimations(from: nil, to: added, container: view, context: context)
            }, completion: completion)
    }
}
#endif
