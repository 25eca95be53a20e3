// swift-format-ignore-file
// (This code is printed in the documentation as it stands here, comments aligned; a test
// compares the listing with it line for line, so swift-format leaves the file alone.)
import Testing
@_spi(Testing) import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

// doc-code: adding-a-child
final class CardContainer: UIViewController {
    func add(_ child: UIViewController) {
        addChild(child)                     // calls child.willMove(toParent: self)
        child.view.frame = view.bounds
        view.addSubview(child.view)         // child.viewWillAppear(false), at once
        child.didMove(toParent: self)       // yours to call
    }

    func remove(_ child: UIViewController) {
        child.willMove(toParent: nil)       // yours to call
        child.view.removeFromSuperview()    // child.viewWillDisappear(false), at once
        child.removeFromParent()            // calls child.didMove(toParent: nil)
    }
}
// end-doc-code

// doc-code: switching-children
extension CardContainer {
    func show(_ new: UIViewController, insteadOf old: UIViewController) {
        old.willMove(toParent: nil)
        addChild(new)
        new.view.frame = view.bounds
        view.addSubview(new.view)
        old.view.removeFromSuperview()
        old.removeFromParent()
        new.didMove(toParent: self)
    }
}
// end-doc-code

/// Sources/Containment/Containment.docc/AddingAndRemovingAChild.md, kept true.
@MainActor
@Suite("Documentation: Adding and removing a child", .isolatedRuntime)
struct DocumentationAddingAndRemovingAChildTests {
    static let article = "Sources/Containment/Containment.docc/AddingAndRemovingAChild.md"

    @Test("adding then removing a child prints the article's trace")
    func addingAndRemoving() {
        // doc-code: adding-a-child
        let container = CardContainer()
        let host = HeadlessHost(rootViewController: container)
        host.runUntilIdle()                 // the container is on screen

        let recorder = LifecycleRecorder()
        let child = UIViewController()
        recorder.watch(container, as: "container")
        recorder.watch(child, as: "child")
        var trace: [String] = []
        func step(_ name: String) { trace += ["// " + name] + recorder.trace; recorder.reset() }

        container.add(child); step("add(child)")
        host.runUntilIdle(); step("end of the turn")
        container.remove(child); step("remove(child)")
        host.runUntilIdle(); step("end of the turn")
        // end-doc-code
        DocumentationArticle.expectTrace(trace, is: "adding-a-child", in: Self.article)
        DocumentationArticle.expectCode("adding-a-child", in: Self.article, testFile: #filePath)
        #expect(child.parent == nil && child.appearanceState == .disappeared)
    }

    @Test("switching children without animation prints the article's trace")
    func switching() {
        let container = CardContainer()
        let host = HeadlessHost(rootViewController: container)
        let recorder = LifecycleRecorder()
        let first = UIViewController(), second = UIViewController()
        recorder.watch(first, as: "first")
        recorder.watch(second, as: "second")
        recorder.watch(container, as: "container")
        container.add(first)
        host.runUntilIdle()
        recorder.reset()
        // doc-code: switching-children
        container.show(second, insteadOf: first)
        host.runUntilIdle()
        // end-doc-code
        DocumentationArticle.expectTrace(recorder.trace, is: "switching-children", in: Self.article)
        DocumentationArticle.expectCode("switching-children", in: Self.article, testFile: #filePath)
        #expect(container.children == [second])
    }
}
