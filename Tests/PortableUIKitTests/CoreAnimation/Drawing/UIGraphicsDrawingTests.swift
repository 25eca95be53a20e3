import Foundation
import Testing
@_spi(Rendering) @testable import PortableUIKit
import ContainmentTestTraits

/// UIKit drawing over the current context: the context stack, UIColor.set, UIBezierPath
/// fill/stroke/addClip, UIRectFill/UIRectFrame, image and string drawing (spec 18.15, 18.16).
@MainActor
@Suite("UIGraphics drawing", .isolatedRuntime)
struct UIGraphicsDrawingTests {
    func context() -> CGContext { CGContext(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), scale: 1) }

    @Test("18.15 UIGraphicsPushContext/PopContext nest; pop with nothing pushed is refused (invalidDrawingUse)")
    func stack() {
        #expect(UIGraphicsGetCurrentContext() == nil)
        let a = context(), b = context()
        UIGraphicsPushContext(a)
        UIGraphicsPushContext(b)
        #expect(UIGraphicsGetCurrentContext() === b)
        UIGraphicsPopContext()
        #expect(UIGraphicsGetCurrentContext() === a)
        UIGraphicsPopContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        expectDiagnostic(.invalidDrawingUse) { UIGraphicsPopContext() }
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test("18.15 drawing with no current context is refused (invalidDrawingUse) and records nothing")
    func noContext() {
        expectDiagnostic(.invalidDrawingUse) { UIColor.red.set() }
        expectDiagnostic(.invalidDrawingUse) { UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)).fill() }
        expectDiagnostic(.invalidDrawingUse) { UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1)) }
        expectDiagnostic(.invalidDrawingUse) { ("text" as NSString).draw(at: .zero, withAttributes: nil) }
    }

    @Test("18.16 UIBezierPath.stroke() strokes with the path's attributes and leaves the context's own untouched")
    func bezierStroke() {
        let c = context()
        UIGraphicsPushContext(c)
        defer { UIGraphicsPopContext() }
        UIColor.green.set()
        let path = UIBezierPath(
            arcCenter: CGPoint(x: 50, y: 50), radius: 20, startAngle: 0, endAngle: .pi, clockwise: true)
        path.lineWidth = 4
        path.lineCapStyle = .round
        path.lineJoinStyle = .bevel
        path.miterLimit = 3
        path.setLineDash([6, 2], count: 2, phase: 1)
        path.stroke()
        #expect(c.state.lineWidth == 1 && c.state.lineCap == .butt && c.state.dashLengths.isEmpty)
        guard case .stroke(let elements, let style, let paint) = c.displayList.commands[1] else {
            Issue.record("\(c.displayList.commands)"); return
        }
        #expect(elements == path.cgPath.pathElements)
        #expect(style.lineWidth == 4 && style.lineCap == .round && style.lineJoin == .bevel && style.miterLimit == 3)
        #expect(style.dashLengths == [6, 2] && style.dashPhase == 1)
        #expect(paint.color == UIColor.green.cgColor)
        #expect(c.displayList.commands.first == .save && c.displayList.commands.last == .restore)
    }

    @Test(
        "18.16 fill() uses usesEvenOddFillRule; fill(with:alpha:) records the blend mode and alpha; addClip narrows the clip"
    )
    func bezierFillAndClip() {
        let c = context()
        UIGraphicsPushContext(c)
        defer { UIGraphicsPopContext() }
        let path = UIBezierPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20))
        path.usesEvenOddFillRule = true
        path.fill(with: .multiply, alpha: 0.5)
        guard case .fill(_, .evenOdd, let paint) = c.displayList.commands[1] else {
            Issue.record("\(c.displayList.commands)"); return
        }
        #expect(paint.blendMode == .multiply && paint.alpha == 0.5)
        #expect(c.state.alpha == 1 && c.state.blendMode == .normal)
        path.addClip()
        #expect(c.boundingBoxOfClipPath == CGRect(x: 10, y: 10, width: 20, height: 20))
    }

    @Test("18.15 UIColor.set sets fill and stroke, setFill only fill, setStroke only stroke")
    func colorSet() {
        let c = context()
        UIGraphicsPushContext(c)
        defer { UIGraphicsPopContext() }
        UIColor.red.set()
        #expect(c.state.fillColor == UIColor.red.cgColor && c.state.strokeColor == UIColor.red.cgColor)
        UIColor.blue.setFill()
        UIColor.green.setStroke()
        #expect(c.state.fillColor == UIColor.blue.cgColor && c.state.strokeColor == UIColor.green.cgColor)
    }

    @Test("18.15 UIRectFrame fills a one-point frame inside the rect; UIRectFill fills it")
    func rectFunctions() {
        let c = context()
        UIGraphicsPushContext(c)
        defer { UIGraphicsPopContext() }
        UIRectFrame(CGRect(x: 0, y: 0, width: 10, height: 5))
        guard case .fill(let path, _, _) = c.displayList.commands.first else { Issue.record("no fill"); return }
        let box = CGPath(elements: path).boundingBox
        #expect(box == CGRect(x: 0, y: 0, width: 10, height: 5))
        #expect(path.count == 20, "four closed rectangles")
        UIRectFill(CGRect(x: 1, y: 1, width: 2, height: 2))
        #expect(c.displayList.commands.count == 2)
    }

    @Test("18.15 string drawing records the text, font, colour, alignment and the CTM")
    func strings() {
        let c = context()
        UIGraphicsPushContext(c)
        defer { UIGraphicsPopContext() }
        c.translateBy(x: 5, y: 0)
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        let font = UIFont.systemFont(ofSize: 20)
        ("Hello" as NSString).draw(
            in: CGRect(x: 0, y: 0, width: 80, height: 30),
            withAttributes: [.font: font, .foregroundColor: UIColor.red, .paragraphStyle: style])
        guard case .text(let text, let ctm, _) = c.displayList.commands.first else { Issue.record("no text"); return }
        #expect(
            text.runs == [
                DrawingText.Run(text: "Hello", fontName: font.fontName, fontSize: 20, color: UIColor.red.cgColor)
            ])
        #expect(text.rect == CGRect(x: 0, y: 0, width: 80, height: 30) && text.alignment == .center)
        #expect(ctm == CGAffineTransform(translationX: 5, y: 0))
        let attributed = NSMutableAttributedString(string: "ab", attributes: [.foregroundColor: UIColor.blue])
        attributed.addAttribute(.foregroundColor, value: UIColor.green, range: NSRange(location: 1, length: 1))
        attributed.draw(at: CGPoint(x: 1, y: 2))
        guard case .text(let two, _, _) = c.displayList.commands.last else { Issue.record("no text"); return }
        #expect(two.runs.map(\.text) == ["a", "b"])
        #expect(two.runs.map(\.color) == [UIColor.blue.cgColor, UIColor.green.cgColor])
        #expect(two.rect.origin == CGPoint(x: 1, y: 2) && two.rect.width == .greatestFiniteMagnitude)
    }

    @Test("18.15 UIImage.draw(in:) and draw(at:) record the image with its rectangle and the context's alpha")
    func images() {
        let c = context()
        UIGraphicsPushContext(c)
        defer { UIGraphicsPopContext() }
        let image = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 4)).image { _ in }
        c.setAlpha(0.5)
        image.draw(at: CGPoint(x: 3, y: 3))
        image.draw(in: CGRect(x: 0, y: 0, width: 16, height: 8), blendMode: .screen, alpha: 0.5)
        #expect(
            c.displayList.commands == [
                .image(
                    image, rect: CGRect(x: 3, y: 3, width: 8, height: 4), ctm: .identity, alpha: 0.5, blendMode: .normal
                ),
                .image(
                    image, rect: CGRect(x: 0, y: 0, width: 16, height: 8), ctm: .identity, alpha: 0.25,
                    blendMode: .screen),
            ])
    }
}
