import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits
import ContainmentTesting

/// Counts `layoutMarginsDidChange()`.
final class MarginCountingView: UIView {
    var changes = 0
    override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        changes += 1
    }
}

/// Counts `viewLayoutMarginsDidChange()`.
final class MarginCountingController: UIViewController {
    var changes = 0
    override func viewLayoutMarginsDidChange() {
        super.viewLayoutMarginsDidChange()
        changes += 1
    }
}

@MainActor
@Suite("Layout margins (spec 17.13)", .isolatedRuntime) struct LayoutMarginsTests {
    @Test(
        "17.13 an ordinary view's margins are 8 on every side, in both forms; the flags default to insets true, preserves false"
    )
    func defaults() {
        let view = UIView()
        #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
        #expect(view.insetsLayoutMarginsFromSafeArea && !view.preservesSuperviewLayoutMargins)
    }

    @Test("17.13 layoutMargins and directionalLayoutMargins stay in sync: leading is left, or right in right-to-left")
    func sync() {
        let view = UIView()
        view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 1, leading: 4, bottom: 3, trailing: 2))
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 9)
        #expect(view.layoutMargins == UIEdgeInsets(top: 5, left: 9, bottom: 7, right: 6))
        view.semanticContentAttribute = .forceLeftToRight
        #expect(view.layoutMargins == UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 9))
    }

    @Test("17.13 layoutMarginsDidChange() comes with each change of the effective margins, not with an equal value")
    func didChange() {
        let view = MarginCountingView()
        view.layoutMargins = UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
        #expect(view.changes == 1)
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        #expect(view.changes == 1)
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 2, leading: 1, bottom: 1, trailing: 1)
        #expect(view.changes == 2)
    }

    @Test("17.13 non-finite margins are refused with invalidLayoutUse and the view keeps its margins")
    func nonFinite() {
        let view = MarginCountingView()
        expectDiagnostic(.invalidLayoutUse) {
            view.layoutMargins = UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        }
        expectDiagnostic(.invalidLayoutUse) {
            view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: .infinity, bottom: 0, trailing: 0)
        }
        #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) && view.changes == 0)
    }

    @Test("17.13 a root view: top and bottom 0, leading and trailing 16 in compact width, 20 in regular")
    func rootView() {
        let host = HeadlessHost()
        let controller = UIViewController()
        host.window.rootViewController = controller
        host.runUntilIdle()
        controller.traitOverrides.horizontalSizeClass = .compact
        #expect(
            controller.systemMinimumLayoutMargins
                == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        controller.traitOverrides.horizontalSizeClass = .regular
        host.runUntilIdle()
        #expect(controller.systemMinimumLayoutMargins.leading == 20)
        #expect(
            controller.view.directionalLayoutMargins
                == NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
    }

    @Test("17.13 a root view's custom margins are raised to the system minimum unless the controller opts out")
    func rootMinimum() {
        let controller = MarginCountingController()
        controller.traitOverrides.horizontalSizeClass = .compact
        controller.view.layoutMargins = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 30)
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 4, left: 16, bottom: 4, right: 30))
        let before = controller.changes
        controller.viewRespectsSystemMinimumLayoutMargins = false
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 30))
        #expect(controller.changes == before + 1)
    }

    @Test("17.13 insetsLayoutMarginsFromSafeArea adds the view's safe-area insets; turned off, the margins stay")
    func safeArea() {
        let host = HeadlessHost(safeAreaInsets: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        let view = MarginCountingView(frame: host.window.bounds)
        host.window.addSubview(view)
        host.runUntilIdle()
        #expect(view.safeAreaInsets.top == 44)
        #expect(view.layoutMargins == UIEdgeInsets(top: 52, left: 8, bottom: 42, right: 8))
        view.insetsLayoutMarginsFromSafeArea = false
        #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    @Test("17.13 a safe-area change reaches layoutMarginsDidChange() in the layout pass")
    func safeAreaChangeInLayoutPass() {
        let host = HeadlessHost()
        let view = MarginCountingView(frame: host.window.bounds)
        host.window.addSubview(view)
        host.runUntilIdle()
        let before = view.changes
        host.window.hostSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        host.runUntilIdle()
        #expect(view.changes == before + 1)
        #expect(view.layoutMargins.top == 28)
    }

    @Test("17.13 preservesSuperviewLayoutMargins: the superview's margin reaching into the view is its least margin")
    func preserves() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        parent.layoutMargins = UIEdgeInsets(top: 30, left: 30, bottom: 30, right: 30)
        let child = UIView(frame: CGRect(x: 10, y: 50, width: 100, height: 100))
        parent.addSubview(child)
        #expect(child.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        child.preservesSuperviewLayoutMargins = true
        #expect(child.layoutMargins == UIEdgeInsets(top: 8, left: 20, bottom: 8, right: 8))
    }
}
