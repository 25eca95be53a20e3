import Foundation
import Testing
@_spi(Testing) import PortableUIKit
import Containment
import ContainmentTesting
import ContainmentTestTraits

/// The header follows the shown list (issue 17, Behaviour).
@MainActor
@Suite("Sticky header: following the shown list", .isolatedRuntime)
struct StickyHeaderScrollTests {
    @Test("issue 17 at rest: the header is wholly shown and every live list starts right under it")
    func rest() throws {
        let f = StickyFixture()
        #expect(f.controller.headerView === f.header && f.controller.headerHeight == 300)
        #expect(f.header.frame == CGRect(x: 0, y: 0, width: 390, height: 300))
        let list = try #require(f.list(0))
        #expect(list.contentInset.top == 300 && list.contentOffset.y == -300)
        #expect(list.verticalScrollIndicatorInsets.top == 300)
        #expect(f.list(1)?.contentOffset.y == -300 && f.list(1)?.contentInset.top == 300)
        #expect(f.controller.headerPosition.collapseProgress == 0 && !f.controller.headerPosition.isPinned)
        f.expectValid()
    }

    @Test("issue 17 header position for a sequence of offsets: 1:1 up to the pin, then pinned with 44 pt showing")
    func headerFollowsOffsets() throws {
        let f = StickyFixture()
        let list = try #require(f.shownList)
        let cases: [(offset: CGFloat, top: CGFloat, pinned: Bool)] = [
            (-300, 0, false), (-250, -50, false), (-100, -200, false), (-45, -255, false),
            (-44, -256, true), (0, -256, true), (2_000, -256, true), (-200, -100, false), (-300, 0, false),
        ]
        for step in cases {
            list.contentOffset.y = step.offset
            #expect(f.headerTop == step.top, "offset \(step.offset)")
            #expect(f.header.convert(f.header.bounds, to: f.controller.view).minY == step.top)
            #expect(f.controller.headerPosition.isPinned == step.pinned, "offset \(step.offset)")
            #expect(list.verticalScrollIndicatorInsets.top == max(step.top + 300, 44))
        }
        #expect(f.delegate.offsets.map(\.y) == cases.map(\.offset))
        f.expectValid()
    }

    @Test("issue 17 the pin hangs at the safe-area top: with a 47 pt status bar the header stops at 47 + 44")
    func pinUnderSafeArea() throws {
        let f = StickyFixture(safeTop: 47)
        let list = try #require(f.shownList)
        list.contentOffset.y = 500
        #expect(f.controller.headerPosition.frame.maxY == 91, "\(f.controller.headerPosition.frame.maxY - 91)")
        #expect(list.verticalScrollIndicatorInsets.top == 91)
        f.expectValid()
    }

    @Test("issue 17 a finger dragging the list up moves the header with it, 1:1")
    func fingerDrag() throws {
        let f = StickyFixture()
        let list = try #require(f.shownList)
        f.dragVertically(from: 600, to: 500)
        let moved = -300 - list.contentOffset.y
        #expect(moved < 0 || true)
        #expect(
            abs(f.headerTop - (-(list.contentOffset.y + 300))) < 1e-9 && f.headerTop < -60,
            "top \(f.headerTop), offset \(list.contentOffset.y)")
        f.host.touchUp(at: CGPoint(x: 195, y: 500))
        f.settle()
        f.expectValid()
    }

    @Test("issue 17 a drag that starts on the header scrolls the shown list")
    func dragOnHeader() throws {
        let f = StickyFixture()
        let list = try #require(f.shownList)
        f.dragVertically(from: 250, to: 150)
        #expect(list.contentOffset.y > -230, "\(list.contentOffset.y)")
        #expect(f.headerTop == -(list.contentOffset.y + 300))
        f.host.touchUp(at: CGPoint(x: 195, y: 150))
        f.settle()
        f.expectValid()
    }

    @Test("issue 17 a button in the header keeps its touches: a tap on it is its own, the list does not move")
    func controlInHeaderKeepsTouches() throws {
        let f = StickyFixture()
        var taps = 0
        let button = UIButton(frame: CGRect(x: 20, y: 200, width: 100, height: 40))
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        f.header.addSubview(button)
        f.host.tap(at: CGPoint(x: 60, y: 220))
        f.settle()
        #expect(taps == 1)
        // Positive control: the same tap beside the button reaches no button.
        f.host.tap(at: CGPoint(x: 300, y: 220))
        f.settle()
        #expect(taps == 1 && f.shownList?.contentOffset.y == -300)
    }

    @Test("issue 17 momentum crosses the pin point in both directions without a stop (speed continuous within 5 %)")
    func momentumCrossesPin() throws {
        for upward in [true, false] {
            let f = StickyFixture()
            let list = try #require(f.shownList)
            if !upward {
                list.contentOffset.y = 400
                f.settle()
            }
            let velocity: CGFloat = upward ? -1_500 : 1_500
            f.host.flick(from: CGPoint(x: 195, y: upward ? 700 : 400), velocity: CGVector(dx: 0, dy: velocity))
            var samples: [CGFloat] = [list.contentOffset.y]
            for _ in 0..<120 {
                f.host.advance(by: f.host.frameInterval)
                samples.append(list.contentOffset.y)
            }
            let pinOffset: CGFloat = -44
            var crossing: Int?
            for index in 1..<samples.count where crossing == nil {
                let previous: CGFloat = samples[index - 1] - pinOffset
                let next: CGFloat = samples[index] - pinOffset
                if previous * next < 0 { crossing = index - 1 }
            }
            let index = try #require(crossing, "the momentum crosses the pin (upward \(upward)): \(samples.prefix(30))")
            try #require(index >= 1 && index + 1 < samples.count)
            // The frame into the crossing and the frame across it: the list's own deceleration
            // (0.998 per ms, about 3.3 % a frame) and nothing more.
            let before: CGFloat = samples[index] - samples[index - 1]
            let after: CGFloat = samples[index + 1] - samples[index]
            #expect(abs(after / before - 1) < 0.05, "upward \(upward): \(before) then \(after)")
            #expect(abs(f.headerTop - max(-(list.contentOffset.y + 300), -256)) < 1e-9 || list.contentOffset.y < -300)
            f.settle()
        }
    }

    @Test("issue 17 pull-down: the header moves down with the list, or stretches when headerStretchesOnOverscroll")
    func pullDown() throws {
        for stretches in [false, true] {
            let f = StickyFixture { $0.headerStretchesOnOverscroll = stretches }
            let list = try #require(f.shownList)
            list.contentOffset.y = -360
            let position = f.controller.headerPosition
            #expect(position.overscroll == 60)
            if stretches {
                #expect(position.frame == CGRect(x: 0, y: 0, width: 390, height: 360) && f.header.bounds.height == 360)
            } else {
                #expect(position.frame == CGRect(x: 0, y: 60, width: 390, height: 300) && f.header.bounds.height == 300)
            }
            list.contentOffset.y = -300
            f.settle()
            f.expectValid()
        }
    }

    @Test("issue 17 status-bar tap: only the shown list scrolls to top, and the header comes back")
    func statusBarTap() throws {
        let f = StickyFixture()
        let list = try #require(f.shownList)
        list.contentOffset.y = 1_000
        #expect(f.controller.headerPosition.isPinned)
        #expect(list.scrollsToTop && f.list(1)?.scrollsToTop == false && !f.controller.pagingScrollView.scrollsToTop)
        f.host.window.simulateStatusBarTap()
        f.settle()
        #expect(list.contentOffset.y == -300 && f.headerTop == 0)
        f.expectValid()
    }

    @Test("issue 17 a short list can still collapse the header: its bottom inset makes room to the pin")
    func shortListCollapses() throws {
        let f = StickyFixture(rows: [5, 200])
        let list = try #require(f.shownList)
        // 5 rows of 44 pt: 220 pt of content in 844 pt.
        #expect(list.contentInset.bottom == 580, "\(list.contentInset.bottom - 580)")
        f.host.flick(from: CGPoint(x: 195, y: 700), velocity: CGVector(dx: 0, dy: -3_000))
        f.settle()
        #expect(f.controller.headerPosition.isPinned, "offset \(list.contentOffset.y)")
        f.expectValid()
    }
}
