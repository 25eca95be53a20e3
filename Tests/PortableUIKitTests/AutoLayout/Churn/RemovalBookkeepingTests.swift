import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

/// The per-view constraint lists behind removal (issue 42, item 3): `constraints` keeps
/// installation order however views leave, and a constraint whose installing view was freed is
/// listed once when it is activated again.
@MainActor
@Suite("Auto Layout under churn: removal bookkeeping (17.4, 17.15, 17.15b)", .isolatedRuntime)
struct RemovalBookkeepingTests {
    @Test("17.15b a view's constraints keep installation order while its subviews leave in any order")
    func installationOrderSurvivesRemovals() {
        let host = HeadlessHost()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        host.window.addSubview(box)
        let views = (0..<60).map { _ in constrainedView(in: box) }
        var placed: [[NSLayoutConstraint]] = []
        for (index, view) in views.enumerated() {
            let four = [
                view.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: CGFloat(index)),
                view.topAnchor.constraint(equalTo: box.topAnchor, constant: 2),
                view.widthAnchor.constraint(equalToConstant: 3),
                view.heightAnchor.constraint(equalToConstant: 4),
            ]
            box.addConstraints(four)
            placed.append(four)
        }
        box.layoutIfNeeded()
        // Two of every three views front to back (holes in the middle), then back to front (holes
        // at the end, and the list compacts once they outnumber the constraints left).
        var gone = Set<Int>()
        for index in 0..<45 where index % 3 != 1 {
            views[index].removeFromSuperview()
            gone.insert(index)
        }
        for index in (45..<60).reversed() where index % 3 != 1 {
            views[index].removeFromSuperview()
            gone.insert(index)
        }
        let expected = placed.indices.filter { !gone.contains($0) }.flatMap { placed[$0] }
        #expect(box.constraints.count == expected.count)
        #expect(zip(box.constraints, expected).allSatisfy { $0 === $1 })
        #expect(placed.indices.allSatisfy { index in placed[index].allSatisfy { $0.isActive != gone.contains(index) } })
        // A constraint installed afterwards comes last; the views left still lay out.
        placed[1][2].isActive = false
        let late = views[1].widthAnchor.constraint(equalToConstant: 7)
        box.addConstraint(late)
        #expect(box.constraints.last === late)
        #expect(box.constraints.count == expected.count)
        box.layoutIfNeeded()
        #expect(views[1].frame == CGRect(x: 1, y: 2, width: 7, height: 4))
        #expect(views[43].frame == CGRect(x: 43, y: 2, width: 3, height: 4))
    }

    @Test("17.4 a constraint whose installing view was freed is activated again once and leaves with its item")
    func constraintOfFreedInstallingViewActivatesAgain() {
        let host = HeadlessHost()
        let first = UIView(), second = UIView()
        first.translatesAutoresizingMaskIntoConstraints = false
        second.translatesAutoresizingMaskIntoConstraints = false
        let link = first.leadingAnchor.constraint(equalTo: second.trailingAnchor, constant: 5)
        do {
            let container = UIView()
            container.addSubview(first)
            container.addSubview(second)
            link.isActive = true
            #expect(link.isActive)
        }
        // The container is freed with the constraint installed on it: its views list it still.
        #expect(!link.isActive)
        #expect(first.autoLayoutState?.usedBy.count == 1)
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        host.window.addSubview(box)
        box.addSubview(first)
        box.addSubview(second)
        pinFrame(second, to: box, CGRect(x: 10, y: 0, width: 20, height: 10))
        pin(first, .top, to: box, .top)
        pin(first, .width, 30)
        pin(first, .height, 10)
        link.isActive = true
        #expect(box.constraints.filter { $0 === link }.count == 1)
        #expect(first.autoLayoutState?.usedBy.all.filter { $0 === link }.count == 1)
        #expect(second.autoLayoutState?.usedBy.all.filter { $0 === link }.count == 1)
        box.layoutIfNeeded()
        #expect(first.frame == CGRect(x: 35, y: 0, width: 30, height: 10))
        first.removeFromSuperview()
        #expect(!link.isActive)
        #expect(first.autoLayoutState?.usedBy.all.contains { $0 === link } == false)
        #expect(second.autoLayoutState?.usedBy.all.contains { $0 === link } == false)
        #expect(!box.constraints.contains { $0 === link })
    }
}
