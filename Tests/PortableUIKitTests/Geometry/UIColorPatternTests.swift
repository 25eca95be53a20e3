import Foundation
import Testing
@_spi(Rendering) @testable import PortableUIKit
import ContainmentTestTraits

/// `UIColor(patternImage:)` (spec 20.63, 20.64; Apple: `UIKit/md/uikit-uicolor-init(patternimage:).md`).
@MainActor
@Suite("UIColor pattern colours", .isolatedRuntime)
struct UIColorPatternTests {
    /// A 4 × 2 point image drawn by a renderer.
    func tile() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
    }

    @Test("20.63 a pattern colour keeps its image, in the colour and in its CGColor, with alpha its one component")
    func keepsItsImage() {
        let image = tile()
        let color = UIColor(patternImage: image)
        let cg = color.cgColor
        #expect(cg.renderingPatternImage === image)
        #expect(cg.numberOfComponents == 1 && cg.components == [1] && cg.alpha == 1)
        #expect(UIColor(cgColor: cg).cgColor.renderingPatternImage === image, "init(cgColor:) keeps the pattern")
        #expect(UIColor.red.cgColor.renderingPatternImage == nil)
    }

    @Test("20.64 a pattern colour has no RGB or HSB components; its alpha can change and the image stays")
    func componentsAndAlpha() {
        let image = tile()
        let color = UIColor(patternImage: image)
        var r: CGFloat = -1, h: CGFloat = -1, w: CGFloat = -1
        #expect(!color.getRed(&r, green: nil, blue: nil, alpha: nil) && r == -1)
        #expect(!color.getHue(&h, saturation: nil, brightness: nil, alpha: nil) && h == -1)
        #expect(!color.getWhite(&w, alpha: nil) && w == -1)
        let faded = color.withAlphaComponent(0.25)
        #expect(faded.cgColor.renderingPatternImage === image && faded.cgColor.alpha == 0.25)
        #expect(faded.cgColor.copy(alpha: 0.5)?.renderingPatternImage === image)
    }

    @Test("20.64 pattern colours are equal when they tile the same image at the same alpha")
    func equality() {
        let image = tile()
        #expect(UIColor(patternImage: image) == UIColor(patternImage: image))
        #expect(UIColor(patternImage: image).hash == UIColor(patternImage: image).hash)
        #expect(UIColor(patternImage: image) != UIColor(patternImage: tile()))
        #expect(UIColor(patternImage: image) != UIColor(patternImage: image).withAlphaComponent(0.5))
        #expect(UIColor(patternImage: image).cgColor == UIColor(patternImage: image).cgColor)
        #expect(UIColor(patternImage: image).cgColor != UIColor.black.cgColor)
        #expect(UIColor(patternImage: image) != UIColor(white: 0, alpha: 1))
    }

    @Test("20.63 a view's pattern background reaches its layer; filling with it records the pattern")
    func viewBackgroundAndFill() {
        let image = tile()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        view.backgroundColor = UIColor(patternImage: image)
        #expect(view.layer.backgroundColor?.renderingPatternImage === image)
        #expect(view.backgroundColor == UIColor(patternImage: image))
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10)).image { context in
            UIColor(patternImage: image).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        }
        let fills: [DrawingPaint] = {
            guard case .drawing(let list, _) = drawn.renderingContent else { return [] }
            return list.commands.compactMap {
                if case .fill(_, _, let paint) = $0 { paint } else { nil }
            }
        }()
        guard let paint = fills.first else {
            Issue.record("no fill recorded")
            return
        }
        #expect(paint.color.renderingPatternImage === image)
    }

    @Test("20.63 a pattern colour as an attributed string's foreground colour is kept and drawn")
    func attributedStringForeground() {
        let image = tile()
        let attributed = NSMutableAttributedString(string: "ab", attributes: [.foregroundColor: UIColor.blue])
        attributed.addAttribute(
            .foregroundColor, value: UIColor(patternImage: image), range: NSRange(location: 1, length: 1))
        let color = attributed.attribute(.foregroundColor, at: 1, effectiveRange: nil) as? UIColor
        #expect(color?.cgColor.renderingPatternImage === image)
        let c = CGContext(bounds: CGRect(x: 0, y: 0, width: 40, height: 20), scale: 1)
        UIGraphicsPushContext(c)
        defer { UIGraphicsPopContext() }
        attributed.draw(at: .zero)
        guard case .text(let text, _, _)? = c.displayList.commands.last else {
            Issue.record("no text")
            return
        }
        #expect(text.runs.map(\.text) == ["a", "b"])
        #expect(text.runs.last?.color?.renderingPatternImage === image)
    }
}
