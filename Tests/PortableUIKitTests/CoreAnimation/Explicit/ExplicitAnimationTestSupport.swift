import Foundation
import Testing
@testable import PortableUIKit
@testable import ContainmentTesting

/// A window with one standalone 100 × 100 layer at (50, 50). Its times read as media time 10
/// at the scene's start (as on a device, where media time counts from boot): `tick(at: 10.5)`
/// is half a second in. The media clock never runs backwards, so a later scene in the same test
/// starts later on it; `tick(at:)` keeps every scene's arithmetic the same.
@MainActor
struct ExplicitScene {
    let host: HeadlessHost
    let layer: CALayer
    /// The media time the scene calls 10.
    let origin: TimeInterval

    init(_ layer: CALayer = CALayer()) {
        host = HeadlessHost(size: CGSize(width: 400, height: 400))
        self.layer = layer
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.position = CGPoint(x: 50, y: 50)
        host.window.layer.addSublayer(layer)
        host.runUntilIdle()
        origin = (host.now + 10).rounded(.up)
        host.window.tick(origin)
    }

    /// Moves the clock to the scene's time `t` (media time `origin + t − 10`), in one tick.
    func tick(at t: TimeInterval) { host.window.tick(origin + (t - 10)) }

    var shown: CALayer { layer.presentation()! }
    var x: Double { Double(shown.position.x) }
    var opacity: Double { Double(shown.opacity) }
}

/// Records the delegate callbacks of animations, with the scene time of each.
@MainActor
final class ExplicitDelegateLog: NSObject, CAAnimationDelegate {
    private(set) var events: [String] = []
    private(set) var animations: [CAAnimation] = []
    private let origin: TimeInterval

    init(_ scene: ExplicitScene) { origin = scene.origin }

    private var sceneTime: TimeInterval { CACurrentMediaTime() - origin + 10 }

    func animationDidStart(_ anim: CAAnimation) {
        events.append("start@\(sceneTime)")
        animations.append(anim)
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        events.append("stop(\(flag))@\(sceneTime)")
        animations.append(anim)
    }
}

/// A basic animation of `keyPath` from `from` to `to` over `duration`, linear unless `timing`.
@MainActor
func explicitBasic(
    _ keyPath: String, from: Any? = nil, to: Any? = nil, by: Any? = nil, duration: Double = 1,
    timing: CAMediaTimingFunction? = CAMediaTimingFunction(name: .linear)
) -> CABasicAnimation {
    let animation = CABasicAnimation(keyPath: keyPath)
    animation.fromValue = from
    animation.toValue = to
    animation.byValue = by
    animation.duration = duration
    animation.timingFunction = timing
    return animation
}

func approx(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }
