import Foundation
import Testing
import PortableUIKit
import ContainmentTesting
@testable import PortableUIKitCairo
import ContainmentTestTraits

/// Shape, gradient and replicator layers and masks, drawn by the Cairo renderer.
@MainActor
@Suite("Shape, gradient, replicator and mask layers in pixels", .isolatedRuntime)
struct LayerKindsRenderingTests {
    /// Renders `layers`, configured before they join the tree, on a white 200 × 200 window.
    func render(_ layers: CALayer...) -> RenderedImage {
        let host = whiteHost()
        for layer in layers { host.window.layer.addSublayer(layer) }
        host.advance(by: 1)
        return WindowRenderer(scale: 1).render(host.window)
    }

    func shape(_ frame: CGRect, _ build: (CGMutablePath) -> Void) -> CAShapeLayer {
        let layer = CAShapeLayer()
        layer.frame = frame
        let path = CGMutablePath()
        build(path)
        layer.path = path
        return layer
    }

    let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    let black = CGColor(gray: 0, alpha: 1)

    @Test("18.13 the default fill is opaque black; a fill reaches past the bounds (not clipped)")
    func fillUnclipped() {
        let layer = shape(CGRect(x: 0, y: 0, width: 10, height: 10)) {
            $0.addRect(CGRect(x: 50, y: 50, width: 40, height: 40))
        }
        let image = render(layer)
        expectPixel(image.rgba(70, 70), .black, "inside the path, outside the bounds")
        expectPixel(image.rgba(40, 40), .white, "outside the path")
    }

    @Test("18.13 fillRule: .evenOdd leaves the inner of two nested squares empty; .nonZero fills it")
    func fillRules() {
        func nested() -> CAShapeLayer {
            shape(CGRect(x: 0, y: 0, width: 200, height: 200)) {
                $0.addRect(CGRect(x: 20, y: 20, width: 160, height: 160))
                $0.addRect(CGRect(x: 60, y: 60, width: 80, height: 80))
            }
        }
        let evenOdd = nested()
        evenOdd.fillRule = .evenOdd
        evenOdd.fillColor = red
        let image = render(evenOdd)
        expectPixel(image.rgba(40, 100), .red, "between the squares")
        expectPixel(image.rgba(100, 100), .white, "inside the inner square, even-odd")
        let nonZero = nested()
        nonZero.fillColor = red
        expectPixel(render(nonZero).rgba(100, 100), .red, "inside the inner square, non-zero")
    }

    /// A horizontal line across y = 100 from x = 20 to 180, stroked black, width 10, no fill.
    func line(_ configure: (CAShapeLayer) -> Void = { _ in }) -> RenderedImage {
        let layer = shape(CGRect(x: 0, y: 0, width: 200, height: 200)) {
            $0.move(to: CGPoint(x: 20, y: 100))
            $0.addLine(to: CGPoint(x: 180, y: 100))
        }
        layer.fillColor = nil
        layer.strokeColor = black
        layer.lineWidth = 10
        configure(layer)
        return render(layer)
    }

    @Test(
        "18.13 a stroke is lineWidth wide about the path; .butt ends at the end point, .square reaches half the width past it"
    )
    func strokeWidthAndCaps() {
        let butt = line()
        expectPixel(butt.rgba(100, 100), .black, "on the line")
        expectPixel(butt.rgba(100, 96), .black, "inside the half width")
        expectPixel(butt.rgba(100, 106), .white, "past the half width")
        expectPixel(butt.rgba(17, 100), .white, "before the start, butt cap")
        expectPixel(line { $0.lineCap = .square }.rgba(17, 100), .black, "before the start, square cap")
        expectPixel(line { $0.strokeColor = nil }.rgba(100, 100), .white, "no stroke colour: nothing")
    }

    @Test("18.13 lineDashPattern [20, 20] paints 20, skips 20 from the start; phase 20 starts with the gap")
    func dashes() {
        let dashed = line { $0.lineDashPattern = [20, 20] }
        expectPixel(dashed.rgba(30, 100), .black, "first dash")
        expectPixel(dashed.rgba(50, 100), .white, "first gap")
        expectPixel(dashed.rgba(70, 100), .black, "second dash")
        let shifted = line {
            $0.lineDashPattern = [20, 20]; $0.lineDashPhase = 20
        }
        expectPixel(shifted.rgba(30, 100), .white, "phase 20: a gap first")
        expectPixel(line { $0.lineDashPattern = [0, 0] }.rgba(50, 100), .black, "zeros only: solid (UNC)")
    }

    @Test("18.13 strokeEnd 0.5 strokes the first half of the length; strokeStart 0.75 the last quarter")
    func strokeTrim() {
        let half = line { $0.strokeEnd = 0.5 }
        expectPixel(half.rgba(90, 100), .black, "first half")
        expectPixel(half.rgba(110, 100), .white, "second half")
        let tail = line { $0.strokeStart = 0.75 }
        expectPixel(tail.rgba(130, 100), .white, "before 3/4")
        expectPixel(tail.rgba(150, 100), .black, "after 3/4")
        expectPixel(
            line {
                $0.strokeStart = 0.8; $0.strokeEnd = 0.2
            }.rgba(100, 100), .white, "start > end: nothing")
    }

    func gradient(_ type: CAGradientLayerType, _ configure: (CAGradientLayer) -> Void = { _ in }) -> RenderedImage {
        let layer = CAGradientLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        layer.colors = [red, blue]
        layer.type = type
        configure(layer)
        return render(layer)
    }

    @Test("18.14 the default axial gradient runs from the first colour at the top to the last at the bottom")
    func axial() {
        let image = gradient(.axial)
        expectPixel(image.rgba(100, 0), RGBA8(254, 0, 1), tolerance: 2, "top row")
        expectPixel(image.rgba(100, 100), RGBA8(127, 0, 128), tolerance: 2, "middle")
        expectPixel(image.rgba(100, 199), RGBA8(1, 0, 254), tolerance: 2, "bottom row")
        let sideways = gradient(.axial) {
            $0.startPoint = CGPoint(x: 0, y: 0.5); $0.endPoint = CGPoint(x: 1, y: 0.5)
        }
        expectPixel(sideways.rgba(1, 100), .red, tolerance: 3, "left, start (0, 0.5)")
        expectPixel(sideways.rgba(198, 100), .blue, tolerance: 3, "right, end (1, 0.5)")
    }

    @Test("18.14 radial: centred on startPoint, the last colour where endPoint's radii are reached and beyond")
    func radial() {
        let image = gradient(.radial) {
            $0.startPoint = CGPoint(x: 0.5, y: 0.5); $0.endPoint = CGPoint(x: 1, y: 1)
        }
        expectPixel(image.rgba(100, 100), .red, tolerance: 3, "centre")
        expectPixel(image.rgba(149, 100), RGBA8(127, 0, 128), tolerance: 4, "half the radius")
        expectPixel(image.rgba(5, 5), .blue, tolerance: 1, "corner, beyond the radius")
    }

    @Test(
        "18.14 conic: the first colour just clockwise of startPoint → endPoint, a quarter turn is a quarter of the way")
    func conic() {
        let image = gradient(.conic) {
            $0.startPoint = CGPoint(x: 0.5, y: 0.5); $0.endPoint = CGPoint(x: 1, y: 0.5)
        }
        expectPixel(image.rgba(180, 102), .red, tolerance: 8, "just below the start ray")
        expectPixel(image.rgba(180, 97), .blue, tolerance: 8, "just above it: the end of the turn")
        expectPixel(image.rgba(100, 180), RGBA8(191, 0, 64), tolerance: 3, "straight down: a quarter turn")
    }

    @Test("CALayer.mask: only where the mask is opaque does the layer show; positive control without the mask")
    func mask() {
        func masked(_ withMask: Bool) -> RenderedImage {
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
            layer.backgroundColor = red
            if withMask {
                let mask = CALayer()
                mask.frame = CGRect(x: 0, y: 0, width: 100, height: 200)
                mask.backgroundColor = CGColor(gray: 0, alpha: 1)
                layer.mask = mask
            }
            return render(layer)
        }
        let image = masked(true)
        expectPixel(image.rgba(50, 100), .red, "under the mask")
        expectPixel(image.rgba(150, 100), .white, "outside the mask")
        expectPixel(masked(false).rgba(150, 100), .red, "no mask: red everywhere")
    }

    @Test("CAReplicatorLayer: three copies 30 points apart, the red channel falling by half per copy")
    func replicator() {
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)
        replicator.instanceRedOffset = -0.5
        let square = CALayer()
        square.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        square.backgroundColor = red
        replicator.addSublayer(square)
        let image = render(replicator)
        expectPixel(image.rgba(10, 10), .red, "copy 0")
        expectPixel(image.rgba(40, 10), RGBA8(128, 0, 0), tolerance: 1, "copy 1: red × 0.5")
        expectPixel(image.rgba(70, 10), .black, "copy 2: red × 0")
        expectPixel(image.rgba(100, 10), .white, "no copy 3")
        expectPixel(image.rgba(25, 10), .white, "between copies")
    }
}
