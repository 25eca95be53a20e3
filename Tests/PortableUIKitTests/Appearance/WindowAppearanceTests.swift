import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// Spec 2.1–2.7: appearance driven by window attach/detach.
@MainActor
@Suite("§2 window-driven appearance", .isolatedRuntime)
struct WindowAppearanceTests {
    @Test("2.1 a view added to a hierarchy outside any window gets nothing until that hierarchy joins a visible window")
    func nothingOutsideWindow() {
        let holder = UIView()
        let vc = UIViewController()
        let recorder = LifecycleRecorder()
        recorder.watch(vc, as: "vc")
        holder.addSubview(vc.view)
        #expect(recorder.trace == ["vc.viewDidLoad"])
        let host = HeadlessHost()
        host.window.addSubview(holder)
        #expect(recorder.trace.last == "vc.viewWillAppear(false)")
        host.runUntilIdle()
        #expect(recorder.callbacks(of: "vc").suffix(2) == ["viewIsAppearing(false)", "viewDidAppear(false)"])
    }

    @Test("2.1 addChild without adding the view gives no appearance callbacks")
    func addChildAlone() {
        let container = ContainerController()
        let child = UIViewController()
        let (host, recorder) = settledHost(root: container, named: ["child": child])
        container.addChild(child)
        child.didMove(toParent: container)
        host.runUntilIdle()
        #expect(recorder.callbacks(of: "child") == ["willMove(toParent: container)", "didMove(toParent: container)"])
    }

    @Test("2.1 a hidden window drives no appearance; showing it appears the tree, hiding it disappears the tree")
    func windowVisibility() {
        let root = ContainerController()
        let child = UIViewController()
        root.loadViewIfNeeded()
        root.display(child)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let recorder = LifecycleRecorder()
        recorder.watch(root, as: "root"); recorder.watch(child, as: "child")
        window.rootViewController = root
        window.tick(0)
        #expect(recorder.trace.isEmpty)
        window.makeKeyAndVisible()
        #expect(recorder.trace == ["root.viewWillAppear(false)", "child.viewWillAppear(false)"])
        window.tick(1)
        #expect(
            recorder.trace.suffix(4) == [
                "root.viewIsAppearing(false)", "child.viewIsAppearing(false)",
                "root.viewDidAppear(false)", "child.viewDidAppear(false)",
            ])
        recorder.reset()
        window.isHidden = true
        window.tick(2)
        #expect(
            recorder.trace == [
                "root.viewWillDisappear(false)", "child.viewWillDisappear(false)",
                "root.viewDidDisappear(false)", "child.viewDidDisappear(false)",
            ])
    }

    @Test(
        "2.2 6.4 viewIsAppearing runs once per appearance, after viewWillAppear (window nil) and with the window and layout in place"
    )
    func viewIsAppearingContext() {
        final class Probe: UIViewController {
            var windowAtWillAppear: UIWindow?? = .none
            var windowAtIsAppearing: UIWindow?
            var frameAtIsAppearing: CGRect = .null
            var isAppearingCount = 0
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                windowAtWillAppear = .some(view.window)
            }
            override func viewIsAppearing(_ animated: Bool) {
                super.viewIsAppearing(animated)
                isAppearingCount += 1
                windowAtIsAppearing = view.window
                frameAtIsAppearing = view.frame
            }
        }
        let container = ContainerController()
        let host = HeadlessHost(size: CGSize(width: 320, height: 480), rootViewController: container)
        host.runUntilIdle()
        let probe = Probe()
        container.addChild(probe)
        probe.view.frame = container.containerView.bounds
        container.containerView.addSubview(probe.view)
        probe.didMove(toParent: container)
        host.runUntilIdle()
        #expect(probe.windowAtWillAppear == .some(nil))
        #expect(probe.windowAtIsAppearing === host.window)
        #expect(probe.frameAtIsAppearing == CGRect(x: 0, y: 0, width: 300, height: 460))
        #expect(probe.isAppearingCount == 1)
    }

    @Test("2.2 viewIsAppearing comes before the root view's layout callbacks in the same turn")
    func viewIsAppearingBeforeLayout() {
        let vc = UIViewController()
        let recorder = LifecycleRecorder()
        recorder.includesLayout = true
        recorder.watch(vc, as: "vc")
        let host = HeadlessHost(rootViewController: vc)
        host.runTurn()
        #expect(
            Array(recorder.trace.prefix(6)) == [
                "vc.viewDidLoad", "vc.viewWillAppear(false)", "vc.viewIsAppearing(false)",
                "vc.viewWillLayoutSubviews", "vc.viewDidLayoutSubviews", "vc.viewDidAppear(false)",
            ])
    }

    @Test("2.6 with addChild, a parent appearing later forwards parent-first: P.will, C.will, P.did, C.did")
    func parentFirstWithContainment() {
        final class Parent: UIViewController {
            let child = UIViewController()
            override func viewDidLoad() {
                super.viewDidLoad()
                addChild(child)
                view.addSubview(child.view)
                child.didMove(toParent: self)
            }
        }
        let parent = Parent()
        let recorder = LifecycleRecorder()
        recorder.watch(parent, as: "P"); recorder.watch(parent.child, as: "C")
        let host = HeadlessHost(rootViewController: parent)
        host.runUntilIdle()
        #expect(
            recorder.trace.filter { !$0.contains("Move") && !$0.contains("Load") } == [
                "P.viewWillAppear(false)", "C.viewWillAppear(false)",
                "P.viewIsAppearing(false)", "C.viewIsAppearing(false)",
                "P.viewDidAppear(false)", "C.viewDidAppear(false)",
            ])
    }

    @Test("2.6 without addChild, the embedded controller drives itself: P.will, C.will, C.did, P.did")
    func withoutContainment() {
        final class Parent: UIViewController {
            let loose = UIViewController()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(loose.view)
            }
        }
        let parent = Parent()
        let recorder = LifecycleRecorder()
        recorder.watch(parent, as: "P"); recorder.watch(parent.loose, as: "C")
        let host = HeadlessHost(rootViewController: parent)
        host.runUntilIdle()
        #expect(
            recorder.trace.filter { $0.contains("Will") || $0.contains("Did") && !$0.contains("Load") } == [
                "P.viewWillAppear(false)", "C.viewWillAppear(false)",
                "C.viewDidAppear(false)", "P.viewDidAppear(false)",
            ])
    }

    @Test(
        "2.7 a child embedded with addChild in a pushed controller's viewDidLoad is forwarded the push: animated, will after the parent's will, did after the parent's did"
    )
    func childEmbeddedDuringPush() {
        final class Pushed: UIViewController {
            let embedded = UIViewController()
            override func viewDidLoad() {
                super.viewDidLoad()
                addChild(embedded)
                view.addSubview(embedded.view)
                embedded.didMove(toParent: self)
            }
        }
        let scene = NavigationScene(stack: ["A"])
        let pushed = Pushed()
        scene.trace.recorder.watch(pushed, as: "B")
        scene.trace.recorder.watch(pushed.embedded, as: "E")
        scene.nav.pushViewController(pushed, animated: true)
        scene.host.runUntilIdle()
        #expect(
            scene.trace.recorder.trace.filter {
                ($0.hasPrefix("B.view") || $0.hasPrefix("E.view")) && !$0.contains("Load")
            } == [
                "B.viewWillAppear(true) movingToParent", "E.viewWillAppear(true)",
                "B.viewIsAppearing(true) movingToParent", "E.viewIsAppearing(true)",
                "B.viewDidAppear(true) movingToParent", "E.viewDidAppear(true)",
            ])
        #expect(pushed.embedded.appearanceState == .appeared)
        #expect(scene.violations.isEmpty)
    }

    @Test(
        "2.7 a plain controller's view added without addChild in a pushed controller's viewDidLoad: OBS/UNC says it may get no callbacks; this runtime gives it its own non-animated appearance, done at the end of the turn its view enters the window, as for any view (1.10, 2.5; chosen)"
    )
    func looseViewAddedDuringPush() {
        final class Pushed: UIViewController {
            let loose = UIViewController()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(loose.view)
            }
        }
        let scene = NavigationScene(stack: ["A"])
        let pushed = Pushed()
        scene.trace.recorder.watch(pushed, as: "B")
        scene.trace.recorder.watch(pushed.loose, as: "L")
        scene.nav.pushViewController(pushed, animated: true)
        scene.host.runTurn()
        #expect(pushed.loose.appearanceState == .appeared, "appeared in the turn the push started")
        #expect(pushed.appearanceState == .appearing, "while the push still animates")
        scene.host.runUntilIdle()
        #expect(
            scene.trace.recorder.trace.filter {
                ($0.hasPrefix("B.view") || $0.hasPrefix("L.view")) && !$0.contains("Load")
            } == [
                "B.viewWillAppear(true) movingToParent", "L.viewWillAppear(false)",
                "B.viewIsAppearing(true) movingToParent", "L.viewIsAppearing(false)",
                "L.viewDidAppear(false)", "B.viewDidAppear(true) movingToParent",
            ])
    }

    @Test("2.5 a view removed and re-added in the same turn ends appeared, each will delivered, one did")
    func removeAndReAddInOneTurn() {
        let container = ContainerController()
        let child = UIViewController()
        let (host, recorder) = settledHost(root: container, named: ["child": child])
        container.display(child)
        child.view.removeFromSuperview()
        container.containerView.addSubview(child.view)
        host.runUntilIdle()
        #expect(
            recorder.callbacks(of: "child").filter { $0.hasPrefix("view") && $0 != "viewDidLoad" } == [
                "viewWillAppear(false) movingToParent", "viewWillDisappear(false)", "viewWillAppear(false)",
                "viewIsAppearing(false)", "viewDidAppear(false)",
            ])
        #expect(child.appearanceState == .appeared)
        #expect(HierarchyValidator.violations(in: host.window, settled: true).isEmpty)
    }

    @Test(
        "2.1 moving a view within the same window sends no appearance callbacks; entering and leaving the window does")
    func moveWithinWindow() {
        let container = ContainerController()
        let loose = UIViewController()
        let (host, recorder) = settledHost(root: container, named: ["loose": loose])
        container.containerView.addSubview(loose.view)
        host.runUntilIdle()
        // Positive control: the recorder sees the view entering the window.
        #expect(
            recorder.trace == [
                "loose.viewDidLoad", "loose.viewWillAppear(false)",
                "loose.viewIsAppearing(false)", "loose.viewDidAppear(false)",
            ])
        recorder.reset()
        container.view.addSubview(loose.view)
        host.runUntilIdle()
        #expect(loose.view.superview === container.view, "the view did move")
        #expect(recorder.trace.isEmpty)
        // Positive control: the same recorder sees the view leaving the window.
        loose.view.removeFromSuperview()
        host.runUntilIdle()
        #expect(recorder.trace == ["loose.viewWillDisappear(false)", "loose.viewDidDisappear(false)"])
    }

    @Test("2.1 replacing the window's root controller disappears the old root and appears the new one")
    func replaceRoot() {
        let first = UIViewController(), second = UIViewController()
        let host = HeadlessHost(rootViewController: first)
        host.runUntilIdle()
        let recorder = LifecycleRecorder()
        recorder.watch(first, as: "A"); recorder.watch(second, as: "B")
        host.window.rootViewController = second
        host.runUntilIdle()
        #expect(
            recorder.trace == [
                "A.viewWillDisappear(false)", "B.viewDidLoad", "B.viewWillAppear(false)",
                "B.viewIsAppearing(false)", "A.viewDidDisappear(false)", "B.viewDidAppear(false)",
            ])
        #expect(second.view.frame == host.window.bounds)
    }
}
