import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// Spec §1: addChild / removeFromParent / willMove / didMove and the moving flags.
@MainActor
@Suite("§1 parent and child", .isolatedRuntime)
struct ParentChildTests {
    @Test("1.1 addChild calls willMove(toParent:) and never didMove")
    func addChildCallsOnlyWillMove() {
        let parent = UIViewController(), child = UIViewController()
        let recorder = LifecycleRecorder()
        recorder.watch(parent, as: "P"); recorder.watch(child, as: "C")
        parent.addChild(child)
        #expect(recorder.trace == ["C.willMove(toParent: P)"])
        #expect(parent.children == [child])
        #expect(child.parent === parent)
        #expect(!child.isViewLoaded, "addChild must not load the child's view")
    }

    @Test("1.2 removeFromParent calls didMove(toParent: nil) after the child is removed, and no willMove")
    func removeFromParentCallsOnlyDidMove() {
        final class Probe: UIViewController {
            var parentInsideDidMove: UIViewController?? = .none
            override func didMove(toParent parent: UIViewController?) {
                super.didMove(toParent: parent)
                parentInsideDidMove = .some(self.parent)
            }
        }
        let parent = UIViewController(), child = Probe()
        parent.addChild(child)
        child.didMove(toParent: parent)
        let recorder = LifecycleRecorder()
        recorder.watch(parent, as: "P"); recorder.watch(child, as: "C")
        child.removeFromParent()
        #expect(recorder.trace == ["C.didMove(toParent: nil)"])
        #expect(parent.children.isEmpty)
        #expect(child.parentInsideDidMove == .some(nil), "the relationship is gone when didMove(nil) runs")
    }

    @Test("1.2 removeFromParent of a controller without a parent does nothing; with a parent it calls didMove(nil)")
    func removeWithoutParent() {
        let child = UIViewController()
        let recorder = LifecycleRecorder()
        recorder.watch(child, as: "C")
        child.removeFromParent()
        #expect(recorder.trace.isEmpty)
        // Positive control: the same recorder sees the removal once there is a parent.
        let parent = UIViewController()
        recorder.watch(parent, as: "P")
        parent.addChild(child)
        recorder.reset()
        child.removeFromParent()
        #expect(recorder.trace == ["C.didMove(toParent: nil)"])
    }

    @Test(
        "1.3 Apple's canonical add (addChild, add the view, set the frame, didMove) and remove (willMove(nil), remove the view, removeFromParent) sequences deliver each callback once, in order; the frame set after adding the view is in place by viewIsAppearing"
    )
    func canonicalSequences() {
        final class Probe: UIViewController {
            var frameAtIsAppearing: CGRect = .null
            override func viewIsAppearing(_ animated: Bool) {
                super.viewIsAppearing(animated)
                frameAtIsAppearing = view.frame
            }
        }
        let container = ContainerController()
        let child = Probe()
        let (host, recorder) = settledHost(root: container, named: ["child": child])
        let target = CGRect(x: 5, y: 6, width: 100, height: 200)
        container.addChild(child)
        container.containerView.addSubview(child.view)
        child.view.frame = target
        child.didMove(toParent: container)
        host.runUntilIdle()
        #expect(
            recorder.callbacks(of: "child") == [
                "willMove(toParent: container)", "viewDidLoad", "viewWillAppear(false) movingToParent",
                "didMove(toParent: container)", "viewIsAppearing(false) movingToParent",
                "viewDidAppear(false) movingToParent",
            ])
        #expect(child.frameAtIsAppearing == target)
        #expect(child.appearanceState == .appeared && container.children == [child])
        #expect(HierarchyValidator.violations(in: host.window, settled: true).isEmpty)
        recorder.reset()
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        host.runUntilIdle()
        #expect(
            recorder.callbacks(of: "child") == [
                "willMove(toParent: nil)", "viewWillDisappear(false) movingFromParent",
                "didMove(toParent: nil)", "viewDidDisappear(false) movingFromParent",
            ])
        #expect(child.appearanceState == .disappeared && child.parent == nil && container.children.isEmpty)
        #expect(HierarchyValidator.violations(in: host.window, settled: true).isEmpty)
    }

    @Test(
        "1.5 overrides of addChild, removeFromParent, willMove and didMove that call super are the ones the runtime calls, the removal inside a reparenting addChild included (1.4: via removeFromParent)"
    )
    func overridesCallingSuper() {
        final class Parent: UIViewController {
            let name: String
            var log: [String] = []
            init(_ name: String) { self.name = name; super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { nil }
            override func addChild(_ childController: UIViewController) {
                log.append("addChild")
                super.addChild(childController)
            }
        }
        final class Child: UIViewController {
            var log: [String] = []
            private func name(_ parent: UIViewController?) -> String { (parent as? Parent)?.name ?? "nil" }
            override func willMove(toParent parent: UIViewController?) {
                log.append("willMove(\(name(parent)), parent: \(name(self.parent)))")
                super.willMove(toParent: parent)
            }
            override func didMove(toParent parent: UIViewController?) {
                log.append("didMove(\(name(parent)), parent: \(name(self.parent)))")
                super.didMove(toParent: parent)
            }
            override func removeFromParent() {
                log.append("removeFromParent")
                super.removeFromParent()
            }
        }
        let first = Parent("P1"), second = Parent("P2"), child = Child()
        first.addChild(child)
        child.didMove(toParent: first)
        second.addChild(child)
        #expect(
            child.log == [
                "willMove(P1, parent: P1)", "didMove(P1, parent: P1)",
                "removeFromParent", "didMove(nil, parent: nil)", "willMove(P2, parent: P2)",
            ])
        #expect(first.log == ["addChild"] && second.log == ["addChild"])
        #expect(first.children.isEmpty && second.children == [child] && child.parent === second)
        child.log = []
        child.willMove(toParent: nil)
        child.removeFromParent()
        #expect(child.log == ["willMove(nil, parent: P2)", "removeFromParent", "didMove(nil, parent: nil)"])
        #expect(second.children.isEmpty && child.parent == nil)
    }

    @Test(
        "1.5 an override of removeFromParent that skips super (misuse) does not leave a reparented child listed by its old parent"
    )
    func removeOverrideWithoutSuper() {
        final class Stubborn: UIViewController {
            var removals = 0
            override func removeFromParent() { removals += 1 }
        }
        let first = UIViewController(), second = UIViewController(), child = Stubborn()
        first.addChild(child)
        child.removeFromParent()
        #expect(child.parent === first, "without super the removal does not happen")
        second.addChild(child)
        #expect(child.removals == 2, "reparenting called the override")
        #expect(first.children.isEmpty && second.children == [child] && child.parent === second)
    }

    @Test(
        "1.4 adding a child that has another parent removes it from that parent first (no willMove(nil) to the old parent: UNC, chosen)"
    )
    func reparenting() {
        let first = UIViewController(), second = UIViewController(), child = UIViewController()
        first.addChild(child)
        child.didMove(toParent: first)
        let recorder = LifecycleRecorder()
        recorder.watch(first, as: "P1"); recorder.watch(second, as: "P2"); recorder.watch(child, as: "C")
        second.addChild(child)
        #expect(recorder.trace == ["C.didMove(toParent: nil)", "C.willMove(toParent: P2)"])
        #expect(first.children.isEmpty)
        #expect(second.children == [child])
    }

    @Test("1.6 parent and children are already set when willMove(toParent:) runs")
    func relationshipBeforeWillMove() {
        final class Probe: UIViewController {
            var seenParent: UIViewController?
            var listedByParent = false
            override func willMove(toParent parent: UIViewController?) {
                super.willMove(toParent: parent)
                seenParent = self.parent
                listedByParent = parent?.children.contains(self) ?? false
            }
        }
        let parent = UIViewController(), child = Probe()
        parent.addChild(child)
        #expect(child.seenParent === parent)
        #expect(child.listedByParent)
    }

    @Test(
        "1.11 isMovingToParent holds in viewWillAppear and the deferred viewDidAppear of an added child (UNC for custom containers: kept until the appearance ends, like a push)"
    )
    func movingToParentFlags() {
        let container = ContainerController()
        let child = UIViewController()
        let (host, recorder) = settledHost(root: container, named: ["child": child])
        container.display(child)
        host.runTurn()
        #expect(
            recorder.callbacks(of: "child").filter { $0.hasPrefix("view") && !$0.hasPrefix("viewDidLoad") } == [
                "viewWillAppear(false) movingToParent",
                "viewIsAppearing(false) movingToParent",
                "viewDidAppear(false) movingToParent",
            ])
        #expect(!child.isMovingToParent, "the flag ends with the appearance transition")
    }

    @Test("1.11 a child that appears because its parent appears is not moving to its parent")
    func notMovingWhenParentAppears() {
        let container = ContainerController()
        let child = UIViewController()
        container.loadViewIfNeeded()
        container.display(child)
        let recorder = LifecycleRecorder()
        recorder.watch(child, as: "child")
        let host = HeadlessHost(rootViewController: container)
        host.runUntilIdle()
        #expect(
            recorder.callbacks(of: "child") == [
                "viewWillAppear(false)", "viewIsAppearing(false)", "viewDidAppear(false)",
            ])
    }

    @Test("1.8 didMove is delivered exactly once: no re-delivery after viewDidAppear (OBS/UNC, chosen)")
    func didMoveOnce() {
        let container = ContainerController()
        let child = UIViewController()
        let (host, recorder) = settledHost(root: container, named: ["child": child])
        container.display(child)
        host.runUntilIdle()
        #expect(recorder.callbacks(of: "child").filter { $0.hasPrefix("didMove") }.count == 1)
    }

    @Test("1.9 leaving out didMove changes no appearance callback")
    func noDidMove() {
        let container = ContainerController()
        let child = UIViewController()
        let (host, recorder) = settledHost(root: container, named: ["child": child])
        container.addChild(child)
        container.containerView.addSubview(child.view)
        host.runUntilIdle()
        #expect(
            recorder.callbacks(of: "child") == [
                "willMove(toParent: container)", "viewDidLoad", "viewWillAppear(false) movingToParent",
                "viewIsAppearing(false) movingToParent", "viewDidAppear(false) movingToParent",
            ])
    }

    @Test(
        "1.10 a controller's view added without addChild still gets appearance callbacks; its next responder is the superview"
    )
    func viewWithoutContainment() {
        let container = ContainerController()
        let loose = UIViewController()
        let (host, recorder) = settledHost(root: container, named: ["loose": loose])
        container.containerView.addSubview(loose.view)
        host.runUntilIdle()
        #expect(
            recorder.callbacks(of: "loose") == [
                "viewDidLoad", "viewWillAppear(false)", "viewIsAppearing(false)", "viewDidAppear(false)",
            ])
        #expect(loose.next === container.containerView)
        #expect(loose.view.next === loose)
    }

    @Test("1.1 adding the same child twice is diagnosed and ignored")
    func addTwice() {
        let parent = UIViewController(), child = UIViewController()
        parent.addChild(child)
        let rules = diagnosticRules { parent.addChild(child) }
        #expect(rules == [.invalidChild])
        #expect(parent.children == [child])
    }

    @Test("1.4 a controller cannot become a child of itself or of its descendant")
    func noCycles() {
        let a = UIViewController(), b = UIViewController()
        a.addChild(b)
        #expect(diagnosticRules { a.addChild(a) } == [.invalidChild])
        #expect(diagnosticRules { b.addChild(a) } == [.invalidChild])
        #expect(a.parent == nil && b.children.isEmpty)
    }
}

@MainActor
@Suite("1.10 retention", .isolatedRuntime)
struct RetentionTests {
    @Test(
        "1.10 a controller whose view was added without addChild is not retained: it deallocates once its appearance transition ended, its view stays"
    )
    func looseControllerDeallocates() {
        let container = ContainerController()
        let (host, _) = settledHost(root: container)
        weak var weakLoose: UIViewController?
        var looseView: UIView?
        do {
            let loose = UIViewController()
            weakLoose = loose
            looseView = loose.view
            container.containerView.addSubview(loose.view)
        }
        #expect(weakLoose != nil, "retained until its appearance transition ends at the end of the turn")
        host.runUntilIdle()
        #expect(weakLoose == nil)
        #expect(looseView?.superview === container.containerView)
        #expect(looseView?.next === container.containerView, "with no controller, the next responder is the superview")
    }
}
