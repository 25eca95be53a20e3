import Foundation
import Testing
@_spi(Testing) import PortableUIKit
import Containment
import ContainmentTesting
import ContainmentTestTraits

/// Presentations from inside Containment's containers nested in UIKit's (issue 19, "Proof"; the
/// tab nesting itself is in ContainersWithTabBarControllerTests): a full-screen presentation
/// makes the whole window's tree disappear, a sheet nothing.
@MainActor
@Suite("Issue 19: presenting from inside Containment's containers", .isolatedRuntime)
struct UIKitContainerNestingTests {
    /// The appearance callbacks in a trace (not viewIsAppearing, not containment), without the
    /// recorder's `beingPresented`/`beingDismissed` flags (13.5 is pinned in the presentation suites).
    static func appearance(_ trace: [String]) -> [String] {
        trace.filter { line in
            ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"].contains { line.contains($0) }
        }.map { $0.components(separatedBy: " being")[0] }
    }

    static func expectValid(
        _ host: HeadlessHost, _ recorder: LifecycleRecorder, _ location: SourceLocation = #_sourceLocation
    ) {
        let violations = HierarchyValidator.violations(in: host.window, settled: true, recorder: recorder)
        #expect(violations.isEmpty, "\(violations)", sourceLocation: location)
    }

    @Test(
        "13.2 a full-screen presentation from a page inside a tab: the whole window tree disappears, and appears on dismissal"
    )
    func fullScreenFromInsideTab() {
        let recorder = LifecycleRecorder()
        let center = UIViewController(), left = UIViewController()
        let drawer = DrawerController(
            centerViewController: center, leftDrawerViewController: left, rightDrawerViewController: nil)
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
        #expect(
            modal.presentingViewController === tabs,
            "13.1: a full-screen presentation is made by the controller that covers the screen")
        #expect(
            center.presentedViewController === modal, "13.6: presentedViewController is found through the ancestors")
        let presented = Self.appearance(recorder.trace)
        for name in ["T", "D", "C"] {
            #expect(
                presented.contains("\(name).viewWillDisappear(true)")
                    && presented.contains("\(name).viewDidDisappear(true)"), "\(name): \(presented)")
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
        for name in ["T", "D", "C"] {
            #expect(dismissed.contains("\(name).viewDidAppear(true)"), "\(name): \(dismissed)")
        }
        #expect(tabs.presentedViewController == nil && modal.presentingViewController == nil)
        Self.expectValid(host, recorder)
    }

    @Test("13.2 a page sheet from a drawer's open left drawer: nothing under it gets a callback")
    func sheetFromDrawer() {
        let recorder = LifecycleRecorder()
        let center = UIViewController(), left = UIViewController()
        let drawer = DrawerController(
            centerViewController: center, leftDrawerViewController: left, rightDrawerViewController: nil)
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
