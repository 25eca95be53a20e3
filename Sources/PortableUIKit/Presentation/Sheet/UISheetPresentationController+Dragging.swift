#if !canImport(UIKit)
import Foundation

extension UISheetPresentationController {
    /// Adds the pan that drags the card (once the presentation completed).
    func installDragGesture() {
        guard dragRecognizer == nil else { return }
        let pan = UIPanGestureRecognizer { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
            self.handleDrag(pan)
        }
        pan.delegate = dragDelegate
        dragRecognizer = pan
        card.addGestureRecognizer(pan)
    }

    func handleDrag(_ pan: UIPanGestureRecognizer) {
        guard let container = containerView else { return }
        switch pan.state {
        case .began:
            beginDrag(at: pan.location(in: card))
        case .changed:
            updateDrag(fingerTravel: pan.translation(in: container).y)
        case .ended:
            endDrag(velocity: pan.velocity(in: container).y, cancelled: false)
        case .cancelled, .failed:
            endDrag(velocity: 0, cancelled: true)
        default:
            break
        }
    }

    private func beginDrag(at point: CGPoint) {
        guard drag == nil, !presentedViewController.isBeingPresented, !presentedViewController.isBeingDismissed else {
            return
        }
        drag = SheetDragSession(startValue: restingDetent.value, scrollView: scrollView(at: point))
    }

    /// The innermost scroll view in the card under `point` (card coordinates), if any.
    private func scrollView(at point: CGPoint) -> UIScrollView? {
        var view = card.hitTest(point, with: nil)
        while let current = view, current !== card {
            if let scroll = current as? UIScrollView, scroll.isScrollEnabled { return scroll }
            view = current.superview
        }
        return nil
    }

    /// With a scroll view under the finger, decides whether this move is the sheet's (spec for
    /// `prefersScrollingExpandsWhenScrolledToEdge`: a pull down at the scroll view's top edge, or a
    /// push up while the sheet rests below its largest detent and the preference is on) and, once
    /// it is, holds the scroll view's offset. Returns false while the scroll view scrolls.
    private func sheetTakesMove(_ session: inout SheetDragSession, fingerTravel: CGFloat, largest: CGFloat) -> Bool {
        guard let scroll = session.scrollView else { return true }
        let delta = fingerTravel - session.lastTravel
        session.lastTravel = fingerTravel
        if !session.sheetOwnsDrag {
            let top = -scroll.adjustedContentInset.top
            // Whether the scroll view has taken this move already or not, one of the two is its
            // offset before the move.
            let offset = scroll.contentOffset.y
            let pullsDownAtTop = delta > 0 && min(offset, offset + delta) <= top + 0.5
            let expands = delta < 0 && prefersScrollingExpandsWhenScrolledToEdge && session.startValue < largest - 0.5
            guard pullsDownAtTop || expands else { return false }
            session.sheetOwnsDrag = true
            session.travelBaseline = fingerTravel - delta
            session.pinnedOffset = pullsDownAtTop ? top : session.scrollOffsetAtStart
        }
        if let pinned = session.pinnedOffset, scroll.contentOffset.y != pinned {
            scroll.contentOffset = CGPoint(x: scroll.contentOffset.x, y: pinned)
        }
        return true
    }

    /// Follows the finger: between detents the card resizes; above the largest it rubber-bands;
    /// below the smallest it either starts the interactive dismissal (spec 13.13) or, when the
    /// sheet may not be dismissed, rubber-bands after telling the delegate (spec 13.12).
    private func updateDrag(fingerTravel: CGFloat) {
        guard var session = drag, fingerTravel.isFinite else { return }
        let detents = resolvedDetents()
        let values = detents.map(\.value)
        let smallest = values.first ?? 0
        guard sheetTakesMove(&session, fingerTravel: fingerTravel, largest: values.last ?? 0) else {
            drag = session
            return
        }
        session.rawValue = session.startValue - (fingerTravel - session.travelBaseline)
        if let dismissal = session.dismissal {
            drag = session
            dismissal.update(layout.dismissalFraction(forValue: session.rawValue, smallestValue: smallest))
            return
        }
        if session.rawValue < smallest, session.mayDismiss == nil {
            session.mayDismiss = userMayDismiss()
            if session.mayDismiss == true {
                session.shownValue = smallest
                drag = session
                UIView.performWithoutAnimation { applyLook(forValue: smallest, detents: detents) }
                session.dismissal = startUserDismissal(interactive: true)
                if session.dismissal == nil { session.mayDismiss = false }
                drag = session
                if let dismissal = session.dismissal {
                    return dismissal.update(
                        layout.dismissalFraction(forValue: session.rawValue, smallestValue: smallest))
                }
            }
        }
        session.shownValue = layout.displayedValue(forRaw: session.rawValue, detentValues: values, dismissable: false)
        drag = session
        UIView.performWithoutAnimation { applyLook(forValue: session.shownValue, detents: detents) }
    }

    /// Ends the drag: an interactive dismissal finishes when the release projects past half the
    /// smallest detent (or a hard flick down) and is cancelled otherwise; a plain drag springs to
    /// the detent nearest its projection, and a change of detent is reported to the sheet
    /// delegate.
    private func endDrag(velocity: CGFloat, cancelled: Bool) {
        guard let session = drag else { return }
        drag = nil
        guard session.sheetOwnsDrag else { return }
        if let scroll = session.scrollView, let pinned = session.pinnedOffset {
            scroll.setContentOffset(CGPoint(x: scroll.contentOffset.x, y: pinned), animated: false)
        }
        let detents = resolvedDetents()
        let values = detents.map(\.value)
        let releaseVelocity = velocity.isFinite ? velocity : 0
        if let dismissal = session.dismissal {
            let target =
                cancelled
                ? nil
                : layout.releaseTarget(
                    fromValue: session.rawValue, velocity: releaseVelocity, detentValues: values, dismissable: true)
            if target == .dismiss { dismissal.finish() } else { dismissal.cancel() }
            return
        }
        let target = layout.releaseTarget(
            fromValue: session.shownValue, velocity: cancelled ? 0 : releaseVelocity, detentValues: values,
            dismissable: false)
        guard case .detent(let index)? = target, detents.indices.contains(index) else {
            return applyRestingLayout(animated: true)
        }
        let chosen = detents[index].identifier
        let changed = chosen != restingDetent.identifier
        animateChanges { if changed { selectedDetentIdentifier = chosen } }
        if changed, let sheetDelegate = delegate as? UISheetPresentationControllerDelegate {
            sheetDelegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
        }
    }

    /// A tap on the dimming view dismisses the sheet when the background is dimmed there and the
    /// sheet does not rest at `.large()` (a full-height sheet leaves nothing to tap in UIKit);
    /// otherwise it does nothing. [UNC: UIKit does not document it; this is the observed iOS 15+
    /// behaviour of medium sheets.] Modal sheets tell the delegate of the attempt (spec 13.12).
    func dimmingViewTapped() {
        guard drag == nil, !presentedViewController.isBeingPresented, !presentedViewController.isBeingDismissed,
            dimming.alpha > 0, restingDetent.value < layout.maximumDetentValue - 0.5
        else { return }
        guard userMayDismiss() else { return }
        _ = startUserDismissal(interactive: false)
    }

    /// Spec 13.12: a modal presentation or a delegate that refuses turns the user's dismissal into
    /// `presentationControllerDidAttemptToDismiss(_:)`.
    private func userMayDismiss() -> Bool {
        if presentedViewController.isModalInPresentation {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return false
        }
        if let delegate, !delegate.presentationControllerShouldDismiss(self) {
            delegate.presentationControllerDidAttemptToDismiss(self)
            return false
        }
        return true
    }

    /// Starts a user dismissal: `presentationControllerWillDismiss(_:)` before the interaction or
    /// animation (spec 13.12), then the engine's dismissal, interactive through
    /// `systemInteractionController` when asked. Returns the interaction controller of a started
    /// interactive dismissal.
    private func startUserDismissal(interactive: Bool) -> UIPercentDrivenInteractiveTransition? {
        delegate?.presentationControllerWillDismiss(self)
        let interaction = interactive ? UIPercentDrivenInteractiveTransition() : nil
        userDismissalInProgress = true
        systemInteractionController = interaction
        presentedViewController.dismiss(animated: true)
        systemInteractionController = nil
        guard presentedViewController.isBeingDismissed || presentedViewController.presentingViewController == nil else {
            userDismissalInProgress = false
            return nil
        }
        return interaction
    }
}
#endif
