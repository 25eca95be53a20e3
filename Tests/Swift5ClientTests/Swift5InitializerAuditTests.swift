import Foundation
import Testing
import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

// Subclasses of the value-like open classes (colours, fonts, trait collections, actions, symbol
// configurations) as Swift 5 code writes them against the iPhoneOS 16.5 SDK: each overrides the
// initializers UIKit designates (or none) and calls the initializers it inherits (spec 20.63,
// 20.65, 20.66).

/// A colour subclass with a stored property and no initializers: it inherits every designated
/// initializer of UIColor (the header marks none, so all of its `-init…` are designated).
final class BrandColor: UIColor, @unchecked Sendable {
    var name = "brand"
}

/// A font subclass overriding `init()` and `init?(coder:)`, UIFont's designated initializers; it
/// inherits the `init?(name:size:)` convenience (`+fontWithName:size:`, a class factory).
final class AppFont: UIFont, @unchecked Sendable {
    override init() {
        super.init()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// A trait collection subclass overriding `init()` and `init?(coder:)`; it inherits the trait
/// initializers (`+traitCollectionWith…`, class factories).
final class TaggedTraits: UITraitCollection, @unchecked Sendable {
    override init() {
        super.init()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// An action subclass overriding `init?(coder:)`, the one initializer UIMenuElement designates; it
/// inherits `init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`.
final class LoggedAction: UIAction {
    var log: [String] = []

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// A symbol configuration subclass overriding `init?(coder:)`, the one initializer
/// UIImageConfiguration designates; it inherits the `configurationWith…` factories.
final class ThemeSymbolConfiguration: UIImage.SymbolConfiguration, @unchecked Sendable {
    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// Nonisolated factories, as Swift 5 code writes them.
func makeBrandColor() -> BrandColor { BrandColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1) }

func makeHeadingFont() -> AppFont? { AppFont(name: "Helvetica-Bold", size: 20) }

@Suite("Swift 5 clients: initializers of colours, fonts, traits, actions and configurations", .isolatedRuntime)
struct Swift5InitializerAuditTests {
    @Test("20.63 a UIColor subclass with no initializers inherits every designated one, init(patternImage:) included")
    @MainActor
    func color() {
        let brand = makeBrandColor()
        var red: CGFloat = 0, alpha: CGFloat = 0
        #expect(brand.getRed(&red, green: nil, blue: nil, alpha: &alpha) && red == 0.2 && alpha == 1)
        #expect(brand.name == "brand")
        var white: CGFloat = -1
        #expect(BrandColor(white: 0.5, alpha: 1).getWhite(&white, alpha: nil) && white == 0.5)
        #expect(
            BrandColor(hue: 0, saturation: 1, brightness: 1, alpha: 1) == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(BrandColor(cgColor: UIColor.blue.cgColor) == UIColor.blue)
        let tile = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in }
        let pattern = BrandColor(patternImage: tile)
        #expect(pattern == UIColor(patternImage: tile))
        #expect(!pattern.getRed(nil, green: nil, blue: nil, alpha: nil))
        let view = UIView()
        view.backgroundColor = pattern
        #expect(view.backgroundColor === pattern)
    }

    @Test("20.65 a UIFont subclass overriding init() and init?(coder:) inherits init?(name:size:)")
    @MainActor
    func font() {
        let heading = makeHeadingFont()
        #expect(heading?.fontName == "Helvetica-Bold")
        #expect(heading?.familyName == "Helvetica")
        #expect(heading?.pointSize == 20)
        #expect(AppFont(name: "", size: 12) == nil)
        let plain = AppFont()
        #expect(plain.pointSize == 17 && plain.fontName == UIFont.systemFont(ofSize: 17).fontName)
        let label = UILabel()
        label.font = heading
        #expect(label.font === heading)
    }

    @Test("20.65 a UITraitCollection subclass overriding init() and init?(coder:) inherits the trait initializers")
    @MainActor
    func traitCollection() {
        let compact = TaggedTraits(horizontalSizeClass: .compact)
        #expect(compact.horizontalSizeClass == .compact)
        #expect(compact.verticalSizeClass == .unspecified)
        let merged = TaggedTraits(traitsFrom: [compact, TaggedTraits(displayScale: 3)])
        #expect(merged.horizontalSizeClass == .compact && merged.displayScale == 3)
        #expect(TaggedTraits(userInterfaceStyle: .dark).userInterfaceStyle == .dark)
        #expect(TaggedTraits().horizontalSizeClass == .unspecified)
        #expect(UITraitCollection(horizontalSizeClass: .regular).containsTraits(in: TaggedTraits()))
    }

    @Test("20.66 a UIAction subclass overriding init?(coder:) is made with the inherited title-and-handler initializer")
    @MainActor
    func action() {
        let image = UIImage(systemName: "star")
        let action = LoggedAction(title: "Save", image: image, identifier: UIAction.Identifier("save")) { sent in
            (sent as? LoggedAction)?.log.append("ran")
        }
        #expect(action.title == "Save" && action.image === image)
        #expect(action.identifier == UIAction.Identifier("save"))
        let button = UIButton(type: .system)
        button.addAction(action, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(action.log == ["ran"])
        #expect(LoggedAction(coder: NSCoder()) == nil, "no archives")
        let subtitled = LoggedAction(title: "Share", subtitle: "to a friend") { _ in }
        #expect(subtitled.subtitle == "to a friend" && subtitled.title == "Share" && subtitled.image == nil)
    }

    @Test(
        "20.66 a SymbolConfiguration subclass overriding init?(coder:) inherits the factories; applying keeps its class"
    )
    @MainActor
    func symbolConfiguration() {
        let large = ThemeSymbolConfiguration(pointSize: 30)
        let bold = ThemeSymbolConfiguration(weight: .bold)
        let base: UIImage.SymbolConfiguration = large
        let both = base.applying(bold)
        #expect(both is ThemeSymbolConfiguration, "applying keeps the receiver's class")
        #expect(both == UIImage.SymbolConfiguration(pointSize: 30, weight: .bold))
        #expect(ThemeSymbolConfiguration(scale: .large) == UIImage.SymbolConfiguration(scale: .large))
        let image = UIImage(systemName: "star", withConfiguration: large)
        let plain = UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 30))
        #expect(image != nil && image?.size == plain?.size)
    }
}
