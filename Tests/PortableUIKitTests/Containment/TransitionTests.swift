import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// Spec §3 and seed 004: transition(from:to:…) and the display/hide/cycle listings.
@MainActor
@Suite("§3 transition(from:to:) and seed 004", .isolatedRuntime)
struct TransitionTests {
    /// A settled container showing `old` through seed 004's display, with `new` not yet added and
    /// a recorder (naming both) reset to start here.
    func settledSwitch(forwardsAutomatically: Bool = true)
        -> (ContainerController, UIViewController, UIViewController, HeadlessHost, LifecycleRecorder)
    {
        let container = ContainerController(), old = UIViewController(), new = UIViewController()
        container.forwardsAutomatically = forwardsAutomatically
        let (host, recorder) = settledHost(root: container, named: ["old": old, "new": new])
        container.display(old)
        host.runUntilIdle()
        recorder.reset()
        return (container, old, new, host, recorder)
    }

    /// Seed 004's `hideContentController:`.
    func hide(_ content: UIViewController) {
        content.willMove(toParent: nil)
        content.view.removeFromSuperview()
        content.removeFromParent()
    }

    /// Seed 004's `cycleFromViewController:toViewController:` (frames as in the seed).
    func cycle(
        from oldVC: UIViewController, to newVC: UIViewController, in container: ContainerController,
        duration: TimeInterval
    ) {
        oldVC.willMove(toParent: nil)
        container.addChild(newVC)
        let width = container.containerView.bounds.width
        newVC.view.frame = container.containerView.bounds.offsetBy(dx: width, dy: 0)
        let endFrame = container.containerView.bounds.offsetBy(dx: -width, dy: 0)
        container.transition(
            from: oldVC, to: newVC, duration: duration, options: [],
            animations: {
                newVC.view.frame = oldVC.view.frame
                oldVC.view.frame = endFrame
            },
            completion: { _ in
                oldVC.removeFromParent()
                newVC.didMove(toParent: container)
            })
    }

    @Test("seed 004 displayContentController then hideContentController: exact traces")
    func displayAndHide() {
        let container = ContainerController(), content = UIViewController()
        let (host, recorder) = settledHost(root: container, named: ["content": content])
        container.display(content)
        host.runUntilIdle()
        hide(content)
        host.runUntilIdle()
        #expect(
            recorder.trace == [
                "content.willMove(toParent: container)", "content.viewDidLoad",
                "content.viewWillAppear(false) movingToParent", "content.didMove(toParent: container)",
                "content.viewIsAppearing(false) movingToParent", "content.viewDidAppear(false) movingToParent",
                "content.willMove(toParent: nil)", "content.viewWillDisappear(false) movingFromParent",
                "content.didMove(toParent: nil)", "content.viewDidDisappear(false) movingFromParent",
            ])
        #expect(HierarchyValidator.violations(in: host.window, settled: true).isEmpty)
    }

    @Test(
        "3.3 3.4 seed 004 cycle with duration 0: old will-disappear, new will-appear, then did-callbacks before the completion's containment calls (3.4 order UNC: chosen)"
    )
    func cycleTrace() {
        let (container, old, new, host, recorder) = settledSwitch()
        cycle(from: old, to: new, in: container, duration: 0)
        #expect(new.view.superview === container.containerView, "the new view is added at once")
        #expect(old.view.superview === container.containerView, "the old view stays until the transition completes")
        host.runTurn()
        #expect(
            recorder.trace == [
                "old.willMove(toParent: nil)", "new.willMove(toParent: container)", "new.viewDidLoad",
                "old.viewWillDisappear(false) movingFromParent", "new.viewWillAppear(false) movingToParent",
                "new.viewIsAppearing(false) movingToParent",
                "old.viewDidDisappear(false) movingFromParent", "new.viewDidAppear(false) movingToParent",
                "old.didMove(toParent: nil)", "new.didMove(toParent: container)",
            ])
        #expect(old.view.superview == nil)
        #expect(new.view.frame == container.containerView.bounds)
        #expect(container.children == [new])
        #expect(HierarchyValidator.violations(in: host.window, settled: true).isEmpty)
    }

    @Test(
        "3.4 2.5 seed 004 cycle with duration 0.25: animated will-callbacks at once, views slide on the clock, did-callbacks and completion when the animation ends"
    )
    func animatedCycle() {
        let (container, old, new, host, recorder) = settledSwitch()
        let width = container.containerView.bounds.width
        cycle(from: old, to: new, in: container, duration: 0.25)
        #expect(
            recorder.trace == [
                "old.willMove(toParent: nil)", "new.willMove(toParent: container)", "new.viewDidLoad",
                "old.viewWillDisappear(true) movingFromParent", "new.viewWillAppear(true) movingToParent",
            ])
        #expect(new.view.frame == container.containerView.bounds, "the model is at its end at once")
        host.advance(by: 0.125)
        let midX = new.view.layer.presentation()!.position.x
        #expect(midX > new.view.center.x && midX < new.view.center.x + width, "half-way in, on screen")
        #expect(old.appearanceState == .disappearing && new.appearanceState == .appearing)
        #expect(container.children.contains(old))
        host.advance(by: 0.125)
        #expect(
            recorder.trace.suffix(5) == [
                "new.viewIsAppearing(true) movingToParent",
                "old.viewDidDisappear(true) movingFromParent", "new.viewDidAppear(true) movingToParent",
                "old.didMove(toParent: nil)", "new.didMove(toParent: container)",
            ])
        #expect(old.view.superview == nil && container.children == [new])
        #expect(HierarchyValidator.violations(in: host.window, settled: true).isEmpty)
    }

    /// A settled container showing `old`, with `new` added as a child and `old` told it leaves
    /// (Apple's sample order, 3.3), ready for `transition(from: old, to: new, …)`.
    func readyToTransition() -> (ContainerController, UIViewController, UIViewController, HeadlessHost) {
        let container = ContainerController(), old = UIViewController(), new = UIViewController()
        let (host, _) = settledHost(root: container)
        container.display(old)
        host.runUntilIdle()
        old.willMove(toParent: nil)
        container.addChild(new)
        return (container, old, new, host)
    }

    /// D10 (spec 3.2): duration — "If you pass zero, the changes are made without animating
    /// them"; animations — "This parameter must not be NULL", so a real block is passed.
    @Test("3.2 with duration 0 the animations block's changes are made at once, without animating")
    func zeroDurationDoesNotAnimate() {
        let (container, old, new, host) = readyToTransition()
        container.transition(
            from: old, to: new, duration: 0,
            animations: {
                new.view.alpha = 0.5
                old.view.alpha = 0.25
            }, completion: nil)
        #expect(new.view.superview === container.containerView, "3.2: the method adds the incoming view")
        #expect(new.view.alpha == 0.5 && old.view.alpha == 0.25)
        #expect(new.view.layer.animationKeys() == nil && old.view.layer.animationKeys() == nil)
        host.runTurn()  // presentation() is nil until a commit (18.1): the end of this turn
        #expect(new.view.layer.presentation()?.opacity == 0.5 && old.view.layer.presentation()?.opacity == 0.25)
        #expect(old.view.superview == nil, "3.2: the outgoing view is removed once the transition completes")
    }

    /// D10 documents `finished` as "true if the animation finished; false if it was skipped", but
    /// not which a duration-0 transition reports, nor when its completion runs. The choice: it is
    /// not a skipped animation (true), and it runs at the end of the turn, as UIView's transition
    /// methods document for duration 0 ("at the beginning of the next run loop cycle").
    @Test(
        "3.2 with duration 0 the completion runs after the call, at the end of the turn, with finished = true (UNC: chosen)"
    )
    func zeroDurationCompletion() {
        let (container, old, new, host) = readyToTransition()
        var finished: Bool?
        container.transition(from: old, to: new, duration: 0, animations: { new.view.alpha = 0.5 }) { finished = $0 }
        #expect(finished == nil)
        host.runTurn()
        #expect(finished == true)
    }

    @Test("3.1 transition between controllers that are not both children of the receiver is refused")
    func notSiblings() {
        let container = ContainerController(), old = UIViewController(), stranger = UIViewController()
        let (host, recorder) = settledHost(root: container, named: ["old": old, "stranger": stranger])
        container.display(old)
        host.runUntilIdle()
        recorder.reset()
        var completed = false
        let result = PortableUIKitDiagnostics.collecting {
            container.transition(from: old, to: stranger, duration: 0, animations: nil) { _ in completed = true }
        }
        #expect(result.diagnostics.map(\.rule) == [.invalidTransition])
        #expect(result.diagnostics.first?.message.contains("must have a common parent view controller") == true)
        host.runUntilIdle()
        #expect(!completed && recorder.trace.isEmpty)
        #expect(stranger.viewIfLoaded?.superview == nil)
    }

    @Test(
        "3.3 2.13 adding the incoming view yourself before transition(from:to:) is reported as unbalanced, and still settles"
    )
    func toViewAlreadyAdded() {
        let container = ContainerController(), old = UIViewController(), new = UIViewController()
        let (host, _) = settledHost(root: container)
        container.display(old)
        host.runUntilIdle()
        old.willMove(toParent: nil)
        container.addChild(new)
        container.containerView.addSubview(new.view)
        let rules = diagnosticRules {
            container.transition(from: old, to: new, duration: 0, animations: nil) { _ in
                old.removeFromParent()
                new.didMove(toParent: container)
            }
        }
        #expect(rules == [.unbalancedAppearanceTransition])
        host.runUntilIdle()
        #expect(new.appearanceState == .appeared && old.appearanceState == .disappeared)
        #expect(HierarchyValidator.violations(in: host.window, settled: true).isEmpty)
    }

    @Test(
        "3.1 a receiver that forwards appearance manually delivers no appearance callbacks in a transition (chosen for the UNC exception)"
    )
    func manualReceiver() {
        let (container, old, new, host, recorder) = settledSwitch(forwardsAutomatically: false)
        cycle(from: old, to: new, in: container, duration: 0)
        host.runUntilIdle()
        #expect(
            recorder.trace == [
                "old.willMove(toParent: nil)", "new.willMove(toParent: container)", "new.viewDidLoad",
                "old.didMove(toParent: nil)", "new.didMove(toParent: container)",
            ])
    }

    @Test("leaks: a removed child and its view deallocate once the turn has run")
    func removedChildDeallocates() {
        let container = ContainerController()
        let (host, _) = settledHost(root: container)
        weak var weakChild: UIViewController?
        weak var weakView: UIView?
        do {
            let child = UIViewController()
            weakChild = child
            weakView = child.view
            container.display(child)
            host.runUntilIdle()
            hide(child)
        }
        host.runUntilIdle()
        #expect(weakChild == nil)
        #expect(weakView == nil)
    }

    @Test("leaks: a child replaced through transition(from:to:) deallocates")
    func replacedChildDeallocates() {
        let container = ContainerController()
        let (host, _) = settledHost(root: container)
        let new = UIViewController()
        weak var weakOld: UIViewController?
        do {
            let old = UIViewController()
            weakOld = old
            container.display(old)
            host.runUntilIdle()
            cycle(from: old, to: new, in: container, duration: 0)
        }
        host.runUntilIdle()
        #expect(weakOld == nil)
    }
}
