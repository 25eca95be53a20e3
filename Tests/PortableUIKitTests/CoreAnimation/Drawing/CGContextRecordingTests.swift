import Foundation
import Testing
@_spi(Rendering) @testable import PortableUIKit
import ContainmentTestTraits

/// CGContext as a recorder (spec 18.15, issue 21): graphics-state stacks, the CTM applied when
/// points are added, the path consumed by painting, and the display list it leaves — all
/// without a renderer.
@MainActor
@Suite("CGContext display lists", .isolatedRuntime)
struct CGContextRecordingTests {
    func context(_ bounds: CGRect = CGRect(x: 0, y: 0, width: 100, height: 50), scale: CGFloat = 2) -> CGContext {
        CGContext(bounds: bounds, scale: scale)
    }

    @Test("18.15 the context's origin is the bounds origin: ctm = [s, 0, 0, -s, -minX·s, (minY + h)·s]")
    func initialCTM() {
        #expect(context().ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 0, ty: 100))
        let scrolled = context(CGRect(x: 10, y: 20, width: 100, height: 50), scale: 1)
        #expect(scrolled.ctm == CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: -10, ty: 70))
        // The bounds origin maps to the device's top-left pixel row (y up: height·scale).
        #expect(CGPoint(x: 10, y: 20).applying(scrolled.ctm) == CGPoint(x: 0, y: 50))
    }

    @Test("18.15 points are mapped through the CTM when added: translating afterwards does not move them")
    func ctmAppliedWhenAdded() {
        let c = context()
        c.translateBy(x: 10, y: 5)
        c.move(to: .zero)
        c.addLine(to: CGPoint(x: 20, y: 0))
        c.translateBy(x: 100, y: 100)
        c.addLine(to: CGPoint(x: 0, y: 0))
        c.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        c.fillPath()
        guard case .fill(let path, let rule, let paint) = c.displayList.commands.first else {
            Issue.record("expected a fill, got \(c.displayList.commands)"); return
        }
        #expect(
            path == [.moveTo(CGPoint(x: 10, y: 5)), .lineTo(CGPoint(x: 30, y: 5)), .lineTo(CGPoint(x: 110, y: 105))])
        #expect(rule == .winding)
        #expect(paint.color == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(c.isPathEmpty, "filling consumes the path")
    }

    @Test("18.15 saveGState/restoreGState push and pop CTM, colours and line attributes but not the path")
    func saveRestore() {
        let c = context()
        c.setLineWidth(3)
        c.setStrokeColor(gray: 0.5, alpha: 1)
        c.move(to: CGPoint(x: 1, y: 1))
        c.saveGState()
        c.scaleBy(x: 2, y: 2)
        c.setLineWidth(9)
        c.setStrokeColor(gray: 0, alpha: 1)
        c.addLine(to: CGPoint(x: 10, y: 10))
        c.restoreGState()
        #expect(c.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 0, ty: 100))
        #expect(c.state.lineWidth == 3)
        #expect(c.state.strokeColor == CGColor(gray: 0.5, alpha: 1))
        #expect(!c.isPathEmpty, "the path survives restoreGState")
        #expect(c.currentPointOfPath == CGPoint(x: 20, y: 20), "added at scale 2, read back at scale 1")
        c.strokePath()
        guard case .stroke(_, let style, let paint) = c.displayList.commands.last else {
            Issue.record("no stroke"); return
        }
        #expect(style.lineWidth == 3)
        #expect(paint.color == CGColor(gray: 0.5, alpha: 1))
        #expect(c.displayList.commands.prefix(2) == [.save, .restore])
    }

    @Test("18.15 restoreGState with nothing saved is refused (invalidDrawingUse) and changes nothing")
    func restoreWithoutSave() {
        let c = context()
        c.setLineWidth(4)
        expectDiagnostic(.invalidDrawingUse) { c.restoreGState() }
        #expect(c.state.lineWidth == 4)
        #expect(c.displayList.isEmpty)
    }

    @Test("18.15 drawPath(using:) paints the same path as fill then stroke; stroke style keeps its CTM")
    func drawPathModes() {
        let c = context()
        c.scaleBy(x: 2, y: 1)
        c.setLineWidth(2)
        c.setLineDash(phase: 1, lengths: [4, 2])
        c.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        c.drawPath(using: .eoFillStroke)
        #expect(c.displayList.commands.count == 2)
        guard case .fill(let fillPath, .evenOdd, _) = c.displayList.commands[0],
            case .stroke(let strokePath, let style, _) = c.displayList.commands[1]
        else {
            Issue.record("expected an even-odd fill then a stroke: \(c.displayList.commands)"); return
        }
        #expect(fillPath == strokePath)
        #expect(fillPath.first == .moveTo(.zero))
        #expect(fillPath[1] == .lineTo(CGPoint(x: 20, y: 0)))
        #expect(style.ctm == CGAffineTransform(scaleX: 2, y: 1))
        #expect(style.dashLengths == [4, 2] && style.dashPhase == 1)
    }

    @Test(
        "18.15 painting an empty path records nothing; fill(rect) and stroke(rect:width:) clear the path and keep the width"
    )
    func rectConveniences() {
        let c = context()
        c.fillPath()
        c.strokePath()
        #expect(c.displayList.isEmpty)
        c.move(to: .zero)
        c.addLine(to: CGPoint(x: 5, y: 5))
        c.fill(CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(c.isPathEmpty)
        c.stroke(CGRect(x: 0, y: 0, width: 10, height: 10), width: 6)
        #expect(c.state.lineWidth == 1)
        guard case .fill(let path, _, _) = c.displayList.commands[0],
            case .stroke(_, let style, _) = c.displayList.commands[1]
        else { Issue.record("\(c.displayList.commands)"); return }
        #expect(path == CGPath.rectElements(CGRect(x: 1, y: 2, width: 3, height: 4)))
        #expect(style.lineWidth == 6)
    }

    @Test("18.15 clipping: boundingBoxOfClipPath starts as the bounds, narrows, and is restored by restoreGState")
    func clipBox() {
        let c = context(CGRect(x: 0, y: 0, width: 100, height: 50), scale: 1)
        #expect(c.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 100, height: 50))
        c.saveGState()
        c.clip(to: CGRect(x: 10, y: 10, width: 20, height: 20))
        c.translateBy(x: 10, y: 10)
        #expect(c.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 20, height: 20), "in user space")
        c.addEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        c.clip()
        #expect(c.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(c.isPathEmpty, "clip(using:) consumes the path")
        c.restoreGState()
        #expect(c.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test(
        "18.17 boundingBoxOfPath includes control points; currentPointOfPath and isPathEmpty read the path in user space"
    )
    func examiningPath() {
        let c = context()
        #expect(c.isPathEmpty && c.boundingBoxOfPath.isNull && c.currentPointOfPath == .zero)
        c.translateBy(x: 5, y: 5)
        c.move(to: .zero)
        c.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        #expect(c.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(c.currentPointOfPath == CGPoint(x: 100, y: 0))
        #expect(c.path?.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 100, height: 75))
    }

    @Test("18.15 NaN and infinite values are ignored with invalidDrawingUse; the state and path stay as they were")
    func nonFinite() {
        let c = context()
        c.move(to: CGPoint(x: 1, y: 1))
        expectDiagnostic(.invalidDrawingUse) { c.addLine(to: CGPoint(x: CGFloat.nan, y: 0)) }
        expectDiagnostic(.invalidDrawingUse) { c.setLineWidth(.infinity) }
        expectDiagnostic(.invalidDrawingUse) { c.translateBy(x: .nan, y: 0) }
        expectDiagnostic(.invalidDrawingUse) { c.fill(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)) }
        expectDiagnostic(.invalidDrawingUse) { c.setLineDash(phase: 0, lengths: [0, 0]) }
        expectDiagnostic(.invalidDrawingUse) { c.setLineDash(phase: 0, lengths: [-1, 2]) }
        #expect(c.path?.pathElements == [.moveTo(CGPoint(x: 1, y: 1))])
        #expect(c.state.lineWidth == 1 && c.state.dashLengths.isEmpty)
        #expect(c.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 0, ty: 100))
        #expect(c.displayList.isEmpty)
        // Positive control: the same calls with finite values take effect.
        c.setLineDash(phase: 0, lengths: [1, 0])
        #expect(c.state.dashLengths == [1, 0])
    }

    @Test("18.15 gradients record their stops (evenly spread without locations), options and CTM")
    func gradients() {
        let colors = [CGColor(gray: 0, alpha: 1), CGColor(gray: 0.5, alpha: 1), CGColor(gray: 1, alpha: 1)] as CFArray
        let gradient = CGGradient(colorsSpace: nil, colors: colors, locations: nil)
        #expect(gradient?.stops.map(\.location) == [0, 0.5, 1])
        let components: [CGFloat] = [1, 0, 0, 1, 0, 0, 1, 1]
        let locations: [CGFloat] = [1, 0.25]
        let rgb = CGGradient(
            colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: components, locations: locations, count: 2)
        #expect(rgb?.stops.map(\.location) == [0.25, 1], "sorted by location")
        #expect(rgb?.stops.first?.color == CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        #expect(CGGradient(colorsSpace: nil, colors: [] as CFArray, locations: nil) == nil)
        let c = context()
        c.translateBy(x: 3, y: 4)
        c.drawLinearGradient(gradient!, start: .zero, end: CGPoint(x: 0, y: 10), options: [.drawsAfterEndLocation])
        guard case .gradient(let g, _, _) = c.displayList.commands.first else { Issue.record("no gradient"); return }
        #expect(g.geometry == .linear(start: .zero, end: CGPoint(x: 0, y: 10)))
        #expect(g.options == .drawsAfterEndLocation && g.ctm == CGAffineTransform(translationX: 3, y: 4))
    }
}
