// swift-format-ignore-file
// (This code is printed in the documentation as it stands here, comments aligned; a test
// compares the listing with it line for line, so swift-format leaves the file alone.)
import Testing
@_spi(Testing) import PortableUIKit
import Containment
import ContainmentTesting
import ContainmentTestTraits

// doc-code: swipe-container
/// Shows one child; a swipe brings in the next one, and may be cancelled half-way.
final class SwipeContainer: UIViewController {
    let appearance = ChildAppearanceCoordinator()
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearance.containerWillAppear(animated)
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        appearance.containerDidAppear(animated)
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        appearance.containerWillDisappear(animated)
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        appearance.containerDidDisappear(animated)
    }

    func show(_ child: UIViewController) {
        addChild(child)
        child.view.frame = view.bounds
        view.addSubview(child.view)
        child.didMove(toParent: self)
        appearance.setVisibleChildren([child], animated: false)
    }

    /// The finger goes down: `next` comes in beside `current`; both begin at once.
    func swipeBegan(from current: UIViewController, to next: UIViewController) {
        addChild(next)
        next.view.frame = view.bounds.offsetBy(dx: view.bounds.width, dy: 0)
        view.addSubview(next.view)
        appearance.beginChange(appearing: [next], disappearing: [current], animated: true)
    }

    /// The finger lifted short of half-way: `next` goes back out, `current` stays.
    func swipeCancelled(from current: UIViewController, to next: UIViewController) {
        next.willMove(toParent: nil)
        appearance.cancelChange(animated: true) {
            next.view.removeFromSuperview()
            next.removeFromParent()
        }
        appearance.forget(next)
    }

    /// The page landed: `next` is in, `current` leaves.
    func swipeLanded(from current: UIViewController, to next: UIViewController) {
        next.view.frame = view.bounds
        current.willMove(toParent: nil)
        current.view.removeFromSuperview()
        appearance.commitChange(animated: true)
        current.removeFromParent()
        next.didMove(toParent: self)
    }
}
// end-doc-code

/// Sources/Containment/Containment.docc/WritingAnInteractiveContainer.md, kept true.
@MainActor
@Suite("Documentation: Writing an interactive container", .isolatedRuntime)
struct DocumentationWritingAnInteractiveContainerTests {
    static let article = "Sources/Containment/Containment.docc/WritingAnInteractiveContainer.md"

    @Test("a cancelled swipe and a landed one print the article's trace")
    func swipes() {
        // doc-code: swipes
        let container = SwipeContainer()
        let first = UIViewController(), second = UIViewController()
        let host = HeadlessHost(rootViewController: container)
        container.show(first)
        host.runUntilIdle()

        let recorder = LifecycleRecorder()
        recorder.watch(first, as: "first")
        recorder.watch(second, as: "second")
        var trace: [String] = []
        func step(_ name: String) { trace += ["// " + name] + recorder.trace; recorder.reset() }

        container.swipeBegan(from: first, to: second); step("swipe began")
        container.swipeCancelled(from: first, to: second); step("swipe cancelled")
        host.runUntilIdle()
        container.swipeBegan(from: first, to: second); step("swipe began again")
        container.swipeLanded(from: first, to: second); step("swipe landed")
        host.runUntilIdle(); step("end of the turn")
        // end-doc-code
        DocumentationArticle.expectTrace(trace, is: "swipes", in: Self.article)
        DocumentationArticle.expectCode("swipe-container", in: Self.article, testFile: #filePath)
        DocumentationArticle.expectCode("swipes", in: Self.article, testFile: #filePath)
        #expect(container.children == [second] && second.appearanceState == .appeared)
        #expect(first.appearanceState == .disappeared)
        #expect(HierarchyValidator.violations(in: host.window, settled: true).isEmpty)
    }

    @Test("a swipe that starts while the container is off screen tells the children nothing")
    func offScreen() {
        let container = SwipeContainer()
        let first = UIViewController(), second = UIViewController()
        container.show(first)
        // doc-code: off-screen
        let recorder = LifecycleRecorder()
        recorder.watch(first, as: "first")
        recorder.watch(second, as: "second")
        container.swipeBegan(from: first, to: second)
        container.swipeLanded(from: first, to: second)
        let host = HeadlessHost(rootViewController: container)   // now on screen
        host.runUntilIdle()
        // end-doc-code
        DocumentationArticle.expectTrace(recorder.trace, is: "off-screen", in: Self.article)
        DocumentationArticle.expectCode("off-screen", in: Self.article, testFile: #filePath)
    }
}
