import Foundation
import Testing
@_spi(Rendering) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// A view backed by a gradient layer.
private final class GradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
    var gradient: CAGradientLayer { layer as! CAGradientLayer }
}

@MainActor
@Suite("CAGradientLayer, CAReplicatorLayer, mask and rasterization", .isolatedRuntime)
struct GradientReplicatorMaskTests {
    private let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    private let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    @Test("18.14 defaults: no colours, no locations, start (0.5, 0), end (0.5, 1), axial; the types' raw values")
    func gradientDefaults() {
        let layer = CAGradientLayer()
        #expect(layer.colors == nil && layer.locations == nil)
        #expect(layer.startPoint == CGPoint(x: 0.5, y: 0) && layer.endPoint == CGPoint(x: 0.5, y: 1))
        #expect(layer.type == .axial)
        #expect([CAGradientLayerType.axial, .radial, .conic].map(\.rawValue) == ["axial", "radial", "conic"])
    }

    @Test("18.1 a gradient's presentation copies colours, locations, points and type")
    func gradientCopies() {
        let layer = CAGradientLayer()
        layer.colors = [red, blue]; layer.locations = [0.1, 0.9]
        layer.startPoint = .zero; layer.endPoint = CGPoint(x: 1, y: 1); layer.type = .conic
        CATransaction.flush()  // presentation() is nil until the layer is committed once (18.1)
        let copy = layer.presentation()!
        #expect((copy.colors as? [CGColor]) == [red, blue])
        #expect(copy.locations == [0.1, 0.9] && copy.startPoint == .zero && copy.endPoint == CGPoint(x: 1, y: 1))
        #expect(copy.type == .conic)
    }

    @Test("18.14 colors and startPoint animate in a view animation block: red → blue is half-way after half the time")
    func gradientAnimates() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200))
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.gradient.colors = [red, red]
        host.window.addSubview(view)
        host.runUntilIdle()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            view.gradient.colors = [blue, blue]
            view.gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
        }
        #expect(Set(view.gradient.animationKeys() ?? []) == ["colors", "startPoint"])
        host.advance(by: 0.5)
        let shown = view.gradient.presentation()!
        let first = (shown.colors?.first as? CGColor)?.components ?? []
        #expect(first.count == 4 && abs(first[0] - 0.5) < 1e-9 && abs(first[2] - 0.5) < 1e-9, "\(first)")
        #expect(abs(shown.startPoint.y - 0.25) < 1e-9)
    }

    @Test("CAReplicatorLayer defaults: one copy, no delay, identity, opaque white, zero offsets, flattened")
    func replicatorDefaults() {
        let layer = CAReplicatorLayer()
        #expect(layer.instanceCount == 1 && layer.instanceDelay == 0)
        #expect(CATransform3DIsIdentity(layer.instanceTransform))
        #expect(layer.instanceColor == CGColor(gray: 1, alpha: 1))
        #expect(
            [layer.instanceRedOffset, layer.instanceGreenOffset, layer.instanceBlueOffset, layer.instanceAlphaOffset]
                == [0, 0, 0, 0])
        #expect(layer.preservesDepth == false)
        let copy = CAReplicatorLayer(
            layer: {
                layer.instanceCount = 4; layer.instanceBlueOffset = -0.25; return layer
            }())
        #expect(copy.instanceCount == 4 && copy.instanceBlueOffset == -0.25)
    }

    @Test("CAReplicatorLayer copies: transform applied i times, colour = instanceColor + i × offsets, clamped to 0…1")
    func replicatorInstances() {
        let layer = CAReplicatorLayer()
        layer.instanceCount = 3
        layer.instanceTransform = CATransform3DMakeTranslation(10, 0, 0)
        layer.instanceBlueOffset = -0.75
        let instances = ReplicatorInstances(layer).instances
        #expect(instances.map(\.transform.m41) == [0, 10, 20])
        #expect(instances.map(\.blue) == [1, 0.25, 0], "1 − 2 × 0.75 is clamped to 0")
        #expect(instances.map(\.red) == [1, 1, 1])
        #expect(instances[0].isUntinted && !instances[1].isUntinted)
    }

    @Test("CAReplicatorLayer: instanceCount 0 or negative draws no copy; a huge count is capped at 1024")
    func replicatorCounts() {
        let layer = CAReplicatorLayer()
        layer.instanceCount = -5
        #expect(ReplicatorInstances(layer).instances.isEmpty)
        layer.instanceCount = 0
        #expect(ReplicatorInstances(layer).instances.isEmpty)
        layer.instanceCount = .max
        #expect(ReplicatorInstances(layer).instances.count == ReplicatorInstances.maximumCount)
    }

    @Test(
        "CALayer.mask: nil by default; a detached layer is accepted, has no superlayer, and presentation copies keep it"
    )
    func maskAccepted() {
        let layer = CALayer(), mask = CALayer()
        #expect(layer.mask == nil)
        layer.mask = mask
        #expect(layer.mask === mask && mask.superlayer == nil)
        CATransaction.flush()  // presentation() is nil until the layer is committed once (18.1)
        #expect(layer.presentation()?.mask === mask)
        layer.mask = nil
        #expect(layer.mask == nil)
    }

    @Test(
        "CALayer.mask: the layer itself, its own sublayer or an ancestor is refused (invalidViewHierarchy), the mask unchanged"
    )
    func maskRefused() {
        let root = CALayer(), layer = CALayer(), child = CALayer(), kept = CALayer()
        root.addSublayer(layer)
        layer.addSublayer(child)
        layer.mask = kept
        expectDiagnostic(.invalidViewHierarchy) { layer.mask = layer }
        expectDiagnostic(.invalidViewHierarchy) { layer.mask = child }
        expectDiagnostic(.invalidViewHierarchy) { layer.mask = root }
        #expect(layer.mask === kept)
    }

    @Test("CALayer.shouldRasterize false and rasterizationScale 1 by default; stored and copied (a renderer no-op)")
    func rasterization() {
        let layer = CALayer()
        #expect(layer.shouldRasterize == false && layer.rasterizationScale == 1)
        layer.shouldRasterize = true
        layer.rasterizationScale = 2
        let copy = CALayer(layer: layer)
        #expect(copy.shouldRasterize && copy.rasterizationScale == 2)
    }
}
