import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// A cross-fade animator: puts the new view in the container at alpha 0 and fades it in.
@MainActor
final class TabFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var ended: [Bool] = []
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        toView.alpha = 0
        UIView.animate(
            withDuration: 0.3, animations: { toView.alpha = 1 },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
    func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
}

/// A tab bar controller delegate that vends the fade (and optionally an interaction controller)
/// and records into a trace.
@MainActor
final class TabAnimatingDelegate: NSObject, UITabBarControllerDelegate {
    let animator = TabFadeAnimator()
    var interaction: UIPercentDrivenInteractiveTransition?
    var asked: [String] = []
    var orientations: UIInterfaceOrientationMask?
    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        asked.append("animator(\(fromVC.title ?? "?") → \(toVC.title ?? "?"))")
        return animator
    }
    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        asked.append("interaction")
        return interaction
    }
    func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController)
        -> UIInterfaceOrientationMask
    {
        orientations ?? .portrait
    }
}

/// A controller with fixed supported orientations.
@MainActor
final class OrientedController: UIViewController {
    var mask: UIInterfaceOrientationMask = .allButUpsideDown
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { mask }
}

/// Spec 15.3 (custom switch animations from the delegate), 5.7 (the coordinator) and 14.6.
@MainActor
@Suite("§15.3 custom tab switch animations, §14.6 tab bar controller orientations", .isolatedRuntime)
struct TabBarCustomSwitchTests {
    @Test(
        "15.3 a delegate animator: will-callbacks (animated) in 5.5 order, the animation, then did-callbacks and animationEnded(true); a transitionCoordinator meanwhile"
    )
    func animatedSwitch() {
        let scene = TabBarScene()
        let delegate = TabAnimatingDelegate()
        scene.tbc.delegate = delegate
        var coordinatorSeen: UIViewControllerTransitionCoordinator?
        var completionRan = false
        scene.tbc.selectedIndex = 1
        coordinatorSeen = scene["B"].transitionCoordinator
        coordinatorSeen?.animate(alongsideTransition: nil) { _ in completionRan = true }
        #expect(delegate.asked == ["animator(A → B)", "interaction"])
        #expect(
            scene.trace.recorder.trace == [
                "B.viewDidLoad",
                "B.viewWillAppear(true)",
                "A.viewWillDisappear(true)",
            ])
        #expect(coordinatorSeen?.isAnimated == true)
        #expect(coordinatorSeen?.viewController(forKey: .from) === scene["A"])
        #expect(coordinatorSeen?.viewController(forKey: .to) === scene["B"])
        #expect(coordinatorSeen?.containerView === scene.tbc.transitionView)
        scene.host.advance(by: 0.15)
        #expect(scene["B"].view.layer.presentation()?.opacity ?? 0 > 0.1)
        #expect(!scene.trace.recorder.trace.contains("B.viewDidAppear(true)"))
        scene.host.runUntilIdle()
        #expect(
            Array(scene.trace.recorder.trace.suffix(3)) == [
                "B.viewIsAppearing(true)", "A.viewDidDisappear(true)", "B.viewDidAppear(true)",
            ])
        #expect(delegate.animator.ended == [true])
        #expect(completionRan)
        #expect(scene.tbc.transitionCoordinator == nil)
        #expect(scene["A"].viewIfLoaded?.superview == nil)
        #expect(scene["B"].view.superview === scene.tbc.transitionView)
        #expect(scene.violations.isEmpty)
    }

    @Test("15.3 selecting while a custom switch animates is refused; afterwards it works (positive control)")
    func refusedDuringSwitch() {
        let scene = TabBarScene()
        let delegate = TabAnimatingDelegate()
        scene.tbc.delegate = delegate
        scene.tbc.selectedIndex = 1
        expectDiagnostic(.invalidTabBarControllerUse) { scene.tbc.selectedIndex = 2 }
        expectDiagnostic(.invalidTabBarControllerUse) { scene.tbc.viewControllers = [scene["C"]] }
        scene.host.runUntilIdle()
        #expect(scene.tbc.selectedIndex == 1)
        scene.tbc.delegate = nil
        scene.tbc.selectedIndex = 2
        scene.host.runUntilIdle()
        #expect(scene.tbc.selectedIndex == 2)
    }

    @Test(
        "15.3 a cancelled interactive switch returns to the old tab: the new one disappears again, the old one appears again, animationEnded(false)"
    )
    func cancelledInteractiveSwitch() {
        let scene = TabBarScene()
        let delegate = TabAnimatingDelegate()
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        scene.tbc.delegate = delegate
        scene.tbc.selectedIndex = 1
        scene.host.runTurn()
        interaction.update(0.3)
        scene.host.runTurn()
        #expect(scene.tbc.transitionCoordinator?.isInteractive == true)
        interaction.cancel()
        scene.host.runUntilIdle()
        #expect(scene.tbc.selectedIndex == 0)
        #expect(scene.tbc.tabBar.selectedItem === scene["A"].tabBarItem)
        #expect(delegate.animator.ended == [false])
        #expect(scene["A"].appearanceState == .appeared)
        #expect(scene["B"].appearanceState == .disappeared)
        #expect(scene["B"].viewIfLoaded?.superview == nil)
        #expect(scene.trace.recorder.callbacks(of: "B").contains("viewDidDisappear(true)"))
        #expect(scene.violations.isEmpty)
    }

    @Test("14.6 a tab bar controller supports the orientations all its controllers support; the delegate's answer wins")
    func orientations() {
        let portraitOnly = OrientedController(), anything = OrientedController()
        portraitOnly.mask = [.portrait, .landscapeLeft]
        anything.mask = .all
        let tbc = UITabBarController()
        #expect(tbc.supportedInterfaceOrientations == .allButUpsideDown, "no controllers: the inherited default")
        tbc.viewControllers = [portraitOnly, anything]
        #expect(tbc.supportedInterfaceOrientations == [.portrait, .landscapeLeft])
        let delegate = TabAnimatingDelegate()
        delegate.orientations = .landscape
        tbc.delegate = delegate
        #expect(tbc.supportedInterfaceOrientations == .landscape)
        #expect(
            tbc.preferredInterfaceOrientationForPresentation == .portrait,
            "the default hook answers the inherited orientation")
    }
}
