import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// Spec 24.10: `showDetailViewController(_:sender:)` from a column's controller.
@MainActor
@Suite("§24.10 split view controller showDetailViewController", .isolatedRuntime)
struct SplitViewShowDetailTests {
    @Test("24.10 expanded, showDetailViewController from the primary installs the controller as the secondary")
    func expanded() {
        let scene = SplitViewScene()
        let detail = UIViewController()
        scene["P"].showDetailViewController(detail, sender: nil)
        scene.host.runUntilIdle()
        #expect(scene.split.viewController(for: .secondary) === detail)
        #expect(detail.navigationController?.parent === scene.split)
        #expect(detail.view.window != nil)
        #expect(scene["S"].viewIfLoaded?.window == nil)
        #expect(scene.split.presentedViewController == nil, "nothing is presented")
        #expect(scene.violations.isEmpty)
    }

    @Test("24.10 collapsed, showDetailViewController pushes the controller on the stack shown")
    func collapsed() {
        let scene = SplitViewScene()
        scene.trace.topColumn = .primary
        scene.resize(to: splitCompactSize)
        let detail = UIViewController()
        scene["P"].showDetailViewController(detail, sender: nil)
        scene.host.advance(by: 1)
        scene.host.runUntilIdle()
        #expect(scene.navigation("P").viewControllers == [scene["P"], detail])
        #expect(detail.view.window != nil)
        #expect(scene.violations.isEmpty)
    }

    @Test("24.10 the controller the secondary already has changes nothing")
    func same() {
        let scene = SplitViewScene()
        scene["P"].showDetailViewController(scene["S"], sender: nil)
        scene.host.runUntilIdle()
        #expect(scene.trace.lines.isEmpty)
        #expect(scene.split.viewController(for: .secondary) === scene["S"])
    }
}
