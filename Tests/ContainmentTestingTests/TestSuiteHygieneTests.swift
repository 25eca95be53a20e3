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
            let files =
                FileManager.default.enumerator(
                    at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)?
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

    /// Every `@name` attribute in the test sources, whole: from `@name` to the parenthesis that
    /// closes its arguments, across lines (swift-format wraps long ones), with its file and line.
    private static func attributes(_ name: String) throws -> [(place: String, text: String)] {
        let lines = try testSourceLines()
        var found: [(String, String)] = []
        for (index, line) in lines.enumerated() {
            let trimmed = line.text.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("@\(name)"), !trimmed.hasPrefix("@\(name)s") else { continue }
            var text = "", depth = 0, next = index
            repeat {
                let part = lines[next].text.trimmingCharacters(in: .whitespaces)
                text += (text.isEmpty ? "" : " ") + part
                depth += part.filter { $0 == "(" }.count - part.filter { $0 == ")" }.count
                next += 1
            } while depth > 0 && next < lines.count
                && lines[next].place.split(separator: ":").first
                    == line.place.split(separator: ":").first
            found.append((line.place, text))
        }
        return found
    }

    @Test("every suite runs under .isolatedRuntime")
    func everySuiteIsIsolated() throws {
        let suites = try Self.attributes("Suite")
        #expect(suites.count > 90, "the scan finds the suites (positive control)")
        let unisolated = suites.filter { !$0.text.contains(".isolatedRuntime") }.map(\.place)
        #expect(unisolated.isEmpty, "suites without .isolatedRuntime: \(unisolated)")
    }

    @Test("every test has a title (naming the spec item it pins, where one exists)")
    func everyTestHasATitle() throws {
        let tests = try Self.attributes("Test")
        #expect(tests.count > 600, "the scan finds the tests (positive control)")
        #expect(tests.contains { $0.text.hasPrefix("@Test( \"") }, "the scan joins wrapped titles (positive control)")
        let untitled = tests.filter { !$0.text.hasPrefix("@Test(\"") && !$0.text.hasPrefix("@Test( \"") }.map(\.place)
        #expect(untitled.isEmpty, "tests without a title: \(untitled)")
    }

    /// Every Swift file and folder under the test folders, relative to the repository's root.
    private static func testSourcePaths() -> [String] {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var paths: [String] = []
        for folder in ["Tests", "Showcase/Tests"] {
            let base = root.appendingPathComponent(folder)
            let items =
                FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL } ?? []
            for item in items where !item.path.contains("/.build/") {
                paths.append(folder + String(item.path.dropFirst(base.path.count)))
            }
        }
        return paths
    }

    @Test("test-support files are <Area>TestSupport, folders are named for what they test (CONTRIBUTING.md)")
    func supportFilesFollowOneScheme() {
        let paths = Self.testSourcePaths()
        #expect(paths.count > 300, "the scan finds the test files (positive control)")
        let retiredNames = ["Fixture", "Fixtures", "Harness", "Support", "Helpers"]
        let misnamed = paths.filter { path in
            let file = (path as NSString).lastPathComponent
            guard file.hasSuffix(".swift") else { return false }
            let stem = String(file.dropLast(".swift".count))
            if stem.contains("TestSupport") { return false }
            return retiredNames.contains { stem.hasSuffix($0) || stem.contains($0 + "+") }
        }
        #expect(misnamed.isEmpty, "support files outside the <Area>TestSupport scheme: \(misnamed)")
        let historyFolders: Set<String> = ["Support", "Review", "Readme", "Seeds"]
        let folders = paths.filter { path in
            path.split(separator: "/").dropLast().contains { historyFolders.contains(String($0)) }
        }
        #expect(folders.isEmpty, "folders named after work history or a role: \(Set(folders))")
    }
}
