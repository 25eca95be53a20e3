import Foundation
import Testing
@_spi(Testing) import PortableUIKit
import Containment
import ContainmentTesting
import ContainmentTestTraits

/// Setting `viewControllers` again: the new array is diffed with the old by identity.
@MainActor
@Suite("PagingController — viewControllers identity diff", .isolatedRuntime)
struct PagingControllerIdentityDiffTests {
    @MainActor
    final class ArrayFixture {
        let recorder = LifecycleRecorder()
        let controllers: [String: UIViewController]
        let pager: PagingController
        let host: HeadlessHost

        init(_ names: [String], extra: [String] = [], selected: Int) {
            var made: [String: UIViewController] = [:]
            for name in names + extra {
                let controller = UIViewController()
                controller.title = name
                recorder.watch(controller, as: name)
                made[name] = controller
            }
            controllers = made
            pager = PagingController(viewControllers: names.compactMap { made[$0] })
            host = HeadlessHost(size: CGSize(width: 390, height: 844), rootViewController: pager)
            host.runUntilIdle()
            pager.select(pageAt: selected, animated: false)
            host.runUntilIdle()
            recorder.reset()
        }

        subscript(name: String) -> UIViewController { controllers[name] ?? UIViewController() }

        func set(_ names: [String]) {
            pager.viewControllers = names.map { self[$0] }
            host.runUntilIdle()
        }

        var appearance: [String] {
            appearanceCallbacks(in: recorder)
        }

        var children: Set<String> { Set(pager.children.compactMap(\.title)) }

        func expectValid(_ location: SourceLocation = #_sourceLocation) {
            let violations = HierarchyValidator.violations(in: host.window, settled: true, recorder: recorder)
            #expect(violations.isEmpty, "\(violations)", sourceLocation: location)
            let appeared = pager.children.filter { $0.appearanceState != .disappeared }
            #expect(appeared.count == 1 && appeared.first === pager.selectedViewController, sourceLocation: location)
            #expect(pager.scrollView.contentOffset.x == CGFloat(pager.selectedIndex) * 390, sourceLocation: location)
        }
    }

    @Test("identity diff: the current controller stays current with no callbacks; added ones load only when live")
    func currentStays() {
        let f = ArrayFixture(["A", "B", "C", "D", "E"], extra: ["X", "Y"], selected: 2)
        f.set(["C", "D", "E", "X", "Y"])
        #expect(f.pager.selectedIndex == 0 && f.pager.selectedViewController === f["C"])
        #expect(f.appearance.isEmpty)
        #expect(f.children == ["C", "D"])
        #expect(f["B"].parent == nil && f["X"].parent == nil && f["Y"].parent == nil)
        f.expectValid()
        f.pager.select(pageAt: 3, animated: false)
        #expect(f["X"].parent === f.pager && f.pager.selectedViewController === f["X"])
        f.expectValid()
    }

    @Test("identity diff: the current controller removed disappears and the next survivor appears; removed ones leave")
    func currentRemoved() {
        let f = ArrayFixture(["A", "B", "C", "D"], selected: 2)
        f.set(["A", "B", "D"])
        #expect(
            f.appearance == [
                "D.viewWillAppear(false)", "C.viewWillDisappear(false)", "D.viewDidAppear(false)",
                "C.viewDidDisappear(false)",
            ])
        #expect(f.pager.selectedIndex == 2 && f["C"].parent == nil && f.children == ["B", "D"])
        f.expectValid()
    }

    @Test("identity diff: a reordered array keeps the current controller current, with no appearance callbacks")
    func reorder() {
        let f = ArrayFixture(["A", "B", "C", "D"], selected: 1)
        f.set(["D", "C", "B", "A"])
        #expect(f.pager.selectedIndex == 2 && f.pager.selectedViewController === f["B"])
        #expect(f.appearance.isEmpty && f.children == ["C", "B", "A"])
        f.expectValid()
    }

    @Test("identity diff: an entirely new array shows its first page; the old controllers all leave")
    func allNew() {
        let f = ArrayFixture(["A", "B"], extra: ["X", "Y"], selected: 1)
        f.set(["X", "Y"])
        #expect(
            f.appearance == [
                "B.viewWillDisappear(false)", "B.viewDidDisappear(false)", "X.viewWillAppear(false)",
                "X.viewDidAppear(false)",
            ])
        #expect(f.pager.selectedIndex == 0 && f.children == ["X", "Y"] && f["A"].parent == nil && f["B"].parent == nil)
        f.expectValid()
    }

    @Test("identity diff: an empty array removes every page; the current one disappears")
    func empty() {
        let f = ArrayFixture(["A", "B"], selected: 0)
        f.set([])
        #expect(f.appearance == ["A.viewWillDisappear(false)", "A.viewDidDisappear(false)"])
        #expect(f.pager.selectedIndex == NSNotFound && f.pager.children.isEmpty)
        #expect(HierarchyValidator.violations(in: f.host.window, settled: true, recorder: f.recorder).isEmpty)
    }
}
