import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

@MainActor
@Suite("UIScrollView insets (spec 7.6) and nested scrolling", .isolatedRuntime)
struct ScrollInsetAndNestingTests {
    private let safe = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

    @Test(
        "7.6 adjustedContentInset per contentInsetAdjustmentBehavior, with tall and short content",
        arguments: [
            (UIScrollView.ContentInsetAdjustmentBehavior.automatic, CGFloat(2_000), CGFloat(47 + 5)),
            (.automatic, 500, 5), (.scrollableAxes, 2_000, 52), (.scrollableAxes, 500, 5),
            (.never, 2_000, 5), (.always, 500, 52),
        ])
    func adjustedInset(behavior: UIScrollView.ContentInsetAdjustmentBehavior, height: CGFloat, top: CGFloat) {
        let scene = ScrollScene(contentSize: CGSize(width: 390, height: height), safeAreaInsets: safe)
        scene.scrollView.contentInsetAdjustmentBehavior = behavior
        scene.scrollView.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
        #expect(scene.scrollView.adjustedContentInset.top == top)
        #expect(scene.scrollView.contentInset.top == 5, "contentInset itself is never changed")
    }

    @Test("7.6 alwaysBounceVertical makes short content count as vertically scrollable")
    func alwaysBounceCounts() {
        let scene = ScrollScene(contentSize: CGSize(width: 390, height: 500), safeAreaInsets: safe)
        #expect(scene.scrollView.adjustedContentInset.top == 0)
        scene.scrollView.alwaysBounceVertical = true
        #expect(scene.scrollView.adjustedContentInset.top == 47)
        #expect(scene.scrollView.contentOffset.y == -47, "content resting at the top edge follows the new edge")
        #expect(scene.log.calls.contains("didChangeAdjustedContentInset"))
    }

    @Test(
        "7.6 the legal offset range: a flick ends at max = content + bottom inset − bounds; short content rests at −top"
    )
    func legalRange() {
        let scene = ScrollScene(contentSize: CGSize(width: 390, height: 2_000), safeAreaInsets: safe)
        scene.host.flick(from: scene.center, velocity: CGVector(dx: 0, dy: -20_000))
        scene.host.runUntilIdle()
        #expect(scene.scrollView.contentOffset.y == CGFloat(2_000 + 34 - 844))
        let short = ScrollScene(contentSize: CGSize(width: 390, height: 100), safeAreaInsets: safe)
        short.scrollView.contentInsetAdjustmentBehavior = .always
        short.scrollView.alwaysBounceVertical = true
        short.host.flick(from: short.center, velocity: CGVector(dx: 0, dy: -3_000))
        short.host.runUntilIdle()
        #expect(short.scrollView.contentOffset.y == -47, "max < min: the top inset wins")
    }

    @Test("non-finite geometry is refused with a diagnostic")
    func nonFinite() {
        let scene = ScrollScene(contentSize: CGSize(width: 390, height: 2_000))
        let rules = diagnosticRules {
            scene.scrollView.contentSize = CGSize(width: CGFloat.nan, height: 10)
            scene.scrollView.contentOffset = CGPoint(x: 0, y: CGFloat.infinity)
        }
        #expect(rules == [.invalidScrollGeometry, .invalidScrollGeometry])
        #expect(scene.scrollView.contentSize == CGSize(width: 390, height: 2_000))
        #expect(scene.scrollView.contentOffset == .zero)
    }

    /// A horizontal pager (3 pages) holding a vertical list on its first page.
    private func pagerWithList() -> (HeadlessHost, UIScrollView, UIScrollView) {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844))
        let pager = UIScrollView(frame: host.window.bounds)
        pager.contentSize = CGSize(width: 390 * 3, height: 844)
        pager.isPagingEnabled = true
        let list = UIScrollView(frame: pager.bounds)
        list.contentSize = CGSize(width: 390, height: 3_000)
        pager.addSubview(list)
        host.window.addSubview(pager)
        host.runUntilIdle()
        return (host, pager, list)
    }

    @Test("a vertical list inside a horizontal pager: horizontal drags page, vertical drags scroll the list")
    func pagerAndList() {
        let (host, pager, list) = pagerWithList()
        host.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 100, y: 410), duration: 0.2, steps: 12)
        host.runUntilIdle()
        #expect(pager.contentOffset.x == 390)
        #expect(list.contentOffset.y == 0)
        pager.contentOffset = .zero
        host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 210, y: 300), duration: 0.3, steps: 12)
        #expect(list.contentOffset.y > 250)
        #expect(pager.contentOffset.x == 0)
        host.runUntilIdle()
    }

    @Test("an inner scroll view at its edge keeps the pan: it rubber-bands and the outer one stays")
    func innerAtEdge() {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844))
        let outer = UIScrollView(frame: host.window.bounds)
        outer.contentSize = CGSize(width: 390, height: 3_000)
        outer.contentOffset = CGPoint(x: 0, y: 500)
        let inner = UIScrollView(frame: CGRect(x: 0, y: 500, width: 390, height: 400))
        inner.contentSize = CGSize(width: 390, height: 2_000)
        outer.addSubview(inner)
        host.window.addSubview(outer)
        host.runUntilIdle()
        host.touchDown(at: CGPoint(x: 200, y: 100))
        host.moveTouch(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 250), duration: 10.0 / 60.0, steps: 10)
        #expect(inner.contentOffset.y < 0, "the inner view rubber-bands past its top")
        #expect(outer.contentOffset.y == 500, "the outer view does not take over")
        host.touchUp(at: CGPoint(x: 200, y: 250))
        host.runUntilIdle()
        #expect(inner.contentOffset.y == 0)
    }

    @Test("a recognizer whose delegate allows simultaneous recognition follows the inner scroll view's drag")
    func simultaneousWithScrollPan() {
        let (host, pager, list) = pagerWithList()
        let follower = UIPanGestureRecognizer()
        let delegate = SwitchableGestureDelegate()
        delegate.simultaneous = true
        follower.delegate = delegate
        let log = ActionLog()
        follower.logActions(to: log)
        pager.superview?.addGestureRecognizer(follower)
        host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.3, steps: 12)
        #expect(list.contentOffset.y > 250)
        #expect(log.states.first == .began && log.states.last == .ended)
        host.runUntilIdle()
    }

    @Test(
        "delaysContentTouches: content sees a quick tap only at its end, a 150 ms press at 150 ms, and nothing of a fast drag"
    )
    func delaysContentTouches() {
        let scene = ScrollScene(contentSize: CGSize(width: 390, height: 2_000))
        let content = TouchLogView(frame: CGRect(x: 0, y: 0, width: 390, height: 2_000))
        scene.scrollView.addSubview(content)
        scene.host.tap(at: scene.center, duration: 0.05)
        #expect(content.log == ["began", "ended"])
        content.log = []
        scene.host.touchDown(at: scene.center)
        scene.host.advance(by: 0.1)
        #expect(content.log.isEmpty)
        scene.host.advance(by: 0.1)
        #expect(content.log == ["began"])
        scene.host.touchMove(to: CGPoint(x: scene.center.x, y: scene.center.y - 60))
        #expect(content.log == ["began", "cancelled"], "the drag takes the touch from the content")
        scene.host.touchUp(at: CGPoint(x: scene.center.x, y: scene.center.y - 60))
        scene.host.runUntilIdle()
        content.log = []
        scene.host.flick(from: scene.center, velocity: CGVector(dx: 0, dy: -1000))
        #expect(content.log.isEmpty)
        scene.host.runUntilIdle()
    }

    @Test("canCancelContentTouches false: once the content has the touch, dragging does not scroll")
    func cannotCancelContentTouches() {
        let scene = ScrollScene(contentSize: CGSize(width: 390, height: 2_000))
        scene.scrollView.canCancelContentTouches = false
        let content = TouchLogView(frame: CGRect(x: 0, y: 0, width: 390, height: 2_000))
        scene.scrollView.addSubview(content)
        scene.host.touchDown(at: scene.center)
        scene.host.advance(by: 0.2)
        scene.host.touchMove(to: CGPoint(x: scene.center.x, y: scene.center.y - 60))
        scene.host.touchUp(at: CGPoint(x: scene.center.x, y: scene.center.y - 60))
        #expect(scene.scrollView.contentOffset.y == 0)
        #expect(content.log == ["began", "moved", "ended"])
    }

    @Test(
        "canCancelContentTouches false: a drag that starts within 150 ms still scrolls, the content never saw the touch"
    )
    func quickDragBeatsContent() {
        let scene = ScrollScene(contentSize: CGSize(width: 390, height: 2_000))
        scene.scrollView.canCancelContentTouches = false
        let content = TouchLogView(frame: CGRect(x: 0, y: 0, width: 390, height: 2_000))
        scene.scrollView.addSubview(content)
        scene.host.drag(
            from: scene.center, to: CGPoint(x: scene.center.x, y: scene.center.y - 200), duration: 0.1, steps: 6)
        #expect(scene.scrollView.contentOffset.y > 150)
        #expect(content.log.isEmpty)
        scene.host.runUntilIdle()
    }
}
