import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// Spec 16.4 and 14.6: the delegate's orientation hooks and the page curl's spine across a
/// rotation-like resize.
@MainActor
@Suite("§16.4 §14.6 page view controller orientation hooks", .isolatedRuntime)
struct PageViewOrientationTests {
    @MainActor
    final class OrientationDelegate: NSObject, UIPageViewControllerDelegate {
        var spine: UIPageViewController.SpineLocation = .max
        var asked: [UIInterfaceOrientation] = []

        func pageViewController(
            _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
        ) -> UIPageViewController.SpineLocation {
            asked.append(orientation)
            return spine
        }

        func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController)
            -> UIInterfaceOrientationMask
        { .landscape }

        func pageViewControllerPreferredInterfaceOrientationForPresentation(_ pageViewController: UIPageViewController)
            -> UIInterfaceOrientation
        { .landscapeLeft }
    }

    @MainActor
    final class SilentDelegate: NSObject, UIPageViewControllerDelegate {}

    @Test(
        "14.6 supportedInterfaceOrientations and preferredInterfaceOrientationForPresentation come from the delegate's hooks; without them, UIViewController's defaults"
    )
    func orientationHooks() {
        let pvc = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        #expect(pvc.supportedInterfaceOrientations == .allButUpsideDown)
        let silent = SilentDelegate()
        pvc.delegate = silent
        #expect(pvc.supportedInterfaceOrientations == .allButUpsideDown)
        #expect(pvc.preferredInterfaceOrientationForPresentation == .portrait)
        let hooks = OrientationDelegate()
        pvc.delegate = hooks
        #expect(pvc.supportedInterfaceOrientations == .landscape)
        #expect(pvc.preferredInterfaceOrientationForPresentation == .landscapeLeft)
    }

    /// Turns the interface of `scene` to `size` with a window resize, whose
    /// `viewWillTransition(to:with:)` (spec 14.7) asks for the spine.
    func rotate(_ scene: PageScene, to size: CGSize) {
        scene.host.resize(to: size)
        scene.host.runUntilIdle()
    }

    @Test(
        "16.4 page curl: turning to landscape asks spineLocationFor(.landscapeRight) and takes the answer; a size keeping the orientation does not ask"
    )
    func spineFollowsOrientation() {
        let scene = PageScene(style: .pageCurl)
        let hooks = OrientationDelegate()
        scene.pvc.delegate = hooks
        rotate(scene, to: CGSize(width: 330, height: 480))
        #expect(hooks.asked.isEmpty, "still portrait")
        rotate(scene, to: CGSize(width: 480, height: 320))
        #expect(hooks.asked == [.landscapeRight])
        #expect(scene.pvc.spineLocation == .max)
        #expect(scene["A"].view.frame == CGRect(x: 0, y: 0, width: 480, height: 320), "the page follows the new size")
        // A .mid answer is refused: single-sided pages only.
        hooks.spine = .mid
        expectDiagnostic(.invalidPageViewControllerUse) {
            rotate(scene, to: CGSize(width: 320, height: 480))
        }
        #expect(hooks.asked == [.landscapeRight, .portrait])
        #expect(scene.pvc.spineLocation == .max)
        // Without the hook the spine stays.
        let silent = SilentDelegate()
        scene.pvc.delegate = silent
        rotate(scene, to: CGSize(width: 480, height: 320))
        #expect(scene.pvc.spineLocation == .max)
    }

    @Test("16.4 the scroll style never asks for a spine location")
    func scrollNeverAsks() {
        let scene = PageScene()
        let hooks = OrientationDelegate()
        scene.pvc.delegate = hooks
        rotate(scene, to: CGSize(width: 480, height: 320))
        #expect(hooks.asked.isEmpty)
        #expect(scene.pvc.spineLocation == .none)
        #expect(scene["A"].view.frame.size == CGSize(width: 480, height: 320))
    }
}
