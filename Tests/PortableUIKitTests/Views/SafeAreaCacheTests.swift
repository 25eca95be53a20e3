import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

/// Views cache their safe rectangle per ``GeometryEpoch`` (issue 14). Every input of the safe area
/// must move the epoch, so a read right after any change is exact, with no layout pass between.
@MainActor
@Suite("The safe-area cache never answers with stale geometry", .isolatedRuntime)
struct SafeAreaCacheTests {
    private func scene() -> (UIWindow, UIViewController, UIView, UIView) {
        let controller = UIViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.hostSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        window.rootViewController = controller
        let band = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        let leaf = UIView(frame: CGRect(x: 0, y: 10, width: 390, height: 100))
        controller.view.addSubview(band)
        band.addSubview(leaf)
        return (window, controller, band, leaf)
    }

    @Test("a read caches, and each input changed afterwards is seen by the next read")
    func everyInputInvalidates() {
        let (window, controller, band, leaf) = scene()
        #expect(leaf.safeAreaInsets.top == 37)
        #expect(leaf.safeAreaInsets.top == 37, "a second read gives the cached answer")

        leaf.frame.origin.y = 20  // own position
        #expect(leaf.safeAreaInsets.top == 27)
        band.center.y += 10  // an ancestor's position
        #expect(leaf.safeAreaInsets.top == 17)
        band.bounds.origin.y = 10  // an ancestor's bounds origin
        #expect(leaf.safeAreaInsets.top == 27)
        band.bounds.origin.y = 0
        controller.additionalSafeAreaInsets.top = 20  // a controller's additional insets
        #expect(leaf.safeAreaInsets.top == 37)
        window.hostSafeAreaInsets.top = 0  // the host's insets
        #expect(leaf.safeAreaInsets.top == 0, "20 of additional insets end above the leaf at 30")
        window.hostSafeAreaInsets.top = 47
        leaf.transform = CGAffineTransform(translationX: 0, y: 30)  // own transform
        #expect(leaf.safeAreaInsets.top == 7)
        leaf.transform = .identity
        #expect(leaf.safeAreaInsets.top == 37)
        leaf.layer.anchorPoint = CGPoint(x: 0.5, y: 0.2)  // own anchor point: the frame moves down by 30
        #expect(leaf.safeAreaInsets.top == 7)
    }

    @Test("moving a view to another superview or window, or out of it, is seen at once")
    func movesInvalidate() {
        let (window, controller, _, leaf) = scene()
        #expect(leaf.safeAreaInsets.top == 37)
        controller.view.addSubview(leaf)  // straight under the root: y 10 of 0
        #expect(leaf.safeAreaInsets.top == 37)
        leaf.frame.origin.y = 500
        #expect(leaf.safeAreaInsets == .zero)
        leaf.frame.origin.y = 800
        #expect(leaf.safeAreaInsets.bottom == 90)
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 900))
        other.hostSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        other.addSubview(leaf)
        #expect(leaf.safeAreaInsets == .zero)
        leaf.removeFromSuperview()
        #expect(leaf.safeAreaInsets == .zero)
        window.addSubview(leaf)
        #expect(leaf.safeAreaInsets.bottom == 90)
    }

    @Test("a controller given a new view: the old one loses the additional insets, the new one gains them")
    func viewReplacementInvalidates() {
        let (window, controller, _, _) = scene()
        controller.additionalSafeAreaInsets.top = 20
        let old = controller.view!
        #expect(old.safeAreaInsets.top == 67)
        let replacement = UIView(frame: window.bounds)
        controller.view = replacement
        window.addSubview(replacement)
        #expect(replacement.safeAreaInsets.top == 67)
        #expect(old.safeAreaInsets.top == 47)
    }

    @Test("a layout pass that changes geometry in viewWillLayoutSubviews lays out children with the new safe area")
    func changesDuringLayout() {
        final class Shifting: UIViewController {
            var shift: CGFloat = 0
            override func viewWillLayoutSubviews() { additionalSafeAreaInsets.top = shift }
        }
        let controller = Shifting()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.hostSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        window.rootViewController = controller
        window.isHidden = false
        let leaf = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        controller.view.addSubview(leaf)
        window.layoutIfNeeded()
        #expect(leaf.safeAreaInsets.top == 47)
        controller.shift = 13
        controller.view.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(controller.view.safeAreaInsets.top == 60)
        #expect(leaf.safeAreaInsets.top == 60)
    }
}
