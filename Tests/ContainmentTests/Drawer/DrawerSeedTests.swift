import Foundation
import Testing
@_spi(Testing) import PortableUIKit
import Containment
import ContainmentTesting
import ContainmentTestTraits

/// Seed 000: the drawer condensed to its containment skeleton.
@MainActor
@Suite("DrawerController — seed 000", .isolatedRuntime)
struct DrawerSeedTests {
    @Test("seed 000 view tree: view > childControllerContainerView > centerContainerView; drawers hidden behind")
    func viewTree() {
        let f = DrawerFixture()
        let d = f.drawer
        #expect(d.childControllerContainerView.superview === d.view)
        #expect(d.centerContainerView.superview === d.childControllerContainerView)
        #expect(f.center.view.superview === d.centerContainerView)
        #expect(f.center.view.frame == d.centerContainerView.bounds)
        #expect(f.left.view.superview === d.childControllerContainerView)
        #expect(f.left.view.isHidden && f.right.view.isHidden)
        let subviews = d.childControllerContainerView.subviews
        #expect(subviews.last === d.centerContainerView)
        #expect(d.children.count == 3 && d.children.allSatisfy { $0.parent === d })
        f.expectValid(settled: true)
    }

    @Test(
        "seed 000: opening moves the center right by the maximum width; the left drawer shows at most that wide; closing restores"
    )
    func openAndClose() {
        let f = DrawerFixture(withRight: false)
        let d = f.drawer
        d.maximumLeftDrawerWidth = 210
        d.toggleLeftDrawerSide(animated: false, completion: nil)
        #expect(d.openSide == .left)
        #expect(d.centerContainerView.frame == CGRect(x: 210, y: 0, width: 390, height: 844))
        #expect(!f.left.view.isHidden)
        #expect(f.left.view.frame == CGRect(x: 0, y: 0, width: 210, height: 844))
        #expect(d.visibleLeftDrawerWidth == 210)
        f.settle()
        f.expectValid(settled: true)
        d.toggleLeftDrawerSide(animated: false, completion: nil)
        #expect(d.openSide == .none)
        #expect(d.centerContainerView.frame == d.childControllerContainerView.bounds)
        #expect(f.left.view.isHidden)
        f.settle()
        f.expectValid(settled: true)
    }

    @Test("1.2 containment at creation: each child is added with willMove, then didMove, before any view loads")
    func creationTrace() {
        let recorder = LifecycleRecorder()
        let center = UIViewController(), left = UIViewController()
        recorder.watch(center, as: "C"); recorder.watch(left, as: "L")
        let d = DrawerController(centerViewController: center, leftDrawerViewController: left)
        recorder.watch(d, as: "D")
        #expect(
            recorder.trace == [
                "C.willMove(toParent: DrawerController)", "C.didMove(toParent: DrawerController)",
                "L.willMove(toParent: DrawerController)", "L.didMove(toParent: DrawerController)",
            ])
        #expect(!center.isViewLoaded && !left.isViewLoaded)
    }
}
