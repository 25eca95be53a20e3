import Foundation
import Testing
@_spi(Testing) import PortableUIKit
import Containment
import ContainmentTesting
import ContainmentTestTraits

/// The TransitionContainerController guide's example, kept true.
@MainActor
@Suite("Guide: TransitionContainerController", .isolatedRuntime)
struct TransitionContainerGuideTests {
    final class Flips: TransitionContainerControllerDelegate {
        func containerController(
            _ containerController: TransitionContainerController,
            animationControllerForTransitionFrom fromVC: UIViewController,
            to toVC: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? {
            FlipTransitionAnimator(options: [.transitionFlipFromRight, .curveEaseIn])
        }
    }

    @Test("the guide's example flips to archive, then waits and switches to settings")
    func example() {
        let inbox = UIViewController(), archive = UIViewController(), settings = UIViewController()
        let container = TransitionContainerController(viewControllers: [inbox, archive, settings])
        let host = HeadlessHost(rootViewController: container)
        host.runUntilIdle()
        let flips = Flips()
        container.delegate = flips
        container.setSelectedViewController(archive, animated: true)
        container.selectedIndex = 2
        container.interactivePanGestureRecognizer.isEnabled = false
        host.advance(by: 0.1)
        #expect(!CATransform3DIsIdentity(container.contentView.layer.presentation()!.transform), "flipping")
        #expect(container.selectedViewController === inbox, "the flip is still running; settings waits")
        host.runUntilIdle()
        #expect(container.selectedViewController === settings && container.children == [settings])
        #expect(HierarchyValidator.violations(in: host.window, settled: true).isEmpty)
    }
}
