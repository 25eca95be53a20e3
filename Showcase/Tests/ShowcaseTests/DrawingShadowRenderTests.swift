import Foundation
import Testing
import PortableUIKit
import ContainmentTesting
@testable import PortableUIKitCairo
import ContainmentTestTraits

/// `CGContext.setShadow` replayed by the Cairo renderer (issue 21, spec 18.15): a blurred,
/// offset copy of each painting beneath it (DrawingShadowPainter).
@MainActor
@Suite("Drawing shadows in pixels", .isolatedRuntime)
struct DrawingShadowRenderTests {
    func render(_ size: CGSize = CGSize(width: 100, height: 100), _ drawing: @escaping (CGContext) -> Void)
        -> RenderedImage
    {
        let host = whiteHost(size)
        let view = ClosureDrawView(frame: CGRect(origin: .zero, size: size))
        view.drawing = { _ in if let context = UIGraphicsGetCurrentContext() { drawing(context) } }
        host.window.addSubview(view)
        host.runTurn()
        return WindowRenderer(scale: 1).render(host.window)
    }

    @Test(
        "18.15 setShadow(offset: (20, 20), blur: 0, color: blue): the copy lies 20 right and 20 down; the CTM does not scale the offset"
    )
    func hardShadow() {
        let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        for scaled in [false, true] {
            let image = render { context in
                if scaled { context.scaleBy(x: 2, y: 2) }
                context.setShadow(offset: CGSize(width: 20, height: 20), blur: 0, color: blue)
                context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
                context.fill(
                    scaled ? CGRect(x: 10, y: 10, width: 10, height: 10) : CGRect(x: 20, y: 20, width: 20, height: 20))
            }
            expectPixel(image.rgba(pt: 30, 30), .red, "the painting, over its shadow (scaled: \(scaled))")
            expectPixel(image.rgba(pt: 50, 50), .blue, "the shadow, (20, 20) away in base space")
            expectPixel(image.rgba(pt: 70, 70), .white, "past the shadow")
            expectPixel(image.rgba(pt: 50, 10), .white, "a positive height falls below, not above")
        }
    }

    @Test("18.15 without setShadow nothing is cast; restoreGState takes the shadow back (positive control)")
    func noShadowAfterRestore() {
        let image = render { context in
            context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            context.saveGState()
            context.setShadow(
                offset: CGSize(width: 0, height: 30), blur: 0, color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            context.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
            context.restoreGState()
            context.fill(CGRect(x: 60, y: 10, width: 20, height: 20))
        }
        expectPixel(image.rgba(pt: 20, 50), .blue, "the first square's shadow")
        expectPixel(image.rgba(pt: 70, 50), .white, "the second square, after restore, casts none")
    }

    @Test(
        "18.15 setShadow(offset:blur:) blurs: black at 1/3 alpha inside, about half of it at the edge, nothing 3σ out")
    func blurredDefaultShadow() {
        let image = render(CGSize(width: 100, height: 200)) { context in
            context.setShadow(offset: CGSize(width: 0, height: 100), blur: 8)
            context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            context.fill(CGRect(x: 20, y: 10, width: 60, height: 60))
        }
        // Black at alpha 1/3 over white: 255 × 2/3 = 170 deep inside (σ = 4 points, 30 away).
        expectPixel(image.rgba(pt: 50, 140), RGBA8(170, 170, 170), tolerance: 2, "inside the shadow")
        let edge = image.rgba(pt: 20, 140).g
        #expect(edge > 195 && edge < 230, "the edge is about half as dark (255 − 85/2 ≈ 212): \(edge)")
        expectPixel(image.rgba(pt: 7, 140), .white, tolerance: 3, "beyond 3σ of the edge")
        expectPixel(image.rgba(pt: 50, 40), .red, "the painting")
    }
}
