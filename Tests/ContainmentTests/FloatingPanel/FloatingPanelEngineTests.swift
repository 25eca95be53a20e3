import Foundation
import Testing
import PortableUIKit
import Containment
import ContainmentTestTraits

/// The floating panel's pure engines without views: anchor resolution, surface geometry, the
/// scroll hand-off and the attraction spring (issue 41).
@Suite("Floating panel engines", .isolatedRuntime)
struct FloatingPanelEngineTests {
    let size = CGSize(width: 390, height: 844)
    let safeArea = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

    // MARK: Anchor resolution

    @Test("anchors: insets from either edge, in the superview or the safe area, as extents from the panel's edge")
    func insets() {
        let resolution = FloatingPanelAnchorResolution(
            anchors: [
                .full: .inset(16, from: .top, referenceGuide: .safeArea), .half: .fraction(0.5, from: .bottom),
                .tip: .inset(69, from: .bottom, referenceGuide: .safeArea),
            ], position: .bottom, size: size, safeArea: safeArea)
        #expect(resolution.states == [.tip, .half, .full])
        // full: 47 + 16 = 63 from the top → extent 781; half: 422; tip: 34 + 69 = 103.
        #expect(resolution.extents == [103, 422, 781])
        #expect(resolution.extent(of: .hidden) == 0)
        #expect(resolution.mostExpanded.state == .full && resolution.leastExpandedShown.state == .tip)
        #expect(resolution.nearestState(to: 300) == .half && resolution.nearestState(to: .nan) == .tip)
    }

    @Test("anchors: fractions of the safe area; a top panel measures from the top")
    func fractionsAndTop() {
        let bottom = FloatingPanelAnchorResolution(
            anchors: [.half: .fraction(0.5, from: .bottom, referenceGuide: .safeArea)], position: .bottom, size: size,
            safeArea: safeArea)
        // The safe area runs 47…810 (763 long): half of it from its bottom is 428.5 from the container's bottom.
        #expect(bottom.extents == [CGFloat(415.5)])  // 34 + 381.5
        let top = FloatingPanelAnchorResolution(
            anchors: [.full: .inset(88, from: .bottom, referenceGuide: .safeArea), .tip: .inset(44, from: .top)],
            position: .top, size: size, safeArea: safeArea)
        #expect(top.states == [.tip, .full])
        #expect(top.extents == [CGFloat(44), 722])  // 810 - 88
    }

    @Test("anchors: fitting the content, less an absolute or fractional offset")
    func fitting() {
        let fitting = CGSize(width: 390, height: 300)
        let resolution = FloatingPanelAnchorResolution(
            anchors: [.full: .fitting(), .half: .fitting(offset: 100), .tip: .fitting(fractionalOffset: 0.75)],
            position: .bottom, size: size, safeArea: safeArea, fittingSize: fitting)
        // Measured from the safe area's bottom (34 above the container's).
        let expected: [CGFloat] = [109, 234, 334]  // 34 + 75, 34 + 200, 34 + 300
        #expect(resolution.extents == expected)
        #expect(FloatingPanelLayoutAnchor.fitting().dependsOnContentSize)
        #expect(!FloatingPanelLayoutAnchor.inset(0, from: .top).dependsOnContentSize)
    }

    @Test("anchors: leading and trailing follow the layout direction; left and right never flip")
    func rightToLeft() {
        let size = CGSize(width: 1000, height: 700)
        let anchors: [FloatingPanelState: FloatingPanelLayoutAnchor] = [.full: .inset(100, from: .trailing)]
        let ltr = FloatingPanelAnchorResolution(
            anchors: anchors, position: .leading, size: size, safeArea: .zero, layoutDirection: .leftToRight)
        let rtl = FloatingPanelAnchorResolution(
            anchors: anchors, position: .leading, size: size, safeArea: .zero, layoutDirection: .rightToLeft)
        // A leading panel reaching to 100 pt before the trailing edge is 900 wide in both directions.
        #expect(ltr.extents == [900] && rtl.extents == [900])
        #expect(FloatingPanelPosition.leading.resolved(for: .rightToLeft) == .right)
        #expect(FloatingPanelPosition.left.resolved(for: .rightToLeft) == .left)
        let left = FloatingPanelAnchorResolution(
            anchors: [.full: .inset(100, from: .right)], position: .left, size: size, safeArea: .zero,
            layoutDirection: .rightToLeft)
        #expect(left.extents == [900])
    }

    @Test("anchors: NaN, infinite and negative sizes resolve to finite extents")
    func totalResolution() {
        let resolution = FloatingPanelAnchorResolution(
            anchors: [.full: .inset(.nan, from: .top), .half: .fraction(.infinity, from: .bottom), .tip: .fitting()],
            position: .bottom, size: CGSize(width: -1, height: CGFloat.nan),
            safeArea: UIEdgeInsets(top: .infinity, left: 0, bottom: -5, right: 0),
            fittingSize: CGSize(width: CGFloat.nan, height: CGFloat.nan))
        #expect(resolution.extents.allSatisfy { $0.isFinite })
        #expect(resolution.axisLength == 0)
    }

    // MARK: Geometry

    @Test("geometry: the surface keeps its length and moves; what lies beyond the edge is hidden")
    func surfaceFrames() {
        let bottom = FloatingPanelGeometry(position: .bottom, containerSize: size, surfaceLength: 781)
        #expect(bottom.surfaceFrame(atExtent: 422) == CGRect(x: 0, y: 422, width: 390, height: 781))
        #expect(bottom.hiddenLength(atExtent: 422) == 359)
        #expect(bottom.hiddenLength(atExtent: 900) == 0)
        let top = FloatingPanelGeometry(position: .top, containerSize: size, surfaceLength: 500)
        #expect(top.surfaceFrame(atExtent: 200) == CGRect(x: 0, y: -300, width: 390, height: 500))
        let right = FloatingPanelGeometry(position: .right, containerSize: size, surfaceLength: 300)
        #expect(right.surfaceFrame(atExtent: 100) == CGRect(x: 290, y: 0, width: 300, height: 844))
        #expect(right.expandingSpeed(of: CGPoint(x: -50, y: 7)) == 50)
        #expect(bottom.expandingSpeed(of: CGPoint(x: 3, y: -120)) == 120)
        #expect(top.expandingSpeed(of: CGPoint(x: 0, y: CGFloat.nan)) == 0)
    }

    @Test("7.4 geometry: past an end anchor the panel rubber-bands like a scroll view, or stops")
    func rubberBand() {
        let geometry = FloatingPanelGeometry(
            position: .bottom, containerSize: CGSize(width: 390, height: 960), surfaceLength: 800)
        // Spec 7.4's worked figures for d = 960.
        let five = geometry.constrainedExtent(
            805, minimum: 100, maximum: 800, rubberBandsBeyondMaximum: true, rubberBandsBeyondMinimum: false)
        #expect(abs(five - 802.74) < 0.01)
        let hundred = geometry.constrainedExtent(
            0, minimum: 100, maximum: 800, rubberBandsBeyondMaximum: false, rubberBandsBeyondMinimum: true)
        #expect(abs(hundred - (100 - 52.02)) < 0.01)
        #expect(
            geometry.constrainedExtent(
                900, minimum: 100, maximum: 800, rubberBandsBeyondMaximum: false, rubberBandsBeyondMinimum: false)
                == 800)
        #expect(
            geometry.constrainedExtent(
                .nan, minimum: 100, maximum: 800, rubberBandsBeyondMaximum: true, rubberBandsBeyondMinimum: true) == 100
        )
    }

    // MARK: Scroll hand-off

    @Test("hand-off: expanding moves the panel up to the top anchor, and the rest scrolls the content")
    func handOffExpanding() {
        let handOff = FloatingPanelScrollHandOff(maximumExtent: 700)
        let below = handOff.step(delta: 50, extent: 600, scroll: 0, inContent: true, contentScrolls: true)
        #expect(below.extent == 650 && below.scroll == 0)
        let across = handOff.step(delta: 50, extent: 680, scroll: 0, inContent: true, contentScrolls: true)
        #expect(across.extent == 700 && across.scroll == 30)
        let at = handOff.step(delta: 50, extent: 700, scroll: 30, inContent: true, contentScrolls: true)
        #expect(at.extent == 700 && at.scroll == 80)
        #expect(handOff.contentScrollsFreely(atExtent: 700) && !handOff.contentScrollsFreely(atExtent: 699))
    }

    @Test("hand-off: collapsing scrolls the content to its top first, then moves the panel with the content pinned")
    func handOffCollapsing() {
        let handOff = FloatingPanelScrollHandOff(maximumExtent: 700)
        let scrolled = handOff.step(delta: -50, extent: 700, scroll: 120, inContent: true, contentScrolls: true)
        #expect(scrolled.extent == 700 && scrolled.scroll == 70)
        let across = handOff.step(delta: -50, extent: 700, scroll: 20, inContent: true, contentScrolls: true)
        #expect(across.extent == 670 && across.scroll == 0)
        let pinned = handOff.step(delta: -50, extent: 670, scroll: 0, inContent: true, contentScrolls: true)
        #expect(pinned.extent == 620 && pinned.scroll == 0)
        // Outside the content, or with content that cannot scroll, only the panel moves.
        let grabber = handOff.step(delta: -50, extent: 700, scroll: 120, inContent: false, contentScrolls: true)
        #expect(grabber.extent == 650 && grabber.scroll == 120)
        let short = handOff.step(delta: 50, extent: 690, scroll: 0, inContent: true, contentScrolls: false)
        #expect(short.extent == 740 && short.scroll == 0)
    }

    @Test("hand-off: a drag spent in steps of any size ends in the same place (no jump, no stop)")
    func handOffIsPathIndependent() {
        let handOff = FloatingPanelScrollHandOff(maximumExtent: 700)
        for steps in [1, 3, 7, 40] {
            var (extent, scroll): (CGFloat, CGFloat) = (500, 0)
            for _ in 0..<steps {
                (extent, scroll) = handOff.step(
                    delta: 400 / CGFloat(steps), extent: extent, scroll: scroll, inContent: true, contentScrolls: true)
            }
            #expect(abs(extent - 700) < 1e-9 && abs(scroll - 200) < 1e-9, "\(steps) steps")
            for _ in 0..<steps {
                (extent, scroll) = handOff.step(
                    delta: -400 / CGFloat(steps), extent: extent, scroll: scroll, inContent: true, contentScrolls: true)
            }
            #expect(abs(extent - 500) < 1e-9 && abs(scroll) < 1e-9, "\(steps) steps back")
        }
    }

    @Test("7.2 fling hand-off: the panel reaches its top anchor at the speed its content then decelerates from")
    func flingHandOff() throws {
        let fling = FloatingPanelFlingHandOff()
        // Exponential decay loses 1000 · ln(0.998) ≈ 2.002 pt/s per point travelled.
        let arrival = try #require(fling.arrivalSpeed(from: 3000, over: 300))
        #expect(abs(arrival - (3000 + 1000 * log(0.998) * 300)) < 1e-9)
        let time = try #require(fling.arrivalTime(from: 3000, over: 300))
        #expect(abs(fling.position(from: 0, speed: 3000, at: time) - 300) < 1e-6)
        #expect(abs(fling.speed(from: 3000, at: time) - arrival) < 1e-6)
        // Frame to frame across the hand-off the speed changes by what one frame of decay takes.
        let before = fling.speed(from: 3000, at: time - 1.0 / 60)
        let after = fling.speed(from: arrival, at: 1.0 / 60)
        #expect(abs(before - arrival) / arrival < 0.05 && abs(after - arrival) / arrival < 0.05)
        #expect(fling.arrivalSpeed(from: 500, over: 300) == nil)
        #expect(fling.arrivalSpeed(from: .nan, over: 300) == nil)
        #expect(FloatingPanelFlingHandOff(decelerationRate: .nan).decelerationRate == 0.998)
    }

    // MARK: Spring

    @Test("spring: starts where and as fast as asked, lands exactly, critically damped never overshoots")
    func spring() {
        let spring = FloatingPanelSpring(from: 100, to: 400, dampingRatio: 1, response: 0.4, initialVelocity: 900)
        #expect(spring.position(at: 0) == 100)
        #expect(abs(spring.velocity(at: 0) - 900) < 1e-6)
        // The derivative agrees with the position, numerically.
        let h = 1e-6
        let numeric = (spring.position(at: 0.1 + h) - spring.position(at: 0.1 - h)) / CGFloat(2 * h)
        #expect(abs(numeric - spring.velocity(at: 0.1)) < 1e-3)
        var previous: CGFloat = 100
        for frame in 0...240 {
            let p = spring.position(at: Double(frame) / 120)
            #expect(p <= 400 && p >= previous)
            previous = p
        }
        #expect(spring.settlingTime > 0.2 && spring.settlingTime < 2)
        #expect(spring.position(at: spring.settlingTime) == 400 && spring.velocity(at: spring.settlingTime) == 0)
        #expect(abs(spring.position(at: spring.settlingTime - 0.001) - 400) < 0.5)
    }

    @Test("spring: underdamped overshoots and settles; bad input is clamped, never unbounded")
    func underdampedAndTotal() {
        let bouncy = FloatingPanelSpring(from: 0, to: 100, dampingRatio: 0.5, response: 0.5)
        let peak = (0...200).map { bouncy.position(at: Double($0) / 200) }.max() ?? 0
        #expect(peak > 100)
        #expect(bouncy.position(at: bouncy.settlingTime) == 100)
        let bad = FloatingPanelSpring(
            from: .nan, to: .infinity, dampingRatio: -3, response: .nan, initialVelocity: .nan)
        #expect(bad.position(at: 0.1).isFinite && bad.settlingTime <= 60)
        let still = FloatingPanelSpring(from: 50, to: 50)
        #expect(still.settlingTime == 0 && still.position(at: 0) == 50)
    }
}
