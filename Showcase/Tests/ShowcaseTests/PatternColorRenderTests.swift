import Foundation
import Testing
import PortableUIKit
import ContainmentTesting
@testable import PortableUIKitCairo
import ContainmentTestTraits

/// Pattern colours (`UIColor(patternImage:)`, spec 20.63) drawn by the Cairo renderer: the image
/// tiled over what the colour fills.
@MainActor
@Suite("Pattern colour rendering", .isolatedRuntime)
struct PatternColorRenderTests {
    /// A 10 × 10 point tile: its left half red, its right half blue.
    func tile() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 5, y: 0, width: 5, height: 10))
        }
    }

    func render(_ view: UIView, scale: CGFloat = 1) -> RenderedImage {
        let host = whiteHost(CGSize(width: 100, height: 100))
        host.window.addSubview(view)
        host.runTurn()
        return WindowRenderer(scale: scale).render(host.window)
    }

    @Test("20.63 a view whose background is a pattern colour shows the image tiled from its top-left corner")
    func backgroundTiles() {
        let view = box(CGRect(x: 20, y: 10, width: 60, height: 40), UIColor(patternImage: tile()))
        let image = render(view)
        for column in 0..<6 {
            let x = 20 + CGFloat(column) * 10
            expectPixel(image.rgba(pt: x + 2.5, 30), .red, "tile \(column), left half")
            expectPixel(image.rgba(pt: x + 7.5, 30), .blue, "tile \(column), right half")
        }
        expectPixel(image.rgba(pt: 12.5, 12), .white, "left of the view")
        expectPixel(image.rgba(pt: 50, 55), .white, "below the view")
    }

    @Test("20.63 the tiles follow the view's scale: at 2× each tile is 20 pixels wide")
    func backgroundTilesAtTwoTimes() {
        let view = box(CGRect(x: 0, y: 0, width: 40, height: 20), UIColor(patternImage: tile()))
        let image = render(view, scale: 2)
        expectPixel(image.rgba(4, 10), .red, "first tile, left half")
        expectPixel(image.rgba(15, 10), .blue, "first tile, right half")
        expectPixel(image.rgba(25, 10), .red, "second tile, left half")
        expectPixel(image.rgba(75, 10), .blue, "fourth tile, right half")
    }

    @Test("20.63 a pattern colour's alpha fades the tiles over what lies beneath")
    func backgroundAlpha() {
        let view = box(
            CGRect(x: 0, y: 0, width: 40, height: 40), UIColor(patternImage: tile()).withAlphaComponent(0.5))
        let image = render(view)
        expectPixel(image.rgba(pt: 2.5, 5), RGBA8(255, 128, 128), tolerance: 2, "red half over white")
        expectPixel(image.rgba(pt: 7.5, 5), RGBA8(128, 128, 255), tolerance: 2, "blue half over white")
    }

    @Test("20.63 filling a path with a pattern colour in draw(_:) tiles the image from the view's origin")
    func fillTiles() {
        final class PatternView: UIView {
            var pattern: UIColor = .clear
            override func draw(_ rect: CGRect) {
                pattern.setFill()
                UIBezierPath(rect: CGRect(x: 0, y: 0, width: 30, height: 10)).fill()
            }
        }
        let view = PatternView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        view.pattern = UIColor(patternImage: tile())
        view.backgroundColor = .white
        let image = render(view)
        expectPixel(image.rgba(pt: 12.5, 15), .red, "first tile, left half")
        expectPixel(image.rgba(pt: 17.5, 15), .blue, "first tile, right half")
        expectPixel(image.rgba(pt: 32.5, 15), .red, "third tile, left half")
        expectPixel(image.rgba(pt: 37.5, 15), .blue, "third tile, right half")
        expectPixel(image.rgba(pt: 45, 15), .white, "past the filled path")
    }
}
