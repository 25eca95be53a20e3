import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

/// Installed leading/trailing constraints follow a change of layout direction (spec 17.2: leading
/// and trailing by the item's layout direction), as they do in UIKit, where the engine reads the
/// direction when it lays out.
@MainActor
@Suite("Auto Layout bridge: leading and trailing after a direction change (17.2)", .isolatedRuntime)
struct LayoutDirectionChangeTests {
    private func fixture() -> (HeadlessHost, UIView, UIView) {
        let host = HeadlessHost()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        host.window.addSubview(box)
        let view = constrainedView(in: box)
        pin(view, .leading, to: box, .leading, 20)
        pin(view, .width, 100)
        pin(view, .top, to: box, .top, 10)
        pin(view, .height, 50)
        host.runTurn()
        return (host, box, view)
    }

    @Test(
        "17.2 forcing right-to-left on a subtree moves a leading-pinned frame to the right edge: x 20 → 180, and back")
    func semanticContentAttributeFlipsLeading() {
        // Both items of the constraint are forced, as in a right-to-left subtree (a constraint
        // between items of different directions is undocumented in UIKit).
        let (host, box, view) = fixture()
        #expect(view.frame == CGRect(x: 20, y: 10, width: 100, height: 50))
        box.semanticContentAttribute = .forceRightToLeft
        view.semanticContentAttribute = .forceRightToLeft
        host.runTurn()
        #expect(view.frame == CGRect(x: 180, y: 10, width: 100, height: 50))
        box.semanticContentAttribute = .forceLeftToRight
        view.semanticContentAttribute = .forceLeftToRight
        host.runTurn()
        #expect(view.frame == CGRect(x: 20, y: 10, width: 100, height: 50))
    }

    @Test("17.2 a window whose direction becomes right-to-left re-reads every leading and trailing constraint in it")
    func hostDirectionFlipsLeadingAndTrailing() {
        let (host, box, view) = fixture()
        let other = constrainedView(in: box)
        pin(other, .trailing, to: box, .trailing, -30)
        pin(other, .leading, to: view, .trailing, 8)
        pin(other, .top, to: box, .top, 100)
        pin(other, .height, 20)
        host.runTurn()
        #expect(other.frame == CGRect(x: 128, y: 100, width: 142, height: 20))
        host.window.hostLayoutDirection = .rightToLeft
        host.runTurn()
        #expect(view.frame == CGRect(x: 180, y: 10, width: 100, height: 50))
        // Trailing is now the left edge, 30 in; its leading (right edge) is 8 left of view's trailing (left edge).
        #expect(other.frame == CGRect(x: 30, y: 100, width: 142, height: 20))
        #expect(!view.hasAmbiguousLayout && !other.hasAmbiguousLayout)
    }

    @Test("17.2 a left-pinned view does not move when the direction flips (left and right are absolute)")
    func leftAndRightIgnoreDirection() {
        let host = HeadlessHost()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        host.window.addSubview(box)
        let view = constrainedView(in: box)
        pin(view, .left, to: box, .left, 20)
        pin(view, .width, 100)
        pin(view, .top, to: box, .top)
        pin(view, .height, 10)
        host.runTurn()
        view.semanticContentAttribute = .forceRightToLeft
        host.window.hostLayoutDirection = .rightToLeft
        host.runTurn()
        #expect(view.frame == CGRect(x: 20, y: 0, width: 100, height: 10))
    }
}
