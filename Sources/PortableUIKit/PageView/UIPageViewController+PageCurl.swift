#if !canImport(UIKit)
import Foundation

/// The page-curl style (5.6, 16.1): one page fills the view. A forward turn lifts the current
/// page off the incoming one, which lies under it; a reverse turn lays the incoming page down
/// over the current one. The pan scrubs the turn (progress = the finger's travel toward the turn
/// over the view's length, linear); on release it finishes past half way or faster than
/// ``PageCurlGeometry/releaseVelocityThreshold`` toward the turn, otherwise it is cancelled and
/// runs back. A tap in the outer fifth at either end turns one page, animated. Both are gesture
/// turns (delegate calls); an animated set runs the same turn without them.
extension UIPageViewController {
    func configureCurlRecognizers() {
        curlPan.addHandler { [weak self] _ in self?.handleCurlPan() }
        curlTap.addHandler { [weak self] _ in self?.handleCurlTap() }
    }

    /// The pages on screen, bottom first: the current page, or both pages of a turn with the
    /// turning page on top.
    private var curlStack: [UIViewController] {
        guard let turn = pages.turn else { return pages.current }
        return turn.side == .after ? turn.incoming + turn.outgoing : turn.outgoing + turn.incoming
    }

    /// The page that rotates in the turn in flight.
    private var turningPage: UIViewController? {
        guard let turn = pages.turn else { return nil }
        return turn.side == .after ? turn.outgoing.first : turn.incoming.first
    }

    func layoutCurlPages() {
        guard let view = _view else { return }
        let stack = curlStack
        let bounds = CGRect(origin: .zero, size: view.bounds.size)
        UIView.performWithoutAnimation {
            for (index, page) in stack.enumerated() {
                let pageView: UIView = page.view
                if pageView.superview !== view || view.subviews.firstIndex(of: pageView) != index {
                    view.insertSubview(pageView, at: index)
                }
                pageView.bounds = bounds
                pageView.center = CGPoint(x: bounds.midX, y: bounds.midY)
            }
            for child in pageChildren where !stack.contains(where: { $0 === child }) {
                if let pageView = child._view, pageView.superview === view { pageView.removeFromSuperview() }
            }
        }
    }

    private func curlTransform(lift: CGFloat) -> CATransform3D {
        PageCurlGeometry.transform(
            lift: lift, size: _view?.bounds.size ?? .zero, spine: _spineLocation, orientation: _navigationOrientation)
    }

    /// Runs the turn in flight: the turning page rotates about the spine with a shadow; paused
    /// for the pan to scrub when `interactive`.
    func startCurl(_ turn: PageState<UIViewController>.Turn, interactive: Bool) {
        layoutCurlPages()
        guard let turningView = turningPage?._view else {
            finishTurn(completed: true)
            return
        }
        let flat = curlTransform(lift: 0)
        let lifted = curlTransform(lift: PageCurlGeometry.maximumLift)
        let forward = turn.side == .after
        UIView.performWithoutAnimation {
            turningView.transform3D = forward ? flat : lifted
            turningView.layer.shadowOpacity = 0.35
            turningView.layer.shadowRadius = 8
            turningView.layer.shadowOffset = .zero
        }
        let animator = UIViewPropertyAnimator(duration: PageCurlGeometry.duration, curve: .easeInOut)
        animator.addAnimations { turningView.transform3D = forward ? lifted : flat }
        animator.addCompletion { [weak self] position in
            self?.curlEnded(completed: position == .end, turningView: turningView)
        }
        curlAnimator = animator
        if interactive { animator.pauseAnimation() } else { animator.startAnimation() }
    }

    /// Stops the turn animation where it is, without its completion, and lays the turning page
    /// flat again (the turn is ended by the caller).
    func abandonCurlAnimation() {
        guard let animator = curlAnimator else { return }
        curlAnimator = nil
        animator.stopAnimation(true)
        if let turningView = turningPage?._view {
            UIView.performWithoutAnimation {
                turningView.transform3D = CATransform3DIdentity
                turningView.layer.shadowOpacity = 0
            }
        }
    }

    private func curlEnded(completed: Bool, turningView: UIView) {
        curlAnimator = nil
        UIView.performWithoutAnimation {
            turningView.transform3D = CATransform3DIdentity
            turningView.layer.shadowOpacity = 0
        }
        finishTurn(completed: completed)
    }

    /// The recognizers may begin only with a data source, no turn in flight, and (for the tap)
    /// a touch in an end zone.
    func curlRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        guard dataSource != nil, !pages.isTurning, curlAnimator == nil else { return false }
        if recognizer === curlTap { return tapSide(at: recognizer.location(in: _view)) != nil }
        return true
    }

    private func tapSide(at point: CGPoint) -> PageState<UIViewController>.Side? {
        guard let view = _view else { return nil }
        let along = isHorizontal ? point.x : point.y
        let length = isHorizontal ? view.bounds.width : view.bounds.height
        guard length > 0, along.isFinite else { return nil }
        if along >= length * (1 - PageCurlGeometry.tapZoneFraction) { return .after }
        if along <= length * PageCurlGeometry.tapZoneFraction { return .before }
        return nil
    }

    private func handleCurlTap() {
        guard curlTap.state == .ended, !pages.isTurning, let side = tapSide(at: curlTap.location(in: _view)),
            beginGestureTurn(toward: side), let turn = pages.turn
        else { return }
        startCurl(turn, interactive: false)
    }

    /// The finger's travel toward the turn over the view's length, 0…1; nil for NaN travel.
    private func curlProgress(toward side: PageState<UIViewController>.Side) -> CGFloat? {
        guard let view = _view else { return nil }
        let translation = curlPan.translation(in: view)
        let along = isHorizontal ? translation.x : translation.y
        let length = isHorizontal ? view.bounds.width : view.bounds.height
        guard length > 0 else { return 0 }
        let progress = (side == .after ? -along : along) / length
        guard !progress.isNaN else { return nil }
        return min(max(progress, 0), 1)
    }

    private func handleCurlPan() {
        switch curlPan.state {
        case .began:
            guard !pages.isTurning, curlAnimator == nil, let view = _view else { return }
            let translation = curlPan.translation(in: view)
            let along = isHorizontal ? translation.x : translation.y
            guard along != 0, along.isFinite else { return }
            guard beginGestureTurn(toward: along < 0 ? .after : .before), let turn = pages.turn else { return }
            startCurl(turn, interactive: true)
            scrubCurl()
        case .changed:
            scrubCurl()
        case .ended, .cancelled:
            guard let animator = curlAnimator, let turn = pages.turn, turn.byGesture, !animator.isRunning,
                let view = _view
            else { return }
            let progress = curlProgress(toward: turn.side) ?? animator.fractionComplete
            let velocity = curlPan.velocity(in: view)
            let along = isHorizontal ? velocity.x : velocity.y
            let toward = turn.side == .after ? -along : along
            let finishes =
                curlPan.state == .ended
                && (progress > 0.5 || toward > PageCurlGeometry.releaseVelocityThreshold)
            animator.isReversed = !finishes
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        default:
            break
        }
    }

    private func scrubCurl() {
        guard let animator = curlAnimator, let turn = pages.turn, turn.byGesture, !animator.isRunning,
            let progress = curlProgress(toward: turn.side)
        else { return }
        animator.fractionComplete = progress
    }
}
#endif
