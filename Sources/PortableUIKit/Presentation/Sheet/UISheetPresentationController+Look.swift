#if !canImport(UIKit)
import Foundation

/// The presenter's layer values the card-stack look replaced (restored when the sheet leaves).
struct StackedPresenter {
    weak var view: UIView?
    let transform: CGAffineTransform
    let cornerRadius: CGFloat
    let masksToBounds: Bool
}

extension UISheetPresentationController {
    /// The card's corner radius: ``preferredCornerRadius`` or the system's 10 pt.
    var cornerRadius: CGFloat { preferredCornerRadius ?? Self.defaultCornerRadius }

    /// Applies the corner radius and grabber to the card.
    func updateChrome() {
        card.applyChrome(cornerRadius: cornerRadius, grabberVisible: prefersGrabberVisible)
    }

    /// Sets the card's frame, the dimming alpha and the presenter's stacked look for `value`.
    func applyLook(forValue value: CGFloat, detents: [SheetResolvedDetent]) {
        let layout = self.layout
        let values = detents.map(\.value)
        let undimmed = largestUndimmedDetentIdentifier.flatMap { id in detents.first { $0.identifier == id }?.value }
        card.frame = layout.frame(forValue: value, smallestValue: values.min() ?? 0)
        dimming.alpha = layout.dimmingAlpha(forValue: value, detentValues: values, largestUndimmedValue: undimmed)
        applyCardStack(layout.cardStack(forValue: value, detentValues: values))
    }

    /// The look when the sheet is gone: no dimming, the presenter untouched.
    func applyDismissedLook() {
        dimming.alpha = 0
        applyCardStack(SheetCardStack(progress: 0, transform: .identity, cornerRadius: 0))
    }

    private func applyCardStack(_ stack: SheetCardStack) {
        guard let stacked = stackedPresenter, let view = stacked.view else { return }
        view.transform = stack.progress > 0 ? stack.transform : stacked.transform
        view.layer.cornerRadius = stack.progress > 0 ? stack.cornerRadius : stacked.cornerRadius
        view.layer.masksToBounds = stack.progress > 0 ? true : stacked.masksToBounds
    }

    /// Moves the card to its resting detent (animated with a critically damped spring when asked),
    /// unless a drag or a transition owns it.
    func applyRestingLayout(animated: Bool) {
        guard containerView != nil, drag == nil, !presentedViewController.isBeingPresented,
            !presentedViewController.isBeingDismissed
        else { return }
        let detents = resolvedDetents()
        let value = restingDetent.value
        updateChrome()
        guard animated else { return UIView.performWithoutAnimation { applyLook(forValue: value, detents: detents) } }
        UIView.animate(
            withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
            options: [.allowUserInteraction],
            animations: { self.applyLook(forValue: value, detents: detents) })
    }

    /// Remembers the presenter's view for the card stack when it covers the whole container (a
    /// full-screen presenter; UIKit stacks only those).
    func capturePresenterForStack() {
        guard stackedPresenter == nil, let container = containerView,
            let view = presentingViewController.viewIfLoaded, view.window != nil
        else { return }
        let frame = view.convert(view.bounds, to: container)
        guard abs(frame.minX - container.bounds.minX) < 0.5, abs(frame.minY - container.bounds.minY) < 0.5,
            abs(frame.width - container.bounds.width) < 0.5, abs(frame.height - container.bounds.height) < 0.5
        else { return }
        stackedPresenter = StackedPresenter(
            view: view, transform: view.transform,
            cornerRadius: view.layer.cornerRadius, masksToBounds: view.layer.masksToBounds)
    }

    // MARK: Transition hooks (spec 13.11)

    /// Adds the dimming view and puts the presented view in the card; the dimming and the
    /// presenter's stacked look animate with the presentation.
    func prepareLookForPresentation() {
        guard let container = containerView else { return }
        capturePresenterForStack()
        let detents = resolvedDetents()
        let value = restingDetent.value
        UIView.performWithoutAnimation {
            dimming.frame = container.bounds
            dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            dimming.alpha = 0
            container.insertSubview(dimming, at: 0)
            card.frame = layout.frame(forValue: value, smallestValue: detents.first?.value ?? 0)
            card.embed(presentedViewController.view)
            updateChrome()
        }
        let look = { self.applyLookExceptFrame(forValue: value, detents: detents) }
        if presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in look() }) != true {
            look()
        }
    }

    /// Removes the dimming view and restores the presenter when the presentation was aborted.
    func finishLookForPresentation(_ completed: Bool) {
        if completed { installDragGesture() } else { tearDownLook() }
    }

    /// Fades the dimming and un-stacks the presenter with the dismissal (interactive ones follow
    /// the finger, as alongside animations run in the transition's animation group).
    func prepareLookForDismissal() {
        let fade = { self.applyDismissedLook() }
        if presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in fade() }) != true {
            fade()
        }
    }

    /// Removes the chrome when the sheet is gone and tells the adaptive delegate of a user
    /// dismissal (spec 13.12, after the animations, on success only); after a cancelled one the
    /// sheet rests on its detent again (spec 13.13).
    func finishLookForDismissal(_ completed: Bool) {
        let wasUser = userDismissalInProgress
        userDismissalInProgress = false
        if completed {
            tearDownLook()
            if wasUser { delegate?.presentationControllerDidDismiss(self) }
        } else {
            applyRestingLayout(animated: false)
        }
    }

    /// Applies dimming and card stack for `value` without touching the card's frame (the
    /// presentation animator owns it).
    private func applyLookExceptFrame(forValue value: CGFloat, detents: [SheetResolvedDetent]) {
        let values = detents.map(\.value)
        let undimmed = largestUndimmedDetentIdentifier.flatMap { id in detents.first { $0.identifier == id }?.value }
        dimming.alpha = layout.dimmingAlpha(forValue: value, detentValues: values, largestUndimmedValue: undimmed)
        applyCardStack(layout.cardStack(forValue: value, detentValues: values))
    }

    private func tearDownLook() {
        UIView.performWithoutAnimation {
            applyDismissedLook()
            dimming.removeFromSuperview()
        }
        stackedPresenter = nil
    }

    /// Keeps the dimming view and the resting layout current when the container lays out.
    func layOutDimming() {
        if let container = containerView { dimming.frame = container.bounds }
    }
}
#endif
