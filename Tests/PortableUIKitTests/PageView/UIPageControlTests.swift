import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// UIPageControl: its properties, taps beside the current dot, scrubbing, and the dot layout.
@MainActor
@Suite("UIPageControl", .isolatedRuntime)
struct UIPageControlTests {
    /// A 200 × 26 control with `pages` pages centred at the top of a 320 × 480 window.
    func hosted(pages: Int) -> (HeadlessHost, UIPageControl, [Int]) {
        let root = UIViewController()
        let host = HeadlessHost(size: CGSize(width: 320, height: 480), rootViewController: root)
        let control = UIPageControl(frame: CGRect(x: 60, y: 100, width: 200, height: 26))
        control.numberOfPages = pages
        root.view.addSubview(control)
        host.runUntilIdle()
        return (host, control, [])
    }

    @Test(
        "UIPageControl defaults: no pages, page 0, not hiding for a single page, no tints, .automatic background, continuous interaction, .natural, interaction .none"
    )
    func defaults() {
        let control = UIPageControl()
        #expect(control.numberOfPages == 0)
        #expect(control.currentPage == 0)
        #expect(control.hidesForSinglePage == false)
        #expect(control.pageIndicatorTintColor == nil)
        #expect(control.currentPageIndicatorTintColor == nil)
        #expect(control.backgroundStyle == .automatic)
        #expect(control.allowsContinuousInteraction)
        #expect(control.direction == .natural)
        #expect(control.interactionState == .none)
        #expect(UIPageControl.BackgroundStyle.minimal.rawValue == 2)
        #expect(UIPageControl.Direction.bottomToTop.rawValue == 4)
    }

    @Test(
        "UIPageControl currentPage is pinned to 0..<numberOfPages; a smaller numberOfPages pins it again; a negative count reads as 0"
    )
    func pinning() {
        let control = UIPageControl()
        control.numberOfPages = 5
        control.currentPage = 9
        #expect(control.currentPage == 4)
        control.currentPage = -3
        #expect(control.currentPage == 0)
        control.currentPage = 4
        control.numberOfPages = 2
        #expect(control.currentPage == 1)
        control.numberOfPages = -7
        #expect(control.numberOfPages == 0 && control.currentPage == 0)
    }

    @Test(
        "UIPageControl size(forNumberOfPages:): 7 pt dots 9 pt apart plus 8 pt padding at each end, 26 pt tall; vertical directions swap"
    )
    func sizes() {
        let control = UIPageControl()
        #expect(control.size(forNumberOfPages: 0) == CGSize(width: 0, height: 26))
        #expect(control.size(forNumberOfPages: 1) == CGSize(width: 23, height: 26))
        #expect(control.size(forNumberOfPages: 5) == CGSize(width: 5 * 7 + 4 * 9 + 16, height: 26))
        control.direction = .topToBottom
        #expect(control.size(forNumberOfPages: 5) == CGSize(width: 26, height: 5 * 7 + 4 * 9 + 16))
    }

    @Test(
        "UIPageControl a tap right of the current dot moves one page forward, left one back, and sends .valueChanged (interaction .discrete); none past the ends"
    )
    func tapsMoveOnePage() {
        let (host, control, _) = hosted(pages: 5)
        var changes: [Int] = []
        control.addAction(UIAction { _ in changes.append(control.currentPage) }, for: .valueChanged)
        control.currentPage = 2
        host.tap(at: CGPoint(x: 250, y: 113))
        #expect(changes == [3])
        #expect(control.interactionState == .discrete)
        host.tap(at: CGPoint(x: 70, y: 113))
        #expect(changes == [3, 2])
        control.currentPage = 4
        #expect(control.interactionState == .none)
        host.tap(at: CGPoint(x: 255, y: 113))
        #expect(changes == [3, 2], "no page after the last: no event")
    }

    @Test(
        "UIPageControl a drag along the dots scrubs page by page (interaction .continuous); with allowsContinuousInteraction false it is one tap-like move"
    )
    func scrubbing() {
        let (host, control, _) = hosted(pages: 5)
        var changes: [Int] = []
        control.addAction(UIAction { _ in changes.append(control.currentPage) }, for: .valueChanged)
        let layout = PageIndicatorLayout(numberOfPages: 5, vertical: false, reversed: false, bounds: control.bounds)
        let start = control.convert(CGPoint(x: layout.dotFrame(0)!.midX, y: 13), to: nil)
        let end = control.convert(CGPoint(x: layout.dotFrame(4)!.midX, y: 13), to: nil)
        host.drag(from: start, to: end, duration: 0.5, steps: 20)
        #expect(changes == [1, 2, 3, 4])
        #expect(control.interactionState == .continuous)
        control.allowsContinuousInteraction = false
        control.currentPage = 0
        changes = []
        host.drag(from: start, to: end, duration: 0.5, steps: 20)
        #expect(changes == [1])
        #expect(control.interactionState == .discrete)
    }

    @Test(
        "UIPageControl draws one dot per page in the current and other tints; hidesForSinglePage hides a single dot; .prominent shows a background"
    )
    func drawing() {
        let (host, control, _) = hosted(pages: 3)
        control.currentPageIndicatorTintColor = .red
        control.pageIndicatorTintColor = .blue
        control.currentPage = 1
        host.runUntilIdle()
        let dots = control.subviews.filter { !$0.isHidden && $0.bounds.width == 7 }
        #expect(dots.count == 3)
        #expect(dots.filter { $0.backgroundColor == .red }.count == 1)
        #expect(dots.filter { $0.backgroundColor == .blue }.count == 2)
        #expect(dots.allSatisfy { $0.layer.cornerRadius == 3.5 })
        control.numberOfPages = 1
        control.hidesForSinglePage = true
        host.runUntilIdle()
        #expect(control.subviews.filter { !$0.isHidden && $0.bounds.width == 7 }.isEmpty)
        control.hidesForSinglePage = false
        control.backgroundStyle = .prominent
        host.runUntilIdle()
        #expect(control.subviews.filter { !$0.isHidden }.count == 2, "one dot and the background")
    }

    @Test(
        "UIPageControl layout: dots centred, right-to-left directions reverse the order; a huge page count draws only the dots that fit"
    )
    func layoutEngine() {
        let bounds = CGRect(x: 0, y: 0, width: 200, height: 26)
        let ltr = PageIndicatorLayout(numberOfPages: 3, vertical: false, reversed: false, bounds: bounds)
        #expect(ltr.dotFrame(0) == CGRect(x: 100 - 19.5, y: 9.5, width: 7, height: 7))
        #expect(ltr.dotFrame(2)!.maxX == 100 + 19.5)
        let rtl = PageIndicatorLayout(numberOfPages: 3, vertical: false, reversed: true, bounds: bounds)
        #expect(rtl.dotFrame(0) == ltr.dotFrame(2))
        #expect(
            rtl.step(from: 1, toward: CGPoint(x: 10, y: 13)) == 1, "left of the current dot is forward when reversed")
        #expect(ltr.page(nearest: CGPoint(x: 1e9, y: 0)) == 2)
        #expect(ltr.page(nearest: CGPoint(x: CGFloat.nan, y: 0)) == nil)
        let huge = PageIndicatorLayout(numberOfPages: 1_000_000_000, vertical: false, reversed: false, bounds: bounds)
        #expect(huge.visiblePages.count <= 14)
        #expect(!huge.visiblePages.isEmpty)
    }
}
