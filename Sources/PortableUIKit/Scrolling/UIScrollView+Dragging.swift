#if !canImport(UIKit)
import Foundation

/// Dragging: the content follows the finger and rubber-bands past the edges (7.4); on release
/// the delegate hears `willEndDragging` with the velocity in points per millisecond and a
/// writable target (7.3), then the release motion starts (7.2, 7.4, 7.5).
///
/// Delegate order for a flick: `willBeginDragging`, `didScroll`…, `willEndDragging`,
/// `didEndDragging(willDecelerate: true)`, `willBeginDecelerating`, `didScroll`…,
/// `didEndDecelerating`. `isDragging` is already false in `didEndDragging` [UNC].
extension UIScrollView {
    func installPanGestureRecognizer() {
        scrollPan.scrollView = self
        scrollPan.delegate = self
        scrollPan.touchesBeganDelayLimit = delaysContentTouches ? Self.contentTouchDelay : nil
        scrollPan.addHandler { [weak self] recognizer in
            self?.handlePan(recognizer.state)
        }
        addGestureRecognizer(scrollPan)
    }

    /// A finger touched the content: motion in progress stops where it is [UNC: UIKit sends no
    /// `didEndDecelerating` for content caught by a finger; PortableUIKit does the same].
    func fingerDown() {
        _isTracking = true
        if isInMotion { stopMotion() }
    }

    /// The last finger lifted. Content left outside its range without a drag springs back.
    func fingerUp() {
        _isTracking = false
        guard drag == nil, !isInMotion, !offsetRange.contains(contentOffset) else { return }
        startRelease(
            .deceleration(
                from: contentOffset, velocity: .zero, rate: decelerationRate.rawValue, range: offsetRange,
                bouncesHorizontally: bouncesHorizontally, bouncesVertically: bouncesVertically,
                threshold: restThreshold))
    }

    /// A drag may take a touch from content that is already tracking it only if
    /// `canCancelContentTouches` and `touchesShouldCancel(in:)` allow; content that has not seen
    /// the touch yet (`delaysContentTouches`) never blocks the drag.
    func panMayTakeContentTouches() -> Bool {
        for touch in scrollPan.trackedTouches {
            guard let view = touch.view, view !== self,
                touch.window?.gestureEnvironment.viewReceivedBegan(touch) == true
            else { continue }
            if !canCancelContentTouches || !touchesShouldCancel(in: view) { return false }
        }
        return true
    }

    private func handlePan(_ state: UIGestureRecognizer.State) {
        switch state {
        case .began: beginDrag()
        case .changed: followFinger()
        case .ended: endDrag(velocity: contentVelocity())
        case .cancelled: endDrag(velocity: .zero)
        default: break
        }
    }

    private func beginDrag() {
        stopMotion()
        let range = offsetRange
        let translation = scrollPan.translation(in: self)
        let length = (translation.x * translation.x + translation.y * translation.y).squareRoot()
        // The content joins the finger where it crossed the hysteresis circle, then follows 1:1.
        let scale = length > UIPanGestureRecognizer.hysteresis ? UIPanGestureRecognizer.hysteresis / length : 1
        let crossing = CGPoint(x: translation.x * scale, y: translation.y * scale)
        var horizontal = scrollsHorizontally
        var vertical = scrollsVertically
        if isDirectionalLockEnabled, horizontal, vertical {
            if abs(translation.x) > abs(translation.y) { vertical = false } else { horizontal = false }
        }
        let offset = contentOffset
        let raw = CGPoint(
            x: rubberBand(horizontal: true).rawOffset(forDisplayed: offset.x, in: range.horizontal),
            y: rubberBand(horizontal: false).rawOffset(forDisplayed: offset.y, in: range.vertical))
        drag = ScrollDragState(
            startRawOffset: raw, startTranslation: crossing,
            startPage: (page(of: offset.x, horizontal: true), page(of: offset.y, horizontal: false)),
            movesHorizontally: horizontal, movesVertically: vertical,
            lastOffset: offset, lastTranslation: crossing)
        delegate?.scrollViewWillBeginDragging(self)
        followFinger()
    }

    private func followFinger() {
        guard var drag else { return }
        let translation = scrollPan.translation(in: self)
        let range = offsetRange
        var offset = contentOffset
        if offset != drag.lastOffset {
            // Moved by someone else since the last move: continue from where it was put.
            drag.startRawOffset = CGPoint(
                x: rubberBand(horizontal: true).rawOffset(forDisplayed: offset.x, in: range.horizontal)
                    + drag.lastTranslation.x - drag.startTranslation.x,
                y: rubberBand(horizontal: false).rawOffset(forDisplayed: offset.y, in: range.vertical)
                    + drag.lastTranslation.y - drag.startTranslation.y)
        }
        if drag.movesHorizontally {
            let raw = drag.startRawOffset.x - (translation.x - drag.startTranslation.x)
            offset.x = displayed(raw, in: range.horizontal, bounces: bouncesHorizontally, horizontal: true)
        }
        if drag.movesVertically {
            let raw = drag.startRawOffset.y - (translation.y - drag.startTranslation.y)
            offset.y = displayed(raw, in: range.vertical, bounces: bouncesVertically, horizontal: false)
        }
        drag.lastOffset = offset
        drag.lastTranslation = translation
        self.drag = drag
        if offset != contentOffset { contentOffset = offset }
    }

    private func displayed(_ raw: CGFloat, in range: ScrollAxisRange, bounces: Bool, horizontal: Bool) -> CGFloat {
        bounces ? rubberBand(horizontal: horizontal).displayedOffset(forRaw: raw, in: range) : range.clamp(raw)
    }

    /// The content-offset velocity in points per second: the opposite of the finger's, on the
    /// axes the drag moves, slowed by the rubber band's slope where the content overshoots.
    /// The finger's speed counts up to ``maximumReleaseSpeed`` per axis (NaN counts as 0): a
    /// host touch that jumps 1e300 points must not start a motion that never comes to rest.
    private func contentVelocity() -> CGPoint {
        guard let drag else { return .zero }
        let measured = scrollPan.velocity(in: self)
        func capped(_ v: CGFloat) -> CGFloat {
            v.isNaN ? 0 : min(max(v, -Self.maximumReleaseSpeed), Self.maximumReleaseSpeed)
        }
        let finger = CGPoint(x: capped(measured.x), y: capped(measured.y))
        let range = offsetRange
        func axis(_ v: CGFloat, moves: Bool, offset: CGFloat, range: ScrollAxisRange, horizontal: Bool) -> CGFloat {
            guard moves else { return 0 }
            let overshoot = abs(range.overshoot(of: offset))
            guard overshoot > 0 else { return -v }
            let band = rubberBand(horizontal: horizontal)
            return -v * band.slope(atRaw: band.rawOvershoot(forDisplayed: overshoot))
        }
        return CGPoint(
            x: axis(
                finger.x, moves: drag.movesHorizontally, offset: contentOffset.x, range: range.horizontal,
                horizontal: true),
            y: axis(
                finger.y, moves: drag.movesVertically, offset: contentOffset.y, range: range.vertical, horizontal: false
            ))
    }

    /// The fastest release a drag gives the content, in points per second per axis: far above
    /// any finger's (about 10,000 pt/s for a hard flick).
    static var maximumReleaseSpeed: CGFloat { 100_000 }

    private func endDrag(velocity: CGPoint) {
        guard let drag else { return }
        let range = offsetRange
        let start = contentOffset
        let natural: ScrollReleaseMotion
        if isPagingEnabled {
            natural = .paging(
                from: start, velocity: velocity, pageSize: bounds.size,
                horizontalStartPage: drag.startPage.horizontal, verticalStartPage: drag.startPage.vertical,
                range: range, threshold: restThreshold)
        } else {
            natural = .deceleration(
                from: start, velocity: velocity, rate: decelerationRate.rawValue, range: range,
                bouncesHorizontally: bouncesHorizontally, bouncesVertically: bouncesVertically,
                threshold: restThreshold)
        }
        let predicted = natural.restPosition
        let pointsPerMillisecond = CGPoint(x: velocity.x / 1000, y: velocity.y / 1000)
        var target =
            isPagingEnabled ? predicted : adjustedTargetContentOffset(predicted, velocity: pointsPerMillisecond)
        if barTrackingNavigationController?.navigationBar.displaysLargeTitle == true, !isPagingEnabled {
            // A large title left partly collapsed snaps open or shut.
            let expanded = -(adjustedContentInset.top + largeTitleAllowance)
            target.y = NavigationLargeTitleLayout.snappedRestOffset(target.y, expandedOffset: expanded)
        }
        withUnsafeMutablePointer(to: &target) { pointer in
            delegate?.scrollViewWillEndDragging(
                self, withVelocity: pointsPerMillisecond, targetContentOffset: pointer)
        }
        var release = natural
        if target != predicted {
            if target.x.isFinite, target.y.isFinite {
                release = .landing(
                    from: start, on: target, rate: decelerationRate.rawValue, range: range, threshold: restThreshold)
            } else {
                PortableUIKitDiagnostics.report(
                    .invalidScrollGeometry,
                    "targetContentOffset was set to \(target); the natural target \(predicted) was kept",
                    fix: "write a finite offset to targetContentOffset", spec: "7.3")
            }
        }
        self.drag = nil
        let decelerates = release.finishTime > 0 && !release.isFinished(at: 0)
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
        if decelerates {
            // The motion is under way when the delegate hears of it, so that setting the offset
            // from `scrollViewWillBeginDecelerating` stops it, as on UIKit (OBS: the common way
            // to cancel a deceleration on iOS is exactly that call).
            startRelease(release)
            delegate?.scrollViewWillBeginDecelerating(self)
        } else if release.restPosition != contentOffset, contentOffset == start {
            // (An offset the delegate set from its callbacks stands, as on UIKit.)
            contentOffset = release.restPosition
        }
    }

    private func rubberBand(horizontal: Bool) -> RubberBand {
        RubberBand(dimension: horizontal ? bounds.width : bounds.height)
    }

    private func page(of offset: CGFloat, horizontal: Bool) -> Int {
        let range = offsetRange
        let pages = ScrollPagingTarget(
            pageSize: horizontal ? bounds.width : bounds.height, range: horizontal ? range.horizontal : range.vertical)
        return pages.nearestPage(to: offset)
    }

    /// Half a pixel on the window's screen (spec 7.2).
    var restThreshold: CGFloat { ScrollRestThreshold.forDisplayScale(window?.screen.scale ?? UIScreen.main.scale) }
}
#endif
