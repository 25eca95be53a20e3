import Foundation
import Testing
@testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// Spec 18.13's table row for `path`: animatable explicitly (not implicitly: 18.10, ShapeLayerTests).
@MainActor
@Suite("CAShapeLayer path animation", .isolatedRuntime)
struct ShapePathAnimationTests {
    func line(_ a: CGPoint, _ b: CGPoint) -> CGPath {
        let path = CGMutablePath()
        path.move(to: a)
        path.addLine(to: b)
        return path
    }

    @Test("18.13 path animates explicitly: (0,0)→(100,0) to (0,100)→(100,100) over 1 s linear is at y 25 after 0.25 s")
    func explicitPathInterpolates() {
        let shape = CAShapeLayer()
        let scene = ExplicitScene(shape)
        shape.path = line(.zero, CGPoint(x: 100, y: 0))
        scene.layer.add(
            explicitBasic(
                "path", from: line(.zero, CGPoint(x: 100, y: 0)),
                to: line(CGPoint(x: 0, y: 100), CGPoint(x: 100, y: 100))), forKey: "morph")
        scene.tick(at: 10.25)
        let shown = (scene.shown as! CAShapeLayer).path?.pathElements
        #expect(shown == [.moveTo(CGPoint(x: 0, y: 25)), .lineTo(CGPoint(x: 100, y: 25))])
        #expect(shape.path?.pathElements == [.moveTo(.zero), .lineTo(CGPoint(x: 100, y: 0))], "the model is unchanged")
    }

    @Test(
        "18.13 UNC: paths with different element counts do not interpolate; re-implementation shows from until half-way, then to"
    )
    func mismatchedPathsJump() {
        let shape = CAShapeLayer()
        let scene = ExplicitScene(shape)
        let triangle = CGMutablePath()
        triangle.move(to: .zero)
        triangle.addLine(to: CGPoint(x: 50, y: 0))
        triangle.addLine(to: CGPoint(x: 50, y: 50))
        let from = line(.zero, CGPoint(x: 100, y: 0))
        scene.layer.add(explicitBasic("path", from: from, to: triangle), forKey: "morph")
        scene.tick(at: 10.25)
        #expect((scene.shown as! CAShapeLayer).path?.pathElements == from.pathElements)
        scene.tick(at: 10.75)
        #expect((scene.shown as! CAShapeLayer).path?.pathElements == triangle.pathElements)
    }
}
