import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits
import ContainmentTesting

@MainActor
@Suite("The view's own guides: margins, safe area, readable content (spec 17.12–17.14)", .isolatedRuntime)
struct SystemLayoutGuideTests {
    private func constraint(_ view: UIView, _ identifier: String) -> NSLayoutConstraint? {
        view.constraints.first { $0.identifier == identifier }
    }

    @Test(
        "17.13 layoutMarginsGuide is made once, owned by the view, not in layoutGuides, named UIViewLayoutMarginsGuide")
    func marginsGuideIdentity() {
        let view = UIView()
        let guide = view.layoutMarginsGuide
        #expect(view.layoutMarginsGuide === guide)
        #expect(guide.owningView === view && guide.identifier == "UIViewLayoutMarginsGuide")
        #expect(view.layoutGuides.isEmpty)
        #expect(view.safeAreaLayoutGuide.identifier == "UIViewSafeAreaLayoutGuide")
        #expect(view.readableContentGuide.identifier == "UIViewReadableContentGuide")
        #expect(
            view.safeAreaLayoutGuide === view.safeAreaLayoutGuide
                && view.readableContentGuide === view.readableContentGuide)
    }

    @Test(
        "17.13 the margins guide is tied by UIKit's four required constraints, installed on the view, holding the margins"
    )
    func marginsGuideConstraints() {
        let view = UIView()
        view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let guide = view.layoutMarginsGuide
        let left = constraint(view, "UIView-leftMargin-guide-constraint")
        let right = constraint(view, "UIView-rightMargin-guide-constraint")
        let top = constraint(view, "UIView-topMargin-guide-constraint")
        let bottom = constraint(view, "UIView-bottomMargin-guide-constraint")
        #expect(
            left?.firstItem === guide && left?.firstAttribute == .left && left?.secondItem === view
                && left?.constant == 2)
        #expect(
            right?.firstItem === view && right?.firstAttribute == .right && right?.secondItem === guide
                && right?.constant == 4)
        #expect(top?.firstItem === guide && top?.constant == 1 && bottom?.firstItem === view && bottom?.constant == 3)
        #expect([left, right, top, bottom].allSatisfy { $0?.isActive == true && $0?.priority == .required })
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40)
        #expect(left?.constant == 20 && right?.constant == 40 && top?.constant == 10 && bottom?.constant == 30)
    }

    @Test("17.14 the safe-area guide's constraints follow hostSafeAreaInsets through the layout pass")
    func safeAreaGuide() {
        let host = HeadlessHost()
        let view = UIView(frame: host.window.bounds)
        host.window.addSubview(view)
        let guide = view.safeAreaLayoutGuide
        let top = constraint(view, "UIViewSafeAreaLayoutGuide-top")
        #expect(top?.firstItem === guide && top?.constant == 0)
        host.window.hostSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        host.runUntilIdle()
        #expect(top?.constant == 47)
        #expect(constraint(view, "UIViewSafeAreaLayoutGuide-bottom")?.constant == 34)
        #expect(constraint(view, "UIViewSafeAreaLayoutGuide-left")?.constant == 0)
        #expect(constraint(view, "UIViewSafeAreaLayoutGuide-right")?.constant == 0)
    }

    @Test("17.13 the margins guide follows a safe-area change in the layout pass")
    func marginsGuideFollowsSafeArea() {
        let host = HeadlessHost()
        let view = UIView(frame: host.window.bounds)
        host.window.addSubview(view)
        _ = view.layoutMarginsGuide
        host.window.hostSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        host.runUntilIdle()
        #expect(constraint(view, "UIView-topMargin-guide-constraint")?.constant == 28)
    }

    @Test("17.13 margin attributes resolve through layoutMarginsGuide for the bridge")
    func marginAttributeTerm() {
        let view = UIView()
        guard case .attribute(let reference, let attribute) = view.marginAttributeTerm(.leadingMargin) else {
            Issue.record("expected an attribute term")
            return
        }
        #expect(reference.object === view.layoutMarginsGuide && attribute == .leading)
        guard case .attribute(let own, let plain) = view.marginAttributeTerm(.top) else { return }
        #expect(own.object === view && plain == .top)
        if case .attribute(_, let centre) = view.marginAttributeTerm(.centerYWithinMargins) {
            #expect(centre == .centerY)
        }
    }

    @Test("17.13 the readable content guide sits in the margins guide, centred, at most 672 wide (documented choice)")
    func readableGuide() {
        let view = UIView()
        let readable = view.readableContentGuide
        let margins = view.layoutMarginsGuide
        let width = constraint(view, "UIViewReadableContentGuide-width")
        #expect(width?.firstItem === readable && width?.relation == .lessThanOrEqual && width?.constant == 672)
        let centre = constraint(view, "UIViewReadableContentGuide-centerX")
        #expect(centre?.secondItem === margins && centre?.firstAttribute == .centerX)
        #expect(constraint(view, "UIViewReadableContentGuide-preferredWidth")?.priority == UILayoutPriority(999))
        #expect(view.constraints.count == 4 + 7)
        #expect(view.constraints.allSatisfy { $0.isActive })
    }
}
