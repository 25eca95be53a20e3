import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

/// UIView's subview API, its move hooks in UIKit's order, and layer order.
@MainActor
@Suite("UIView hierarchy", .isolatedRuntime)
struct ViewHierarchyTests {
    final class HookView: UIView {
        var log: [String] = []
        var name = ""
        override func willMove(toSuperview newSuperview: UIView?) {
            log.append(
                "\(name).willMove(toSuperview: \(newSuperview.map { ($0 as? HookView)?.name ?? "view" } ?? "nil"))")
        }
        override func didMoveToSuperview() { log.append("\(name).didMoveToSuperview") }
        override func willMove(toWindow newWindow: UIWindow?) {
            log.append("\(name).willMove(toWindow: \(newWindow == nil ? "nil" : "window"))")
        }
        override func didMoveToWindow() { log.append("\(name).didMoveToWindow") }
        override func didAddSubview(_ subview: UIView) {
            log.append("\(name).didAddSubview(\((subview as? HookView)?.name ?? "?"))")
        }
        override func willRemoveSubview(_ subview: UIView) {
            log.append("\(name).willRemoveSubview(\((subview as? HookView)?.name ?? "?"))")
        }
    }

    @Test(
        "addSubview into a window: willMove(toSuperview:), willMove(toWindow:) down the subtree, didMoveToWindow, didMoveToSuperview, didAddSubview"
    )
    func addHooks() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = HookView(); parent.name = "parent"
        let child = HookView(); child.name = "child"
        let leaf = HookView(); leaf.name = "leaf"
        child.addSubview(leaf)
        window.addSubview(parent)
        parent.log = []; child.log = []; leaf.log = []
        parent.addSubview(child)
        #expect(
            child.log == [
                "child.willMove(toSuperview: parent)", "child.willMove(toWindow: window)",
                "child.didMoveToWindow", "child.didMoveToSuperview",
            ])
        #expect(leaf.log == ["leaf.willMove(toWindow: window)", "leaf.didMoveToWindow"])
        #expect(parent.log == ["parent.didAddSubview(child)"])
    }

    @Test("moving a view between superviews tells the old superview first; removal mirrors the add hooks")
    func moveAndRemoveHooks() {
        let a = HookView(); a.name = "a"
        let b = HookView(); b.name = "b"
        let v = HookView(); v.name = "v"
        a.addSubview(v)
        a.log = []; v.log = []
        b.addSubview(v)
        #expect(a.log == ["a.willRemoveSubview(v)"])
        #expect(v.log == ["v.willMove(toSuperview: b)", "v.didMoveToSuperview"], "no window change, no window hooks")
        #expect(a.subviews.isEmpty && b.subviews == [v])
        b.log = []; v.log = []
        v.removeFromSuperview()
        #expect(b.log == ["b.willRemoveSubview(v)"])
        #expect(v.log == ["v.willMove(toSuperview: nil)", "v.didMoveToSuperview"])
        #expect(v.superview == nil)
    }

    @Test(
        "insertSubview(at:/above:/below:), bringSubviewToFront, sendSubviewToBack, exchangeSubview keep views and layers in the same order"
    )
    func ordering() {
        let parent = UIView()
        let a = UIView(), b = UIView(), c = UIView(), d = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, at: 0)
        #expect(parent.subviews == [c, a, b])
        parent.insertSubview(d, aboveSubview: c)
        #expect(parent.subviews == [c, d, a, b])
        parent.bringSubviewToFront(c)
        #expect(parent.subviews == [d, a, b, c])
        parent.sendSubviewToBack(b)
        #expect(parent.subviews == [b, d, a, c])
        parent.exchangeSubview(at: 0, withSubviewAt: 3)
        #expect(parent.subviews == [c, d, a, b])
        parent.insertSubview(a, belowSubview: c)
        #expect(parent.subviews == [a, c, d, b])
        #expect(
            parent.layer.sublayers?.map { ObjectIdentifier($0) } == parent.subviews.map { ObjectIdentifier($0.layer) })
    }

    @Test("isDescendant(of:), viewWithTag, window and next follow the tree")
    func queries() {
        let window = UIWindow(frame: .zero)
        let a = UIView(), b = UIView()
        b.tag = 7
        window.addSubview(a)
        a.addSubview(b)
        #expect(b.isDescendant(of: window) && b.isDescendant(of: b) && !a.isDescendant(of: b))
        #expect(window.viewWithTag(7) === b)
        #expect(window.viewWithTag(99) == nil)
        #expect(b.window === window)
        #expect(b.next === a)
    }

    @Test("view properties forward to the layer as UIKit does")
    func layerForwarding() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.layer.position == CGPoint(x: 60, y: 45))
        #expect(view.layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        view.alpha = 0.5
        view.isHidden = true
        view.clipsToBounds = true
        view.backgroundColor = .red
        #expect(view.layer.opacity == 0.5 && view.layer.isHidden && view.layer.masksToBounds)
        #expect(view.layer.backgroundColor == UIColor.red.cgColor)
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(
            view.frame == CGRect(x: -40, y: -5, width: 200, height: 100),
            "frame is the transformed bounding box about the centre")
        #expect(view.center == CGPoint(x: 60, y: 45))
    }
}
