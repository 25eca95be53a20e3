import Foundation
import Testing
import PortableUIKit
import ContainmentTesting
@testable import PortableUIKitCairo
import ContainmentTestTraits

/// A view whose draw(_:) runs a closure.
final class ClosureDrawView: UIView {
    var drawing: (CGRect) -> Void = { _ in }
    override func draw(_ rect: CGRect) { drawing(rect) }
}

/// Replaying draw(_:) display lists and image-renderer images with Cairo (issue 21, spec 18.15).
@MainActor
@Suite("Drawing rendering", .isolatedRuntime)
struct DrawingRenderTests {
    func render(_ view: UIView, size: CGSize = CGSize(width: 100, height: 100)) -> RenderedImage {
        let host = whiteHost(size)
        host.window.addSubview(view)
        host.runTurn()
        return WindowRenderer(scale: 1).render(host.window)
    }

    func drawn(_ frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100), _ drawing: @escaping (CGRect) -> Void)
        -> ClosureDrawView
    {
        let view = ClosureDrawView(frame: frame)
        view.drawing = drawing
        return view
    }

    @Test("18.15 a draw(_:) view's filled circle: inside red, the corners untouched")
    func filledCircle() {
        let image = render(
            drawn { _ in
                UIColor.red.setFill()
                UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 80, height: 80)).fill()
            })
        expectPixel(image.rgba(pt: 50, 50), .red, "centre")
        expectPixel(image.rgba(pt: 15, 15), .white, "outside the circle, inside its box")
        expectPixel(image.rgba(pt: 50, 12), .red, "just inside the top")
    }

    @Test("18.15 a dashed stroke paints its dashes and skips its gaps; width is in user space")
    func dashedStroke() {
        let image = render(
            drawn { _ in
                guard let context = UIGraphicsGetCurrentContext() else { return }
                context.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
                context.setLineWidth(4)
                context.setLineDash(phase: 0, lengths: [10, 10])
                context.move(to: CGPoint(x: 0, y: 50))
                context.addLine(to: CGPoint(x: 100, y: 50))
                context.strokePath()
            })
        expectPixel(image.rgba(pt: 5, 50), .blue, "first dash")
        expectPixel(image.rgba(pt: 15, 50), .white, "first gap")
        expectPixel(image.rgba(pt: 25, 50), .blue, "second dash")
        expectPixel(image.rgba(pt: 5, 47), .white, "outside the 4-point width")
    }

    @Test("18.15 a clip limits later painting; restoreGState lifts it")
    func clip() {
        let image = render(
            drawn { _ in
                guard let context = UIGraphicsGetCurrentContext() else { return }
                context.saveGState()
                context.clip(to: CGRect(x: 0, y: 0, width: 50, height: 100))
                context.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
                context.fill(CGRect(x: 0, y: 0, width: 100, height: 50))
                context.restoreGState()
                context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
                context.fill(CGRect(x: 0, y: 60, width: 100, height: 40))
            })
        expectPixel(image.rgba(pt: 25, 25), .green, "inside the clip")
        expectPixel(image.rgba(pt: 75, 25), .white, "clipped away")
        expectPixel(image.rgba(pt: 75, 80), .red, "after restore, unclipped")
    }

    @Test(
        "18.15 a linear gradient from red to blue: red at the start, blue at the end, mixed between; nothing past the end without options"
    )
    func linearGradient() {
        let image = render(
            drawn { _ in
                guard let context = UIGraphicsGetCurrentContext(),
                    let gradient = CGGradient(
                        colorsSpace: CGColorSpaceCreateDeviceRGB(),
                        colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray,
                        locations: [0, 1])
                else { return }
                context.drawLinearGradient(gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 80, y: 0), options: [])
            })
        expectPixel(image.rgba(pt: 0.5, 50), RGBA8(254, 0, 1), tolerance: 3, "start")
        expectPixel(image.rgba(pt: 40, 50), RGBA8(127, 0, 128), tolerance: 4, "middle")
        expectPixel(image.rgba(pt: 79.5, 50), RGBA8(1, 0, 254), tolerance: 3, "end")
        expectPixel(image.rgba(pt: 90, 50), .white, "past the end")
    }

    @Test("18.15 drawsAfterEndLocation extends the end colour; the start side stays unpainted")
    func extendedGradient() {
        let image = render(
            drawn { _ in
                guard let context = UIGraphicsGetCurrentContext(),
                    let gradient = CGGradient(
                        colorsSpace: nil, colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray,
                        locations: nil)
                else { return }
                context.drawLinearGradient(
                    gradient, start: CGPoint(x: 20, y: 0), end: CGPoint(x: 60, y: 0),
                    options: .drawsAfterEndLocation)
            })
        expectPixel(image.rgba(pt: 90, 50), .blue, "extended after the end")
        expectPixel(image.rgba(pt: 10, 50), .white, "not extended before the start")
    }

    @Test("18.15 string drawing paints text in its colour inside its rectangle")
    func text() {
        let image = render(
            drawn { _ in
                ("██████" as NSString).draw(
                    in: CGRect(x: 0, y: 0, width: 100, height: 40),
                    withAttributes: [.font: UIFont.systemFont(ofSize: 30), .foregroundColor: UIColor.red])
            })
        var red = 0
        for x in 0..<100 { for y in 0..<40 where image.rgba(x, y).isClose(to: .red, tolerance: 8) { red += 1 } }
        #expect(red > 300, "text pixels in red: \(red)")
        var below = 0
        for x in 0..<100 { for y in 45..<100 where !image.rgba(x, y).isClose(to: .white, tolerance: 2) { below += 1 } }
        #expect(below == 0, "clipped to the rectangle")
    }

    @Test("18.15 without contentMode .redraw a resized view stretches its old drawing (scaleToFill)")
    func stretched() {
        let view = drawn(CGRect(x: 0, y: 0, width: 50, height: 50)) { _ in
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 25, height: 50))
        }
        let host = whiteHost()
        host.window.addSubview(view)
        host.runTurn()
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        host.runTurn()
        let image = WindowRenderer(scale: 1).render(host.window)
        expectPixel(image.rgba(pt: 45, 25), .red, "the left half, stretched to 50 points")
        expectPixel(image.rgba(pt: 55, 25), .white, "the right half")
    }

    @Test("18.15 an even-odd fill leaves the inner square of two nested squares empty; nonzero fills it")
    func evenOddFill() {
        let image = render(
            drawn { _ in
                guard let context = UIGraphicsGetCurrentContext() else { return }
                context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
                context.addRect(CGRect(x: 0, y: 0, width: 50, height: 50))
                context.addRect(CGRect(x: 15, y: 15, width: 20, height: 20))
                context.fillPath(using: .evenOdd)
                context.addRect(CGRect(x: 50, y: 50, width: 50, height: 50))
                context.addRect(CGRect(x: 65, y: 65, width: 20, height: 20))
                context.fillPath()
            })
        expectPixel(image.rgba(pt: 5, 5), .red, "even-odd ring")
        expectPixel(image.rgba(pt: 25, 25), .white, "even-odd hole")
        expectPixel(image.rgba(pt: 75, 75), .red, "nonzero: no hole")
    }

    @Test(
        "18.15 a radial gradient: the start colour at the centre, the end colour at the end radius, nothing outside without options"
    )
    func radialGradient() {
        let image = render(
            drawn { _ in
                guard let context = UIGraphicsGetCurrentContext(),
                    let gradient = CGGradient(
                        colorsSpace: nil, colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray,
                        locations: nil)
                else { return }
                context.drawRadialGradient(
                    gradient, startCenter: CGPoint(x: 50, y: 50), startRadius: 0,
                    endCenter: CGPoint(x: 50, y: 50), endRadius: 40, options: [])
            })
        expectPixel(image.rgba(pt: 50, 50), .red, tolerance: 6, "centre")
        expectPixel(image.rgba(pt: 50, 89.5), .blue, tolerance: 8, "at the end radius")
        expectPixel(image.rgba(pt: 50, 20), RGBA8(64, 0, 191), tolerance: 8, "three quarters out")
        expectPixel(image.rgba(pt: 95, 95), .white, "outside the end circle")
    }

    @Test("18.15 an image-renderer image shows in a UIImageView, scaled into its bounds")
    func rendererImageInImageView() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 5, width: 10, height: 5))
        }
        let imageView = UIImageView(image: image)
        imageView.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let host = whiteHost()
        host.window.addSubview(imageView)
        host.runTurn()
        let rendered = WindowRenderer(scale: 1).render(host.window)
        expectPixel(rendered.rgba(pt: 50, 25), .blue, "top half")
        expectPixel(rendered.rgba(pt: 50, 75), .green, "bottom half")
    }
}
