// swift-format-ignore-file
// (This code is printed in the documentation as it stands here, comments aligned; a test
// compares the listing with it line for line, so swift-format leaves the file alone.)
import Foundation
import Testing
import ContainmentTestTraits

/// The checks that keep the articles true can fail, and every trace and listing an article
/// shows is one a test runs.
@MainActor
@Suite("Documentation: the article checks themselves", .isolatedRuntime)
struct DocumentationSelfCheckTests {
    /// Every article with marked blocks, and the names its tests check.
    static let checked: [String: Set<String>] = [
        "Sources/Containment/Containment.docc/AddingAndRemovingAChild.md":
            ["trace: adding-a-child", "code: adding-a-child", "trace: switching-children", "code: switching-children"],
        "Sources/Containment/Containment.docc/AppearanceCallbacks.md":
            ["trace: window-drives-appearance", "code: window-drives-appearance", "trace: animated-add",
             "code: animated-add", "trace: parent-first", "code: parent-first"],
        "Sources/Containment/Containment.docc/ForwardingAppearanceByHand.md":
            ["code: manual-container", "trace: follows-the-container", "code: follows-the-container",
             "trace: manual-add", "code: manual-add", "trace: cancel", "code: cancel"],
        "Sources/Containment/Containment.docc/WritingAnInteractiveContainer.md":
            ["code: swipe-container", "trace: swipes", "code: swipes", "trace: off-screen", "code: off-screen"],
        "Sources/ContainmentTesting/ContainmentTesting.docc/TestingAContainerWithLifecycleRecorder.md":
            ["code: drawer-test", "trace: drawer-pan", "code: drawer-pan"],
        "Sources/ContainmentTesting/ContainmentTesting.docc/ContainmentTesting.md":
            ["code: first-example", "trace: first-example"],
    ]

    @Test("every marked block in the three catalogs is one a test checks")
    func everyMarkedBlockIsChecked() throws {
        let catalogs = ["Sources/PortableUIKit/PortableUIKit.docc", "Sources/Containment/Containment.docc",
                        "Sources/ContainmentTesting/ContainmentTesting.docc"]
        var found: [String: Set<String>] = [:]
        for catalog in catalogs {
            let folder = DocumentationArticle.root.appendingPathComponent(catalog)
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }
            #expect(!files.isEmpty, "\(catalog) has no page")
            for file in files {
                let text = try DocumentationArticle.text(catalog + "/" + file)
                let names = Set(DocumentationArticle.names("trace", in: text).map { "trace: " + $0 }
                    + DocumentationArticle.names("code", in: text).map { "code: " + $0 })
                if !names.isEmpty { found[catalog + "/" + file] = names }
            }
        }
        #expect(found == Self.checked)
    }

    @Test("positive control: a changed, a missing or an extra trace line is reported")
    func wrongTracesAreDetected() throws {
        let article = "Sources/Containment/Containment.docc/AddingAndRemovingAChild.md"
        let trace = try DocumentationArticle.block("trace", "adding-a-child", article: article)
        try #require(trace.count > 4)
        #expect(DocumentationArticle.difference(expected: trace, actual: trace) == nil)
        let index = try #require(trace.firstIndex { $0.contains("(false)") })
        var changed = trace
        changed[index] = changed[index].replacingOccurrences(of: "(false)", with: "(true)")
        #expect(changed != trace)
        let report = try #require(DocumentationArticle.difference(expected: trace, actual: changed))
        #expect(report.hasPrefix("line \(index + 1):"))
        #expect(DocumentationArticle.difference(expected: trace, actual: Array(trace.dropLast())) != nil)
        #expect(DocumentationArticle.difference(expected: trace, actual: trace + ["child.viewDidAppear(false)"]) != nil)
        #expect(DocumentationArticle.difference(expected: trace, actual: trace.reversed()) != nil)
    }

    @Test("positive control: a missing marker or an unclosed block is an error, not an empty trace")
    func missingBlocksAreErrors() {
        #expect(throws: DocumentationArticle.Missing.self) {
            try DocumentationArticle.block("trace", "no-such-trace", in: "<!-- trace: other -->\n```\na\n```")
        }
        #expect(throws: DocumentationArticle.Missing.self) {
            try DocumentationArticle.block("trace", "open", in: "<!-- trace: open -->\n```\na")
        }
        #expect(throws: DocumentationArticle.Missing.self) {
            try DocumentationArticle.block("trace", "prose", in: "<!-- trace: prose -->\nSome text.\n```\na\n```")
        }
        #expect(throws: DocumentationArticle.Missing.self) {
            try DocumentationArticle.code("nothing", inSource: "let a = 1")
        }
        let block = try? DocumentationArticle.block("trace", "t", in: "x\n<!-- trace: t -->\n\n```text\na\n  b\n```\n")
        #expect(block == ["a", "  b"])
    }

    @Test("positive control: code regions are joined and dedented; a changed listing is reported")
    func codeRegions() throws {
        let source = """
            // doc-code: x
            final class A {}
            // end-doc-code
            func f() {
                // doc-code: x
                let a = A()
                    _ = a
                // end-doc-code
            }
            """
        let code = try DocumentationArticle.code("x", inSource: source)
        #expect(code == ["final class A {}", "", "let a = A()", "    _ = a"])
        #expect(DocumentationArticle.difference(expected: code, actual: ["final class A {}", "", "let a = A()", "_ = a"]) != nil)
    }
}
