import Foundation
import Testing
import PortableUIKit
import ContainmentTesting
@testable import PortableUIKitCairo
import ContainmentTestTraits

/// An image made by `UIGraphicsImageRenderer` drawn into another context (a view's draw(_:))
/// with `UIImage.draw(at:)`, `draw(in:)` and `draw(in:blendMode:alpha:)` (issue 21, spec 18.15).
@MainActor
@Suite("Images drawn into drawings in pixels", .isolatedRuntime)
struct ImageDrawingRenderTests {
    @Test("18.15 a renderer image drawn at a point, stretched into a rect, and at alpha 0.5 into another context")
    func rendererImageIntoDrawing() {
        // A 20 × 20 image: red left half, blue right half.
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 20))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 10, y: 0, width: 10, height: 20))
        }
        let host = whiteHost(CGSize(width: 100, height: 100))
        let view = ClosureDrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.drawing = { _ in
            image.draw(at: CGPoint(x: 10, y: 10))
            image.draw(in: CGRect(x: 40, y: 10, width: 40, height: 20))
            image.draw(in: CGRect(x: 10, y: 50, width: 20, height: 20), blendMode: .normal, alpha: 0.5)
        }
        host.window.addSubview(view)
        host.runTurn()
        let pixels = WindowRenderer(scale: 1).render(host.window)
        expectPixel(pixels.rgba(pt: 15, 20), .red, "draw(at:): the left half at its size")
        expectPixel(pixels.rgba(pt: 25, 20), .blue, "draw(at:): the right half")
        expectPixel(pixels.rgba(pt: 32, 20), .white, "draw(at:) keeps the image's size")
        expectPixel(pixels.rgba(pt: 55, 20), .red, "draw(in:) stretches: red to x 60")
        expectPixel(pixels.rgba(pt: 65, 20), .blue, "draw(in:) stretches: blue from x 60")
        expectPixel(pixels.rgba(pt: 15, 60), RGBA8(255, 128, 128), tolerance: 2, "alpha 0.5 over white")
    }
}

/// A layer's backing store placed by `contentsGravity` when the bounds change without a redraw.
@MainActor
@Suite("Contents gravity in pixels", .isolatedRuntime)
struct ContentsGravityRenderTests {
    /// A 40 × 40 red drawing, displayed once, then the view grown to 100 × 100 without a redraw.
    func grown(_ configure: (UIView) -> Void) -> RenderedImage {
        let host = whiteHost(CGSize(width: 100, height: 100))
        let view = ClosureDrawView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.drawing = { rect in
            UIColor.red.setFill()
            UIRectFill(rect)
        }
        host.window.addSubview(view)
        host.runTurn()
        configure(view)
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        host.runTurn()
        return WindowRenderer(scale: 1).render(host.window)
    }

    @Test("contentMode .top keeps the old drawing unscaled at the top centre (layer gravity .bottom, UNC)")
    func contentModeTop() {
        let image = grown { $0.contentMode = .top }
        expectPixel(image.rgba(50, 20), .red, "top centre")
        expectPixel(image.rgba(50, 70), .white, "below the 40-point drawing")
        expectPixel(image.rgba(10, 20), .white, "left of it")
    }

    @Test(
        "layer.contentsGravity .topRight set directly puts the drawing at the bottom right on screen (UNC); default .resize stretches"
    )
    func gravityDirect() {
        let image = grown { $0.layer.contentsGravity = .topRight }
        expectPixel(image.rgba(80, 80), .red, "bottom right")
        expectPixel(image.rgba(20, 20), .white, "top left")
        expectPixel(grown { _ in }.rgba(90, 90), .red, "positive control: .resize stretches to the corner")
    }
}
