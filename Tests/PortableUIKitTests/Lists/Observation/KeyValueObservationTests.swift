import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

/// What a change handler saw, in order. The handler is `@Sendable` (as Foundation's is) and is
/// called synchronously on the main thread, so the log is only touched there.
final class ObservedChanges<Value>: @unchecked Sendable {
    struct Change { let isPrior: Bool; let old: Value?; let new: Value?; let kind: NSKeyValueChange }
    var changes: [Change] = []
    func record(_ change: NSKeyValueObservedChange<Value>) {
        changes.append(Change(isPrior: change.isPrior, old: change.oldValue, new: change.newValue, kind: change.kind))
    }
}

/// A scroll view subclass standing in for a table view: key paths rooted at it are not equal to
/// `\UIScrollView.contentOffset`.
final class RowsScrollView: UIScrollView {}

@MainActor
@Suite("Key-value observation of view and scroll geometry (§L5)", .isolatedRuntime)
struct KeyValueObservationTests {
    @Test("L5.2 .initial calls the handler at registration with the current value as the new value")
    func initial() {
        let view = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        let log = ObservedChanges<CGRect>()
        let token = view.observe(\.frame, options: [.initial, .new, .old]) { _, change in log.record(change) }
        #expect(log.changes.count == 1)
        #expect(log.changes.first?.new == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(log.changes.first?.old == nil)
        #expect(log.changes.first?.isPrior == false)
        let quiet = ObservedChanges<CGRect>()
        let second = view.observe(\.frame, options: [.initial]) { _, change in quiet.record(change) }
        #expect(
            quiet.changes.count == 1 && quiet.changes.first?.new == nil, "no .new: the initial change carries no value")
        token.invalidate(); second.invalidate()
    }

    @Test("L5.2 .prior sends a change before the set with the old value, then one after with both")
    func prior() {
        let view = UIView()
        view.alpha = 0.5
        let log = ObservedChanges<CGFloat>()
        let seenByPrior = ObservedChanges<CGFloat>()
        let token = view.observe(\.alpha, options: [.prior, .old, .new]) { view, change in
            let isPrior = change.isPrior
            if isPrior {
                let alpha = MainActor.assumeIsolated { view.alpha }
                seenByPrior.changes.append(.init(isPrior: true, old: nil, new: alpha, kind: .setting))
            }
            log.record(change)
        }
        view.alpha = 0.8
        #expect(log.changes.map(\.isPrior) == [true, false])
        #expect(log.changes[0].old == 0.5 && log.changes[0].new == nil)
        #expect(abs((log.changes[1].new ?? 0) - 0.8) < 1e-6 && log.changes[1].old == 0.5)
        #expect(log.changes.allSatisfy { $0.kind == .setting })
        #expect(seenByPrior.changes.map(\.new) == [0.5], "the prior change arrives before the value is stored")
        token.invalidate()
    }

    @Test("L5.2 every set posts, even of the same value; options without .new/.old carry no values")
    func everySet() {
        let view = UIView()
        let log = ObservedChanges<Bool>()
        let token = view.observe(\.isHidden) { _, change in log.record(change) }
        view.isHidden = false
        view.isHidden = false
        view.isHidden = true
        #expect(log.changes.count == 3)
        #expect(log.changes.allSatisfy { $0.new == nil && $0.old == nil && !$0.isPrior })
        token.invalidate()
    }

    @Test("L5.1 frame, bounds, center, alpha, isHidden, contentOffset, contentSize, contentInset all post")
    func everySupportedKey() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let posted = ObservedChanges<String>()
        func note<Value>(_ name: String) -> @Sendable (UIScrollView, NSKeyValueObservedChange<Value>) -> Void {
            { _, _ in posted.changes.append(.init(isPrior: false, old: nil, new: name, kind: .setting)) }
        }
        let tokens = [
            scrollView.observe(\.frame, changeHandler: note("frame")),
            scrollView.observe(\.bounds, changeHandler: note("bounds")),
            scrollView.observe(\.center, changeHandler: note("center")),
            scrollView.observe(\.alpha, changeHandler: note("alpha")),
            scrollView.observe(\.isHidden, changeHandler: note("isHidden")),
            scrollView.observe(\.contentOffset, changeHandler: note("contentOffset")),
            scrollView.observe(\.contentSize, changeHandler: note("contentSize")),
            scrollView.observe(\.contentInset, changeHandler: note("contentInset")),
        ]
        func names(_ body: () -> Void) -> [String] {
            posted.changes = []
            body()
            return posted.changes.compactMap(\.new)
        }
        #expect(names { scrollView.frame = CGRect(x: 0, y: 0, width: 120, height: 100) } == ["frame"])
        #expect(names { scrollView.center = CGPoint(x: 60, y: 60) } == ["center"])
        #expect(names { scrollView.alpha = 0.5 } == ["alpha"])
        #expect(names { scrollView.isHidden = true } == ["isHidden"])
        #expect(names { scrollView.contentSize = CGSize(width: 120, height: 1000) } == ["contentSize"])
        #expect(
            names { scrollView.contentOffset = CGPoint(x: 0, y: 50) } == ["bounds", "contentOffset"],
            "a content offset is the bounds origin: both post, the inner bounds first")
        #expect(
            names { scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0) } == ["contentInset"],
            "an offset away from the top edge stays where it is")
        #expect(
            names { scrollView.bounds = CGRect(x: 0, y: 10, width: 120, height: 100) } == ["bounds", "contentOffset"])
        tokens.forEach { $0.invalidate() }
    }

    @Test("L5.3 invalidate() stops delivery; so does releasing the token")
    func invalidateAndRelease() {
        let view = UIView()
        let log = ObservedChanges<CGPoint>()
        let token = view.observe(\.center, options: .new) { _, change in log.record(change) }
        view.center = CGPoint(x: 1, y: 1)
        token.invalidate()
        token.invalidate()
        view.center = CGPoint(x: 2, y: 2)
        #expect(log.changes.count == 1)
        var released: NSKeyValueObservation? = view.observe(\.center, options: .new) { _, change in log.record(change) }
        view.center = CGPoint(x: 3, y: 3)
        #expect(log.changes.count == 2)
        released = nil
        view.center = CGPoint(x: 4, y: 4)
        #expect(log.changes.count == 2)
        #expect(released == nil)
        #expect(view.keyValueObservers?.liveCount == 0)
    }

    @Test(
        "L5.5 a subclass's contentOffset key path posts on every frame of a synthetic drag and of the deceleration after it"
    )
    func dragPostsPerFrame() {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844))
        let rows = RowsScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        rows.contentSize = CGSize(width: 390, height: 100_000)
        host.window.addSubview(rows)
        host.runUntilIdle()
        let log = ObservedChanges<CGPoint>()
        let token = rows.observe(\.contentOffset, options: [.old, .new]) { _, change in log.record(change) }
        host.touchDown(at: CGPoint(x: 200, y: 600))
        host.moveTouch(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.2, steps: 12)
        let duringDrag = log.changes.count
        #expect(duringDrag >= 11, "one change per move once the pan began (the first move crosses the hysteresis)")
        #expect(log.changes.last?.new == rows.contentOffset)
        host.touchUp(at: CGPoint(x: 200, y: 300))
        host.advance(by: 0.5)
        #expect(log.changes.count > duringDrag + 20, "deceleration posts on each of its frames")
        #expect(log.changes.allSatisfy { ($0.new?.y ?? 0) >= ($0.old?.y ?? 0) }, "the content moves one way")
        #expect(
            zip(log.changes, log.changes.dropFirst()).allSatisfy { $0.new == $1.old },
            "each change starts where the last ended")
        token.invalidate()
        host.runUntilIdle()
    }

    @Test("L5.5 an animation posts once, at the model update, with the final value")
    func animationPostsModelValue() {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        let log = ObservedChanges<CGPoint>()
        let token = view.observe(\.center, options: .new) { _, change in log.record(change) }
        UIView.animate(withDuration: 0.3) { view.center = CGPoint(x: 100, y: 100) }
        #expect(log.changes.map(\.new) == [CGPoint(x: 100, y: 100)])
        host.advance(by: 0.5)
        #expect(log.changes.count == 1)
        token.invalidate()
    }

    @Test("L5.1 any other key path reports unsupportedKeyValueObservation and gives a token that never fires")
    func unsupportedKeyPath() {
        let view = UIView()
        let log = ObservedChanges<Int>()
        let token = expectDiagnostic(.unsupportedKeyValueObservation) {
            view.observe(\.tag, options: [.initial, .new]) { _, change in log.record(change) }
        }
        view.tag = 3
        #expect(log.changes.isEmpty, "not even the initial change")
        #expect(view.keyValueObservers == nil, "nothing was stored on the view")
        token.invalidate()
    }

    @Test("L5.4 an observed view is not kept alive by its observation, and the token outlives it safely")
    func noLeaks() {
        weak var weakView: UIView?
        var token: NSKeyValueObservation?
        do {
            let view = UIView()
            weakView = view
            token = view.observe(\.frame, options: [.new]) { _, _ in }
            view.frame = .zero
        }
        #expect(weakView == nil)
        token?.invalidate()
        token = nil
        #expect(UIView().keyValueObservers == nil, "a view nobody observes holds no registry")
    }

    @Test("L5.4 a released token's handler and what it captured are freed")
    func handlerFreed() {
        final class Captured: Sendable {}
        weak var weakCaptured: Captured?
        let view = UIView()
        var token: NSKeyValueObservation?
        do {
            let captured = Captured()
            weakCaptured = captured
            token = view.observe(\.alpha) { _, _ in _ = captured }
        }
        #expect(weakCaptured != nil && token != nil)
        token = nil
        #expect(weakCaptured == nil)
    }
}
