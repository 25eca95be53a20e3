import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// Spec 24.1–24.3: styles, a column's controller and the children.
@MainActor
@Suite("§24.1–24.3 split view controller columns", .isolatedRuntime)
struct SplitViewColumnsTests {
    @Test("24.1 init(style:) keeps the style; init(nibName:bundle:) is the classic unspecified style")
    func styles() {
        #expect(UISplitViewController(style: .doubleColumn).style == .doubleColumn)
        #expect(UISplitViewController(style: .tripleColumn).style == .tripleColumn)
        #expect(UISplitViewController(nibName: nil, bundle: nil).style == .unspecified)
        #expect(UISplitViewController.Style.tripleColumn.rawValue == 2)
        #expect(UISplitViewController.Column.compact.rawValue == 3)
    }

    @Test(
        "24.2 setViewController wraps a controller that is not a navigation controller, except for the compact column")
    func wrapping() {
        let split = UISplitViewController(style: .doubleColumn)
        let primary = UIViewController()
        let navigation = UINavigationController(rootViewController: UIViewController())
        let compact = UIViewController()
        split.setViewController(primary, for: .primary)
        split.setViewController(navigation, for: .secondary)
        split.setViewController(compact, for: .compact)
        #expect(primary.navigationController != nil && primary.navigationController !== navigation)
        #expect(primary.navigationController?.viewControllers == [primary])
        #expect(navigation.parent === split, "a navigation controller is used as it is")
        #expect(split.viewController(for: .primary) === primary, "24.2: the controller that was set")
        #expect(split.viewController(for: .secondary) === navigation)
        #expect(split.viewController(for: .compact) === compact)
        #expect(compact.parent == nil, "the compact controller is a child only while collapsed")
        #expect(split.viewController(for: .supplementary) == nil)
    }

    @Test("24.3 expanded, the columns' navigation controllers are the children and viewControllers, primary first")
    func childrenExpanded() {
        let scene = SplitViewScene(style: .tripleColumn)
        let expected: [UIViewController] = [scene.navigation("P"), scene.navigation("U"), scene.navigation("S")]
        #expect(scene.split.children == expected)
        #expect(scene.split.viewControllers == expected)
        #expect(!scene.split.isCollapsed)
        #expect(scene.violations.isEmpty)
    }

    @Test("24.3 splitViewController answers the nearest split view controller ancestor")
    func lookup() {
        let scene = SplitViewScene()
        #expect(scene["P"].splitViewController === scene.split)
        #expect(scene.navigation("S").splitViewController === scene.split)
        #expect(scene.split.splitViewController == nil)
        #expect(UIViewController().splitViewController == nil)
    }

    @Test("24.2 replacing the secondary on screen: the old column leaves and disappears, the new one appears")
    func replaceOnScreen() {
        let scene = SplitViewScene()
        let replacement = UIViewController()
        scene.trace.recorder.watch(replacement, as: "R")
        scene.split.setViewController(replacement, for: .secondary)
        scene.host.runUntilIdle()
        let newNavigation = replacement.navigationController
        #expect(newNavigation?.parent === scene.split)
        #expect(scene.navigation("S").parent == nil)
        #expect(scene["S"].viewIfLoaded?.window == nil)
        #expect(replacement.viewIfLoaded?.window != nil)
        #expect(
            scene.trace.lines == [
                "R.willMove(toParent: UINavigationController)",
                "Snav.willMove(toParent: nil)", "Snav.viewWillDisappear(false) movingFromParent",
                "S.viewWillDisappear(false)", "Snav.didMove(toParent: nil)",
                "R.viewDidLoad", "R.viewWillAppear(false) movingToParent", "R.viewIsAppearing(false) movingToParent",
                "Snav.viewDidDisappear(false) movingFromParent", "S.viewDidDisappear(false)",
                "R.viewDidAppear(false) movingToParent", "R.didMove(toParent: UINavigationController)",
            ])
        #expect(scene.violations.isEmpty)
    }

    @Test("24.1 column API on the classic style and viewControllers on a column style are refused")
    func styleMisuse() {
        let classic = UISplitViewController(nibName: nil, bundle: nil)
        expectDiagnostic(.invalidSplitViewControllerUse) {
            classic.setViewController(UIViewController(), for: .primary)
        }
        #expect(classic.viewController(for: .primary) == nil)
        let split = UISplitViewController(style: .doubleColumn)
        expectDiagnostic(.invalidSplitViewControllerUse) { split.viewControllers = [UIViewController()] }
        #expect(split.viewControllers.isEmpty && split.children.isEmpty)
    }

    @Test("24.2 a supplementary controller on a double-column split view controller is refused")
    func supplementaryOnDouble() {
        let split = UISplitViewController(style: .doubleColumn)
        expectDiagnostic(.invalidSplitViewControllerUse) {
            split.setViewController(UIViewController(), for: .supplementary)
        }
        #expect(split.viewController(for: .supplementary) == nil && split.children.isEmpty)
    }

    @Test("24.3 the same controller in two columns, or the split view controller itself, is refused")
    func sameControllerTwice() {
        let split = UISplitViewController(style: .doubleColumn)
        let controller = UIViewController()
        split.setViewController(controller, for: .primary)
        expectDiagnostic(.invalidSplitViewControllerUse) { split.setViewController(controller, for: .secondary) }
        expectDiagnostic(.invalidSplitViewControllerUse) { split.setViewController(split, for: .secondary) }
        #expect(split.viewController(for: .secondary) == nil)
        #expect(split.children.count == 1)
        let owned = UIViewController()
        let other = UINavigationController(rootViewController: owned)
        expectDiagnostic(.invalidSplitViewControllerUse) { split.setViewController(owned, for: .secondary) }
        #expect(owned.parent === other)
    }

    @Test("24.1 a classic split view controller shows its primary and secondary side by side")
    func classic() {
        let split = UISplitViewController(nibName: nil, bundle: nil)
        let primary = UIViewController()
        let secondary = UIViewController()
        split.viewControllers = [primary, secondary]
        let host = HeadlessHost(size: splitRegularSize, rootViewController: split)
        host.runUntilIdle()
        #expect(split.children == [primary, secondary])
        #expect(primary.view.frame == CGRect(x: 0, y: 0, width: 320, height: 834))
        #expect(secondary.view.frame == CGRect(x: 320, y: 0, width: 874, height: 834))
        #expect(HierarchyValidator.violations(in: host.window, settled: true).isEmpty)
    }
}
