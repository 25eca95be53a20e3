import Foundation
import Testing
@_spi(Testing) import PortableUIKit
import Containment
import ContainmentTesting
import ContainmentTestTraits

/// Containment's containers inside UIKit's own and UIKit's inside ours (issue 19, "Proof"): a
/// drawer and a pager as tabs of a UITabBarController, a tab bar controller as a drawer's
/// center, and presentations from inside each. The callbacks must stay exact across the
/// boundary: a tab switch makes the whole tab disappear, a full-screen presentation the whole
/// window's tree, a sheet nothing.
@MainActor
@Suite("Issue 19: Containment's containers nested with UIKit's tab bar controller and presentations", .isolatedRuntime)
struct UIKitContainerNestingTests {
    /// The appearance callbacks in a trace (not viewIsAppearing, not containment), without the
    /// recorder's `beingPresented`/`beingDismissed` flags (13.5 is pinned in the presentation suites).
    static func appearance(_ trace: [String]) -> [String] {
        trace.filter { line in
            ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"].contains { line.contains($0) }
        }.map { $0.components(separatedBy: " being")[0] }
    }

    static func expectValid(_ host: HeadlessHost, _ recorder: LifecycleRecorder, _ location: SourceLocation = #_sourceLocation) {
        let violations = HierarchyValidator.violations(in: host.window, settled: true, recorder: recorder)
        #expect(violations.isEmpty, "\(violations)", sourceLocation: location)
    }

    @Test("5.5 a drawer as a tab: loaded only when selected; a switch away makes its center disappear, a switch back appear")
    func drawerAsTab() {
        let recorder = LifecycleRecorder()
        let center = UIViewController(), left = UIViewController(), other = UIViewController()
        let drawer = DrawerController(centerViewController: center, leftDrawerViewController: left, rightDrawerViewController: nil)
        let tabs = UITabBarController()
        tabs.viewControllers = [other, drawer]
        for (controller, name) in [(drawer as UIViewController, "D"), (center, "C"), (left, "L"), (other, "O")] {
            recorder.watch(controller, as: name)
        }
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
                                rootViewController: tabs)
        host.runUntilIdle()
        #expect(!drawer.isViewLoaded, "15.2: an unselected tab is not loaded")
        recorder.reset()
        tabs.selectedIndex = 1
        host.runUntilIdle()
        let shown = Self.appearance(recorder.trace)
        #expect(shown.contains("D.viewWillAppear(false)") && shown.contains("C.viewDidAppear(false)"), "\(shown)")
        #expect(!shown.contains { $0.hasPrefix("L.") }, "the closed drawer does not appear")
        #expect(shown.firstIndex(of: "D.viewWillAppear(false)")! < shown.firstIndex(of: "O.viewWillDisappear(false)")!, "5.5: new will-appear first")
        #expect(drawer.view.frame == tabs.view.bounds, "the tab's view fills the tab bar controller (under the translucent bar)")
        #expect(center.view.safeAreaInsets.bottom == 83, "15.6: the child's safe area ends at the tab bar's top (49 + 34)")
        Self.expectValid(host, recorder)

        drawer.openDrawerSide(.left, animated: false, completion: nil)
        host.runUntilIdle()
        recorder.reset()
        tabs.selectedIndex = 0
        host.runUntilIdle()
        let hidden = Self.appearance(recorder.trace)
        #expect(hidden.contains("C.viewDidDisappear(false)") && hidden.contains("L.viewDidDisappear(false)")
                && hidden.contains("D.viewDidDisappear(false)"), "\(hidden)")
        Self.expectValid(host, recorder)
        recorder.reset()
        tabs.selectedIndex = 1
        host.runUntilIdle()
        #expect(drawer.openSide == .left, "the drawer keeps its state across tab switches")
        #expect(Self.appearance(recorder.trace).contains("L.viewDidAppear(false)"))
        Self.expectValid(host, recorder)
    }

    @Test("5.5 a pager as a tab: only its selected page appears with the tab, and disappears with it")
    func pagerAsTab() {
        let recorder = LifecycleRecorder()
        let pages = CountingPages(count: 4, recorder: recorder)
        let pager = PagingController()
        pager.dataSource = pages
        let other = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [other, pager]
        recorder.watch(pager, as: "Pager")
        recorder.watch(other, as: "O")
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), rootViewController: tabs)
        host.runUntilIdle()
        #expect(pages.requested.isEmpty, "15.2: no page is asked for before the tab is selected")
        tabs.selectedIndex = 1
        host.runUntilIdle()
        pager.select(pageAt: 2, animated: true)
        host.runUntilIdle()
        recorder.reset()
        tabs.selectedIndex = 0
        host.runUntilIdle()
        let hidden = Self.appearance(recorder.trace)
        #expect(hidden.contains("P2.viewWillDisappear(false)") && hidden.contains("P2.viewDidDisappear(false)"), "\(hidden)")
        #expect(!hidden.contains { $0.hasPrefix("P1.") || $0.hasPrefix("P3.") }, "neighbours off screen get nothing: \(hidden)")
        Self.expectValid(host, recorder)
    }

    @Test("5.5 a tab bar controller as the drawer's center: tab switches inside it are exact, and opening the drawer leaves the tabs appeared")
    func tabsAsDrawerCenter() {
        let recorder = LifecycleRecorder()
        let first = UIViewController(), second = UIViewController(), left = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let drawer = DrawerController(centerViewController: tabs, leftDrawerViewController: left, rightDrawerViewController: nil)
        for (controller, name) in [(tabs as UIViewController, "T"), (first, "A"), (second, "B"), (left, "L")] {
            recorder.watch(controller, as: name)
        }
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), rootViewController: drawer)
        host.runUntilIdle()
        recorder.reset()
        tabs.selectedIndex = 1
        host.runUntilIdle()
        #expect(Self.appearance(recorder.trace) == [
            "B.viewWillAppear(false)", "A.viewWillDisappear(false)", "A.viewDidDisappear(false)", "B.viewDidAppear(false)",
        ], "5.5 inside a drawer's center")
        recorder.reset()
        drawer.openDrawerSide(.left, animated: true, completion: nil)
        host.runUntilIdle()
        #expect(Self.appearance(recorder.trace) == ["L.viewWillAppear(true)", "L.viewDidAppear(true)"])
        #expect(tabs.tabBar.window === host.window, "the tab bar stays in the window with the drawer open")
        Self.expectValid(host, recorder)
    }

    @Test("13.2 a full-screen presentation from a page inside a tab: the whole window tree disappears, and appears on dismissal")
    func fullScreenFromInsideTab() {
        let recorder = LifecycleRecorder()
        let center = UIViewController(), left = UIViewController()
        let drawer = DrawerController(centerViewController: center, leftDrawerViewController: left, rightDrawerViewController: nil)
        let tabs = UITabBarController()
        tabs.viewControllers = [drawer]
        let modal = UIViewController()
        modal.modalPresentationStyle = .fullScreen
        for (controller, name) in [(tabs as UIViewController, "T"), (drawer, "D"), (center, "C"), (modal, "M")] {
            recorder.watch(controller, as: name)
        }
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), rootViewController: tabs)
        host.runUntilIdle()
        recorder.reset()
        var completed = false
        center.present(modal, animated: true) { completed = true }
        host.runUntilIdle()
        #expect(completed)
        #expect(modal.presentingViewController === tabs, "13.1: a full-screen presentation is made by the controller that covers the screen")
        #expect(center.presentedViewController === modal, "13.6: presentedViewController is found through the ancestors")
        let presented = Self.appearance(recorder.trace)
        for name in ["T", "D", "C"] {
            #expect(presented.contains("\(name).viewWillDisappear(true)") && presented.contains("\(name).viewDidDisappear(true)"), "\(name): \(presented)")
        }
        #expect(tabs.view.window == nil, "13.2: the presenter's view leaves the window")
        Self.expectValid(host, recorder)
        recorder.reset()
        completed = false
        modal.dismiss(animated: true) { completed = true }
        host.runUntilIdle()
        #expect(completed)
        let dismissed = Self.appearance(recorder.trace)
        #expect(dismissed.first == "M.viewWillDisappear(true)", "\(dismissed)")
        for name in ["T", "D", "C"] { #expect(dismissed.contains("\(name).viewDidAppear(true)"), "\(name): \(dismissed)") }
        #expect(tabs.presentedViewController == nil && modal.presentingViewController == nil)
        Self.expectValid(host, recorder)
    }

    @Test("13.2 a page sheet from a drawer's open left drawer: nothing under it gets a callback")
    func sheetFromDrawer() {
        let recorder = LifecycleRecorder()
        let center = UIViewController(), left = UIViewController()
        let drawer = DrawerController(centerViewController: center, leftDrawerViewController: left, rightDrawerViewController: nil)
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .pageSheet
        for (controller, name) in [(drawer as UIViewController, "D"), (center, "C"), (left, "L"), (sheet, "S")] {
            recorder.watch(controller, as: name)
        }
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), rootViewController: drawer)
        host.runUntilIdle()
        drawer.openDrawerSide(.left, animated: false, completion: nil)
        host.runUntilIdle()
        recorder.reset()
        left.present(sheet, animated: true)
        host.runUntilIdle()
        #expect(Self.appearance(recorder.trace) == ["S.viewWillAppear(true)", "S.viewDidAppear(true)"])
        #expect(drawer.view.window === host.window)
        Self.expectValid(host, recorder)
        recorder.reset()
        sheet.dismiss(animated: true)
        host.runUntilIdle()
        #expect(Self.appearance(recorder.trace) == ["S.viewWillDisappear(true)", "S.viewDidDisappear(true)"])
        #expect(drawer.openSide == .left)
        Self.expectValid(host, recorder)
    }
}
