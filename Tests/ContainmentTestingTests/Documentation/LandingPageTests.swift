// swift-format-ignore-file
// (This code is printed in the documentation as it stands here, comments aligned; a test
// compares the listing with it line for line, so swift-format leaves the file alone.)
import Testing
@_spi(Testing) import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

/// Sources/ContainmentTesting/ContainmentTesting.docc/ContainmentTesting.md (the module's
/// landing page, which shows the README's first example), kept true.
@MainActor
@Suite("Documentation: ContainmentTesting's landing page", .isolatedRuntime)
struct DocumentationLandingPageTests {
    static let page = "Sources/ContainmentTesting/ContainmentTesting.docc/ContainmentTesting.md"

    // doc-code: first-example
    final class Container: UIViewController {
        func show(_ child: UIViewController) {
            addChild(child)                      // child.willMove(toParent: self)
            child.view.frame = view.bounds
            view.addSubview(child.view)          // child.viewWillAppear(false), synchronously
            child.didMove(toParent: self)
        }                                        // end of turn: viewIsAppearing, viewDidAppear
    }
    // end-doc-code

    @Test("the landing page's first example prints the trace it shows")
    func firstExample() {
        // doc-code: first-example
        let container = Container()
        let host = HeadlessHost(rootViewController: container)
        let recorder = LifecycleRecorder()
        let child = UIViewController()
        recorder.watch(child, as: "child")
        container.show(child)
        host.runUntilIdle()
        let trace = recorder.trace
        // end-doc-code
        DocumentationArticle.expectTrace(trace, is: "first-example", in: Self.page)
        DocumentationArticle.expectCode("first-example", in: Self.page, testFile: #filePath)
    }
}
