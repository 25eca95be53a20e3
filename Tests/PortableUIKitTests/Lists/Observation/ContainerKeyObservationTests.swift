import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

/// The keys container code observes beyond §L5.1 (spec 20.9): `safeAreaInsets`, `layoutMargins`,
/// `adjustedContentInset`, and a layer's `bounds` and `frame`.
@MainActor
@Suite("Key-value observation of the keys containers observe", .isolatedRuntime)
struct ContainerKeyObservationTests {
    private func windowWithView() -> (UIWindow, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        window.layoutIfNeeded()
        return (window, view)
    }

    @Test("20.9 safeAreaInsets posts when layout finds new insets, with the old and new values")
    func safeAreaInsets() {
        let (window, view) = windowWithView()
        let log = ObservedChanges<UIEdgeInsets>()
        let token = view.observe(\.safeAreaInsets, options: [.initial, .old, .new]) { _, change in log.record(change) }
        #expect(log.changes.count == 1 && log.changes[0].new == .zero, ".initial gives the current insets")
        window.hostSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        window.layoutIfNeeded()
        #expect(log.changes.count == 2)
        #expect(log.changes.last?.old == .zero)
        #expect(log.changes.last?.new == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        window.layoutIfNeeded()
        #expect(log.changes.count == 2, "an unchanged safe area posts nothing")
        token.invalidate()
    }

    @Test("20.9 .prior of safeAreaInsets carries the old value before the change notification")
    func safeAreaInsetsPrior() {
        let (window, view) = windowWithView()
        let log = ObservedChanges<UIEdgeInsets>()
        let token = view.observe(\.safeAreaInsets, options: [.prior, .old, .new]) { _, change in log.record(change) }
        window.hostSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        window.layoutIfNeeded()
        #expect(log.changes.map(\.isPrior) == [true, false])
        #expect(log.changes[0].old == .zero && log.changes[0].new == nil)
        token.invalidate()
    }

    @Test("20.9 layoutMargins posts when set and when the safe area moves them")
    func layoutMargins() {
        let (_, view) = windowWithView()
        let log = ObservedChanges<UIEdgeInsets>()
        let token = view.observe(\.layoutMargins, options: [.old, .new]) { _, change in log.record(change) }
        view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(log.changes.count == 1)
        #expect(log.changes[0].old == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(log.changes[0].new == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(log.changes.count == 1, "the same margins again post nothing")
        token.invalidate()
    }

    @Test("20.9 adjustedContentInset posts when the safe area adjusts a scroll view's insets")
    func adjustedContentInset() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentInsetAdjustmentBehavior = .always
        window.addSubview(scrollView)
        window.layoutIfNeeded()
        let log = ObservedChanges<UIEdgeInsets>()
        let token = scrollView.observe(\.adjustedContentInset, options: [.old, .new]) { _, change in log.record(change)
        }
        window.hostSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        window.layoutIfNeeded()
        #expect(log.changes.count == 1)
        #expect(log.changes.first?.old == .zero)
        #expect(log.changes.first?.new == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        token.invalidate()
    }

    @Test("20.9 a layer's bounds and frame post when set, with old and new values")
    func layerGeometry() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let bounds = ObservedChanges<CGRect>()
        let frames = ObservedChanges<CGRect>()
        let boundsToken = layer.observe(\.bounds, options: [.old, .new]) { _, change in bounds.record(change) }
        let frameToken = layer.observe(\.frame, options: [.initial, .old, .new]) { _, change in frames.record(change) }
        layer.frame = CGRect(x: 5, y: 5, width: 20, height: 30)
        #expect(frames.changes.count == 2)
        #expect(frames.changes[1].old == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(frames.changes[1].new == CGRect(x: 5, y: 5, width: 20, height: 30))
        #expect(bounds.changes.count == 1)
        #expect(bounds.changes[0].new == CGRect(x: 0, y: 0, width: 20, height: 30))
        layer.bounds = CGRect(x: 0, y: 0, width: 1, height: 1)
        #expect(bounds.changes.count == 2 && bounds.changes[1].old == CGRect(x: 0, y: 0, width: 20, height: 30))
        boundsToken.invalidate(); frameToken.invalidate()
    }
}
