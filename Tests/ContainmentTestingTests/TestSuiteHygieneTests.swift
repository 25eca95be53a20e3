import Foundation
import Testing
import ContainmentTestTraits

/// Rules the test suite keeps about itself, checked over the repository's test sources (the root
/// package's and Showcase's): every suite runs isolated, every test says what it pins.
@Suite("Test suite hygiene", .isolatedRuntime)
struct TestSuiteHygieneTests {
    /// Each line of every Swift file under the test folders, with its file and line number.
    private static func testSourceLines() throws -> [(place: String, text: Substring)] {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var lines: [(String, Substring)] = []
        for folder in ["Tests", "Showcase/Tests"] {
            let files = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
            for file in files {
                let text = try String(contentsOf: file, encoding: .utf8)
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    lines.append(("\(file.lastPathComponent):\(number + 1)", line))
                }
            }
        }
        return lines
    }

    @Test("every suite runs under .isolatedRuntime")
    func everySuiteIsIsolated() throws {
        let suites = try Self.testSourceLines().filter { $0.text.trimmingCharacters(in: .whitespaces).hasPrefix("@Suite") }
        #expect(suites.count > 90, "the scan finds the suites (positive control)")
        let unisolated = suites.filter { !$0.text.contains(".isolatedRuntime") }.map(\.place)
        #expect(unisolated.isEmpty, "suites without .isolatedRuntime: \(unisolated)")
    }

    @Test("every test has a title (naming the spec item it pins, where one exists)")
    func everyTestHasATitle() throws {
        let tests = try Self.testSourceLines().filter { $0.text.trimmingCharacters(in: .whitespaces).hasPrefix("@Test") }
        #expect(tests.count > 600, "the scan finds the tests (positive control)")
        let untitled = tests.filter { !$0.text.contains("@Test(\"") }.map(\.place)
        #expect(untitled.isEmpty, "tests without a title: \(untitled)")
    }
}
