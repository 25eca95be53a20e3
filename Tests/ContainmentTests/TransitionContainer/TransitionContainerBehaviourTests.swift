import Foundation
import Testing
@_spi(Testing) import PortableUIKit
import Containment
import ContainmentTesting
import ContainmentTestTraits

/// A child that animates alongside the transition that brings it in, through its coordinator.
@MainActor
private final class AlongsideChild: UIViewController {
    let badge = UIView()
    var log: [String] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(badge)
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let coordinator = transitionCoordinator else { return log.append("no coordinator") }
        badge.alpha = 0
        let queued = coordinator.animate(
            alongsideTransition: { [badge] context in
                badge.alpha = 1
                self.log.append("alongside interactive=\(context.isInteractive)")
            },
            completion: { context in
                self.log.append("completion cancelled=\(context.isCancelled)")
            })
        log.append("queued \(queued)")
    }
}

@MainActor
@Suite("TransitionContainerController behaviour", .isolatedRuntime)
struct TransitionContainerBehaviourTests {
    @Test("children reach the container's coordinator; alongside animations run with the transition")
    func coordinator() {
        let child = AlongsideChild()
        let container = TransitionContainerController(viewControllers: [UIViewController(), child])
        let host = HeadlessHost(rootViewController: container)
        host.runUntilIdle()
        #expect(child.transitionCoordinator == nil)
        container.setSelectedViewController(child, animated: true)
        #expect(child.transitionCoordinator === container.activeTransition)
        #expect(child.log == ["queued true", "alongside interactive=false"])
        host.advance(by: 0.175)
        let alpha = child.badge.layer.presentation()!.opacity
        #expect(alpha > 0.3 && alpha < 0.7, "the badge fades in with the slide: \(alpha)")
        host.runUntilIdle()
        #expect(child.log.last == "completion cancelled=false")
        #expect(child.transitionCoordinator == nil)
        let late = container.transitionCoordinator
        #expect(late == nil)
    }

    @Test("seed 002 layout: children fill the content view and follow its size, also mid-transition")
    func childrenFollowSize() {
        let fixture = TransitionContainerFixture()
        #expect(fixture.a.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        fixture.host.resize(to: CGSize(width: 844, height: 390))
        fixture.host.runUntilIdle()
        #expect(fixture.a.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
        fixture.container.setSelectedViewController(fixture.b, animated: true)
        fixture.host.advance(by: 0.1)
        fixture.host.resize(to: CGSize(width: 390, height: 844))
        fixture.host.runUntilIdle()
        #expect(fixture.b.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        fixture.container.setSelectedViewController(fixture.c, animated: false)
        #expect(fixture.c.view.frame == fixture.container.contentView.bounds)
        fixture.expectValid(settled: true)
    }

    @Test("seed 001's UIView.animate animator runs a programmatic switch and resets its transform")
    func seedAnimator() {
        let delegate = RecordingContainerDelegate()
        delegate.animator = SeedFadeAnimator()
        let fixture = TransitionContainerFixture(delegate: delegate)
        fixture.container.setSelectedViewController(fixture.b, animated: true)
        fixture.host.advance(by: 0.175)
        #expect(fixture.container.activeTransition?.isInterruptible == false)
        let opacity = fixture.b.view.layer.presentation()!.opacity
        #expect(opacity > 0.2 && opacity < 0.8)
        fixture.host.runUntilIdle()
        #expect(fixture.container.selectedViewController === fixture.b)
        #expect(fixture.a.view.transform == .identity)
        fixture.expectValid(settled: true)
    }

    @Test("selectedIndex and viewControllers: replacing the list keeps or replaces the shown child")
    func listChanges() {
        let fixture = TransitionContainerFixture()
        #expect(fixture.container.selectedIndex == 0)
        fixture.container.selectedIndex = 2
        #expect(fixture.container.selectedViewController === fixture.c)
        fixture.container.viewControllers = [fixture.c, fixture.a]
        #expect(fixture.container.selectedIndex == 0 && fixture.container.selectedViewController === fixture.c)
        fixture.container.viewControllers = [fixture.b]
        #expect(fixture.container.selectedViewController === fixture.b && fixture.container.children == [fixture.b])
        fixture.container.viewControllers = []
        #expect(fixture.container.selectedViewController == nil && fixture.container.children.isEmpty)
        #expect(fixture.container.selectedIndex == NSNotFound)
        #expect(fixture.b.appearanceState == .disappeared)
        fixture.expectValid(settled: true)
    }

    @Test("changing viewControllers mid-flight waits for the transition")
    func listChangeMidFlight() {
        let fixture = TransitionContainerFixture()
        fixture.container.setSelectedViewController(fixture.b, animated: true)
        fixture.host.advance(by: 0.1)
        fixture.container.viewControllers = [fixture.c]
        #expect(fixture.container.viewControllers.count == 3)
        fixture.host.runUntilIdle()
        #expect(fixture.container.viewControllers == [fixture.c])
        #expect(fixture.container.selectedViewController === fixture.c && fixture.container.children == [fixture.c])
        fixture.expectValid(settled: true)
    }

    @Test("misuse is reported and refused: a foreign controller, an index out of range, duplicates, another's child")
    func misuse() {
        let fixture = TransitionContainerFixture()
        let stranger = UIViewController()
        let rules = PortableUIKitDiagnostics.collecting {
            fixture.container.setSelectedViewController(stranger, animated: true)
            fixture.container.selectedIndex = 7
            fixture.container.viewControllers = [fixture.a, fixture.a, fixture.b]
            let other = UIViewController()
            other.addChild(stranger)
            fixture.container.viewControllers = [fixture.a, stranger]
        }.diagnostics.map(\.rule)
        #expect(rules == [.invalidContainerUse, .invalidContainerUse, .invalidContainerUse, .invalidContainerUse])
        #expect(fixture.container.viewControllers == [fixture.a])
        #expect(fixture.container.selectedViewController === fixture.a)
        fixture.expectValid(settled: true)
    }

    @Test("8.11 completeTransition twice is reported and ignored")
    func completeTwice() {
        let fixture = TransitionContainerFixture()
        fixture.container.setSelectedViewController(fixture.b, animated: true)
        let context = try! #require(fixture.container.activeTransition)
        fixture.host.runUntilIdle()
        let rules = PortableUIKitDiagnostics.collecting {
            context.completeTransition(false)
            context.updateInteractiveTransition(0.5)
        }.diagnostics.map(\.rule)
        #expect(rules == [.invalidTransitionContextUse, .invalidTransitionContextUse])
        #expect(fixture.container.selectedViewController === fixture.b)
        fixture.expectValid(settled: true)
    }

    @Test("8.11 the context reads views and frames live and gives seed 001's slide frames")
    func contextFrames() {
        let fixture = TransitionContainerFixture()
        fixture.container.setSelectedViewController(fixture.b, animated: true)
        let context = try! #require(fixture.container.activeTransition)
        #expect(
            context.viewController(forKey: .from) === fixture.a && context.viewController(forKey: .to) === fixture.b)
        #expect(context.view(forKey: .to) === fixture.b.view && context.containerView === fixture.container.contentView)
        #expect(context.initialFrame(for: fixture.b) == CGRect(x: 390, y: 0, width: 390, height: 844))
        #expect(context.finalFrame(for: fixture.a) == CGRect(x: -390, y: 0, width: 390, height: 844))
        #expect(context.initialFrame(for: fixture.c) == .zero)
        #expect(context.isAnimated && !context.isInteractive && context.presentationStyle == .custom)
        #expect(context.targetTransform == .identity && context.isGoingForward)
        fixture.host.runUntilIdle()
    }
}
