import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting

/// A recorder trace with marks (completions, presentation controller hooks, animator calls)
/// merged in at the position they happened.
@MainActor
final class PresentationTrace {
    let recorder: LifecycleRecorder = {
        let recorder = LifecycleRecorder()
        recorder.showsPresentationFlags = true
        return recorder
    }()
    private var marks: [(index: Int, line: String)] = []

    func mark(_ line: String) { marks.append((recorder.entries.count, line)) }

    /// The recorder's trace with the marks merged in.
    var lines: [String] {
        tracedWithMarks(recorder.trace, marks)
    }

    func reset() {
        recorder.reset()
        marks = []
    }
}

/// A window 390 × 844 (an iPhone in portrait: compact width, regular height) whose root is `R`, settled, with a trace that names R and the presented
/// controllers made by ``make(_:style:)``.
@MainActor
struct PresentationScene {
    let host: HeadlessHost
    let root: UIViewController
    let trace = PresentationTrace()

    init(root: UIViewController = UIViewController(), rootName: String = "R") {
        self.root = root
        host = HeadlessHost(size: CGSize(width: 390, height: 844), rootViewController: root)
        host.runUntilIdle()
        trace.recorder.watch(root, as: rootName)
    }

    var window: UIWindow { host.window }

    /// A plain controller named `name`, watched, with `style`.
    func make(_ name: String, style: UIModalPresentationStyle = .fullScreen) -> UIViewController {
        let controller = UIViewController()
        controller.modalPresentationStyle = style
        trace.recorder.watch(controller, as: name)
        return controller
    }

    /// A completion block that marks the trace.
    func completion(_ name: String = "completion") -> () -> Void {
        let trace = self.trace
        return { trace.mark(name) }
    }

    /// The hierarchy validator's findings after settling.
    var violations: [HierarchyValidator.Violation] {
        HierarchyValidator.violations(in: host.window, settled: true, recorder: trace.recorder)
    }
}

/// A presentation controller that marks its hooks in a trace.
@MainActor
final class RecordingPresentationController: UIPresentationController {
    weak var trace: PresentationTrace?
    var removesPresentersView = false
    var presentsInFullscreen = true
    var frame: CGRect?

    override var shouldRemovePresentersView: Bool { removesPresentersView }
    override var shouldPresentInFullscreen: Bool { presentsInFullscreen }
    override var frameOfPresentedViewInContainerView: CGRect { frame ?? super.frameOfPresentedViewInContainerView }
    override func presentationTransitionWillBegin() { trace?.mark("pc.presentationTransitionWillBegin") }
    override func presentationTransitionDidEnd(_ completed: Bool) {
        trace?.mark("pc.presentationTransitionDidEnd(\(completed))")
    }
    override func dismissalTransitionWillBegin() { trace?.mark("pc.dismissalTransitionWillBegin") }
    override func dismissalTransitionDidEnd(_ completed: Bool) {
        trace?.mark("pc.dismissalTransitionDidEnd(\(completed))")
    }
}

/// A transitioning delegate that vends what it is given and marks what it is asked.
@MainActor
final class RecordingTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    weak var trace: PresentationTrace?
    var presentationAnimator: UIViewControllerAnimatedTransitioning?
    var dismissalAnimator: UIViewControllerAnimatedTransitioning?
    var presentationInteraction: UIViewControllerInteractiveTransitioning?
    var dismissalInteraction: UIViewControllerInteractiveTransitioning?
    var presentationControllerFactory: ((UIViewController, UIViewController?) -> UIPresentationController)?
    private(set) var asked: [String] = []
    private(set) var presentingArgument: UIViewController?
    private(set) var sourceArgument: UIViewController?

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        asked.append("animationController(forPresented:)")
        presentingArgument = presenting
        sourceArgument = source
        return presentationAnimator
    }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        asked.append("animationController(forDismissed:)")
        return dismissalAnimator
    }
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        asked.append("interactionControllerForPresentation")
        return presentationInteraction
    }
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        asked.append("interactionControllerForDismissal")
        return dismissalInteraction
    }
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        asked.append("presentationController(forPresented:)")
        return presentationControllerFactory?(presented, presenting)
    }
}

/// A custom animator written the common way: `UIView.animate` over its duration (no
/// interruptible animator), sliding the presented view in from the right and out again; it
/// marks its calls in a trace.
@MainActor
final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    weak var trace: PresentationTrace?
    let presenting: Bool
    private(set) var sawContext: UIViewControllerContextTransitioning?
    private(set) var endedWith: Bool?

    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        trace?.mark("animator.animateTransition(animated: \(transitionContext.isAnimated))")
        sawContext = transitionContext
        let container = transitionContext.containerView
        let key: UITransitionContextViewKey = presenting ? .to : .from
        guard let view = transitionContext.view(forKey: key) else { return transitionContext.completeTransition(false) }
        let offRight = container.bounds.offsetBy(dx: container.bounds.width, dy: 0)
        if presenting {
            container.addSubview(view)
            view.frame = offRight
        }
        let target = presenting ? container.bounds : offRight
        guard transitionContext.isAnimated else {
            view.frame = target
            return transitionContext.completeTransition(true)
        }
        UIView.animate(
            withDuration: 0.4, animations: { view.frame = target },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }

    func animationEnded(_ transitionCompleted: Bool) {
        endedWith = transitionCompleted
        trace?.mark("animator.animationEnded(\(transitionCompleted))")
    }
}
