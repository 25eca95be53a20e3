import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

/// UIView's tint: inheritance down the hierarchy, adjustment mode, and tintColorDidChange for
/// exactly the views whose effective tint changed.
@MainActor
@Suite("UIView tint", .isolatedRuntime)
struct TintTests {
    final class TintView: UIView {
        var changes = 0
        override func tintColorDidChange() {
            super.tintColorDidChange()
            changes += 1
        }
    }

    @Test(
        "a view with no tint in its hierarchy has the system tint; a set tint is inherited down to views without their own"
    )
    func inheritance() {
        let parent = UIView(), child = UIView(), grandchild = UIView()
        parent.addSubview(child)
        child.addSubview(grandchild)
        #expect(grandchild.tintColor == .systemBlue && UIColor.tintColor == .systemBlue)
        parent.tintColor = .red
        #expect(child.tintColor == .red && grandchild.tintColor == .red)
        child.tintColor = .green
        #expect(grandchild.tintColor == .green && parent.tintColor == .red)
        child.tintColor = nil
        #expect(grandchild.tintColor == .red, "nil inherits again")
    }

    @Test(
        "setting a tint calls tintColorDidChange on the view and the descendants that inherit it, not on those with their own"
    )
    func didChangePropagation() {
        let parent = TintView(), inheriting = TintView(), own = TintView(), belowOwn = TintView()
        parent.addSubview(inheriting)
        parent.addSubview(own)
        own.addSubview(belowOwn)
        own.tintColor = .green
        for view in [parent, inheriting, own, belowOwn] { view.changes = 0 }
        parent.tintColor = .red
        #expect(parent.changes == 1 && inheriting.changes == 1)
        #expect(own.changes == 0 && belowOwn.changes == 0)
        parent.tintColor = .red
        #expect(parent.changes == 1, "setting the same colour changes nothing")
    }

    @Test(
        "moving a view under a superview with another tint calls tintColorDidChange on it and its subtree; the same tint does not"
    )
    func moveChangesTint() {
        let red = UIView(), alsoRed = UIView(), blue = UIView()
        red.tintColor = .red
        alsoRed.tintColor = .red
        blue.tintColor = .blue
        let view = TintView(), subview = TintView()
        view.addSubview(subview)
        red.addSubview(view)
        #expect(view.changes == 1 && subview.changes == 1)
        alsoRed.addSubview(view)
        #expect(view.changes == 1)
        blue.addSubview(view)
        #expect(view.changes == 2 && subview.changes == 2 && subview.tintColor == .blue)
        view.removeFromSuperview()
        #expect(view.changes == 3 && view.tintColor == .systemBlue)
    }

    @Test(
        "tintAdjustmentMode: .normal at the root, inherited from the first non-automatic ancestor; dimmed tints are grey"
    )
    func adjustmentMode() {
        let parent = TintView(), child = TintView(), undimmed = TintView()
        parent.addSubview(child)
        parent.addSubview(undimmed)
        undimmed.tintAdjustmentMode = .normal
        #expect(child.tintAdjustmentMode == .normal)
        parent.tintColor = .red
        parent.changes = 0; child.changes = 0; undimmed.changes = 0
        parent.tintAdjustmentMode = .dimmed
        #expect(child.tintAdjustmentMode == .dimmed && undimmed.tintAdjustmentMode == .normal)
        #expect(child.tintColor == UIColor(white: 0.299, alpha: 1), "red's luma as a grey")
        #expect(undimmed.tintColor == .red)
        #expect(parent.changes == 1 && child.changes == 1 && undimmed.changes == 0)
        parent.tintAdjustmentMode = .automatic
        #expect(child.tintColor == .red && child.changes == 2)
    }
}
