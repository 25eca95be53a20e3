import Foundation
import Testing
@_spi(Testing) import PortableUIKit
import Containment
import ContainmentTestTraits

/// The drawer's pure engines, without views.
@Suite("Drawer engines", .isolatedRuntime)
struct DrawerEngineTests {
    let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)

    @Test("geometry: drawers are as tall as the container and at most their maximum (and the container) wide")
    func drawerFrames() {
        let g = DrawerGeometry(bounds: bounds, maximumLeftWidth: 280, maximumRightWidth: 500)
        #expect(g.drawerFrame(for: .left) == CGRect(x: 0, y: 0, width: 280, height: 844))
        #expect(g.drawerFrame(for: .right) == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(g.openOffset(for: .left) == 280 && g.openOffset(for: .right) == -390 && g.openOffset(for: .none) == 0)
        #expect(g.centerFrame(atOffset: 280) == CGRect(x: 280, y: 0, width: 390, height: 844))
        #expect(DrawerGeometry(bounds: bounds, maximumLeftWidth: -5, maximumRightWidth: 0).drawerWidth(for: .left) == 0)
    }

    @Test("geometry: no movement towards a side without a drawer; no stretch when stretching is off")
    func constraints() {
        let g = DrawerGeometry(bounds: bounds, maximumLeftWidth: 280, maximumRightWidth: 0, shouldStretch: false)
        #expect(g.constrainedOffset(-50) == 0)
        #expect(g.constrainedOffset(120) == 120)
        #expect(g.constrainedOffset(400) == 280)
        #expect(g.constrainedOffset(.nan) == 0)
    }

    @Test("geometry: stretch follows the finger for 7.5 % of the room beside the drawer, then flattens below 15 %")
    func stretch() {
        let g = DrawerGeometry(bounds: bounds, maximumLeftWidth: 280, maximumRightWidth: 280)
        let room: CGFloat = 390 - 280
        let linear = room * 0.075
        #expect(g.constrainedOffset(280 + linear - 0.01) == 280 + linear - 0.01)
        var previous = g.constrainedOffset(280)
        for excess in stride(from: CGFloat(1), through: 2_000, by: 7) {
            let value = g.constrainedOffset(280 + excess)
            #expect(value >= previous)
            #expect(value < 280 + 2 * linear)
            previous = value
        }
        #expect(g.constrainedOffset(-280 - 2_000) > -280 - 2 * linear)
        #expect(g.stretchLimit(for: .left) == 280 + 2 * linear)
        #expect(g.percentVisible(atOffset: 140) == 0.5 && g.percentVisible(atOffset: -280) == 1)
    }

    @Test("geometry: bezel strips run along both screen edges")
    func bezels() {
        let g = DrawerGeometry(bounds: bounds, maximumLeftWidth: 280, maximumRightWidth: 280)
        #expect(g.bezelRect(for: .left, range: 20) == CGRect(x: 0, y: 0, width: 20, height: 844))
        #expect(g.bezelRect(for: .right, range: 20) == CGRect(x: 370, y: 0, width: 20, height: 844))
    }

    @Test("release: fast towards open opens, fast away closes, slow decides by half")
    func release() {
        let g = DrawerGeometry(bounds: bounds, maximumLeftWidth: 280, maximumRightWidth: 280)
        let d = DrawerReleaseDecision()
        #expect(d.finalSide(offset: 30, velocity: 201, geometry: g) == .left)
        #expect(d.finalSide(offset: 270, velocity: -201, geometry: g) == .none)
        #expect(d.finalSide(offset: 140, velocity: 0, geometry: g) == .left)
        #expect(d.finalSide(offset: 139, velocity: 199, geometry: g) == .none)
        #expect(d.finalSide(offset: -30, velocity: -201, geometry: g) == .right)
        #expect(d.finalSide(offset: -200, velocity: 0, geometry: g) == .right)
        #expect(d.finalSide(offset: 0, velocity: 5_000, geometry: g) == .none)
        #expect(d.settlingSpeed(velocity: -100) == 400 && d.settlingSpeed(velocity: 900) == 900)
    }

    @Test("8.4 spring: starts where it is at its velocity, lands exactly at its duration, no overshoot at ζ = 1")
    func spring() {
        let s = DrawerSpring(from: 0, to: 280, duration: 1.0 / 3, dampingRatio: 1, initialVelocity: 840)
        #expect(s.position(at: 0) == 0)
        #expect(abs(s.velocity(at: 0) - 840) < 1e-6)
        #expect(s.position(at: 1.0 / 3) == 280 && s.velocity(at: 1) == 0)
        var previous: CGFloat = 0
        for i in 1..<100 {
            let x = s.position(at: Double(i) / 300)
            #expect(x >= previous - 1e-9 && x <= 280.0001)
            previous = x
        }
        #expect(abs(s.position(at: 1.0 / 3 - 1e-4) - 280) < 0.3)
        // Numerical derivative agrees with the closed form.
        let t = 0.07, h = 1e-6
        #expect(abs((s.position(at: t + h) - s.position(at: t - h)) / CGFloat(2 * h) - s.velocity(at: t)) < 0.01)
    }

    @Test("8.4 spring: below ζ = 1 it overshoots; the duration rule is distance over speed, never below the minimum")
    func springBounceAndDuration() {
        let s = DrawerSpring(from: 280, to: 0, duration: 0.5, dampingRatio: 0.4, initialVelocity: 0)
        let lowest = (1..<150).map { s.position(at: Double($0) / 300) }.min() ?? 0
        #expect(lowest < -1)
        #expect(DrawerSpring.duration(distance: -280, speed: 840, minimum: 0.15) == 280.0 / 840)
        #expect(DrawerSpring.duration(distance: 20, speed: 840, minimum: 0.15) == 0.15)
        #expect(DrawerSpring.duration(distance: 20, speed: 0, minimum: 0.15) == 0.15)
        #expect(DrawerSpring(from: 5, to: 5, duration: 1, dampingRatio: 1).position(at: 0.5) == 5)
    }

    @Test("bounce: three humps at 100 %, 50 % and 25 % of the distance, home at both ends")
    func bounce() {
        let b = DrawerBounce(distance: 40, duration: 1)
        #expect(b.offset(at: 0) == 0 && b.offset(at: 1) == 0)
        #expect(abs(b.offset(at: 7.5 / 31) - 40) < 1e-9)
        #expect(abs(b.offset(at: 20.0 / 31) - 20) < 1e-9)
        #expect(abs(b.offset(at: 28.0 / 31) - 10) < 1e-9)
        #expect(abs(b.offset(at: 15.0 / 31)) < 1e-9)
        #expect(b.velocity(at: 0.1) > 0 && b.velocity(at: 0.4) < 0)
    }
}

/// The ready-made looks, as values.
@Suite("Drawer visual states", .isolatedRuntime)
struct DrawerVisualStateTests {
    /// Where a point of a drawer view (relative to its centre) ends up under a look's transform, x only.
    private func mapped(_ x: CGFloat, _ look: DrawerVisualState.Appearance) -> CGFloat {
        let t = look.transform
        let w = x * t.m14 + t.m44
        return (x * t.m11 + t.m41) / w
    }

    @Test("every look is the identity at 0 and at 1, fully opaque")
    func identityWhenSettled() {
        for state: DrawerVisualState in [.none, .slide, .slideAndScale, .parallax(factor: 2), .swingingDoor] {
            for side in [DrawerSide.left, .right] {
                let open = state.appearance(for: side, percentVisible: 1, drawerWidth: 280)
                #expect(CATransform3DIsIdentity(open.transform) || isNearIdentity(open.transform), "\(state)")
                #expect(open.alpha == 1)
            }
        }
        #expect(DrawerVisualState.slideAndScale.appearance(for: .left, percentVisible: 0, drawerWidth: 280).alpha == 0)
    }

    private func isNearIdentity(_ t: CATransform3D) -> Bool {
        let identity = CATransform3DIdentity
        let pairs: [(CGFloat, CGFloat)] = [
            (t.m11, identity.m11), (t.m22, identity.m22), (t.m33, identity.m33), (t.m41, 0), (t.m42, 0), (t.m13, 0),
            (t.m31, 0),
        ]
        return pairs.allSatisfy { abs($0 - $1) < 1e-9 }
    }

    @Test("slide: the drawer's inner edge stays on the center's edge")
    func slideFollowsCenter() {
        for p in [0.1, 0.5, 0.9] as [CGFloat] {
            let left = DrawerVisualState.slide.appearance(for: .left, percentVisible: p, drawerWidth: 280)
            // Left drawer frame 0…280, centre 140: its right edge (+140) must land at 280·p.
            #expect(abs(140 + mapped(140, left) - 280 * p) < 1e-9)
            let right = DrawerVisualState.slide.appearance(for: .right, percentVisible: p, drawerWidth: 280)
            // Right drawer frame 110…390, centre 250: its left edge (−140) must land at 390 − 280·p.
            #expect(abs(250 + mapped(-140, right) - (390 - 280 * p)) < 1e-9)
        }
    }

    @Test("parallax: the drawer moves at 1/factor of the center's speed")
    func parallax() {
        let a = DrawerVisualState.parallax(factor: 2).appearance(for: .left, percentVisible: 0.5, drawerWidth: 280)
        #expect(abs(mapped(0, a) - -70) < 1e-9)
    }

    @Test("stretch: past 1 the drawer scales from its screen edge so its inner edge meets the center")
    func stretch() {
        for state: DrawerVisualState in [.none, .slide, .swingingDoor] {
            let look = state.appearance(for: .left, percentVisible: 1.05, drawerWidth: 280)
            #expect(abs(140 + mapped(-140, look) - 0) < 1e-9)
            #expect(abs(140 + mapped(140, look) - 294) < 1e-9)
        }
    }

    @Test("swinging door: hinged on the center's edge, nearly edge-on when closed")
    func swingingDoor() {
        let half = DrawerVisualState.swingingDoor.appearance(for: .left, percentVisible: 0.5, drawerWidth: 280)
        // The hinge (the drawer's right edge) sits on the center's edge at 140.
        #expect(abs(140 + mapped(140, half) - 140) < 1e-6)
        let closed = DrawerVisualState.swingingDoor.appearance(for: .left, percentVisible: 0.0001, drawerWidth: 280)
        #expect(abs(mapped(-140, closed) - mapped(140, closed)) < 0.15 * 280)
        #expect(abs(mapped(-140, half) - mapped(140, half)) > abs(mapped(-140, closed) - mapped(140, closed)))
    }
}
