// swift-format-ignore-file
// (This code is printed in the documentation as it stands here, comments aligned; a test
// compares the listing with it line for line, so swift-format leaves the file alone.)
import Testing
@_spi(Testing) import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

/// Sources/Containment/Containment.docc/AppearanceCallbacks.md, kept true.
@MainActor
@Suite("Documentation: Appearance callbacks and when they fire", .isolatedRuntime)
struct DocumentationAppearanceCallbacksTests {
    static let article = "Sources/Containment/Containment.docc/AppearanceCallbacks.md"

    @Test("a child embedded off screen hears nothing until its parent's view enters a window")
    func windowDrivesAppearance() {
        // doc-code: window-drives-appearance
        let recorder = LifecycleRecorder()
        let container = CardContainer(), child = UIViewController()
        recorder.watch(container, as: "container")
        recorder.watch(child, as: "child")
        var trace: [String] = []
        func step(_ name: String) { trace += ["// " + name] + recorder.trace; recorder.reset() }

        container.add(child); step("add(child), no window yet")
        let host = HeadlessHost(); step("a window")
        host.window.rootViewController = container; step("rootViewController = container")
        host.runUntilIdle(); step("end of the turn")
        // end-doc-code
        DocumentationArticle.expectTrace(trace, is: "window-drives-appearance", in: Self.article)
        DocumentationArticle.expectCode("window-drives-appearance", in: Self.article, testFile: #filePath)
    }

    @Test("a child added inside an animation block appears when the animation ends")
    func animatedAdd() {
        let container = CardContainer()
        let host = HeadlessHost(rootViewController: container)
        host.runUntilIdle()
        // doc-code: animated-add
        let recorder = LifecycleRecorder()
        let child = UIViewController()
        recorder.watch(child, as: "child")
        var trace: [String] = []
        func step(_ name: String) { trace += ["// " + name] + recorder.trace; recorder.reset() }

        UIView.animate(withDuration: 0.3) {
            container.add(child)
            child.view.alpha = 1
        }
        step("add(child) in an animation block")
        host.runTurn(); step("end of the turn")
        host.advance(by: 0.2); step("0.2 s later")
        host.advance(by: 0.2); step("the animation has ended")
        // end-doc-code
        DocumentationArticle.expectTrace(trace, is: "animated-add", in: Self.article)
        DocumentationArticle.expectCode("animated-add", in: Self.article, testFile: #filePath)
    }

    @Test("taking the parent off screen: will callbacks go parent first, did callbacks too")
    func parentFirst() {
        let container = CardContainer()
        let host = HeadlessHost(rootViewController: container)
        let child = UIViewController()
        container.add(child)
        host.runUntilIdle()
        // doc-code: parent-first
        let recorder = LifecycleRecorder()
        recorder.watch(container, as: "container")
        recorder.watch(child, as: "child")
        let other = UIViewController()
        host.window.rootViewController = other
        host.runUntilIdle()
        // end-doc-code
        DocumentationArticle.expectTrace(recorder.trace, is: "parent-first", in: Self.article)
        DocumentationArticle.expectCode("parent-first", in: Self.article, testFile: #filePath)
    }
}
