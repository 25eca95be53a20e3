import Foundation
import Testing
@_spi(Testing) import PortableUIKit
import Containment
import ContainmentTesting
import ContainmentTestTraits

/// Issue 18: the drawer's motion and gesture settings refuse values that describe no motion or
/// no width, keeping the previous value, so an open still lands.
@MainActor
@Suite("DrawerController settings validation (issue 18)", .isolatedRuntime)
struct DrawerSettingsValidationTests {
    @Test(
        "issue 18 drawer: minimumAnimationDuration refuses NaN, ±inf, negative and over 60 s; bezelRange refuses NaN, ±inf and negative"
    )
    func settingsRefuseNonsense() {
        let drawer = DrawerController(
            centerViewController: UIViewController(), leftDrawerViewController: UIViewController(),
            rightDrawerViewController: nil)
        drawer.minimumAnimationDuration = 0.5
        for bad: CGFloat in [.nan, .infinity, -.infinity, -1, 61, 1e300] {
            expectDiagnostic(.invalidContainerUse) { drawer.minimumAnimationDuration = bad }
            #expect(drawer.minimumAnimationDuration == 0.5, "\(bad) was refused")
        }
        drawer.minimumAnimationDuration = 0
        #expect(drawer.minimumAnimationDuration == 0, "0 is a valid minimum")
        drawer.minimumAnimationDuration = 60
        #expect(drawer.minimumAnimationDuration == 60, "60 s is the longest accepted")
        for bad: CGFloat in [.nan, .infinity, -.infinity, -1] {
            expectDiagnostic(.invalidContainerUse) { drawer.bezelRange = bad }
            #expect(drawer.bezelRange == DrawerController.defaultBezelRange)
        }
        drawer.bezelRange = 1e300
        #expect(drawer.bezelRange == 1e300, "a huge bezel is the whole view")
    }

    @Test(
        "issue 18 drawer: after a refused minimumAnimationDuration of 1e300 an animated open lands with finite frames")
    func openLandsAfterRefusal() {
        let drawer = DrawerController(
            centerViewController: UIViewController(), leftDrawerViewController: UIViewController(),
            rightDrawerViewController: nil)
        let host = HeadlessHost(rootViewController: drawer)
        host.runUntilIdle()
        expectDiagnostic(.invalidContainerUse) { drawer.minimumAnimationDuration = 1e300 }
        var landed: Bool?
        drawer.openDrawerSide(.left, animated: true) { landed = $0 }
        host.advance(by: 2)
        host.runUntilIdle()
        #expect(landed == true && drawer.openSide == .left)
        #expect(drawer.centerViewController?.view.frame.minX.isFinite == true)
        #expect(HierarchyValidator.violations(in: host.window).isEmpty)
    }
}
