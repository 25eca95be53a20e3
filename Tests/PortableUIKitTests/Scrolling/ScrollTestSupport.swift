import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting

/// A scroll-view delegate that logs its calls; consecutive `didScroll` calls log once.
@MainActor
final class ScrollDelegateLog: NSObject, UIScrollViewDelegate {
    var calls: [String] = []
    var releaseVelocity: CGPoint?
    var predictedTarget: CGPoint?
    var rewriteTarget: CGPoint?
    var didScrollCount = 0

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        didScrollCount += 1
        if calls.last != "didScroll" { calls.append("didScroll") }
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        calls.append("willEndDragging")
        releaseVelocity = velocity
        predictedTarget = targetContentOffset.pointee
        if let rewriteTarget { targetContentOffset.pointee = rewriteTarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { calls.append("didEndScrollingAnimation") }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { calls.append("didScrollToTop") }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        calls.append("didChangeAdjustedContentInset")
    }
}

/// A window of `size` filled by a scroll view with `contentSize`, a logging delegate, settled.
@MainActor
struct ScrollScene {
    let host: HeadlessHost
    let scrollView: UIScrollView
    let log = ScrollDelegateLog()

    init(size: CGSize = CGSize(width: 390, height: 844), contentSize: CGSize, safeAreaInsets: UIEdgeInsets = .zero) {
        host = HeadlessHost(size: size, safeAreaInsets: safeAreaInsets)
        scrollView = UIScrollView(frame: CGRect(origin: .zero, size: size))
        scrollView.contentSize = contentSize
        scrollView.delegate = log
        host.window.addSubview(scrollView)
        host.runUntilIdle()
        log.calls = []
    }

    var center: CGPoint { CGPoint(x: host.window.bounds.midX, y: host.window.bounds.midY) }
}
