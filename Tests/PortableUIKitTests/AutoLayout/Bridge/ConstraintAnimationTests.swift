import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

@MainActor
@Suite("Auto Layout bridge: animating constraint changes (17.16)", .isolatedRuntime)
struct ConstraintAnimationTests {
    private func setUp(_ host: HeadlessHost) -> (UIView, UIView, NSLayoutConstraint) {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        host.window.addSubview(box)
        let view = constrainedView(in: box)
        let left = pin(view, .left, to: box, .left)
        pin(view, .top, to: box, .top)
        pin(view, .width, 20)
        pin(view, .height, 20)
        host.runTurn()
        return (box, view, left)
    }

    @Test(
        "17.16 layoutIfNeeded inside UIView.animate: the model frame is final at once, the presentation at 50 after 0.5 s of a 1 s linear animation"
    )
    func layoutInsideAnimationBlockAnimates() {
        let host = HeadlessHost()
        let (box, view, left) = setUp(host)
        #expect(view.frame.minX == 0)
        left.constant = 100
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { box.layoutIfNeeded() }
        #expect(view.frame.minX == 100)
        host.advance(by: 0.5)
        let presented = view.layer.presentation()!.frame.minX
        #expect(abs(presented - 50) < 1e-6)
        host.advance(by: 0.6)
        #expect(view.layer.presentation()!.frame.minX == 100)
    }

    @Test("17.16 without layoutIfNeeded inside the block the change lands unanimated at the next pass")
    func changeWithoutLayoutInBlockIsNotAnimated() {
        let host = HeadlessHost()
        let (_, view, left) = setUp(host)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { left.constant = 100 }
        #expect(view.frame.minX == 0)
        host.runTurn()
        #expect(view.frame.minX == 100)
        #expect(view.layer.presentation()!.frame.minX == 100)
        #expect(view.layer.animationKeys()?.isEmpty ?? true)
        host.runUntilIdle()
    }

    @Test(
        "17.16 removing the view mid-animation deactivates its constraints to the box and leaves nothing running wild")
    func removingViewMidAnimation() {
        let host = HeadlessHost()
        let (box, view, left) = setUp(host)
        left.constant = 100
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { box.layoutIfNeeded() }
        host.advance(by: 0.25)
        view.removeFromSuperview()
        #expect(!left.isActive)
        host.advance(by: 1)
        #expect(view.frame.minX == 100)
        #expect(box.constraints.isEmpty)
    }
}
