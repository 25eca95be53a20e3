#if !canImport(UIKit)
import Foundation

/// The object that manages one modal presentation from `present` to the end of its dismissal
/// (UIKit's `UIPresentationController`, spec 13.11).
///
/// The engine creates one for every presentation — for the system styles through
/// `makeSystemPresentationController(for:presenting:style:)`, for `.custom` through the presented
/// controller's transitioning delegate — sets its ``containerView`` before the presentation
/// starts, and calls the four will-begin/did-end hooks around the animator's work:
/// `presentationTransitionWillBegin()` before `animateTransition`, `completeTransition`, then
/// `presentationTransitionDidEnd(true)`, then the `present` completion (13.11, recommended);
/// the dismissal mirrors it. The presented view ends at ``frameOfPresentedViewInContainerView``.
@preconcurrency @MainActor
open class UIPresentationController: NSObject, UIContentContainer, UITraitEnvironment {
    /// The presented controller, held strongly while it is presented (the engine sets
    /// `presentedWhilePresented`) and weakly otherwise, so a controller that only read its
    /// `presentationController` is not kept alive by the cycle through it.
    private weak var weakPresented: UIViewController?
    var presentedWhilePresented: UIViewController?
    /// The presenter: given at creation, or decided by the engine when the presentation starts
    /// ("determined later" when nil, spec 13.10).
    var presentingController: UIViewController?
    /// The style the engine presents with; nil until the engine decides it.
    var resolvedPresentationStyle: UIModalPresentationStyle?
    var storedContainerView: UIView?
    private var storedOverrideTraitCollection: UITraitCollection?

    /// The interaction controller the engine drives a dismissal with when the transitioning
    /// delegate supplies none: a presentation controller that dismisses from its own gesture
    /// (a sheet's swipe down) sets it, calls `presentedViewController.dismiss(animated: true)`, then
    /// updates, finishes or cancels it. The engine uses the default animator for the style.
    var systemInteractionController: UIViewControllerInteractiveTransitioning?

    /// Creates a presentation controller for `presentedViewController`; `presentingViewController`
    /// may be nil, in which case the engine decides the presenter when the presentation starts.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        weakPresented = presentedViewController
        presentingController = presentingViewController
        super.init()
    }

    // MARK: The presentation objects

    /// The delegate asked how to adapt the presentation and told of user-initiated dismissals
    /// (spec 13.12). Weak, as in UIKit.
    open weak var delegate: UIAdaptivePresentationControllerDelegate?

    /// The controller that presents. Nil was given at creation and the presentation has not
    /// started yet: reading it then reports `invalidPresentation` and answers the presented
    /// controller (UIKit's property is not optional).
    open var presentingViewController: UIViewController {
        if let presentingController { return presentingController }
        PortableUIKitDiagnostics.report(
            .invalidPresentation,
            "presentingViewController of \(self) read before the presentation decided its presenter",
            fix:
                "read it from presentationTransitionWillBegin() on, or pass the presenter to init(presentedViewController:presenting:)",
            spec: "13.10")
        return presentedViewController
    }

    /// The controller being presented.
    open var presentedViewController: UIViewController {
        if let presented = presentedWhilePresented ?? weakPresented { return presented }
        PortableUIKitDiagnostics.report(
            .invalidPresentation, "presentedViewController of \(self) read after the controller was released",
            fix: "do not keep a presentation controller beyond its presented controller's life", spec: "13.11")
        return UIViewController()
    }

    /// The view the presentation happens in: set by the engine just before
    /// ``presentationTransitionWillBegin()``, a subview of the window above the root view (UIKit's
    /// transition view); nil before. It is the transition context's `containerView`.
    open var containerView: UIView? { storedContainerView }

    /// The view the animators move: the presented controller's view by default. Overrides return
    /// that view or one of its ancestors, quickly and without side effects (read several times).
    open var presentedView: UIView? { presentedViewController.view }

    /// The style of the presentation: the presented controller's resolved
    /// `modalPresentationStyle` once presented, that style until then.
    open var presentationStyle: UIModalPresentationStyle {
        resolvedPresentationStyle ?? presentedViewController.modalPresentationStyle
    }

    // MARK: Size and layout

    /// Where the presented view is at the end of the presentation, in container coordinates:
    /// the container's bounds by default. Read several times: overrides return the same value and
    /// change nothing.
    open var frameOfPresentedViewInContainerView: CGRect { storedContainerView?.bounds ?? .zero }

    /// Called before the container view lays out its subviews.
    open func containerViewWillLayoutSubviews() {}
    /// Called after the container view laid out its subviews.
    open func containerViewDidLayoutSubviews() {}

    // MARK: Transition start and end (spec 13.11)

    /// The presentation animations are about to start: add chrome and animate it through the
    /// presented controller's `transitionCoordinator`.
    open func presentationTransitionWillBegin() {}
    /// The presentation animations ended; `completed` false means it was aborted (remove chrome).
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// The dismissal animations are about to start: set up animations only, remove nothing.
    open func dismissalTransitionWillBegin() {}
    /// The dismissal animations ended; remove views only when `completed` (false: still presented).
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    // MARK: Presentation attributes

    /// Whether the presentation covers the whole screen; `true`. Return `false` (without calling
    /// `super`) to present in the current context.
    open var shouldPresentInFullscreen: Bool { true }
    /// Whether the presenter's view leaves the window when the presentation completes; `false`
    /// (the header's default, spec 13.11). Overrides do not call `super`.
    open var shouldRemovePresentersView: Bool { false }
    /// The style to use in a horizontally compact environment: the delegate's answer to
    /// `adaptivePresentationStyle(for:)`, `.none` without a delegate. Not meant to be overridden.
    open var adaptivePresentationStyle: UIModalPresentationStyle {
        delegate?.adaptivePresentationStyle(for: self) ?? .none
    }

    // MARK: Traits (spec 14.5)

    /// The traits of the presentation's environment: its container view's (the window's, for a
    /// presentation in progress or settled), else the presenter's; the screen's before either.
    open var traitCollection: UITraitCollection {
        storedContainerView?.traitCollection ?? presentingController?.traitCollection ?? .screenDefault
    }

    /// The container's traits changed (delivered by the container view, after its own change).
    @available(
        iOS, introduced: 8.0, deprecated: 17.0,
        message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol"
    )
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Traits the presented controller gets in place of its environment's (the traits this
    /// collection specifies; the others still come from the environment). Setting it delivers the
    /// trait change to the presented controller and its hierarchy at once. Deprecated in iOS 17
    /// for `traitOverrides` (not built: presentation controllers have no trait-change registry).
    @available(iOS, introduced: 8.0, deprecated: 17.0, message: "Use traitOverrides instead")
    open var overrideTraitCollection: UITraitCollection? {
        get { storedOverrideTraitCollection }
        set { setPresentationTraitOverride(newValue) }
    }

    /// The style to use for `traitCollection`: the delegate's answer to
    /// `adaptivePresentationStyle(for:traitCollection:)`, `.none` (no adaptation) without a
    /// delegate. The engine asks it for `.popover`, which it adapts as in a compact width.
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        delegate?.adaptivePresentationStyle(for: self, traitCollection: traitCollection) ?? .none
    }

    /// The override the presented controller applies on top of the traits it inherits.
    var presentationTraitOverride: UITraitCollection? { storedOverrideTraitCollection }

    private func setPresentationTraitOverride(_ override: UITraitCollection?) {
        guard let presented = presentedWhilePresented ?? weakPresented,
            presented.presentation.presentationController === self
        else {
            storedOverrideTraitCollection = override
            return
        }
        let old = presented.traitCollection
        storedOverrideTraitCollection = override
        TraitChangeWalk.deliver(controller: presented, from: old, to: presented.traitCollection)
    }

    // MARK: UIContentContainer

    /// The presented controller's preferred content size.
    open var preferredContentSize: CGSize { presentedViewController.preferredContentSize }
    /// The presented controller's preferred content size changed.
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    /// The presented controller's fitting size changed.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    /// The size of the presented content for a container of `parentSize`: `parentSize`.
    open func size(
        forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize { parentSize }
    /// The container is about to change to `size` (spec 14.1): forwards the change to the presented
    /// controller, with the size ``size(forChildContentContainer:withParentContainerSize:)`` gives it.
    /// Overrides call `super`.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        let presented = presentedViewController
        presented.viewWillTransition(
            to: self.size(forChildContentContainer: presented, withParentContainerSize: size), with: coordinator)
    }
    /// The traits of the presentation are about to change to `newCollection` (spec 14.5):
    /// forwards the change to the presented controller, with the traits it will have (its
    /// ``overrideTraitCollection`` and own overrides applied). Overrides call `super`.
    open func willTransition(
        to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator
    ) {
        let presented = presentedViewController
        let inherited = newCollection.applying(specifiedIn: presentationTraitOverride)
        presented.willTransition(to: presented.traits(inheriting: inherited), with: coordinator)
    }
}
#endif
