import Foundation
import Testing
@_spi(Testing) import PortableUIKit
@testable import Containment
import ContainmentTesting
import ContainmentTestTraits

/// TabStrip's state and look in a window: the indicator's frame at integer and fractional
/// positions, interpolated title colours, overflow scrolling, right to left, titles changes
/// and misuse.
@MainActor
@Suite("TabStrip (issue 17)", .isolatedRuntime)
struct TabStripTests {
    @Test(
        "issue 17 TabStrip: starts on the first tab, indicator under its title at the bottom; no titles: NSNotFound and no indicator"
    )
    func initialState() {
        let f = TabStripFixture()
        #expect(f.strip.selectedIndex == 0 && f.strip.indicatorPosition == 0)
        let indicator = f.strip.indicatorFrame, tab = f.strip.frameForTab(at: 0)
        #expect(close(indicator.midX, tab.midX) && close(indicator.width, f.titleWidth(0)))
        #expect(indicator.maxY == 44 && indicator.height == f.strip.indicatorHeight && f.strip.indicatorHeight == 2)
        #expect(f.strip.indicatorFrame.minY >= 0 && f.strip.frameForTab(at: 3) == .zero)
        let empty = TabStrip(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        #expect(empty.selectedIndex == NSNotFound && empty.titles.isEmpty && empty.indicatorFrame == .zero)
        #expect(
            empty.intrinsicContentSize.height == 44 && empty.sizeThatFits(CGSize(width: 300, height: 0)).height == 44)
        #expect(f.strip.sizeThatFits(.zero).width > f.titleWidth(0) + f.titleWidth(1) + f.titleWidth(2))
    }

    @Test("issue 17 TabStrip: indicator position and width interpolate between adjacent titles at fractional positions")
    func indicatorAtFractions() {
        let f = TabStripFixture()
        #expect(f.titleWidth(0) != f.titleWidth(1), "positive control: the titles differ in width")
        let tab0 = f.strip.frameForTab(at: 0), tab1 = f.strip.frameForTab(at: 1), tab2 = f.strip.frameForTab(at: 2)
        #expect(tab0.maxX <= tab1.minX + 1e-9 && tab1.maxX <= tab2.minX + 1e-9 && tab2.maxX <= 390)
        for (position, from, to, lower) in [(0.5, tab0, tab1, 0), (1.25, tab1, tab2, 1), (2, tab2, tab2, 2)]
            as [(CGFloat, CGRect, CGRect, Int)]
        {
            f.strip.indicatorPosition = position
            let t = position - CGFloat(lower)
            let upper = min(lower + 1, 2)
            let indicator = f.strip.indicatorFrame
            #expect(close(indicator.midX, from.midX + (to.midX - from.midX) * t), "\(position)")
            #expect(
                close(indicator.width, f.titleWidth(lower) + (f.titleWidth(upper) - f.titleWidth(lower)) * t),
                "\(position)")
        }
        #expect(f.strip.selectedIndex == 0, "indicatorPosition does not select")
        f.strip.indicatorPosition = 9
        #expect(f.strip.indicatorPosition == 2, "clamped to the last tab")
        f.strip.indicatorPosition = -1
        #expect(f.strip.indicatorPosition == 0)
    }

    @Test("issue 17 TabStrip: title colours interpolate with the position: at 0, 0.5 and 1")
    func colours() {
        let f = TabStripFixture()
        f.strip.titleColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        f.strip.selectedTitleColor = UIColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        #expect(f.titleRGBA(0) == [0, 0, 1, 0.5] && f.titleRGBA(1) == [1, 0, 0, 1] && f.titleRGBA(2) == [1, 0, 0, 1])
        f.strip.indicatorPosition = 0.5
        #expect(f.titleRGBA(0) == [0.5, 0, 0.5, 0.75] && f.titleRGBA(1) == [0.5, 0, 0.5, 0.75])
        #expect(f.titleRGBA(2) == [1, 0, 0, 1])
        f.strip.indicatorPosition = 1
        #expect(f.titleRGBA(0) == [1, 0, 0, 1] && f.titleRGBA(1) == [0, 0, 1, 0.5])
        f.strip.indicatorColor = .red
        #expect(f.strip.indicatorView.backgroundColor == .red)
        f.strip.indicatorColor = nil
        #expect(f.strip.indicatorView.backgroundColor == f.strip.tintColor)
    }

    @Test("issue 17 TabStrip: setting selectedIndex moves the indicator at once and sends no action")
    func selectedIndexSendsNothing() {
        let f = TabStripFixture()
        f.strip.selectedIndex = 2
        #expect(f.strip.indicatorPosition == 2 && close(f.strip.indicatorFrame.midX, f.strip.frameForTab(at: 2).midX))
        f.strip.setSelectedIndex(1, animated: true)
        #expect(f.strip.selectedIndex == 1 && f.strip.isAnimatingSelection)
        f.host.runUntilIdle()
        #expect(f.strip.indicatorPosition == 1 && f.changes.isEmpty)
    }

    @Test("issue 17 TabStrip: titles change keeps the selection in range, else clamps to the last; none: NSNotFound")
    func titlesChange() {
        let f = TabStripFixture()
        f.strip.selectedIndex = 1
        f.strip.titles = ["One", "Two", "Three", "Four"]
        #expect(f.strip.selectedIndex == 1 && f.strip.indicatorPosition == 1)
        f.strip.selectedIndex = 3
        f.strip.titles = ["One", "Two"]
        #expect(f.strip.selectedIndex == 1 && f.strip.indicatorPosition == 1)
        #expect(close(f.strip.indicatorFrame.midX, f.strip.frameForTab(at: 1).midX))
        #expect(
            f.strip.tabs.map(\.text) == ["One", "Two"]
                && f.strip.scrollView.subviews.filter { $0 is TabStripTab }.count == 2)
        f.strip.titles = []
        #expect(
            f.strip.selectedIndex == NSNotFound && f.strip.indicatorPosition == 0 && f.strip.indicatorFrame == .zero)
        f.strip.titles = ["Only"]
        #expect(f.strip.selectedIndex == 0)
        #expect(f.changes.isEmpty)
    }

    @Test(
        "issue 17 TabStrip: misuse: index out of range, NSNotFound with titles, non-finite position — refused with a diagnostic"
    )
    func misuse() {
        let f = TabStripFixture()
        f.strip.selectedIndex = 1
        expectDiagnostic(.invalidContainerUse) { f.strip.selectedIndex = 3 }
        expectDiagnostic(.invalidContainerUse) { f.strip.setSelectedIndex(-1, animated: true) }
        expectDiagnostic(.invalidContainerUse) { f.strip.selectedIndex = NSNotFound }
        #expect(f.strip.selectedIndex == 1 && f.strip.indicatorPosition == 1 && !f.strip.isAnimatingSelection)
        for bad in [CGFloat.nan, .infinity, -.infinity] {
            expectDiagnostic(.invalidContainerUse) { f.strip.indicatorPosition = bad }
        }
        #expect(f.strip.indicatorPosition == 1)
        let empty = TabStrip(frame: .zero)
        expectDiagnostic(.invalidContainerUse) { empty.selectedIndex = 0 }
        empty.selectedIndex = NSNotFound
        #expect(empty.selectedIndex == NSNotFound)
        #expect(f.changes.isEmpty)
    }

    @Test(
        "issue 17 TabStrip: overflowing tabs scroll; the selected tab becomes visible, centred; the offset interpolates with the position"
    )
    func overflowScrolls() {
        let titles = (1...10).map { "Section \($0)" }
        let f = TabStripFixture(titles: titles, width: 200)
        let scroll = f.strip.scrollView
        #expect(scroll.contentSize.width > 200 && scroll.contentOffset.x == 0)
        f.strip.selectedIndex = 6
        let tab = f.strip.frameForTab(at: 6)
        #expect(tab.minX >= 0 && tab.maxX <= 200 && close(tab.midX, 100), "\(tab)")
        let at6 = scroll.contentOffset.x
        f.strip.indicatorPosition = 7
        let at7 = scroll.contentOffset.x
        f.strip.indicatorPosition = 6.5
        #expect(at6 < at7 && close(scroll.contentOffset.x, (at6 + at7) / 2), "\(at6) \(scroll.contentOffset.x) \(at7)")
        f.strip.selectedIndex = 9
        #expect(close(scroll.contentOffset.x, scroll.contentSize.width - 200), "the last tab: scrolled to the end")
        #expect(f.strip.frameForTab(at: 9).maxX <= 200 + 1e-9)
    }

    @Test("issue 17 TabStrip: an animated selection moves the scroll offset with the spring, frame by frame")
    func overflowAnimates() {
        let f = TabStripFixture(titles: (1...10).map { "Section \($0)" }, width: 200)
        f.strip.setSelectedIndex(8, animated: true)
        var offsets: [CGFloat] = []
        for _ in 0..<24 {
            f.host.advance(by: 1.0 / 60)
            offsets.append(f.strip.scrollView.contentOffset.x)
        }
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 } && offsets.first! > 0, "\(offsets)")
        #expect(Set(offsets).count >= 10, "moves over many frames: \(offsets)")
        #expect(close(f.strip.frameForTab(at: 8).midX, 100), "lands centred")
        f.host.runUntilIdle()
    }

    @Test("issue 17 TabStrip: right to left, tab 0 is at the right and every frame mirrors the left-to-right strip")
    func rightToLeft() {
        let ltr = TabStripFixture()
        let rtl = TabStripFixture(layoutDirection: .rightToLeft)
        #expect(rtl.strip.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        for index in 0..<3 {
            let a = ltr.strip.frameForTab(at: index), b = rtl.strip.frameForTab(at: index)
            #expect(close(b.minX, 390 - a.maxX) && close(a.width, b.width), "tab \(index)")
        }
        #expect(rtl.strip.frameForTab(at: 0).midX > rtl.strip.frameForTab(at: 1).midX)
        for strip in [ltr.strip, rtl.strip] { strip.indicatorPosition = 0.5 }
        #expect(close(rtl.strip.indicatorFrame.midX, 390 - ltr.strip.indicatorFrame.midX))
        let overflow = TabStripFixture(
            titles: (1...10).map { "Section \($0)" }, width: 200, layoutDirection: .rightToLeft)
        let scroll = overflow.strip.scrollView
        #expect(close(scroll.contentOffset.x, scroll.contentSize.width - 200), "tab 0 is visible at the right end")
        #expect(overflow.strip.frameForTab(at: 0).maxX <= 200 + 1e-9 && overflow.strip.frameForTab(at: 0).minX >= 0)
        rtl.tapTab(2)
        #expect(rtl.strip.selectedIndex == 2 && rtl.changes == [2])
        rtl.host.runUntilIdle()
    }
}
