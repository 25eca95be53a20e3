// swift-format-ignore-file
// (This code is printed in the documentation as it stands here, comments aligned; a test
// compares the listing with it line for line, so swift-format leaves the file alone.)
import Testing
@_spi(Testing) import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

// doc-code: manual-container
final class ManualContainer: UIViewController {
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
    /// The child on screen; the container tells it when it appears and disappears.
    var current: UIViewController?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        current?.beginAppearanceTransition(true, animated: animated)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        current?.endAppearanceTransition()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        current?.beginAppearanceTransition(false, animated: animated)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        current?.endAppearanceTransition()
    }
}
// end-doc-code

/// Sources/Containment/Containment.docc/ForwardingAppearanceByHand.md, kept true.
@MainActor
@Suite("Documentation: Forwarding appearance by hand", .isolatedRuntime)
struct DocumentationForwardingAppearanceByHandTests {
    static let article = "Sources/Containment/Containment.docc/ForwardingAppearanceByHand.md"

    @Test("the container's own callbacks drive its child, parent first")
    func followsTheContainer() {
        // doc-code: follows-the-container
        let recorder = LifecycleRecorder()
        let container = ManualContainer(), child = UIViewController()
        recorder.watch(container, as: "container")
        recorder.watch(child, as: "child")
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        container.current = child

        let host = HeadlessHost(rootViewController: container)
        host.runUntilIdle()
        host.window.rootViewController = UIViewController()
        host.runUntilIdle()
        // end-doc-code
        DocumentationArticle.expectTrace(recorder.trace, is: "follows-the-container", in: Self.article)
        DocumentationArticle.expectCode("follows-the-container", in: Self.article, testFile: #filePath)
    }

    @Test("a child added to a visible manual container hears nothing until begin and end")
    func addingUnderAVisibleContainer() {
        let container = ManualContainer()
        let host = HeadlessHost(rootViewController: container)
        host.runUntilIdle()
        // doc-code: manual-add
        let recorder = LifecycleRecorder()
        let child = UIViewController()
        recorder.watch(child, as: "child")
        var trace: [String] = []
        func step(_ name: String) { trace += ["// " + name] + recorder.trace; recorder.reset() }

        container.addChild(child)
        container.view.addSubview(child.view)
        host.runUntilIdle(); step("addChild, addSubview, a turn: no appearance")
        child.beginAppearanceTransition(true, animated: true); step("begin(true)")
        child.endAppearanceTransition(); step("end()")
        child.didMove(toParent: container)
        container.current = child
        // end-doc-code
        DocumentationArticle.expectTrace(trace, is: "manual-add", in: Self.article)
        DocumentationArticle.expectCode("manual-add", in: Self.article, testFile: #filePath)
    }

    @Test("a cancelled disappearance: begin(false), then begin(true) and one end()")
    func cancelling() {
        let container = ManualContainer()
        let child = UIViewController()
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        container.current = child
        let host = HeadlessHost(rootViewController: container)
        host.runUntilIdle()
        #expect(child.appearanceState == .appeared)
        // doc-code: cancel
        let recorder = LifecycleRecorder()
        recorder.watch(child, as: "child")
        child.beginAppearanceTransition(false, animated: true)   // a swipe starts to take it away
        child.beginAppearanceTransition(true, animated: false)   // the swipe is cancelled
        child.endAppearanceTransition()                          // one end for both
        // end-doc-code
        DocumentationArticle.expectTrace(recorder.trace, is: "cancel", in: Self.article)
        DocumentationArticle.expectCode("cancel", in: Self.article, testFile: #filePath)
        #expect(child.appearanceState == .appeared)
        host.window.rootViewController = UIViewController()
        host.runUntilIdle()
        #expect(child.appearanceState == .disappeared)
    }
}
