import Foundation
import Testing
@_spi(Rendering) @testable import PortableUIKit
import ContainmentTestTraits

/// `UIImage(systemName:)`, symbol configurations and the image model's `with…` copies.
@MainActor
@Suite("Symbol images", .isolatedRuntime)
struct SymbolImageTests {
    static let requiredNames = [
        "house", "house.fill", "person", "person.fill", "person.crop.circle", "gear", "gearshape", "star", "star.fill",
        "heart", "heart.fill", "magnifyingglass", "bell", "bell.fill", "plus", "minus", "xmark", "checkmark",
        "chevron.left", "chevron.right", "chevron.up", "chevron.down", "chevron.backward", "line.3.horizontal",
        "ellipsis", "ellipsis.circle", "square.and.arrow.up", "trash", "folder", "doc", "envelope", "photo",
        "calendar", "clock", "info.circle", "list.bullet", "square.grid.2x2", "bookmark", "sidebar.left",
        "arrow.left", "arrow.right", "play.fill", "pause.fill",
    ]

    @Test(
        "Symbols: every shipped name makes a symbol image with a non-empty glyph; an unknown name (and the empty name) is nil, as UIKit"
    )
    func lookup() {
        for name in Self.requiredNames {
            let image = UIImage(systemName: name)
            #expect(image != nil, "\(name)")
            #expect(image?.isSymbolImage == true, "\(name)")
            guard case .symbol(let glyph, _)? = image?.renderingContent else {
                Issue.record("\(name) has no glyph"); continue
            }
            #expect(!glyph.parts.isEmpty && glyph.parts.allSatisfy { !$0.elements.isEmpty }, "\(name)")
        }
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        #expect(UIImage(systemName: "") == nil)
        #expect(UIImage(systemName: "House") == nil, "names are case-sensitive")
        #expect(UIImage().isSymbolImage == false, "positive control: a plain image is not a symbol")
    }

    @Test(
        "Symbols: the default configuration is 17 pt regular medium; sizes are the design box (house 23 × 20, chevron.left 11 × 19, plus 17 × 17) at scale 3"
    )
    func defaultSizes() throws {
        let house = try #require(UIImage(systemName: "house"))
        #expect(house.size == CGSize(width: 23, height: 20))
        #expect(house.scale == 3)
        #expect(UIImage(systemName: "chevron.left")?.size == CGSize(width: 11, height: 19))
        #expect(UIImage(systemName: "plus")?.size == CGSize(width: 17, height: 17))
        let configuration = try #require(house.symbolConfiguration)
        #expect(configuration.isEqual(to: .unspecified), "a plain systemName image has an unspecified configuration")
        #expect(SymbolMetrics.pointSize(configuration) == 17)
        #expect(SymbolMetrics.weight(configuration) == .regular)
        #expect(house.renderingMode == .automatic)
        #expect(
            house.drawingColor(viewTint: .red) == .red, "an automatic symbol is drawn as a template in the view's tint")
    }

    @Test(
        "Symbols: point size scales the image (34 pt doubles house); small 0.78 and large 1.29; sizes rounded to thirds of a point"
    )
    func configurationSizes() throws {
        let big = try #require(
            UIImage(systemName: "house", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34)))
        #expect(big.size == CGSize(width: 46, height: 40))
        let large = try #require(
            UIImage(systemName: "plus")?.withConfiguration(UIImage.SymbolConfiguration(scale: .large)))
        #expect(large.size == CGSize(width: 22, height: 22), "17 × 1.29 = 21.93 → 22")
        let small = try #require(
            UIImage(systemName: "plus")?.withConfiguration(UIImage.SymbolConfiguration(scale: .small)))
        #expect(abs(small.size.width - 13.333) < 0.001, "17 × 0.78 = 13.26 → 13⅓")
        let title = try #require(
            UIImage(systemName: "plus", withConfiguration: UIImage.SymbolConfiguration(textStyle: .largeTitle)))
        #expect(title.size == CGSize(width: 34, height: 34), "the large title style is 34 pt")
    }

    @Test(
        "Symbols: weight thickens stroked parts (bold 1.5 × regular), configurations apply over each other, and the image keeps its glyph"
    )
    func weights() throws {
        let plain = try #require(UIImage(systemName: "xmark"))
        let bold = plain.withConfiguration(UIImage.SymbolConfiguration(weight: .bold))
        guard case .symbol(let g1, let w1) = plain.renderingContent,
            case .symbol(let g2, let w2) = bold.renderingContent
        else {
            Issue.record("not symbols"); return
        }
        #expect(g1 == g2)
        #expect(w1 == 1.5 && w2 == 2.25)
        let sized = bold.withConfiguration(UIImage.SymbolConfiguration(pointSize: 34))
        #expect(sized.symbolConfiguration?.weight == .bold, "a later configuration keeps values it leaves unspecified")
        #expect(sized.symbolConfiguration?.pointSize == 34)
        #expect(sized.size == CGSize(width: 30, height: 30))
        #expect(UIImage.SymbolWeight.semibold.fontWeight() == .semibold)
        #expect(UIImage.SymbolWeight.unspecified.rawValue == 0 && UIImage.SymbolWeight.black.rawValue == 9)
        #expect(UIImage.SymbolScale.default.rawValue == -1 && UIImage.SymbolScale.large.rawValue == 3)
    }

    @Test(
        "SymbolConfiguration: the without-… copies drop one value; isEqual compares values; a text style replaces an earlier point size"
    )
    func configurationAlgebra() {
        let c = UIImage.SymbolConfiguration(pointSize: 20, weight: .heavy, scale: .small)
        #expect(c.configurationWithoutScale().scale == .unspecified)
        #expect(c.configurationWithoutWeight().weight == .unspecified)
        #expect(c.configurationWithoutPointSizeAndWeight().pointSize == 0)
        #expect(c.isEqual(to: UIImage.SymbolConfiguration(pointSize: 20, weight: .heavy, scale: .small)))
        #expect(!c.isEqual(to: UIImage.SymbolConfiguration(pointSize: 21, weight: .heavy, scale: .small)))
        #expect(!c.isEqual(to: nil))
        let styled = c.applying(UIImage.SymbolConfiguration(textStyle: .footnote))
        #expect(styled.pointSize == 0 && styled.textStyle == .footnote && styled.scale == .small)
        #expect(SymbolMetrics.pointSize(styled) == 13)
        #expect(UIImage.SymbolConfiguration(pointSize: .nan).pointSize == 0, "a NaN point size is unspecified")
        #expect(UIImage.SymbolConfiguration(font: .systemFont(ofSize: 20, weight: .bold)).weight == .bold)
    }

    @Test(
        "withTintColor makes the image original in that colour; withRenderingMode keeps the content; applyingSymbolConfiguration is nil for a non-symbol"
    )
    func tintAndModes() throws {
        let star = try #require(UIImage(systemName: "star.fill"))
        let red = star.withTintColor(.red)
        #expect(red.renderingMode == .alwaysOriginal)
        #expect(red.isSymbolImage && red.size == star.size)
        #expect(red.drawingColor(viewTint: .blue) == .red)
        let template = star.withRenderingMode(.alwaysTemplate)
        #expect(template.isSymbolImage && template.renderingContent == star.renderingContent)
        #expect(template.drawingColor(viewTint: .blue) == .blue)
        #expect(
            star.withRenderingMode(.alwaysOriginal).drawingColor(viewTint: .blue) == .label,
            "an original symbol is drawn in .label")
        #expect(star.withTintColor(.green, renderingMode: .alwaysTemplate).renderingMode == .alwaysTemplate)
        #expect(UIImage().applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 30)) == nil)
        #expect(star.applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 34))?.size.width == 44)
    }

    @Test(
        "Direction-neutral symbols (chevron.backward) flip in right-to-left; chevron.left does not unless imageFlippedForRightToLeftLayoutDirection()"
    )
    func flipping() throws {
        #expect(UIImage(systemName: "chevron.backward")?.flipsForRightToLeftLayoutDirection == true)
        let left = try #require(UIImage(systemName: "chevron.left"))
        #expect(!left.flipsForRightToLeftLayoutDirection)
        #expect(left.imageFlippedForRightToLeftLayoutDirection().flipsForRightToLeftLayoutDirection)
        guard case .symbol(let back, _)? = UIImage(systemName: "arrow.uturn.backward")?.renderingContent,
            case .symbol(let forward, _)? = UIImage(systemName: "arrow.uturn.forward")?.renderingContent
        else {
            Issue.record("no u-turn arrows"); return
        }
        #expect(forward.box == back.box && forward.parts.count == back.parts.count)
        #expect(
            forward.parts[0].elements.first == .moveTo(CGPoint(x: 17.5, y: 6.5)),
            "forward is backward mirrored in its 19 pt box")
    }

    @Test(
        "ContentMode layout: aspect fit letterboxes, aspect fill overflows, scaleToFill stretches, corners align unscaled; empty sizes give zero"
    )
    func contentModeLayout() {
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        let size = CGSize(width: 20, height: 20)
        #expect(
            ImageContentLayout.rect(imageSize: size, in: bounds, contentMode: .scaleAspectFit)
                == CGRect(x: 25, y: 0, width: 50, height: 50))
        #expect(
            ImageContentLayout.rect(imageSize: size, in: bounds, contentMode: .scaleAspectFill)
                == CGRect(x: 0, y: -25, width: 100, height: 100))
        #expect(ImageContentLayout.rect(imageSize: size, in: bounds, contentMode: .scaleToFill) == bounds)
        #expect(
            ImageContentLayout.rect(imageSize: size, in: bounds, contentMode: .center)
                == CGRect(x: 40, y: 15, width: 20, height: 20))
        #expect(
            ImageContentLayout.rect(imageSize: size, in: bounds, contentMode: .bottomRight)
                == CGRect(x: 80, y: 30, width: 20, height: 20))
        #expect(
            ImageContentLayout.rect(imageSize: size, in: bounds, contentMode: .top)
                == CGRect(x: 40, y: 0, width: 20, height: 20))
        #expect(ImageContentLayout.rect(imageSize: .zero, in: bounds, contentMode: .center) == .zero)
        #expect(UIView().contentMode == .scaleToFill)
        #expect(UIView.ContentMode.bottomRight.rawValue == 12)
    }
}
