// swift-format-ignore-file
// (This code is printed in the documentation as it stands here, comments aligned; a test
// compares the listing with it line for line, so swift-format leaves the file alone.)
import Testing
@_spi(Testing) import PortableUIKit
import Containment
import ContainmentTesting
import ContainmentTestTraits

/// Sources/ContainmentTesting/ContainmentTesting.docc/TestingAContainerWithLifecycleRecorder.md,
/// kept true: the article's test is this suite's first test, letter for letter.
@MainActor
@Suite("Documentation: Testing a container with LifecycleRecorder", .isolatedRuntime)
struct DocumentationTestingWithLifecycleRecorderTests {
    static let article = "Sources/ContainmentTesting/ContainmentTesting.docc/TestingAContainerWithLifecycleRecorder.md"

    // doc-code: drawer-test
    @Test("opening the left drawer: the menu appears once, the center stays")
    func openingTheLeftDrawer() {
        let center = UIViewController(), menu = UIViewController()
        let drawer = DrawerController(centerViewController: center, leftDrawerViewController: menu)
        let host = HeadlessHost(rootViewController: drawer)
        host.runUntilIdle()

        let recorder = LifecycleRecorder()
        recorder.watch(center, as: "center")
        recorder.watch(menu, as: "menu")
        drawer.toggleLeftDrawerSide(animated: true, completion: nil)
        host.advance(by: 0.1)                  // mid-flight
        let midFlight = recorder.trace
        host.runUntilIdle()                    // landed

        #expect(midFlight == ["menu.viewWillAppear(true)", "menu.viewIsAppearing(true)"])
        #expect(recorder.trace == [
            "menu.viewWillAppear(true)",
            "menu.viewIsAppearing(true)",
            "menu.viewDidAppear(true)",
        ])
        #expect(HierarchyValidator.violations(in: host.window, settled: true, recorder: recorder).isEmpty)
    }
    // end-doc-code

    @Test("the article shows this suite's test, letter for letter")
    func articleShowsTheTest() {
        DocumentationArticle.expectCode("drawer-test", in: Self.article, testFile: #filePath)
    }

    @Test("a pan let go short of half-way: the trace the article shows")
    func panTrace() {
        let center = UIViewController(), menu = UIViewController()
        let drawer = DrawerController(centerViewController: center, leftDrawerViewController: menu)
        let host = HeadlessHost(rootViewController: drawer)
        host.runUntilIdle()
        // doc-code: drawer-pan
        drawer.openDrawerGestureModeMask = .panningCenterView
        let recorder = LifecycleRecorder()
        recorder.watch(center, as: "center")
        recorder.watch(menu, as: "menu")
        var trace: [String] = []
        func step(_ name: String) { trace += ["// " + name] + recorder.trace; recorder.reset() }

        host.touchDown(at: CGPoint(x: 100, y: 400))
        host.moveTouch(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 160, y: 400), duration: 0.5, steps: 30)
        step("the finger pulls the center 60 pt right")
        host.advance(by: 0.3)                   // and rests: no flick
        host.touchUp(at: CGPoint(x: 160, y: 400))
        host.runUntilIdle(); step("let go: the drawer falls shut")
        // end-doc-code
        DocumentationArticle.expectTrace(trace, is: "drawer-pan", in: Self.article)
        DocumentationArticle.expectCode("drawer-pan", in: Self.article, testFile: #filePath)
        #expect(menu.appearanceState == .disappeared && drawer.openSide == .none)
    }
}
