import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

/// Conversion through transforms, hit-testing, autoresizing, layout and safe area.
@MainActor
@Suite("UIView geometry and layout", .isolatedRuntime)
struct ViewGeometryTests {
    func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
        abs(a.x - b.x) < tolerance && abs(a.y - b.y) < tolerance
    }

    @Test("convert(_:to:/from:) maps points through frames, bounds origins and transforms")
    func conversion() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let outer = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        let inner = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
        window.addSubview(outer)
        outer.addSubview(inner)
        #expect(inner.convert(CGPoint(x: 0, y: 0), to: nil) == CGPoint(x: 110, y: 120))
        #expect(inner.convert(CGPoint(x: 110, y: 120), from: nil) == .zero)
        outer.bounds.origin = CGPoint(x: 5, y: 5)
        #expect(inner.convert(CGPoint.zero, to: window) == CGPoint(x: 105, y: 115))
        outer.bounds.origin = .zero
        outer.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // outer's centre is (200, 200); its local (100, 0) is the top edge's middle, which a
        // quarter turn clockwise (y down) brings to the right edge's middle.
        #expect(close(outer.convert(CGPoint(x: 100, y: 0), to: nil), CGPoint(x: 300, y: 200)))
        let back = outer.convert(CGPoint(x: 300, y: 200), from: nil)
        #expect(close(back, CGPoint(x: 100, y: 0)))
        let rect = inner.convert(inner.bounds, to: nil)
        #expect(abs(rect.width - 50) < 1e-9 && abs(rect.height - 50) < 1e-9)
    }

    @Test("hitTest returns the front-most descendant; hidden, disabled and nearly transparent views are skipped")
    func hitTesting() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
        root.addSubview(back)
        root.addSubview(front)
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 150, y: 10), with: nil) == nil)
        front.isHidden = true
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === back)
        front.isHidden = false
        front.alpha = 0.005
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === back)
        front.alpha = 1
        front.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === back)
        front.isUserInteractionEnabled = true
        front.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        #expect(
            root.hitTest(CGPoint(x: 60, y: 60), with: nil) === back,
            "scaled about its centre (75, 75) it starts at 62.5")
        #expect(root.hitTest(CGPoint(x: 70, y: 70), with: nil) === front)
    }

    @Test(
        "autoresizing shares the size change among flexible portions in proportion to their lengths (Apple's autoresizingMask doc)"
    )
    func autoresizingArithmetic() {
        let old = CGSize(width: 300, height: 300), new = CGSize(width: 400, height: 360)
        let frame = CGRect(x: 50, y: 100, width: 100, height: 100)
        #expect(AutoresizingArithmetic.resize(frame, mask: [], from: old, to: new) == frame)
        #expect(AutoresizingArithmetic.resize(frame, mask: .flexibleWidth, from: old, to: new).width == 200)
        #expect(AutoresizingArithmetic.resize(frame, mask: .flexibleLeftMargin, from: old, to: new).minX == 150)
        // width 100 and right margin 150 share +100 as 40 / 60.
        let widthAndRight = AutoresizingArithmetic.resize(
            frame, mask: [.flexibleWidth, .flexibleRightMargin], from: old, to: new)
        #expect(widthAndRight.minX == 50 && widthAndRight.width == 140)
        // All three: 50 / 100 / 150 share +100 → x + 100/6, width + 100/3.
        let all = AutoresizingArithmetic.resize(
            frame, mask: [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin], from: old, to: new)
        #expect(abs(all.minX - (50 + 100.0 / 6)) < 1e-12 && abs(all.width - (100 + 100.0 / 3)) < 1e-12)
        // Vertically: top 100, height 100, bottom 100; top + bottom share +60 → y + 30.
        let centred = AutoresizingArithmetic.resize(
            frame, mask: [.flexibleTopMargin, .flexibleBottomMargin], from: old, to: new)
        #expect(centred.minY == 130 && centred.height == 100)
        // Zero-length flexible portions split the change equally.
        let zero = AutoresizingArithmetic.resize(
            CGRect(x: 0, y: 0, width: 0, height: 10), mask: [.flexibleLeftMargin, .flexibleWidth],
            from: CGSize(width: 0, height: 10), to: CGSize(width: 10, height: 10))
        #expect(zero.minX == 5 && zero.width == 5)
    }

    @Test("a bounds change autoresizes subviews at once and marks both the view and its superview for layout")
    func autoresizingOnBoundsChange() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 280, height: 280))
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        superview.addSubview(view)
        view.addSubview(child)
        superview.layoutIfNeeded()
        view.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        #expect(child.frame == CGRect(x: 10, y: 10, width: 180, height: 80))
        #expect(view.layer.needsLayout() && superview.layer.needsLayout())
        view.autoresizesSubviews = false
        view.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        #expect(child.frame == CGRect(x: 10, y: 10, width: 180, height: 80))
    }

    @Test("layoutIfNeeded climbs to the topmost ancestor that needs layout, then lays out downward once")
    func layoutIfNeededClimbs() {
        final class Counting: UIView {
            var count = 0
            override func layoutSubviews() { count += 1 }
        }
        let top = Counting(), middle = Counting(), leaf = Counting()
        top.addSubview(middle)
        middle.addSubview(leaf)
        top.layoutIfNeeded()
        let before = (top.count, middle.count, leaf.count)
        top.setNeedsLayout()
        leaf.setNeedsLayout()
        leaf.layoutIfNeeded()
        #expect(top.count == before.0, "middle does not need layout, so the climb stops at leaf")
        #expect(leaf.count == before.2 + 1)
        middle.setNeedsLayout()
        leaf.setNeedsLayout()
        leaf.layoutIfNeeded()
        #expect(top.count == before.0 + 1 && middle.count == before.1 + 1 && leaf.count == before.2 + 2)
        leaf.layoutIfNeeded()
        #expect(leaf.count == before.2 + 2, "nothing pending, nothing runs")
    }

    @Test("sizeToFit resizes to sizeThatFits, keeping the origin")
    func sizeToFit() {
        final class Fixed: UIView {
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 42, height: 24) }
        }
        let view = Fixed(frame: CGRect(x: 5, y: 6, width: 1, height: 1))
        view.sizeToFit()
        #expect(view.frame == CGRect(x: 5, y: 6, width: 42, height: 24))
        #expect(
            UIView(frame: CGRect(x: 0, y: 0, width: 3, height: 4)).sizeThatFits(.zero) == CGSize(width: 3, height: 4))
    }

    @Test("safeAreaInsets: the window's insets narrowed to the part each view covers, plus additionalSafeAreaInsets")
    func safeArea() {
        let vc = UIViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.hostSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        window.rootViewController = vc
        #expect(vc.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let banner = UIView(frame: CGRect(x: 0, y: 20, width: 390, height: 100))
        vc.view.addSubview(banner)
        #expect(banner.safeAreaInsets == UIEdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
        let middle = UIView(frame: CGRect(x: 0, y: 300, width: 390, height: 100))
        vc.view.addSubview(middle)
        #expect(middle.safeAreaInsets == .zero)
        vc.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        #expect(vc.view.safeAreaInsets.top == 57)
        #expect(UIView().safeAreaInsets == .zero, "outside a window there is no safe area")
    }

    @Test("safeAreaInsetsDidChange and viewSafeAreaInsetsDidChange are called during layout when the insets changed")
    func safeAreaCallbacks() {
        final class Probe: UIViewController {
            var changes = 0
            override func viewSafeAreaInsetsDidChange() { changes += 1 }
        }
        let probe = Probe()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = probe
        window.makeKeyAndVisible()
        window.tick(0)
        #expect(probe.changes == 0)
        window.hostSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        window.tick(1)
        #expect(probe.changes == 1)
        window.tick(2)
        #expect(probe.changes == 1)
    }
}
