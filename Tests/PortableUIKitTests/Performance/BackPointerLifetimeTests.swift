import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// The tree's back-pointers (superview, superlayer, a layer's view, a child's parent, a view's
/// controller, a view's window) are unowned for speed (issue 14), so the object they point at
/// clears them when it is deallocated. Each test lets the owner go while the other end lives on,
/// then reads the pointer: a stale one would read freed memory instead of nil.
@MainActor
@Suite("Back-pointers are cleared when what they point at is deallocated", .isolatedRuntime)
struct BackPointerLifetimeTests {
    @Test("a subview outliving its superview has no superview; its layer no superlayer")
    func subviewOutlivesSuperview() {
        let child = UIView()
        weak var weakParent: UIView?
        do {
            let parent = UIView()
            parent.addSubview(child)
            weakParent = parent
            #expect(child.superview === parent && child.layer.superlayer === parent.layer)
        }
        #expect(weakParent == nil)
        #expect(child.superview == nil)
        #expect(child.layer.superlayer == nil)
        let next = UIView()
        next.addSubview(child)
        #expect(child.superview === next && next.subviews == [child])
    }

    @Test("a sublayer outliving its superlayer has no superlayer")
    func sublayerOutlivesSuperlayer() {
        let sublayer = CALayer()
        do {
            let layer = CALayer()
            layer.addSublayer(sublayer)
            #expect(sublayer.superlayer === layer)
        }
        #expect(sublayer.superlayer == nil)
    }

    @Test("a layer outliving its view has no delegate; a delegate set by hand stays weak")
    func layerOutlivesView() {
        let layer: CALayer
        do {
            let view = UIView()
            layer = view.layer
            #expect(layer.delegate === view)
        }
        #expect(layer.delegate == nil)
        do {
            let view = UIView()
            layer.delegate = view
            #expect(layer.delegate === view)
        }
        #expect(layer.delegate == nil)
    }

    @Test("a child outliving its parent has no parent; a view outliving its controller answers to its superview")
    func childOutlivesParent() {
        let child = UIViewController()
        let view: UIView
        let holder = UIView()
        do {
            let parent = UIViewController()
            parent.addChild(child)
            child.didMove(toParent: parent)
            view = parent.view
            holder.addSubview(view)
            #expect(child.parent === parent)
            #expect(view.next === parent)
        }
        #expect(child.parent == nil)
        #expect(view.next === holder, "the controller is gone, so the responder chain goes to the superview")
    }

    @Test("views outliving their window have no window; a window nested in it keeps its own")
    func viewsOutliveWindow() {
        let view = UIView()
        let grandchild = UIView()
        let nested = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let inNested = UIView()
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(view)
            view.addSubview(grandchild)
            view.addSubview(nested)
            nested.addSubview(inNested)
            #expect(grandchild.window === window && nested.window === nested && inNested.window === nested)
        }
        #expect(view.window == nil && view.superview == nil)
        #expect(grandchild.window == nil)
        #expect(nested.window === nested && inNested.window === nested)
    }

    @Test("a view's window follows every move: added under a window, moved between windows, removed")
    func windowFollowsMoves() {
        let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let container = UIView()
        let leaf = UIView()
        container.addSubview(leaf)
        #expect(leaf.window == nil)
        first.addSubview(container)
        #expect(container.window === first && leaf.window === first)
        second.addSubview(container)
        #expect(container.window === second && leaf.window === second)
        let late = UIView()
        leaf.addSubview(late)
        #expect(late.window === second)
        container.removeFromSuperview()
        #expect(container.window == nil && leaf.window == nil && late.window == nil)
    }

    @Test("2.2 a controller deallocated while waiting for viewIsAppearing leaves the queue; the others still get it")
    func queuedControllerDeallocated() {
        let root = UIViewController()
        let host = HeadlessHost(size: CGSize(width: 320, height: 480), rootViewController: root)
        host.runUntilIdle()
        weak var weakGone: UIViewController?
        do {
            let gone = UIViewController()
            weakGone = gone
            gone.beginAppearanceTransition(true, animated: false)  // queued, never ended
            #expect(gone.appearanceBookkeeping.isQueuedForViewIsAppearing)
        }
        #expect(weakGone == nil, "the queue does not keep a controller alive")
        let survivor = UIViewController()
        root.view.addSubview(survivor.view)  // queued by the window
        #expect(survivor.appearanceBookkeeping.isQueuedForViewIsAppearing)
        host.runTurn()
        #expect(survivor.appearanceBookkeeping.viewIsAppearingDelivered)
        host.runUntilIdle()
        #expect(survivor.appearanceState == .appeared)
        #expect(!host.window.hasPendingWork)
    }

    @Test("a key window deallocated leaves no key window; the next window becomes key")
    func keyWindowDeallocated() {
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.makeKeyAndVisible()
            #expect(window.isKeyWindow && UIWindow.currentKeyWindow === window)
        }
        #expect(UIWindow.currentKeyWindow == nil)
        let next = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        next.makeKey()
        #expect(next.isKeyWindow && UIWindow.currentKeyWindow === next)
    }

    @Test("a touch keeps its window (UIKit's UITouch.window is strong)")
    func touchKeepsWindow() {
        let touch = UITouch()
        weak var weakWindow: UIWindow?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            weakWindow = window
            touch.window = window
        }
        #expect(weakWindow != nil && touch.window === weakWindow)
        touch.window = nil
        #expect(weakWindow == nil)
    }
}
