import Foundation
import Testing
@_spi(Testing) import PortableUIKit
import Containment
import ContainmentTesting
import ContainmentTestTraits

/// The DrawerController guide's example, kept true.
@MainActor
@Suite("Guide: DrawerController", .isolatedRuntime)
struct DrawerGuideTests {
    @Test("the guide's example opens the left drawer, then swaps the center as it closes")
    func example() {
        let inbox = UIViewController(), menu = UIViewController(), filters = UIViewController()
        let archive = UIViewController()
        let drawer = DrawerController(
            centerViewController: UINavigationController(rootViewController: inbox),
            leftDrawerViewController: menu, rightDrawerViewController: filters)
        let host = HeadlessHost(rootViewController: drawer)
        host.runUntilIdle()
        drawer.maximumLeftDrawerWidth = 300
        drawer.openDrawerGestureModeMask = [.bezelPanningCenterView, .panningNavigationBar]
        drawer.closeDrawerGestureModeMask = .all
        drawer.visualState = .parallax(factor: 3)
        var opened: Bool?
        drawer.toggleLeftDrawerSide(animated: true) { finished in opened = finished }
        host.runUntilIdle()
        #expect(opened == true && drawer.openSide == .left && drawer.centerContainerView.frame.minX == 300)
        #expect(menu.appearanceState == .appeared)
        drawer.setCenter(archive, withCloseAnimation: true, completion: nil)
        host.runUntilIdle()
        #expect(drawer.openSide == .none && drawer.centerViewController === archive)
        #expect(archive.appearanceState == .appeared && menu.appearanceState == .disappeared)
        #expect(HierarchyValidator.violations(in: host.window, settled: true).isEmpty)
    }
}
