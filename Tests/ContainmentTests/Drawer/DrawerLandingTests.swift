import Foundation
import Testing
@_spi(Testing) import PortableUIKit
import Containment
import ContainmentTesting
import ContainmentTestTraits

/// At rest the center sits at the open side's offset (issue 18; both cases found by RandomDrawer):
/// also when the side a movement heads for loses its drawer, and when the drawer was opened off
/// screen against bounds that never got a layout pass.
@MainActor
@Suite("DrawerController lands where it is open", .isolatedRuntime)
struct DrawerLandingTests {
    @Test(
        "issue 18 emptying the side a movement heads for lands the drawer at once where it is open; nothing stays half-way"
    )
    func emptyingTheTargetSideLands() {
        let f = DrawerFixture()
        f.drawer.toggleDrawerSide(.left, animated: true, completion: nil)
        f.host.advance(by: 0.3)
        f.drawer.openDrawerSide(.right, animated: true, completion: nil)
        let diagnostics = PortableUIKitDiagnostics.collecting { f.drawer.setDrawerViewController(nil, for: .right) }
            .diagnostics
        #expect(diagnostics.isEmpty)
        f.settle()
        #expect(f.drawer.rightDrawerViewController == nil)
        #expect(
            f.centerX == f.drawer.geometry.openOffset(for: f.drawer.openSide),
            "center at \(f.centerX), open side \(f.drawer.openSide)")
        #expect(f.right.parent == nil && f.right.appearanceState == .disappeared)
        f.expectValid(settled: true)
    }

    @Test(
        "issue 18 a drawer opened off screen after a resize that never got a layout pass sits at the open offset once shown"
    )
    func openedOffScreenAfterResize() {
        let f = DrawerFixture()
        f.host.resize(to: CGSize(width: 200, height: 300))
        f.host.window.rootViewController = UIViewController()
        f.host.resize(to: CGSize(width: 390, height: 844))
        f.drawer.openDrawerSide(.right, animated: true, completion: nil)
        f.host.window.rootViewController = f.drawer
        f.settle()
        #expect(f.drawer.openSide == .right)
        #expect(f.centerX == f.drawer.geometry.openOffset(for: .right), "center at \(f.centerX)")
        #expect(f.centerX == -f.drawer.maximumRightDrawerWidth, "the whole drawer width shows")
        f.expectValid(settled: true)
    }
}
