#if !canImport(UIKit)
import Foundation
import PortableUIKit
import Containment
import ContainmentTesting

/// Modal presentation under hostile input (spec 13.4, 13.8, 13.11, 13.13): every misuse UIKit
/// raises on or ignores is refused with `invalidPresentation` and leaves the links as they were;
/// absurd frames from a custom presentation controller are replaced; hostile interaction
/// progress still lets the dismissal end. After each case a plain present and dismiss still work.
extension HostileCatalog {
    static let presentation: [HostileCase] =
        presentationMisuseCases + presentationFrameCases + presentationProgressCases

    /// A root controller shown in the world.
    @MainActor
    static func presentationRoot(_ world: HostileWorld) -> UIViewController {
        let root = UIViewController()
        world.show(root)
        return root
    }

    /// A plain controller with `style`.
    @MainActor
    static func presentable(_ style: UIModalPresentationStyle = .fullScreen) -> UIViewController {
        let controller = UIViewController()
        controller.modalPresentationStyle = style
        return controller
    }

    /// After the hostile input: everything presented goes, then a plain present and dismiss work.
    @MainActor
    static func checkPresentationStillWorks(_ root: UIViewController, in world: HostileWorld) {
        world.host.advance(by: 2)
        world.host.runUntilIdle()
        if root.presentedViewController != nil { root.dismiss(animated: false) }
        world.host.runUntilIdle()
        world.check(root.presentedViewController == nil, "the presentations were dismissed")
        let probe = presentable()
        var presented = false, dismissed = false
        root.present(probe, animated: true) { presented = true }
        world.host.advance(by: 2)
        world.host.runUntilIdle()
        root.dismiss(animated: true) { dismissed = true }
        world.host.advance(by: 2)
        world.host.runUntilIdle()
        world.check(presented && dismissed, "a later present and dismiss completed")
        world.check(root.view.window === world.window, "the root is back in the window")
    }

    static let presentationMisuseCases: [HostileCase] = [
        HostileCase("presentation/present-self", HostileCase.diagnosed(.invalidPresentation)) { world in
            let root = presentationRoot(world)
            root.present(root, animated: true)
            checkPresentationStillWorks(root, in: world)
        },
        HostileCase("presentation/present-from-nil-window", HostileCase.diagnosed(.invalidPresentation)) { world in
            let root = presentationRoot(world)
            let loose = UIViewController()
            var completed = false
            loose.present(presentable(), animated: true) { completed = true }
            world.host.runUntilIdle()
            world.check(!completed, "no completion for a refused presentation")
            checkPresentationStillWorks(root, in: world)
        },
        HostileCase("presentation/double-present", HostileCase.diagnosed(.invalidPresentation)) { world in
            let root = presentationRoot(world)
            let presented = presentable()
            root.present(presented, animated: true)
            root.present(presented, animated: true)
            root.present(presentable(), animated: false)
            checkPresentationStillWorks(root, in: world)
        },
        HostileCase("presentation/dismiss-nothing-presented", HostileCase.diagnosed(.invalidPresentation)) { world in
            let root = presentationRoot(world)
            root.dismiss(animated: true)
            root.dismiss(animated: false)
            checkPresentationStillWorks(root, in: world)
        },
        HostileCase("presentation/present-during-dismissal", HostileCase.diagnosed(.invalidPresentation)) { world in
            let root = presentationRoot(world)
            root.present(presentable(), animated: false)
            world.host.runUntilIdle()
            root.dismiss(animated: true)
            root.present(presentable(), animated: true)
            root.dismiss(animated: true)
            checkPresentationStillWorks(root, in: world)
        },
        HostileCase("presentation/present-a-child", HostileCase.diagnosed(.invalidPresentation)) { world in
            let root = presentationRoot(world)
            let child = UIViewController()
            root.addChild(child)
            root.view.addSubview(child.view)
            child.didMove(toParent: root)
            world.host.runUntilIdle()
            root.present(child, animated: true)
            world.check(child.parent === root, "the child stays a child")
            checkPresentationStillWorks(root, in: world)
        },
        HostileCase("presentation/present-the-root-from-its-presented", HostileCase.diagnosed(.invalidPresentation)) {
            world in
            let root = presentationRoot(world)
            let presented = presentable()
            root.present(presented, animated: false)
            world.host.runUntilIdle()
            presented.present(root, animated: true)
            checkPresentationStillWorks(root, in: world)
        },
        HostileCase("presentation/partial-curl-sheet", HostileCase.diagnosed(.invalidPresentation)) { world in
            let root = presentationRoot(world)
            let sheet = presentable(.pageSheet)
            sheet.modalTransitionStyle = .partialCurl
            root.present(sheet, animated: true)
            checkPresentationStillWorks(root, in: world)
        },
        HostileCase("presentation/style-none", HostileCase.diagnosed(.invalidPresentation)) { world in
            let root = presentationRoot(world)
            root.present(presentable(.none), animated: true)
            checkPresentationStillWorks(root, in: world)
        },
        HostileCase("presentation/replace-root-mid-presentation", .tolerated) { world in
            let root = presentationRoot(world)
            root.present(presentable(), animated: true)
            world.host.advance(by: 0.1)
            let next = UIViewController()
            world.window.rootViewController = next
            world.check(root.presentedViewController == nil, "the presentation went with the root")
            checkPresentationStillWorks(next, in: world)
        },
        HostileCase("presentation/hide-window-mid-dismissal", .tolerated) { world in
            let root = presentationRoot(world)
            root.present(presentable(.overFullScreen), animated: false)
            world.host.runUntilIdle()
            root.dismiss(animated: true)
            world.window.isHidden = true
            world.host.advance(by: 1)
            world.window.isHidden = false
            checkPresentationStillWorks(root, in: world)
        },
    ]

    /// A presentation controller whose frame for the presented view is `frame`.
    @MainActor
    final class FramedPresentationController: UIPresentationController {
        var frame = CGRect.zero
        override var frameOfPresentedViewInContainerView: CGRect { frame }
    }

    /// A transitioning delegate that vends a ``FramedPresentationController``.
    @MainActor
    final class FramedDelegate: NSObject, UIViewControllerTransitioningDelegate {
        let frame: CGRect
        init(frame: CGRect) { self.frame = frame }
        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            let controller = FramedPresentationController(presentedViewController: presented, presenting: presenting)
            controller.frame = frame
            return controller
        }
    }

    static let presentationFrameCases: [HostileCase] = HostileValues.all.map { label, value in
        let finite = value.isFinite
        return HostileCase(
            "presentation/custom-frame-\(label)",
            finite ? HostileCase.Expectation.tolerated : HostileCase.diagnosed(.invalidPresentation)
        ) { world in
            let root = presentationRoot(world)
            let presented = presentable(.custom)
            let delegate = FramedDelegate(frame: CGRect(x: value, y: value, width: value, height: value))
            world.keep(delegate)
            presented.transitioningDelegate = delegate
            root.present(presented, animated: true)
            world.host.advance(by: 1)
            let frame = presented.view.frame
            world.check(frame.origin.x.isFinite && frame.width.isFinite, "the presented view has a finite frame")
            presented.dismiss(animated: true)
            checkPresentationStillWorks(root, in: world)
        }
    }

    /// A dismissal animator written the common way: `UIView.animate` sliding the view down.
    @MainActor
    final class SlideDownAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            guard let view = transitionContext.view(forKey: .from) else {
                return transitionContext.completeTransition(true)
            }
            let target = view.frame.offsetBy(dx: 0, dy: transitionContext.containerView.bounds.height)
            UIView.animate(
                withDuration: 0.3, animations: { view.frame = target },
                completion: { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        }
    }

    /// A delegate whose dismissal slides down, driven by `interaction`.
    @MainActor
    final class InteractiveDismissalDelegate: NSObject, UIViewControllerTransitioningDelegate {
        let interaction = UIPercentDrivenInteractiveTransition()
        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            SlideDownAnimator()
        }
        func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
            -> UIViewControllerInteractiveTransitioning?
        {
            interaction
        }
    }

    static let presentationProgressCases: [HostileCase] = HostileValues.all.map { label, value in
        HostileCase("presentation/interactive-dismissal-progress-\(label)", .tolerated) { world in
            let root = presentationRoot(world)
            let presented = presentable(.overFullScreen)
            let delegate = InteractiveDismissalDelegate()
            world.keep(delegate)
            presented.transitioningDelegate = delegate
            root.present(presented, animated: false)
            world.host.runUntilIdle()
            let interaction = delegate.interaction
            presented.dismiss(animated: true)
            interaction.update(CGFloat(value))
            world.host.advance(by: 0.1)
            interaction.finish()
            world.host.advance(by: 2)
            world.host.runUntilIdle()
            world.check(root.presentedViewController == nil, "the dismissal finished")
            checkPresentationStillWorks(root, in: world)
        }
    }
}
#endif
