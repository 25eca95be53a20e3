#if !canImport(UIKit)
import Foundation

/// The standard animation of a presentation or dismissal, one per `UIModalTransitionStyle`
/// (what UIKit uses when the transitioning delegate vends no animator, spec 13.1):
/// - `.coverVertical`: the presented view slides up from below the container (down on dismiss);
/// - `.crossDissolve`: the presented view fades in (out);
/// - `.flipHorizontal`: the presented view turns in from edge-on about its vertical axis while
///   the presenter's view, when the transition hands it out, turns away (reversed on dismiss);
/// - `.partialCurl`: approximated — PortableUIKit has no page-curl renderer: the presented view is
///   uncovered from the bottom edge upward, as the curling page lifts (reversed on dismiss).
///
/// Its animations run in one `UIViewPropertyAnimator`, which it offers as its interruptible
/// animator (the same object for the whole transition), so interactive dismissals scrub it.
/// Without animation it puts the views in their final place and completes at once.
@MainActor
final class ModalTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let style: UIModalTransitionStyle
    let isPresenting: Bool
    private var propertyAnimator: UIViewPropertyAnimator?

    init(style: UIModalTransitionStyle, presenting: Bool) {
        self.style = style
        isPresenting = presenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        switch style {
        case .coverVertical: 0.5
        case .crossDissolve: 0.35
        case .flipHorizontal: 0.75
        case .partialCurl: 0.6
        }
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let presented = transitionContext.viewController(forKey: key),
            let view = transitionContext.view(forKey: isPresenting ? .to : .from)
        else {
            return transitionContext.completeTransition(true)
        }
        let container = transitionContext.containerView
        let settled = isPresenting ? transitionContext.finalFrame(for: presented) : view.frame
        if isPresenting {
            UIView.performWithoutAnimation {
                container.addSubview(view)
                view.frame = settled
            }
        }
        guard transitionContext.isAnimated else {
            return transitionContext.completeTransition(true)
        }
        let other = transitionContext.view(forKey: isPresenting ? .from : .to)
        let shown = State.shown(frame: settled), hidden = hiddenState(of: settled, in: container.bounds)
        UIView.performWithoutAnimation { (isPresenting ? hidden : shown).apply(to: view, other: other) }
        let animator = interruptibleAnimator(using: transitionContext)
        animator.addAnimations { (self.isPresenting ? shown : hidden).apply(to: view, other: other) }
        animator.addCompletion { _ in
            let completed = !transitionContext.transitionWasCancelled
            // A dismissed view leaves with its look restored, for a later presentation.
            if completed, !self.isPresenting { UIView.performWithoutAnimation { shown.apply(to: view, other: other) } }
            transitionContext.completeTransition(completed)
        }
        animator.startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
    {
        if let propertyAnimator { return propertyAnimator }
        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .easeInOut)
        propertyAnimator = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) { propertyAnimator = nil }

    /// What the animations change on the presented view (and, for the flip, the other view).
    @MainActor
    struct State {
        var frame: CGRect
        var alpha: CGFloat = 1
        var transform = CATransform3DIdentity
        var otherTransform = CATransform3DIdentity

        static func shown(frame: CGRect) -> State { State(frame: frame) }

        func apply(to view: UIView, other: UIView?) {
            view.frame = frame
            view.alpha = alpha
            view.transform3D = transform
            other?.transform3D = otherTransform
        }
    }

    /// The presented view's state before it is presented (after it is dismissed).
    private func hiddenState(of frame: CGRect, in bounds: CGRect) -> State {
        var state = State.shown(frame: frame)
        switch style {
        case .coverVertical:
            state.frame = frame.offsetBy(dx: 0, dy: bounds.maxY - frame.minY)
        case .crossDissolve:
            state.alpha = 0
        case .flipHorizontal:
            state.transform = CATransform3DMakeRotation(-.pi / 2, 0, 1, 0)
            state.otherTransform = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
            state.alpha = 0
        case .partialCurl:
            state.frame = CGRect(x: frame.minX, y: frame.maxY, width: frame.width, height: 0)
        }
        return state
    }
}
#endif
