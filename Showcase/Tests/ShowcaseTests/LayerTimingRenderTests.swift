import Foundation
import Testing
import PortableUIKit
import ContainmentTesting
@testable import PortableUIKitCairo
import ContainmentTestTraits

/// Layer kinds whose drawing depends on time, rendered at chosen virtual times (issue 21):
/// replicator copies delayed by `instanceDelay`, gradient `colors` under an explicit animation.
@MainActor
@Suite("Replicator delays and gradient animations in pixels", .isolatedRuntime)
struct LayerTimingRenderTests {
    let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    /// A linear explicit animation of `keyPath` beginning now on `layer`.
    func animate(_ layer: CALayer, _ keyPath: String, from: Any, to: Any) {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.duration = 1
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        animation.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.add(animation, forKey: keyPath)
    }

    /// A 200 × 200 gradient layer filling a white window, after a turn.
    func gradientScene(colors: [CGColor], locations: [NSNumber]?) -> (HeadlessHost, CAGradientLayer) {
        let host = whiteHost()
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        gradient.colors = colors
        gradient.locations = locations
        host.window.layer.addSublayer(gradient)
        host.runTurn()
        return (host, gradient)
    }

    @Test("CAReplicatorLayer.instanceDelay 0.25: at 0.5 s copy 0 is at x 60, copy 1 at 35 (0.25 s), copy 2 at 10 (0 s)")
    func replicatorDelay() {
        for delay in [0.25, 0.0] {
            let host = whiteHost()
            let replicator = CAReplicatorLayer()
            replicator.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
            replicator.instanceCount = 3
            replicator.instanceDelay = delay
            replicator.instanceTransform = CATransform3DMakeTranslation(0, 40, 0)
            let square = CALayer()
            square.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
            square.backgroundColor = red
            replicator.addSublayer(square)
            host.window.layer.addSublayer(replicator)
            host.runTurn()
            animate(square, "position.x", from: 10, to: 110)
            host.advance(by: 0.5)
            let image = WindowRenderer(scale: 1).render(host.window)
            expectPixel(image.rgba(60, 10), .red, "copy 0 shows now: centre x 60 (delay \(delay))")
            if delay > 0 {
                expectPixel(image.rgba(35, 50), .red, "copy 1 shows 0.25 s ago: centre x 35")
                expectPixel(image.rgba(10, 90), .red, "copy 2 shows 0.5 s ago: centre x 10")
                expectPixel(image.rgba(60, 50), .white, "copy 1 is not where copy 0 is")
            } else {
                expectPixel(image.rgba(60, 50), .red, "positive control: without a delay every copy is at x 60")
                expectPixel(image.rgba(35, 50), .white, "positive control")
            }
        }
    }

    @Test("18.14 an explicit animation of colors [red, red] → [blue, blue] renders purple half-way")
    func gradientColorsAnimate() {
        let (host, gradient) = gradientScene(colors: [red, red], locations: nil)
        animate(gradient, "colors", from: [red, red], to: [blue, blue])
        host.advance(by: 0.5)
        let image = WindowRenderer(scale: 1).render(host.window)
        expectPixel(image.rgba(100, 20), RGBA8(128, 0, 128), tolerance: 2, "half-way, top")
        expectPixel(image.rgba(100, 180), RGBA8(128, 0, 128), tolerance: 2, "half-way, bottom")
        host.advance(by: 1)
        expectPixel(
            WindowRenderer(scale: 1).render(host.window).rgba(100, 100), .red, "removed on completion: the model's red")
    }

    @Test(
        "18.14 an explicit animation of locations [0, 0.1] → [0.9, 1] (red → blue) moves the blend: half-way it spans 0.45…0.55"
    )
    func gradientLocationsAnimate() {
        let (host, gradient) = gradientScene(colors: [red, blue], locations: [0, 0.1])
        animate(gradient, "locations", from: [0, 0.1] as [NSNumber], to: [0.9, 1] as [NSNumber])
        host.advance(by: 0.5)
        let image = WindowRenderer(scale: 1).render(host.window)
        expectPixel(image.rgba(100, 80), .red, tolerance: 2, "above 0.45: still the first colour")
        expectPixel(image.rgba(100, 120), .blue, tolerance: 2, "below 0.55: the last colour")
        let mid = image.rgba(100, 100)
        #expect(abs(mid.r - 127) < 20 && abs(mid.b - 127) < 20, "0.5 is half-way between the stops: \(mid)")
    }
}
