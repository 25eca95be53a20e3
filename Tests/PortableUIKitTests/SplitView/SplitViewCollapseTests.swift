import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// Spec 24.7 and 24.9: collapsing into one navigation stack in a compact width and expanding
/// back, with the containment and appearance of every column as a size transition crosses the
/// boundary, and the hierarchy valid at rest.
@MainActor
@Suite("§24.7 §24.9 split view controller collapse and expand", .isolatedRuntime)
struct SplitViewCollapseTests {
    func names(_ controllers: [UIViewController], _ scene: SplitViewScene) -> [String] {
        controllers.map { scene.trace.recorder.name(of: $0) }
    }

    @Test("24.7 resizing to a compact width collapses: the secondary's controllers move onto the primary's stack")
    func collapse() {
        let scene = SplitViewScene()
        scene.resize(to: splitCompactSize)
        #expect(
            scene.trace.lines == [
                "delegate.topColumnForCollapsing(proposed: secondary)",
                "S.willMove(toParent: nil)", "S.viewWillDisappear(false) movingFromParent", "S.didMove(toParent: nil)",
                "Snav.willMove(toParent: nil)", "Snav.viewWillDisappear(false) movingFromParent",
                "Snav.didMove(toParent: nil)",
                "S.willMove(toParent: Pnav)",
                "delegate.didCollapse(isCollapsed: true)",
                "P.viewWillDisappear(false)",
                "S.viewWillAppear(false) movingToParent", "S.viewIsAppearing(false) movingToParent",
                "S.viewDidAppear(false) movingToParent",
                "Snav.viewDidDisappear(false) movingFromParent",
                "P.viewDidDisappear(false)",
                "S.didMove(toParent: Pnav)",
            ], "24.9: S leaves its column and appears again on top of the primary's stack (a reversed transition)")
        #expect(scene.split.isCollapsed)
        #expect(names(scene.split.children, scene) == ["Pnav"])
        #expect(names(scene.split.viewControllers, scene) == ["Pnav"], "24.3: one child collapsed")
        #expect(names(scene.navigation("P").viewControllers, scene) == ["P", "S"])
        #expect(scene.navigation("S").viewControllers.isEmpty)
        #expect(scene.split.viewController(for: .secondary) === scene["S"])
        #expect(scene.onScreen == ["Pnav", "S"])
        #expect(scene.navigation("P").view.frame == CGRect(origin: .zero, size: splitCompactSize))
        #expect(scene.violations.isEmpty)
    }

    @Test("24.7 expanding moves the controllers back to their column, with what was pushed above them")
    func expand() {
        let scene = SplitViewScene()
        scene.resize(to: splitCompactSize)
        let pushed = UIViewController()
        scene.trace.recorder.watch(pushed, as: "X")
        scene.navigation("P").pushViewController(pushed, animated: false)
        scene.host.runUntilIdle()
        scene.trace.reset()
        scene.resize(to: splitRegularSize)
        #expect(
            scene.trace.lines == [
                "delegate.displayModeForExpanding(proposed: oneBesideSecondary)",
                "X.willMove(toParent: nil)", "X.viewWillDisappear(false) movingFromParent", "X.didMove(toParent: nil)",
                "S.willMove(toParent: nil)", "S.didMove(toParent: nil)",
                "S.willMove(toParent: Snav)", "X.willMove(toParent: Snav)",
                "Snav.willMove(toParent: split)",
                "Snav.viewWillAppear(false) movingToParent", "X.viewWillAppear(false) movingToParent",
                "Snav.didMove(toParent: split)",
                "delegate.didExpand(isCollapsed: false)",
                "Snav.viewIsAppearing(false) movingToParent", "X.viewIsAppearing(false) movingToParent",
                "P.viewWillAppear(false)", "P.viewIsAppearing(false)",
                "X.viewDidAppear(false) movingToParent", "Snav.viewDidAppear(false) movingToParent",
                "P.viewDidAppear(false)",
                "S.didMove(toParent: Snav)", "X.didMove(toParent: Snav)",
            ])
        #expect(!scene.split.isCollapsed)
        #expect(names(scene.split.children, scene) == ["Pnav", "Snav"])
        #expect(names(scene.navigation("P").viewControllers, scene) == ["P"])
        #expect(names(scene.navigation("S").viewControllers, scene) == ["S", "X"])
        #expect(scene.onScreen == ["P", "Pnav", "Snav"] && pushed.view.window != nil)
        #expect(scene.navigation("S").view.frame == CGRect(x: 320, y: 0, width: 874, height: 834))
        #expect(scene.violations.isEmpty)
    }

    @Test("24.7 the delegate's top column .primary keeps the secondary off the stack")
    func topColumnPrimary() {
        let scene = SplitViewScene()
        scene.trace.topColumn = .primary
        scene.resize(to: splitCompactSize)
        #expect(names(scene.navigation("P").viewControllers, scene) == ["P"])
        #expect(names(scene.navigation("S").viewControllers, scene) == ["S"], "the secondary keeps its stack")
        #expect(scene.navigation("S").parent == nil)
        #expect(scene.onScreen == ["P", "Pnav"])
        #expect(scene.trace.recorder.callbacks(of: "P").isEmpty, "the primary stays on screen untouched")
        #expect(scene.violations.isEmpty)
        scene.resize(to: splitRegularSize)
        #expect(scene.onScreen == ["P", "Pnav", "S", "Snav"])
        #expect(scene.violations.isEmpty)
    }

    @Test(
        "24.7 with a compact column controller, collapsing shows it instead of the columns, and expanding brings them back"
    )
    func compactColumn() {
        let scene = SplitViewScene(compact: true)
        scene.resize(to: splitCompactSize)
        #expect(names(scene.split.children, scene) == ["C"])
        #expect(names(scene.split.viewControllers, scene) == ["C"])
        #expect(scene.onScreen == ["C"])
        #expect(names(scene.navigation("S").viewControllers, scene) == ["S"], "no stack moves")
        #expect(
            scene.trace.lines == [
                "Pnav.willMove(toParent: nil)", "Snav.willMove(toParent: nil)", "C.willMove(toParent: split)",
                "Pnav.viewWillDisappear(false) movingFromParent", "P.viewWillDisappear(false)",
                "Snav.viewWillDisappear(false) movingFromParent", "S.viewWillDisappear(false)",
                "C.viewDidLoad", "C.viewWillAppear(false) movingToParent",
                "Pnav.didMove(toParent: nil)", "Snav.didMove(toParent: nil)", "C.didMove(toParent: split)",
                "delegate.didCollapse(isCollapsed: true)",
                "C.viewIsAppearing(false) movingToParent",
                "Pnav.viewDidDisappear(false) movingFromParent", "P.viewDidDisappear(false)",
                "Snav.viewDidDisappear(false) movingFromParent", "S.viewDidDisappear(false)",
                "C.viewDidAppear(false) movingToParent",
            ])
        #expect(scene.violations.isEmpty)
        scene.trace.reset()
        scene.resize(to: splitRegularSize)
        #expect(names(scene.split.children, scene) == ["Pnav", "Snav"])
        #expect(scene.onScreen == ["P", "Pnav", "S", "Snav"])
        #expect(scene.trace.recorder.callbacks(of: "C").last == "viewDidDisappear(false) movingFromParent")
        #expect(scene.violations.isEmpty)
    }

    @Test("24.7 a triple column collapses the supplementary and the secondary onto the primary, and expands them back")
    func tripleColumn() {
        let scene = SplitViewScene(style: .tripleColumn)
        scene.resize(to: splitCompactSize)
        #expect(names(scene.navigation("P").viewControllers, scene) == ["P", "U", "S"])
        #expect(scene.onScreen == ["Pnav", "S"])
        #expect(scene.violations.isEmpty)
        scene.resize(to: splitRegularSize)
        #expect(names(scene.navigation("P").viewControllers, scene) == ["P"])
        #expect(names(scene.navigation("U").viewControllers, scene) == ["U"])
        #expect(names(scene.navigation("S").viewControllers, scene) == ["S"])
        #expect(scene.onScreen == ["P", "Pnav", "S", "Snav", "U", "Unav"])
        #expect(scene.violations.isEmpty)
    }

    @Test("24.7 a split view controller that first appears in a compact width is collapsed before its columns appear")
    func startsCollapsed() {
        let scene = SplitViewScene(size: splitCompactSize)
        #expect(scene.split.isCollapsed)
        #expect(names(scene.navigation("P").viewControllers, scene) == ["P", "S"])
        #expect(scene.onScreen == ["Pnav", "S"])
        #expect(scene.violations.isEmpty)
    }

    @Test("24.7 expanding asks the delegate for the display mode and uses its answer")
    func expandingDisplayMode() {
        let scene = SplitViewScene()
        scene.trace.expandingDisplayMode = .secondaryOnly
        scene.resize(to: splitCompactSize)
        scene.resize(to: splitRegularSize)
        #expect(scene.split.displayMode == .secondaryOnly)
        #expect(scene.onScreen == ["S", "Snav"])
        #expect(scene.violations.isEmpty)
    }

    @Test("24.4 collapsed, show(.primary) pops back to the primary and show(.secondary) pushes the secondary again")
    func showWhileCollapsed() {
        let scene = SplitViewScene()
        scene.resize(to: splitCompactSize)
        scene.split.show(.primary)
        scene.host.advance(by: 1)
        scene.host.runUntilIdle()
        #expect(names(scene.navigation("P").viewControllers, scene) == ["P"])
        #expect(scene.onScreen == ["P", "Pnav"])
        scene.split.hide(.primary)
        scene.split.hide(.secondary)
        scene.host.runUntilIdle()
        #expect(names(scene.navigation("P").viewControllers, scene) == ["P"], "24.4: hiding the primary is ignored")
        scene.split.show(.secondary)
        scene.host.advance(by: 1)
        scene.host.runUntilIdle()
        #expect(names(scene.navigation("P").viewControllers, scene) == ["P", "S"])
        scene.split.hide(.secondary)
        scene.host.advance(by: 1)
        scene.host.runUntilIdle()
        #expect(names(scene.navigation("P").viewControllers, scene) == ["P"])
        #expect(scene.violations.isEmpty)
        scene.resize(to: splitRegularSize)
        #expect(
            names(scene.navigation("S").viewControllers, scene) == ["S"], "the popped secondary returns to its column")
        #expect(scene.onScreen == ["P", "Pnav", "S", "Snav"])
        #expect(scene.violations.isEmpty)
    }
}
