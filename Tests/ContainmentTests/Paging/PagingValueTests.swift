import Foundation
import Testing
@_spi(Testing) import PortableUIKit
@testable import Containment
import ContainmentTestTraits

/// Slots, edits, the release rule and the RTL mapping: pure values, no views.
@Suite("Paging values", .isolatedRuntime)
struct PagingValueTests {
    @Test("slots: previous, selected, next; none past the ends of a finite pager")
    func finiteSlots() {
        #expect(PageSlots(selected: 2, count: 5, isInfinite: false).live == [1, 2, 3])
        #expect(PageSlots(selected: 0, count: 5, isInfinite: false).live == [0, 1])
        #expect(PageSlots(selected: 4, count: 5, isInfinite: false).live == [3, 4])
        #expect(PageSlots(selected: 9, count: 5, isInfinite: false).selected == 4)
        #expect(PageSlots(selected: -3, count: 5, isInfinite: false).selected == 0)
    }

    @Test("slots: infinite wraps around; two pages have the other page on both sides; one page has no neighbour")
    func infiniteSlots() {
        #expect(PageSlots(selected: 0, count: 5, isInfinite: true).live == [4, 0, 1])
        #expect(PageSlots(selected: 4, count: 5, isInfinite: true).live == [3, 4, 0])
        let two = PageSlots(selected: 0, count: 2, isInfinite: true)
        #expect(two.previous == 1 && two.next == 1 && two.live == [1, 0])
        #expect(PageSlots(selected: 0, count: 1, isInfinite: true).live == [0])
    }

    @Test("slots: 0 pages have no slots; the diff loads new and releases old pages")
    func emptyAndDiff() {
        #expect(PageSlots(selected: 0, count: 0, isInfinite: true).live == [])
        #expect(PageSlots(selected: nil, count: 3, isInfinite: false).live == [])
        let diff = PageLiveDiff(from: [1, 2, 3], to: [2, 3, 4])
        #expect(diff.load == [4] && diff.release == [1])
    }

    @Test("edit: insert, delete and move map indices as UITableView does")
    func editMapping() {
        let insert = PageEdit.insert([0, 3]).normalized(forCount: 4)
        #expect((0..<4).map { insert.newIndex(of: $0) } == [1, 2, 4, 5])
        #expect(PageEdit.insert([0, 3]).pageCount(after: 4) == 6)
        let delete = PageEdit.delete([1, 2]).normalized(forCount: 4)
        #expect((0..<4).map { delete.newIndex(of: $0) } == [0, nil, nil, 1])
        let move = PageEdit.move(from: 1, to: 3).normalized(forCount: 4)
        #expect((0..<4).map { move.newIndex(of: $0) } == [0, 3, 1, 2])
        let back = PageEdit.move(from: 3, to: 1).normalized(forCount: 4)
        #expect((0..<4).map { back.newIndex(of: $0) } == [0, 2, 3, 1])
    }

    @Test("edit: invalid indices are dropped deterministically, never trapped on")
    func editClamping() {
        #expect(PageEdit.insert([9, 1, 1, -2]).normalized(forCount: 3) == .insert([1]))
        #expect(PageEdit.insert([3, 4]).normalized(forCount: 3) == .insert([3, 4]))
        #expect(PageEdit.delete([5, 0, 0, -1]).normalized(forCount: 3) == .delete([0]))
        #expect(PageEdit.move(from: 7, to: 0).normalized(forCount: 3).isEmpty)
    }

    @Test("7.5 release: fast goes one page the way of the flick from the finger's page; slow lands on the nearer page")
    func release() {
        let s = PagingMotionSettings()
        let target = { (p: CGFloat, v: CGFloat) in
            PageReleaseDecision.targetOffset(position: p, velocity: v, settings: s, hasPrevious: true, hasNext: true)
        }
        #expect(target(0.3, 300) == 1)
        #expect(target(0.3, -300) == 0)
        #expect(target(-0.3, 300) == 0)
        #expect(target(-0.3, -301) == -1)
        #expect(target(0.49, 299) == 0)
        #expect(target(0.5, 0) == 1)
        #expect(target(-0.6, 10) == -1)
        #expect(target(.nan, .infinity) == 0)
        #expect(
            PageReleaseDecision.targetOffset(
                position: 0.9, velocity: 900, settings: s, hasPrevious: true, hasNext: false) == 0)
    }

    @Test("seed 004 spring: the finger's speed in UIKit's normalised unit; damping, velocity and duration made usable")
    func spring() {
        let s = PagingMotionSettings()
        let spring = PageReleaseDecision.spring(
            position: 0.5, targetOffset: 1, velocity: 400, pageLength: 400, settings: s)
        #expect(spring.initialVelocity == 2 && spring.damping == 1 && spring.duration == 0.3)
        #expect(
            PageReleaseDecision.spring(position: 0.5, targetOffset: 1, velocity: -400, pageLength: 400, settings: s)
                .initialVelocity == 0)
        #expect(
            PageReleaseDecision.spring(position: 1, targetOffset: 1, velocity: 400, pageLength: 400, settings: s)
                .initialVelocity == 0)
        let odd = PageSpring(damping: -2, initialVelocity: .nan, duration: -1)
        #expect(odd.damping == DrawerSpring.minimumDampingRatio && odd.initialVelocity == 0 && odd.duration == 0)
        #expect(
            PageSpring(damping: .nan, initialVelocity: 3, duration: .infinity)
                == PageSpring(damping: 1, initialVelocity: 3, duration: 0))
    }

    @Test("RTL: horizontal order follows the layout direction; vertical is never mirrored")
    func rightToLeft() {
        let ltr = PageAxisLayout(axis: .horizontal, layoutDirection: .leftToRight)
        let rtl = PageAxisLayout(axis: .horizontal, layoutDirection: .rightToLeft)
        let vertical = PageAxisLayout(axis: .vertical, layoutDirection: .rightToLeft)
        #expect(ltr.logicalPosition(visualOffset: 100, pageStride: 400) == 0.25)
        #expect(rtl.logicalPosition(visualOffset: 100, pageStride: 400) == -0.25)
        #expect(rtl.visualOffset(logicalPosition: 1, pageStride: 400) == -400)
        #expect(vertical.logicalPosition(visualOffset: 100, pageStride: 400) == 0.25)
        #expect(
            ltr.visualSlot(of: .forward) == 1 && rtl.visualSlot(of: .forward) == -1 && rtl.visualSlot(of: .reverse) == 1
        )
        #expect(rtl.logicalVelocity(visualVelocity: -500) == 500)
        #expect(
            rtl.logicalPosition(visualOffset: 10, pageStride: 0) == 0 && ltr.logicalVelocity(visualVelocity: .nan) == 0)
    }
}
