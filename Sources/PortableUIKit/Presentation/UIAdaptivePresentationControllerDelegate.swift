#if !canImport(UIKit)
import Foundation

/// The delegate of a presentation controller (UIKit's `UIAdaptivePresentationControllerDelegate`):
/// adapts the presentation to the environment and hears of user-initiated dismissals (spec 13.12).
///
/// UIKit's methods are optional Objective-C requirements; Swift on Linux has none, so each has
/// UIKit's "not implemented" behaviour as a default in an extension.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// The style to use when the presentation becomes horizontally compact.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// The style to use in the environment `traitCollection` describes.
    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle
    /// The controller to show in the adapted `style` (nil keeps the presented one).
    func presentationController(
        _ controller: UIPresentationController,
        viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController?
    /// An adaptivity transition to `style` is about to happen.
    func presentationController(
        _ presentationController: UIPresentationController,
        willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
        transitionCoordinator: UIViewControllerTransitionCoordinator?)
    /// Configure the presentation controller that adaptation created.
    func presentationController(
        _ presentationController: UIPresentationController,
        prepare adaptivePresentationController: UIPresentationController)
    /// Whether a user-initiated dismissal may proceed; may be asked at any time (spec 13.12).
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// A user-initiated dismissal is about to start (before its interaction or animation).
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// A user-initiated dismissal ended with the controller dismissed.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// A user-initiated dismissal was prevented (`isModalInPresentation`, or `ShouldDismiss` false).
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// Not implemented: `.none` (no adaptation from the delegate).
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .none
    }
    /// Not implemented: UIKit falls back to `adaptivePresentationStyle(for:)`.
    public func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle { adaptivePresentationStyle(for: controller) }
    /// Not implemented: nil (keep the presented controller).
    public func presentationController(
        _ controller: UIPresentationController,
        viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController? { nil }
    /// Does nothing by default.
    public func presentationController(
        _ presentationController: UIPresentationController,
        willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
        transitionCoordinator: UIViewControllerTransitionCoordinator?
    ) {}
    /// Does nothing by default.
    public func presentationController(
        _ presentationController: UIPresentationController,
        prepare adaptivePresentationController: UIPresentationController
    ) {}
    /// Not implemented: `true` (the dismissal may proceed).
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    /// Does nothing by default.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing by default.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing by default.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
#endif
