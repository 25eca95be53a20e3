import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// Building a screen must not be quadratic (issue 14): finding a view or layer among its siblings
/// uses the index it was inserted at, so appending, prepending and inserting next to a known
/// sibling compare no siblings at all. These tests count the comparisons instead of timing.
@MainActor
@Suite("Hierarchy operations do no work proportional to the number of siblings", .isolatedRuntime)
struct HierarchyComplexityTests {
    private func host() -> (HeadlessHost, UIView) {
        let root = UIViewController()
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), rootViewController: root)
        host.runUntilIdle()
        return (host, root.view)
    }

    @Test("adding 16,000 subviews to one view in a visible window searches no siblings, the last as cheap as the first")
    func appendingSixteenThousand() {
        let (_, parent) = host()
        let views = (0..<16_000).map { _ in UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1)) }
        let before = SiblingLookup.searchedElements
        for view in views { parent.addSubview(view) }
        #expect(SiblingLookup.searchedElements - before == 0)
        #expect(parent.subviews.count == 16_000)
        #expect(parent.layer.sublayers?.count == 16_000)
        #expect(parent.subviews.last === views.last && parent.layer.sublayers?.last === views.last?.layer)
    }

    @Test(
        "inserting at the front, above and below a known sibling, and removing the last: no search that grows with the siblings"
    )
    func insertingNextToSiblings() {
        let (_, parent) = host()
        let first = UIView()
        parent.addSubview(first)
        var front = first
        let before = SiblingLookup.searchedElements
        for _ in 0..<2_000 {
            let view = UIView()
            parent.insertSubview(view, at: 0)
            front = view
        }
        for _ in 0..<2_000 { parent.insertSubview(UIView(), aboveSubview: front) }
        for _ in 0..<2_000 { parent.insertSubview(UIView(), belowSubview: first) }
        for _ in 0..<1_000 { parent.subviews.last?.removeFromSuperview() }
        // At most a step or two where a hint is first left behind; then hints heal.
        #expect(SiblingLookup.searchedElements - before < 10, "\(SiblingLookup.searchedElements - before)")
        #expect(parent.subviews.count == 6_001 - 1_000)
        #expect(parent.subviews.first === front)
        #expect(
            parent.layer.sublayers!.map(ObjectIdentifier.init) == parent.subviews.map { ObjectIdentifier($0.layer) },
            "layer order follows view order")
    }

    @Test(
        "a hint left behind by other changes still finds the right sibling (the search is the fallback, not the rule)")
    func staleHintStillCorrect() {
        let (_, parent) = host()
        let views = (0..<100).map { _ in UIView() }
        for view in views { parent.addSubview(view) }
        for _ in 0..<10 { parent.insertSubview(UIView(), at: 0) }  // every hint of `views` is now 10 behind
        let target = views[50]
        parent.insertSubview(UIView(), aboveSubview: target)
        #expect(parent.subviews[60] === target && parent.subviews[61].superview === parent)
        target.removeFromSuperview()
        #expect(!parent.subviews.contains { $0 === target })
        #expect(
            parent.layer.sublayers!.map(ObjectIdentifier.init) == parent.subviews.map { ObjectIdentifier($0.layer) })
    }

    @Test("1,000 children added under a visible parent are queued for viewIsAppearing once each, and all appear")
    func childrenQueuedOnce() {
        let root = UIViewController()
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), rootViewController: root)
        host.runUntilIdle()
        let children = (0..<1_000).map { _ in UIViewController() }
        for child in children {
            root.addChild(child)
            root.view.addSubview(child.view)
            child.didMove(toParent: root)
        }
        #expect(children.allSatisfy { $0.appearanceBookkeeping.isQueuedForViewIsAppearing })
        host.runTurn()
        #expect(
            children.allSatisfy {
                $0.appearanceState == .appeared && !$0.appearanceBookkeeping.isQueuedForViewIsAppearing
            })
    }
}
