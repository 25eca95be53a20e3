import Foundation
import Testing
import PortableUIKit
import ContainmentTesting
@testable import PortableUIKitCairo
import ContainmentTestTraits

/// `cornerCurve = .continuous`: the renderer draws continuous corners (ContinuousCorner).
@MainActor
@Suite("Continuous corners", .isolatedRuntime)
struct ContinuousCornerTests {
    @Test("the corner curve leaves each edge tangentially at 1.528665 radii from the corner, and is symmetric")
    func geometry() throws {
        let first = try #require(ContinuousCorner.segments.first), last = try #require(ContinuousCorner.segments.last)
        #expect(first.c1.y == 0 && first.c2.y == 0, "tangent to the incoming edge")
        #expect(
            last.c1.x == 0 && last.c2.x == 0 && last.end == CGPoint(x: 0, y: ContinuousCorner.reach),
            "tangent to the outgoing edge")
        #expect(abs(ContinuousCorner.reach - CALayer.cornerCurveExpansionFactor(.continuous)) < 1e-5)
        let middle = ContinuousCorner.segments[1]
        #expect(middle.c1 == CGPoint(x: middle.c2.y, y: middle.c2.x), "mirror-symmetric about the diagonal")
        // The top-left corner of (0, 0, 100, 100) maps (reach, 0) in corner units onto the left edge.
        let topLeft = try #require(ContinuousCorner.corners(of: CGRect(x: 0, y: 0, width: 100, height: 100)).last)
        #expect(
            ContinuousCorner.point(
                CGPoint(x: ContinuousCorner.reach, y: 0), corner: topLeft.at, u: topLeft.u, v: topLeft.v, radius: 10)
                == CGPoint(x: 0, y: 10 * ContinuousCorner.reach))
    }

    /// The total brightness of the top-left and bottom-right 80 × 80 pixels of a white 200 × 200
    /// rounded square on black.
    private func cornerInk(_ curve: CALayerCornerCurve, radius: CGFloat = 40) -> (topLeft: Int, bottomRight: Int) {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200))
        host.window.backgroundColor = .black
        let square = UIView(frame: host.window.bounds)
        square.backgroundColor = .white
        square.layer.cornerRadius = radius
        square.layer.cornerCurve = curve
        host.window.addSubview(square)
        let image = WindowRenderer(scale: 1).render(host.window)
        var topLeft = 0, bottomRight = 0
        for y in 0..<80 {
            for x in 0..<80 {
                topLeft += image.rgba(x, y).g
                bottomRight += image.rgba(199 - x, 199 - y).g
            }
        }
        return (topLeft, bottomRight)
    }

    @Test(
        "a continuous corner removes more of the square than a circular one of the same radius, the same at every corner"
    )
    func rendered() {
        let circular = cornerInk(.circular), continuous = cornerInk(.continuous)
        let full = 80 * 80 * 255
        #expect(circular.topLeft < full && continuous.topLeft < circular.topLeft, "\(continuous) < \(circular)")
        #expect(abs(continuous.topLeft - continuous.bottomRight) <= 255, "symmetric: \(continuous)")
        // The circular corner removes r²(1 − π/4) = 343 px²; the continuous one more.
        let removedCircular = Double(full - circular.topLeft) / 255
        #expect(abs(removedCircular - 1600 * (1 - Double.pi / 4)) < 8, "\(removedCircular)")
        let capsule = cornerInk(.continuous, radius: 100)
        #expect(capsule == cornerInk(.circular, radius: 100), "a capsule keeps circular ends")
    }
}
