// swift-format-ignore-file
// (This code is printed in the documentation as it stands here, comments aligned; a test
// compares the listing with it line for line, so swift-format leaves the file alone.)
import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// The testing tools themselves: what they record and that the validator catches breakage.
@MainActor
@Suite("ContainmentTesting tools", .isolatedRuntime)
struct RecorderTests {
    @Test("the recorder names parents, flags moving callbacks, and records attached trees including later children")
    func recorderFormat() {
        let parent = UIViewController(), child = UIViewController()
        child.title = "Titled"
        let recorder = LifecycleRecorder()
        recorder.attach(to: parent)
        recorder.watch(parent, as: "P")
        parent.addChild(child)
        #expect(recorder.trace == ["Titled.willMove(toParent: P)"])
        let host = HeadlessHost(rootViewController: parent)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        host.runUntilIdle()
        #expect(recorder.callbacks(of: "Titled").contains("viewDidAppear(false) movingToParent"))
        #expect(recorder.entries.allSatisfy { !$0.callback.contains("Layout") })
    }

    @Test("a recorder that is gone stops observing")
    func recorderDeinit() {
        weak var weakRecorder: LifecycleRecorder?
        let observersBefore = LifecycleObservation.observers.count
        do {
            let recorder = LifecycleRecorder()
            weakRecorder = recorder
            #expect(LifecycleObservation.observers.count == observersBefore + 1)
        }
        #expect(weakRecorder == nil)
        #expect(LifecycleObservation.observers.count == observersBefore)
    }

    @Test("the validator reports a child listed by a parent it does not name")
    func validatorCatchesTreeBreak() {
        let root = UIViewController(), child = UIViewController()
        let host = HeadlessHost(rootViewController: root)
        host.runUntilIdle()
        root._children.append(child)
        #expect(HierarchyValidator.violations(in: host.window).map(\.rule) == ["tree"])
        root._children.removeAll()
    }

    @Test("the validator reports a controller whose parent does not list it")
    func validatorCatchesReverseTreeBreak() {
        let root = UIViewController(), child = UIViewController()
        let host = HeadlessHost(rootViewController: root)
        child._parent = root
        #expect(HierarchyValidator.violations(in: host.window, extraControllers: [child]).map(\.rule) == ["tree"])
        child._parent = nil   // unowned (issue 14): undo the corruption before the root goes
    }

    @Test("the validator reports a child's view outside its parent's hierarchy (4.1)")
    func validatorCatchesOwnershipBreak() {
        let root = UIViewController(), other = UIViewController(), child = UIViewController()
        let host = HeadlessHost(rootViewController: root)
        root.view.addSubview(other.view)
        other.view.addSubview(child.view)
        root._children.append(child)
        child._parent = root
        #expect(HierarchyValidator.violations(in: host.window).map(\.rule) == ["4.1"])
    }

    @Test("the settled check reports a controller left appearing after the turn")
    func validatorCatchesUnsettled() {
        let root = UIViewController()
        let host = HeadlessHost(rootViewController: root)
        #expect(HierarchyValidator.violations(in: host.window, settled: true).map(\.rule) == ["settled"])
        host.runUntilIdle()
        #expect(HierarchyValidator.violations(in: host.window, settled: true).isEmpty)
    }

    @Test("the host's clock moves only when told; advance runs one turn per frame")
    func hostClock() {
        let host = HeadlessHost()
        let start = host.now
        #expect(start == host.window.currentTime)
        host.advance(by: 0.5)
        #expect(host.now == start + 0.5)
        #expect(host.window.currentTime == start + 0.5)
        host.runTurn()
        #expect(host.now == start + 0.5)
    }
}

/// The README's first example, kept true.
@MainActor
@Suite("README", .isolatedRuntime)
struct ReadmeExampleTests {
    final class Container: UIViewController {
        func show(_ child: UIViewController) {
            addChild(child)
            child.view.frame = view.bounds
            view.addSubview(child.view)
            child.didMove(toParent: self)
        }
    }

    @Test("the README's first example prints the trace it shows")
    func firstExample() {
        let container = Container()
        let host = HeadlessHost(rootViewController: container)
        let recorder = LifecycleRecorder()
        let child = UIViewController()
        recorder.watch(child, as: "child")
        container.show(child)
        host.runUntilIdle()
        #expect(recorder.trace == [
            "child.willMove(toParent: Container)",
            "child.viewDidLoad",
            "child.viewWillAppear(false) movingToParent",
            "child.didMove(toParent: Container)",
            "child.viewIsAppearing(false) movingToParent",
            "child.viewDidAppear(false) movingToParent",
        ])
    }

    @Test("the README's scrolling example rests 499.5 pt past the release point")
    func scrollingExample() {
        let host = HeadlessHost()
        let scrollView = UIScrollView(frame: host.window.bounds)
        scrollView.contentSize = CGSize(width: 390, height: 20_000)
        host.window.addSubview(scrollView)
        host.flick(from: CGPoint(x: 200, y: 600), velocity: CGVector(dx: 0, dy: -1000))
        let released = scrollView.contentOffset.y
        host.runUntilIdle()
        #expect(abs(scrollView.contentOffset.y - released - 499.5) <= 0.5)
    }
}
