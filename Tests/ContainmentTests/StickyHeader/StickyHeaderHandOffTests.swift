import Foundation
import Testing
@_spi(Testing) import PortableUIKit
import Containment
import ContainmentTesting
import ContainmentTestTraits

/// A list that stops driving the header while it still moves on its own (found by the random
/// sequences, issue 17): it must stay aligned, or the header jumps when it is shown again.
@MainActor
@Suite("Sticky header: hand-off while a list moves", .isolatedRuntime)
struct StickyHeaderHandOffTests {
    @Test(
        "issue 17 no jump on page switch: a list still decelerating when another is selected stays aligned to the header, which does not move when it is shown again"
    )
    func decelerationAfterSelection() throws {
        let f = StickyFixture(rows: [200, 200])
        let first = try #require(f.shownList)
        // A flick up of 150 pt: the header is partly collapsed and the list still decelerating.
        f.host.flick(from: CGPoint(x: 195, y: 700), velocity: CGVector(dx: 0, dy: -1_500))
        // Positive control: without the hand-off the momentum would carry the list past the pin.
        try #require(first.isDecelerating && f.headerTop > -256 && f.headerTop < 0, "top \(f.headerTop)")
        f.controller.select(childAt: 1, animated: false)
        let top = f.headerTop
        f.settle()
        #expect(f.headerTop == top, "the header stays where the flick left it")
        #expect(
            first.contentOffset.y + 300 == -top,
            "the hidden list is aligned to the header: scroll \(first.contentOffset.y + 300), header \(-top)")
        f.controller.select(childAt: 0, animated: false)
        f.settle()
        #expect(f.headerTop == top, "shown again, the first list does not move the header")
        f.expectValid()
    }

    @Test(
        "issue 17 a child without a list shown while the header is pulled down: the header comes back to rest, it does not stay stretched or lowered"
    )
    func pullDownHandedToChildWithoutList() throws {
        for stretches in [true, false] {
            let f = StickyFixture(rows: [200, nil]) { $0.headerStretchesOnOverscroll = stretches }
            f.dragVertically(from: 400, to: 560)
            // Positive control: the header is pulled down when the other child is selected.
            try #require(f.controller.headerPosition.overscroll > 20, "\(f.controller.headerPosition)")
            f.host.touchUp(at: CGPoint(x: 195, y: 560))
            f.controller.select(childAt: 1, animated: false)
            f.settle()
            #expect(f.controller.selectedIndex == 1)
            #expect(
                f.controller.headerPosition.overscroll == 0, "stretches \(stretches): \(f.controller.headerPosition)")
            #expect(
                f.header.convert(f.header.bounds, to: f.controller.view) == CGRect(x: 0, y: 0, width: 390, height: 300))
            f.expectValid()
        }
    }

    @Test(
        "issue 17 reloadData while the header is pulled down: the header follows the new shown list, it does not stay stretched"
    )
    func reloadWhilePulledDown() throws {
        let f = StickyFixture(rows: [112]) { $0.headerStretchesOnOverscroll = true }
        f.dragVertically(from: 410, to: 520)
        f.host.touchUp(at: CGPoint(x: 195, y: 520))
        // Positive control: the header is stretched when the data reloads.
        try #require(f.controller.headerPosition.overscroll > 20, "\(f.controller.headerPosition)")
        f.pages.rows = [6, 4, 1, 102]
        f.controller.reloadData()
        let list = try #require(f.shownList)
        let scroll = list.contentOffset.y + list.contentInset.top
        #expect(
            f.controller.headerPosition.frame.height == 300 - min(scroll, 0),
            "scroll \(scroll), \(f.controller.headerPosition)")
        f.settle()
        #expect(f.controller.headerPosition.frame == CGRect(x: 0, y: 0, width: 390, height: 300))
        f.expectValid()
    }

    @Test("issue 17 reloadData to no children while the header is pulled down: the header comes back to rest")
    func reloadToNoChildrenWhilePulledDown() throws {
        let f = StickyFixture(rows: [200]) { $0.headerStretchesOnOverscroll = true }
        f.dragVertically(from: 410, to: 520)
        f.host.touchUp(at: CGPoint(x: 195, y: 520))
        // Positive control: the header is stretched when the children go.
        try #require(f.controller.headerPosition.overscroll > 20, "\(f.controller.headerPosition)")
        f.pages.rows = []
        f.controller.reloadData()
        f.settle()
        #expect(f.controller.selectedViewController == nil)
        #expect(
            f.controller.headerPosition.frame == CGRect(x: 0, y: 0, width: 390, height: 300),
            "\(f.controller.headerPosition)")
        f.expectValid()
    }
}
