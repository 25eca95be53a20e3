import Foundation
import Testing
import PortableUIKit
import ContainmentTesting
@testable import PortableUIKitCairo
import ContainmentTestTraits

@MainActor
@Suite("Geometry: transforms, perspective, sublayerTransform, scrolling", .isolatedRuntime)
struct GeometryTests {
    @Test("Rotated 90° about its centre: a 100×50 view stands 50×100, its top-left marker at the top right (±1)")
    func rotation() {
        let host = whiteHost()
        let view = box(CGRect(x: 50, y: 75, width: 100, height: 50), .blue)  // centre (100, 100)
        view.addSubview(box(CGRect(x: 0, y: 0, width: 20, height: 20), .red))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        host.window.addSubview(view)
        let image = WindowRenderer(scale: 1).render(host.window)
        // Core Animation: x' = −y, y' = x about the centre, so the box spans x 75…125, y 50…150.
        expectPixel(image.rgba(100, 52), .blue, "top of the standing box")
        expectPixel(image.rgba(100, 147), .blue, "bottom of the standing box")
        expectPixel(image.rgba(60, 100), .white, "where the unrotated box was")
        expectPixel(image.rgba(72, 100), .white, "left of the standing box")
        expectPixel(image.rgba(115, 60), .red, "the top-left marker, now at the top right (x 105…125, y 50…70)")
        expectPixel(image.rgba(85, 60), .blue, "top left of the standing box has no marker")
    }

    @Test("Scaled 2× about its centre: a 50×50 view at (75, 75) covers 50…150 (±1)")
    func scale() {
        let host = whiteHost()
        let view = box(CGRect(x: 75, y: 75, width: 50, height: 50), .blue)
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        host.window.addSubview(view)
        let image = WindowRenderer(scale: 2).render(host.window)
        expectPixel(image.rgba(100, 100), .blue, "first pixel (50 pt at 2×)")
        expectPixel(image.rgba(299, 299), .blue, "last pixel (150 pt at 2×)")
        expectPixel(image.rgba(99, 150), .white, "left of the scaled box")
        expectPixel(image.rgba(300, 150), .white, "right of the scaled box")
    }

    @Test("Translated by (30, 40): a 40×40 view at (20, 20) lands at (50, 60) (±1)")
    func translation() {
        let host = whiteHost()
        let view = box(CGRect(x: 20, y: 20, width: 40, height: 40), .blue)
        view.transform = CGAffineTransform(translationX: 30, y: 40)
        host.window.addSubview(view)
        let image = WindowRenderer(scale: 1).render(host.window)
        expectPixel(image.rgba(50, 60), .blue, "new top left")
        expectPixel(image.rgba(89, 99), .blue, "new bottom right")
        expectPixel(image.rgba(49, 70), .white, "left of it")
        expectPixel(image.rgba(25, 25), .white, "the untransformed place")
    }

    @Test("sublayerTransform scales the sublayers about the layer's centre (±1)")
    func sublayerTransform() {
        let host = whiteHost()
        let parent = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        parent.addSubview(box(parent.bounds, .blue))
        parent.layer.sublayerTransform = CATransform3DMakeScale(0.5, 0.5, 1)
        host.window.addSubview(parent)
        let image = WindowRenderer(scale: 1).render(host.window)
        expectPixel(image.rgba(75, 75), .blue, "top left of the half-size child")
        expectPixel(image.rgba(124, 124), .blue, "bottom right")
        expectPixel(image.rgba(73, 100), .white, "left of it")
        expectPixel(image.rgba(126, 100), .white, "right of it")
    }

    /// The vertical run of non-white pixels in column `x`, as (first, count).
    private func column(_ image: RenderedImage, _ x: Int) -> (first: Int, count: Int) {
        var first = -1, count = 0
        for y in 0..<image.height where image.rgba(x, y) != .white {
            if first < 0 { first = y }
            count += 1
        }
        return (first, count)
    }

    /// The horizontal run of non-white pixels in row `y`, as (first, last).
    private func row(_ image: RenderedImage, _ y: Int) -> (first: Int, last: Int) {
        var first = -1, last = -1
        for x in 0..<image.width where image.rgba(x, y) != .white {
            if first < 0 { first = x }
            last = x
        }
        return (first, last)
    }

    @Test(
        "Flipped 60° about y with m34 = −1/1000: about half as wide, the near (left) edge taller than the far one, no seams between strips"
    )
    func perspective() {
        let host = whiteHost(CGSize(width: 300, height: 300))
        let view = box(CGRect(x: 100, y: 100, width: 100, height: 100), .red)
        host.window.addSubview(view)
        var flip = CATransform3DIdentity
        flip.m34 = -1.0 / 1000
        flip = CATransform3DRotate(flip, .pi / 3, 0, 1, 0)
        view.layer.transform = flip
        let image = WindowRenderer(scale: 1).render(host.window)
        let (left, right) = row(image, 150)
        // Exact projection: x = ±50·cos60° / (1 ± 50·sin60°/1000): −26.1 … +24.0 about 150, so pixels 123 (partly covered) … 173.
        #expect(abs(left - 123) <= 1 && abs(right - 173) <= 1, "columns \(left)…\(right), expected 123…173 ± 1")
        #expect(right - left + 1 < 60, "narrower than the unflipped 100 pt")
        let near = column(image, left + 1), far = column(image, right - 1)
        // Edge heights 100 / (1 ∓ 0.0433): 104.5 (near) and 95.8 (far).
        #expect(near.count >= 103 && near.count <= 106, "near edge \(near.count) px, expected ≈ 104")
        #expect(far.count >= 95 && far.count <= 98, "far edge \(far.count) px, expected ≈ 96")
        #expect(near.count > far.count + 5)
        for x in (left + 1)...(right - 1) {
            expectPixel(image.rgba(x, 150), .red, tolerance: 1, "column \(x) of the centre row")
        }
    }

    @Test("Perspective at 2× matches 1× (the projection does not depend on the scale), ±1 px")
    func perspectiveAtTwoX() {
        let host = whiteHost(CGSize(width: 300, height: 300))
        let view = box(CGRect(x: 100, y: 100, width: 100, height: 100), .red)
        host.window.addSubview(view)
        var flip = CATransform3DIdentity
        flip.m34 = -1.0 / 1000
        flip = CATransform3DRotate(flip, .pi / 3, 0, 1, 0)
        view.layer.transform = flip
        let image = WindowRenderer(scale: 2).render(host.window)
        let (left, right) = row(image, 300)
        #expect(abs(left - 247) <= 1 && abs(right - 347) <= 1, "columns \(left)…\(right), expected 247…347 ± 1")
    }

    @Test("A 50 % layer in perspective is one group: half-blended over white, no darker seams (±3)")
    func perspectiveWithOpacity() {
        let host = whiteHost(CGSize(width: 300, height: 300))
        let view = box(CGRect(x: 100, y: 100, width: 100, height: 100), .red)
        view.addSubview(box(CGRect(x: 0, y: 0, width: 100, height: 50), .red))
        view.alpha = 0.5
        var flip = CATransform3DIdentity
        flip.m34 = -1.0 / 1000
        view.layer.transform = CATransform3DRotate(flip, .pi / 3, 0, 1, 0)
        host.window.addSubview(view)
        let image = WindowRenderer(scale: 1).render(host.window)
        for x in 126...171 {
            expectPixel(image.rgba(x, 120), RGBA8(255, 128, 128), tolerance: 3, "column \(x), over the subview")
        }
    }

    @Test("A rotation about a slanted axis takes the general strip path: interior exact, no seams (±1)")
    func slantedAxisHasNoSeams() {
        let host = whiteHost(CGSize(width: 300, height: 300))
        let view = box(CGRect(x: 75, y: 75, width: 150, height: 150), .red)
        var tilt = CATransform3DIdentity
        tilt.m34 = -1.0 / 500
        view.layer.transform = CATransform3DRotate(tilt, .pi / 4, 1, 1, 0)
        host.window.addSubview(view)
        let image = WindowRenderer(scale: 1).render(host.window)
        // The centre stays put; the middle row and column, well inside the projected quad, are red.
        for offset in -30...30 {
            expectPixel(image.rgba(150 + offset, 150), .red, "row pixel \(offset)")
            expectPixel(image.rgba(150, 150 + offset), .red, "column pixel \(offset)")
        }
        expectPixel(image.rgba(5, 5), .white, "far corner")
    }

    @Test(
        "transition(with:) flip from the left, linear, sampled at a quarter: the container turned 45°, ≈ 70.8 pt wide (±2)"
    )
    func flipTransitionAtAQuarter() {
        let host = whiteHost(CGSize(width: 300, height: 300))
        let container = box(CGRect(x: 100, y: 100, width: 100, height: 100), .red)
        host.window.addSubview(container)
        UIView.transition(
            with: container, duration: 1, options: [.transitionFlipFromLeft, .curveLinear], animations: {})
        host.advance(by: 0.25)
        let image = WindowRenderer(scale: 1).render(host.window)
        let (left, right) = row(image, 150)
        // ±50·cos45° / (1 ± 50·sin45°/1000): 36.6 + 34.2 = 70.8 pt.
        #expect(abs(CGFloat(right - left + 1) - 70.8) <= 2, "width \(right - left + 1)")
        #expect(CATransform3DIsIdentity(container.layer.transform), "the model transform never changes")
    }

    @Test("A scroll view's bounds origin (content offset) moves its subviews up on screen (±1)")
    func scrollOffset() {
        let host = whiteHost()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scrollView.contentSize = CGSize(width: 200, height: 1000)
        scrollView.addSubview(box(CGRect(x: 0, y: 100, width: 200, height: 50), .red))
        host.window.addSubview(scrollView)
        let renderer = WindowRenderer(scale: 1)
        expectPixel(renderer.render(host.window).rgba(100, 105), .red, "before scrolling")
        scrollView.contentOffset = CGPoint(x: 0, y: 80)
        let image = renderer.render(host.window)
        expectPixel(image.rgba(100, 20), .red, "the content's y = 100 is now at 20")
        expectPixel(image.rgba(100, 69), .red, "its last row at 69")
        expectPixel(image.rgba(100, 70), .white, "below it")
        expectPixel(image.rgba(100, 105), .white, "where it was")
    }
}
