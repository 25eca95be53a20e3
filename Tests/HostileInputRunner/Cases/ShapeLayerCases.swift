#if !canImport(UIKit)
import Foundation
@_spi(Rendering) import PortableUIKit

/// Shape, gradient and replicator layers given hostile values, and masks that would make the
/// tree a cycle. Core Animation draws nothing sensible for the values but never traps; neither
/// may the trimming, dash, stop and instance engines the renderer reads. Misused masks are
/// refused with `invalidViewHierarchy`.
extension HostileCatalog {
    /// A shape layer in the window, its path a curve and a closed rectangle.
    @MainActor private static func shapeLayer(in world: HostileWorld) -> CAShapeLayer {
        let layer = CAShapeLayer()
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        path.addRect(CGRect(x: 10, y: 10, width: 50, height: 20))
        layer.path = path
        layer.strokeColor = CGColor(gray: 0, alpha: 1)
        world.window.layer.addSublayer(layer)
        return layer
    }

    /// Reads everything the renderer reads from `layer`'s presentation.
    @MainActor private static func render(_ layer: CAShapeLayer) {
        let shown = layer.presentation() ?? layer
        _ = StrokeTrimming.trimmed(shown.path?.pathElements ?? [], start: shown.strokeStart, end: shown.strokeEnd)
        _ = DashPattern(shown.lineDashPattern, phase: shown.lineDashPhase)
    }

    static let shapeLayers: [HostileCase] =
        HostileValues.all.flatMap { named in
            let value = CGFloat(named.value)
            return [
                HostileCase("shape/line-width-\(named.name)", .tolerated) { world in
                    let layer = shapeLayer(in: world)
                    layer.lineWidth = value
                    layer.miterLimit = value
                    render(layer)
                    world.host.advance(by: 0.1)
                },
                HostileCase("shape/stroke-range-\(named.name)", .tolerated) { world in
                    let layer = shapeLayer(in: world)
                    layer.strokeStart = value
                    render(layer)
                    layer.strokeStart = 0.9
                    layer.strokeEnd = value
                    render(layer)
                    layer.strokeStart = 0.8
                    layer.strokeEnd = 0.2
                    HostileChecks.expect(
                        StrokeTrimming.trimmed(layer.path!.pathElements, start: 0.8, end: 0.2).isEmpty,
                        "strokeStart > strokeEnd strokes nothing")
                },
                HostileCase("shape/dash-\(named.name)", .tolerated) { world in
                    let layer = shapeLayer(in: world)
                    layer.lineDashPattern = [NSNumber(value: Double(value)), 2, 0]
                    layer.lineDashPhase = value
                    render(layer)
                    layer.lineDashPattern = [0, 0]
                    HostileChecks.expect(DashPattern(layer.lineDashPattern, phase: 0) == nil, "zero dashes are solid")
                },
                HostileCase("shape/path-point-\(named.name)", .tolerated) { world in
                    let layer = shapeLayer(in: world)
                    let path = CGMutablePath()
                    path.move(to: CGPoint(x: value, y: 0))
                    path.addQuadCurve(to: CGPoint(x: 10, y: value), control: CGPoint(x: value, y: value))
                    path.addLine(to: CGPoint(x: 1, y: 1))
                    layer.path = path
                    layer.strokeEnd = 0.5
                    render(layer)
                },
                HostileCase("gradient/location-\(named.name)", .tolerated) { world in
                    let layer = CAGradientLayer()
                    layer.colors = [CGColor(gray: 0, alpha: 1), "not a colour", CGColor(gray: 1, alpha: value)]
                    layer.locations = [NSNumber(value: Double(value)), 0.5]
                    layer.startPoint = CGPoint(x: value, y: value)
                    world.window.layer.addSublayer(layer)
                    let stops = GradientStops(colors: layer.colors, locations: layer.locations)
                    _ = stops.color(at: Double(value))
                    world.host.advance(by: 0.1)
                },
                HostileCase("replicator/transform-\(named.name)", .tolerated) { world in
                    let layer = CAReplicatorLayer()
                    layer.instanceCount = 5
                    layer.instanceTransform = CATransform3DMakeScale(value, value, 1)
                    layer.instanceRedOffset = Float(value)
                    layer.instanceColor = CGColor(red: value, green: 0, blue: 0, alpha: 1)
                    world.window.layer.addSublayer(layer)
                    _ = ReplicatorInstances(layer).instances
                },
            ]
        } + [
            HostileCase("replicator/count-huge", .tolerated) { _ in
                let layer = CAReplicatorLayer()
                layer.instanceCount = .max
                HostileChecks.expect(
                    ReplicatorInstances(layer).instances.count == ReplicatorInstances.maximumCount, "capped")
            },
            HostileCase("replicator/count-negative", .tolerated) { _ in
                let layer = CAReplicatorLayer()
                layer.instanceCount = .min
                HostileChecks.expect(ReplicatorInstances(layer).instances.isEmpty, "no copies")
            },
            HostileCase("mask/self", HostileCase.diagnosed(.invalidViewHierarchy)) { world in
                let layer = CALayer()
                world.window.layer.addSublayer(layer)
                layer.mask = layer
                HostileChecks.expect(layer.mask == nil, "a layer does not mask itself")
                world.host.advance(by: 0.1)
            },
            HostileCase("mask/own-sublayer", HostileCase.diagnosed(.invalidViewHierarchy)) { world in
                let layer = CALayer(), child = CALayer()
                layer.addSublayer(child)
                world.window.layer.addSublayer(layer)
                layer.mask = child
                HostileChecks.expect(layer.mask == nil, "a sublayer is not a mask")
            },
            HostileCase("mask/own-superlayer", HostileCase.diagnosed(.invalidViewHierarchy)) { world in
                let layer = CALayer()
                world.window.layer.addSublayer(layer)
                layer.mask = world.window.layer
                HostileChecks.expect(layer.mask == nil, "an ancestor is not a mask")
                world.host.advance(by: 0.1)
            },
        ]
}
#endif
