import Foundation
import Testing
#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif
import Containment
import ContainmentTesting
import ContainmentTestTraits

/// The target/action shim's closure form for a recognizer the caller did not create (spec 20.8;
/// Apple: `UIGestureRecognizer.addTarget(_:action:)`, `removeTarget(_:action:)`): what container
/// code does with a content scroll view's `panGestureRecognizer`, with no `@testable` access.
@MainActor
@Suite("Target/action shim: handlers on an existing recognizer", .isolatedRuntime)
struct TargetActionShimTests {
    private final class Log { var states: [UIGestureRecognizer.State] = []; var names: [String] = [] }

    private func scrollScene() -> (HeadlessHost, UIScrollView) {
        let controller = UIViewController()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        scrollView.contentSize = CGSize(width: 390, height: 3000)
        controller.view.addSubview(scrollView)
        let host = HeadlessHost(rootViewController: controller)
        host.runUntilIdle()
        return (host, scrollView)
    }

    @Test("20.8 addHandler adds an action to an existing recognizer; it runs with the recognizer's own")
    func addHandler() {
        let (host, scrollView) = scrollScene()
        let log = Log()
        scrollView.panGestureRecognizer.addHandler { recognizer in log.states.append(recognizer.state) }
        host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300))
        host.runUntilIdle()
        #expect(log.states.first == .began)
        #expect(log.states.contains(.changed))
        #expect(log.states.last == .ended)
        #expect(scrollView.contentOffset.y > 0, "the scroll view's own action still scrolls")
    }

    @Test("20.8 actions run in the order they were added; removeHandler removes only that one")
    func removeHandler() {
        let (host, scrollView) = scrollScene()
        let log = Log()
        let pan = scrollView.panGestureRecognizer
        let first = pan.addHandler { recognizer in if recognizer.state == .began { log.names.append("first") } }
        pan.addHandler { recognizer in if recognizer.state == .began { log.names.append("second") } }
        host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400))
        host.runUntilIdle()
        #expect(log.names == ["first", "second"])
        pan.removeHandler(first)
        pan.removeHandler(first)  // removing again is ignored, as UIKit ignores a target it does not hold
        host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400))
        host.runUntilIdle()
        #expect(log.names == ["first", "second", "second"])
    }
}
