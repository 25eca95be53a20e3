import Foundation
import Testing
import PortableUIKit
import Containment
import ContainmentTestTraits

/// The release decision against FloatingPanel's own expectations (scenee/FloatingPanel,
/// `Tests/CoreTests.swift`, `test_targetState_*`): the same layouts in the same 375 × 667
/// container, each row a release point (the library's surface location), a finger velocity (its
/// `y`, points per second, down positive) and the state the library lands on. The rows are its
/// figures; the code that decides is ours.
@Suite("Floating panel release decision", .isolatedRuntime)
struct FloatingPanelReleaseDecisionTests {
    static let size = CGSize(width: 375, height: 667)

    /// A row: where the finger lets go, how fast it moves (down positive), where the panel goes.
    typealias Row = (location: CGFloat, velocityY: CGFloat, expected: FloatingPanelState)

    func anchors(_ anchors: [FloatingPanelState: FloatingPanelLayoutAnchor], _ position: FloatingPanelPosition)
        -> FloatingPanelAnchorResolution
    {
        FloatingPanelAnchorResolution(anchors: anchors, position: position, size: Self.size, safeArea: .zero)
    }

    /// The library's location is the surface's inner edge in the container; down is collapsing for
    /// a bottom panel and expanding for a top one.
    func check(
        _ rows: [Row], from current: FloatingPanelState, _ resolution: FloatingPanelAnchorResolution,
        position: FloatingPanelPosition, decision: FloatingPanelReleaseDecision = FloatingPanelReleaseDecision(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for row in rows {
            let extent = position == .bottom ? Self.size.height - row.location : row.location
            let velocity = position == .bottom ? -row.velocityY : row.velocityY
            let outcome = decision.outcome(extent: extent, velocity: velocity, current: current, anchors: resolution)
            #expect(
                outcome == .move(to: row.expected), "at \(row.location), velocity \(row.velocityY)",
                sourceLocation: sourceLocation)
        }
    }

    static let threePositions: [FloatingPanelState: FloatingPanelLayoutAnchor] = [
        .full: .inset(20, from: .top), .half: .inset(250, from: .bottom), .tip: .inset(60, from: .bottom),
    ]

    /// `FloatingPanelLayout3Positions`' anchors for a panel released from each state.
    @Test("a bottom panel with full, half and tip lands where FloatingPanel lands it, from each state")
    func threePositionsBottom() {
        let resolution = anchors(Self.threePositions, .bottom)
        #expect(resolution.states == [.tip, .half, .full])
        #expect(resolution.extents == [60, 250, 647])
        let (full, half, tip): (CGFloat, CGFloat, CGFloat) = (20, 417, 607)
        let rows: [Row] = [
            (full - 500, -100, .full), (full - 500, 0, .full), (full - 500, 100, .full),
            (full - 10, 3000, .half), (full, -100, .full), (full, 0, .full), (full, 500, .half),
            (full, 1000, .half), (full, 3000, .half), (full + 10, 100, .full), (half - 10, -100, .half),
            (half, -1000, .full), (half, -100, .half), (half, 0, .half), (half, 100, .half), (half, 1000, .tip),
            (half + 10, 100, .half), (tip - 10, -100, .tip), (tip, -3000, .half), (tip, -1000, .half),
            (tip, -500, .half), (tip, -100, .tip), (tip, 0, .tip), (tip, 100, .tip), (tip + 10, -3000, .half),
            (tip + 500, -100, .tip), (tip + 500, 0, .tip), (tip + 500, 100, .tip),
        ]
        for current in [FloatingPanelState.full, .half, .tip] {
            check(rows, from: current, resolution, position: .bottom)
        }
    }

    /// `FloatingPanelTop2BottomTestLayout`: the same rule for a panel hanging from the top.
    @Test("a top panel with full, half and tip lands where FloatingPanel lands it, from each state")
    func threePositionsTop() {
        let resolution = anchors(
            [.full: .inset(0, from: .bottom), .half: .inset(250, from: .top), .tip: .inset(60, from: .top)], .top)
        #expect(resolution.extents == [60, 250, 667])
        let (full, half, tip): (CGFloat, CGFloat, CGFloat) = (667, 250, 60)
        let rows: [Row] = [
            (tip - 500, -100, .tip), (tip - 500, 0, .tip), (tip - 500, 100, .tip), (tip - 10, 3000, .half),
            (tip, -100, .tip), (tip, 0, .tip), (tip, 500, .half), (tip, 1000, .half), (tip, 3000, .half),
            (tip + 10, 100, .tip), (half - 10, -100, .half), (half, -1000, .tip), (half, -100, .half),
            (half, 0, .half), (half, 100, .half), (half, 1000, .full), (half + 10, 100, .half),
            (full - 10, -100, .full), (full, -3000, .half), (full, -1000, .half), (full, -500, .half),
            (full, -100, .full), (full, 0, .full), (full, 100, .full), (full + 500, -100, .full),
            (full + 500, 0, .full), (full + 500, 100, .full),
        ]
        for current in [FloatingPanelState.full, .half, .tip] {
            check(rows, from: current, resolution, position: .top)
        }
    }

    @Test("with momentum projection allowed, a fling skips an anchor")
    func projectionSkipsAnchors() {
        var decision = FloatingPanelReleaseDecision()
        decision.shouldProjectMomentum = { _ in true }
        let resolution = anchors(Self.threePositions, .bottom)
        let (full, half, tip): (CGFloat, CGFloat, CGFloat) = (20, 417, 607)
        let rows: [Row] = [
            (full - 10, 3000, .tip), (full, 1000, .tip), (full, 3000, .tip), (half, 1000, .tip),
            (half, -1000, .full), (tip, -3000, .full), (tip, -1000, .full), (tip + 10, -3000, .full),
        ]
        for current in [FloatingPanelState.full, .tip] {
            check(rows, from: current, resolution, position: .bottom, decision: decision)
        }
    }

    @Test("one anchor: every release returns to it")
    func oneAnchor() {
        let resolution = anchors([.full: .inset(20, from: .top)], .bottom)
        let full: CGFloat = 20
        check(
            [
                (full - 10, 1000, .full), (full, -1000, .full), (full, 0, .full), (full, 1000, .full),
                (full + 10, 100, .full),
            ],
            from: .full, resolution, position: .bottom)
    }

    @Test("two anchors, with and without a hidden one")
    func twoAnchors() {
        let full: CGFloat = 20
        let half: CGFloat = 417
        let rows: [Row] = [
            (full - 10, 1000, .half), (full, -1000, .full), (full, -100, .full), (full, 0, .full), (full, 100, .full),
            (full, 1000, .half), (full + 10, 100, .full), (half - 10, -100, .half), (half, -1000, .full),
            (half, -100, .half), (half, 0, .half), (half, 100, .half), (half, 1000, .half), (half + 10, -1000, .full),
        ]
        let resolution = anchors([.full: .inset(20, from: .top), .half: .inset(250, from: .bottom)], .bottom)
        for current in [FloatingPanelState.full, .half] { check(rows, from: current, resolution, position: .bottom) }

        let hidden: CGFloat = 667
        let withHidden = anchors([.full: .inset(20, from: .top), .hidden: .inset(0, from: .bottom)], .bottom)
        let hiddenRows: [Row] = [
            (full - 10, 1000, .hidden), (full, -1000, .full), (full, 0, .full), (full, 1000, .hidden),
            (full + 10, 100, .full), (hidden - 10, -100, .hidden), (hidden, -1000, .full), (hidden, 0, .hidden),
            (hidden, 1000, .hidden), (hidden + 10, -1000, .full),
        ]
        for current in [FloatingPanelState.full, .hidden] {
            check(hiddenRows, from: current, withHidden, position: .bottom)
        }
    }

    @Test("half, tip and hidden with projection: a slow release keeps, a fast one reaches hidden")
    func hiddenWithoutFull() {
        var decision = FloatingPanelReleaseDecision()
        decision.shouldProjectMomentum = { _ in true }
        let resolution = anchors(
            [.half: .inset(250, from: .bottom), .tip: .inset(60, from: .bottom), .hidden: .inset(0, from: .bottom)],
            .bottom)
        let (half, tip): (CGFloat, CGFloat) = (417, 607)
        check(
            [
                (half, -100, .half), (half, 0, .half), (half, 385, .tip), (half, 1000, .hidden),
                (half + 10, 100, .half),
                (tip - 10, -100, .tip), (tip, -3000, .half), (tip, -10, .tip), (tip, 0, .tip), (tip, 10, .tip),
                (tip, 1000, .hidden), (tip + 10, 10, .tip), (tip - 10, 10, .tip),
            ], from: .half, resolution, position: .bottom, decision: decision)
        check(
            [(tip, -100, .tip), (tip, -1000, .half), (tip, 0, .tip), (tip, 1000, .hidden)], from: .tip, resolution,
            position: .bottom, decision: decision)
    }

    @Test("removal: a fast collapse below the lowest anchor removes, when allowed and fast enough")
    func removal() {
        var decision = FloatingPanelReleaseDecision()
        let resolution = anchors(Self.threePositions, .bottom)
        // 40 pt above hidden (extent 0), 20 pt below tip: 5.5 distances per second is 220 pt/s.
        #expect(decision.outcome(extent: 40, velocity: -1000, current: .tip, anchors: resolution) == .move(to: .tip))
        decision.allowsRemoval = true
        #expect(decision.outcome(extent: 40, velocity: -1000, current: .tip, anchors: resolution) == .remove)
        #expect(decision.outcome(extent: 40, velocity: -219, current: .tip, anchors: resolution) == .move(to: .tip))
        #expect(decision.outcome(extent: 40, velocity: -221, current: .tip, anchors: resolution) == .remove)
        // Above the lowest anchor, or expanding, never removes.
        #expect(decision.outcome(extent: 100, velocity: -5000, current: .tip, anchors: resolution) == .move(to: .tip))
        #expect(decision.outcome(extent: 40, velocity: 5000, current: .tip, anchors: resolution) == .move(to: .half))
        decision.removalVelocityThreshold = 100
        #expect(decision.outcome(extent: 40, velocity: -1000, current: .tip, anchors: resolution) == .move(to: .tip))
    }

    @Test("redirectional progress: 1 never goes on, 0 always does, NaN is the default")
    func redirection() {
        let resolution = anchors(Self.threePositions, .bottom)
        var decision = FloatingPanelReleaseDecision()
        decision.redirectionalProgress = { _, _ in 1 }
        #expect(decision.outcome(extent: 240, velocity: -100, current: .half, anchors: resolution) == .move(to: .half))
        #expect(decision.outcome(extent: 70, velocity: 0, current: .tip, anchors: resolution) == .move(to: .tip))
        decision.redirectionalProgress = { _, _ in 0 }
        #expect(decision.outcome(extent: 245, velocity: -1, current: .half, anchors: resolution) == .move(to: .tip))
        // NaN is read as the default, 0.5: 5 pt of 190 is not far enough.
        decision.redirectionalProgress = { _, _ in .nan }
        #expect(decision.outcome(extent: 245, velocity: -1, current: .half, anchors: resolution) == .move(to: .half))
    }

    @Test("the decision is total: NaN, infinities and an empty layout give a state")
    func total() {
        let resolution = anchors(Self.threePositions, .bottom)
        var decision = FloatingPanelReleaseDecision()
        decision.projectionRate = .nan
        for extent in [CGFloat.nan, .infinity, -.infinity, 0, 1e300] {
            for velocity in [CGFloat.nan, .infinity, -.infinity, 0, -1e300] {
                let outcome = decision.outcome(extent: extent, velocity: velocity, current: .half, anchors: resolution)
                guard case .move(let state) = outcome else {
                    Issue.record("removal is off: \(outcome)")
                    continue
                }
                #expect(resolution.states.contains(state))
            }
        }
        let empty = anchors([:], .bottom)
        #expect(empty.states == [.hidden])
        #expect(decision.outcome(extent: 100, velocity: 100, current: .full, anchors: empty) == .move(to: .hidden))
    }
}
