import Foundation
import PortableUIKit
import Containment
import ContainmentTesting
@testable import ShowcaseScenes
import Testing
import ContainmentTestTraits

/// The drawer scene's "Left Page Drawer" pill is a real button: a tap in the window (what a
/// click in the live window sends) opens the left drawer.
@MainActor
@Suite("Drawer scene button", .isolatedRuntime)
struct DrawerSceneButtonTests {
    @Test("a tap on the Left Page Drawer button opens the left drawer; a tap beside it does not")
    func buttonOpensDrawer() throws {
        let host = ShowcaseScene.makeHost()
        let scene = try #require(allScenes(fps: 30).first { $0.name == "drawer" })
        _ = scene.build(host)
        host.runUntilIdle()
        let drawer = try #require(host.window.rootViewController as? DrawerController)
        let page = try #require(drawer.centerViewController as? DrawerCenterPage)
        let button = try #require(page.drawerButton)
        #expect(button.currentTitle == "Left Page Drawer")

        host.tap(at: CGPoint(x: 330, y: 600))  // empty center: nothing opens
        host.runUntilIdle()
        #expect(drawer.openSide == .none)

        let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: host.window)
        host.tap(at: center)
        host.runUntilIdle()
        #expect(drawer.openSide == .left)
    }
}
