import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// An open appearance transition remembers the children it was forwarded to, so that their end
/// comes with its end even if they left meanwhile (spec 2.12, begin/end pair). That memory is weak
/// (issue 18, found by RandomContainment): it keeps no child alive, so a transition left open
/// cannot make a reference cycle, and a child that is gone is owed nothing.
@MainActor
@Suite("Appearance forwarding keeps no child alive", .isolatedRuntime)
struct AppearanceForwardingLifetimeTests {
    @Test("issue 18 2.12 a child that adopts its former parent while the parent's transition is open: both are freed")
    func childAdoptingItsParentIsFreed() {
        weak var weakParent: UIViewController?, weakChild: UIViewController?
        do {
            let parent = UIViewController(), child = UIViewController()
            parent.view.addSubview(child.view)
            parent.addChild(child)
            child.didMove(toParent: parent)
            parent.beginAppearanceTransition(true, animated: false)
            #expect(child.appearanceState == .appearing, "the transition was forwarded to the child")
            child.willMove(toParent: nil)
            child.removeFromParent()
            child.addChild(parent)
            #expect(parent.parent === child && child.children == [parent])
            weakParent = parent
            weakChild = child
        }
        #expect(weakParent == nil)
        #expect(weakChild == nil)
    }

    @Test(
        "issue 18 2.12 a child removed during its parent's open transition still gets its end while alive, and is freed when let go"
    )
    func removedChildGetsItsEndOrIsFreed() {
        let parent = UIViewController()
        let kept = UIViewController()
        weak var weakReleased: UIViewController?
        do {
            let released = UIViewController()
            for child in [kept, released] {
                parent.view.addSubview(child.view)
                parent.addChild(child)
                child.didMove(toParent: parent)
            }
            parent.beginAppearanceTransition(true, animated: false)
            for child in [kept, released] {
                child.willMove(toParent: nil)
                child.view.removeFromSuperview()
                child.removeFromParent()
            }
            weakReleased = released
        }
        #expect(weakReleased == nil, "the open transition does not keep a removed child alive")
        #expect(kept.appearanceState == .appearing)
        parent.endAppearanceTransition()
        #expect(parent.appearanceState == .appeared)
        #expect(kept.appearanceState == .appeared, "a child still alive gets the end it is owed")
    }
}
