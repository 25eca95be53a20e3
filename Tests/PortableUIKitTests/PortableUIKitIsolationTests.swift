import Foundation
import Testing
import ContainmentTestTraits

/// Isolation as Swift imports UIKit: UIKit's main-actor classes (`NS_SWIFT_UI_ACTOR` in the SDK's
/// headers) come in as `@preconcurrency @MainActor`, so Swift 5 code may touch them from
/// nonisolated code; PortableUIKit declares its main-actor types the same way.
@Suite("PortableUIKit's isolation is UIKit's as imported", .isolatedRuntime)
struct PortableUIKitIsolationTests {
    /// A type declaration with the attributes written before it (on its line and the lines above).
    struct Declaration {
        var place: String
        var name: String
        var attributes: String
    }

    /// Every `public` or `open` class, struct, enum, protocol or actor declared in
    /// `Sources/PortableUIKit`, with its attributes.
    static func publicTypeDeclarations() throws -> [Declaration] {
        let pattern = try Regex(
            #"^((?:@[\w()]+\s+)*)(?:public|open)\s+(?:final\s+)?(?:class|struct|enum|protocol|actor)\s+(\w+)"#)
        var found: [Declaration] = []
        for file in try PortableUIKitIsEmptyWithUIKitTests.sourceFiles() {
            let lines = try String(contentsOf: file, encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                guard let match = trimmed.firstMatch(of: pattern) else { continue }
                var attributes = String(match.output[1].substring ?? "")
                var above = index - 1
                while above >= 0, lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("@") {
                    attributes = lines[above].trimmingCharacters(in: .whitespaces) + " " + attributes
                    above -= 1
                }
                found.append(
                    Declaration(
                        place: "\(file.lastPathComponent):\(index + 1)",
                        name: String(match.output[2].substring ?? ""), attributes: attributes))
            }
        }
        return found
    }

    @Test("20.50 every public main-actor type is @preconcurrency @MainActor, as UIKit's are imported")
    func mainActorTypesArePreconcurrency() throws {
        let declarations = try Self.publicTypeDeclarations()
        let mainActor = declarations.filter { $0.attributes.contains("@MainActor") }
        #expect(mainActor.count > 100, "the scan finds the main-actor types (positive control)")
        #expect(mainActor.contains { $0.name == "UIView" }, "the scan finds UIView (positive control)")
        let plain = mainActor.filter { !$0.attributes.contains("@preconcurrency") }.map { "\($0.name) (\($0.place))" }
        #expect(plain.isEmpty, "main-actor types without @preconcurrency: \(plain)")
        for name in [
            "NSLayoutConstraint", "NSLayoutAnchor", "NSLayoutXAxisAnchor", "NSLayoutYAxisAnchor",
            "NSLayoutDimension", "UILayoutGuide", "UIStackView",
        ] {
            #expect(mainActor.contains { $0.name == name }, "\(name) is main-actor (NS_SWIFT_UI_ACTOR)")
        }
    }

    @Test("20.51 graphics renderers, their formats and contexts, and CGContext are not main-actor")
    func renderersAreNonisolated() throws {
        let declarations = try Self.publicTypeDeclarations()
        for name in [
            "UIGraphicsRenderer", "UIGraphicsImageRenderer", "UIGraphicsRendererFormat",
            "UIGraphicsImageRendererFormat", "UIGraphicsRendererContext", "UIGraphicsImageRendererContext",
            "CGContext", "UIImage", "UIColor", "UIBezierPath", "UIFont",
        ] {
            let declaration = try #require(declarations.first { $0.name == name }, "\(name) is declared")
            #expect(!declaration.attributes.contains("@MainActor"), "\(name) is nonisolated in UIKit")
        }
    }

    @Test(
        "20.54 Core Animation's classes stay main-actor here, where QuartzCore leaves them nonisolated (a known difference)"
    )
    func coreAnimationIsMainActor() throws {
        let declarations = try Self.publicTypeDeclarations()
        for name in ["CALayer", "CAAnimation", "CATransaction", "CADisplayLink", "CAMediaTimingFunction"] {
            let declaration = try #require(declarations.first { $0.name == name }, "\(name) is declared")
            #expect(
                declaration.attributes.contains("@preconcurrency @MainActor"), "\(name) is @preconcurrency @MainActor")
        }
    }
}
