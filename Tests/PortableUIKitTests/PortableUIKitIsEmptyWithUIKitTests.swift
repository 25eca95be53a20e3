import Foundation
import Testing
import ContainmentTestTraits

/// PortableUIKit stands in for UIKit only where UIKit does not exist: on iOS the module must be
/// empty, or its own CGAffineTransform, CGVector … collide with Core Graphics' (issue 13).
@Suite("PortableUIKit is empty where UIKit exists", .isolatedRuntime)
struct PortableUIKitIsEmptyWithUIKitTests {
    /// Every Swift file under `Sources/PortableUIKit`.
    static func sourceFiles() throws -> [URL] {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/PortableUIKit")
        let walker = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    }

    @Test("every PortableUIKit source file is wrapped in #if !canImport(UIKit) … #endif")
    func everyFileIsWrapped() throws {
        let files = try Self.sourceFiles()
        #expect(files.count > 100)
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(
                text.hasPrefix("#if !canImport(UIKit)\n"),
                "\(file.lastPathComponent) does not start with #if !canImport(UIKit)")
            #expect(text.hasSuffix("#endif\n"), "\(file.lastPathComponent) does not end with #endif")
        }
    }
}
