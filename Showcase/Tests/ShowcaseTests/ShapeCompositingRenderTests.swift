import Foundation
import Testing
import PortableUIKit
import ContainmentTesting
@testable import PortableUIKitCairo
import ContainmentTestTraits

/// Spec 18.13's compositing and stroke-geometry rows the other shape suites leave open: the
/// shape between the layer's background and its first sublayer, clipped only by masksToBounds,
/// and the miter limit.
@MainActor
@Suite("Shape layer compositing and miters in pixels", .isolatedRuntime)
struct ShapeCompositingRenderTests {
    let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)

    func render(_ layer: CALayer) -> RenderedImage {
        let host = whiteHost()
        host.window.layer.addSublayer(layer)
        host.runTurn()
        return WindowRenderer(scale: 1).render(host.window)
    }

    @Test("18.13 the shape is composited over the layer's background and under its first sublayer")
    func shapeBetweenBackgroundAndSublayers() {
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        shape.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        shape.path = CGPath(rect: CGRect(x: 20, y: 20, width: 60, height: 60), transform: nil)
        shape.fillColor = red
        let sublayer = CALayer()
        sublayer.frame = CGRect(x: 40, y: 40, width: 20, height: 20)
        sublayer.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        shape.addSublayer(sublayer)
        let image = render(shape)
        expectPixel(image.rgba(10, 10), .blue, "the background, outside the path")
        expectPixel(image.rgba(30, 30), .red, "the shape over the background")
        expectPixel(image.rgba(50, 50), .green, "the sublayer over the shape")
    }

    @Test("18.13 the shape is not clipped to the bounds unless masksToBounds")
    func masksToBoundsClipsShape() {
        for masks in [false, true] {
            let shape = CAShapeLayer()
            shape.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
            shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
            shape.fillColor = red
            shape.masksToBounds = masks
            let image = render(shape)
            expectPixel(image.rgba(25, 25), .red, "inside the bounds (masksToBounds \(masks))")
            expectPixel(image.rgba(75, 75), masks ? .white : .red, "outside the bounds (masksToBounds \(masks))")
        }
    }

    @Test("18.13 miterLimit 10 (default) keeps a miter of ratio 5; miterLimit 2 bevels it")
    func miterLimit() {
        // Two lines meeting at (100, 60) at an angle θ with sin(θ/2) = 0.2: the miter is
        // 1/sin(θ/2) = 5 line widths long, its tip 25 points past the apex for width 10.
        let d = 80 * tan(asin(0.2))
        for limit in [CGFloat(10), 2] {
            let shape = CAShapeLayer()
            shape.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
            let path = CGMutablePath()
            path.move(to: CGPoint(x: 20, y: 60 - d))
            path.addLine(to: CGPoint(x: 100, y: 60))
            path.addLine(to: CGPoint(x: 20, y: 60 + d))
            shape.path = path
            shape.fillColor = nil
            shape.strokeColor = red
            shape.lineWidth = 10
            shape.miterLimit = limit
            #expect(shape.lineJoin == .miter)
            let image = render(shape)
            expectPixel(image.rgba(98, 60), .red, "at the apex (limit \(limit))")
            expectPixel(
                image.rgba(115, 60), limit == 10 ? .red : .white, "15 past the apex: the miter tip (limit \(limit))")
        }
    }
}
