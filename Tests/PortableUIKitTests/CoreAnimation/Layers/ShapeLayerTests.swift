import Foundation
import Testing
@_spi(Rendering) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// A view backed by a shape layer, so that UIView animation blocks animate its shape properties.
private final class ShapeView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }
    var shape: CAShapeLayer { layer as! CAShapeLayer }
}

@MainActor
@Suite("CAShapeLayer properties", .isolatedRuntime)
struct ShapeLayerTests {
    @Test(
        "18.13 defaults: no path, opaque black fill, no stroke, width 1, miter 10, butt, miter, non-zero, no dash, phase 0, stroke 0…1"
    )
    func defaults() {
        let layer = CAShapeLayer()
        #expect(layer.path == nil)
        #expect(layer.fillColor == CGColor(gray: 0, alpha: 1))
        #expect(layer.strokeColor == nil)
        #expect(layer.lineWidth == 1)
        #expect(layer.miterLimit == 10)
        #expect(layer.lineCap == .butt)
        #expect(layer.lineJoin == .miter)
        #expect(layer.fillRule == .nonZero)
        #expect(layer.lineDashPattern == nil)
        #expect(layer.lineDashPhase == 0)
        #expect(layer.strokeStart == 0)
        #expect(layer.strokeEnd == 1)
    }

    @Test("18.13 constants carry Core Animation's string values (kCAFillRuleNonZero is \"non-zero\")")
    func constantRawValues() {
        #expect(CAShapeLayerFillRule.nonZero.rawValue == "non-zero")
        #expect(CAShapeLayerFillRule.evenOdd.rawValue == "even-odd")
        #expect([CAShapeLayerLineCap.butt, .round, .square].map(\.rawValue) == ["butt", "round", "square"])
        #expect([CAShapeLayerLineJoin.miter, .round, .bevel].map(\.rawValue) == ["miter", "round", "bevel"])
        #expect(CAShapeLayerLineCap(rawValue: "round") == .round)
    }

    @Test("18.1 init(layer:) and presentation() copy every shape property")
    func copies() {
        let layer = CAShapeLayer()
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        layer.path = path; layer.fillColor = nil; layer.strokeColor = CGColor(gray: 0.5, alpha: 1)
        layer.lineWidth = 4; layer.miterLimit = 3; layer.lineCap = .round; layer.lineJoin = .bevel
        layer.fillRule = .evenOdd; layer.lineDashPattern = [2, 3]; layer.lineDashPhase = 1
        layer.strokeStart = 0.25; layer.strokeEnd = 0.75
        CATransaction.flush()  // presentation() is nil until the layer is committed once (18.1)
        for copy in [CAShapeLayer(layer: layer), layer.presentation()!] {
            #expect(copy.path == path)
            #expect(copy.fillColor == nil)
            #expect(copy.strokeColor == CGColor(gray: 0.5, alpha: 1))
            #expect(copy.lineWidth == 4 && copy.miterLimit == 3)
            #expect(copy.lineCap == .round && copy.lineJoin == .bevel && copy.fillRule == .evenOdd)
            #expect(copy.lineDashPattern == [2, 3] && copy.lineDashPhase == 1)
            #expect(copy.strokeStart == 0.25 && copy.strokeEnd == 0.75)
        }
    }

    @Test("18.13 strokeStart/strokeEnd are stored as given; the drawn range is clamped to 0…1 (StrokeTrimming)")
    func strokeRangeStoredAsGiven() {
        let layer = CAShapeLayer()
        layer.strokeStart = -0.5
        layer.strokeEnd = 1.5
        #expect(layer.strokeStart == -0.5 && layer.strokeEnd == 1.5)
        let line: [CGPathElementKind] = [.moveTo(.zero), .lineTo(CGPoint(x: 100, y: 0))]
        #expect(StrokeTrimming.trimmed(line, start: layer.strokeStart, end: layer.strokeEnd) == line)
    }

    @Test("18.13 animatable keys answer the contract hooks and write back through them")
    func animatableHooks() {
        let layer = CAShapeLayer()
        #expect(layer.animatableValue(forKey: "strokeEnd") == .scalar(1))
        #expect(layer.animatableValue(forKey: "fillColor") == .color(CGColor(gray: 0, alpha: 1)))
        #expect(layer.animatableValue(forKey: "path") == .path(nil))
        #expect(layer.animatableValue(forKey: "opacity") == .scalar(1), "base keys still answer")
        layer.setAnimatableValue(.scalar(0.4), forKey: "strokeEnd")
        layer.setAnimatableValue(.scalar(3), forKey: "lineWidth")
        layer.setAnimatableValue(.path([.moveTo(.zero), .lineTo(CGPoint(x: 5, y: 5))]), forKey: "path")
        layer.setAnimatableValue(.numbers([1, 2]), forKey: "lineDashPattern")
        #expect(layer.strokeEnd == 0.4 && layer.lineWidth == 3)
        #expect(layer.path?.pathElements == [.moveTo(.zero), .lineTo(CGPoint(x: 5, y: 5))])
        #expect(layer.lineDashPattern == [1, 2])
    }

    @Test("18.13 strokeEnd animates in a view animation block: 1 → 0 linear over 1 s is at 0.5 after 0.5 s")
    func strokeEndAnimatesInBlock() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200))
        let view = ShapeView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        host.runUntilIdle()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { view.shape.strokeEnd = 0 }
        #expect(view.shape.strokeEnd == 0, "the model changes at once")
        host.advance(by: 0.5)
        let shown = view.shape.presentation()!.strokeEnd
        #expect(abs(shown - 0.5) < 1e-9, "presentation \(shown)")
        host.advance(by: 0.6)
        #expect(view.shape.animationKeys() == nil)
    }

    @Test("18.10 path never animates implicitly, even inside a view animation block; fillColor does")
    func pathNotImplicit() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200))
        let view = ShapeView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        host.runUntilIdle()
        UIView.animate(withDuration: 1) {
            view.shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        }
        #expect(view.shape.animationKeys() == nil)
        UIView.animate(withDuration: 1) { view.shape.fillColor = CGColor(gray: 1, alpha: 1) }
        #expect(view.shape.animationKeys() == ["fillColor"], "positive control: an animatable colour does animate")
        host.advance(by: 1.5)
        host.runUntilIdle()
    }
}
