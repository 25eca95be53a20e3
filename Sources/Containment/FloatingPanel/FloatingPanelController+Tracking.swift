#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

extension FloatingPanelController {
    /// Shares drags in `scrollView` with the panel (issue 41's hand-off; bottom panels): below the
    /// most expanded anchor a drag in the content moves the panel and the content stays pinned;
    /// at that anchor it scrolls the content; dragging down from the content's top moves the panel
    /// again. Replaces a scroll view tracked before; nil stops tracking.
    public func track(scrollView: UIScrollView?) {
        if let old = trackingScrollView, let registration = trackingRegistration {
            old.panGestureRecognizer.removeHandler(registration)
        }
        trackingRegistration = nil
        offsetObservation = nil
        trackingScrollView = scrollView
        guard let scrollView else { return }
        trackingRegistration = scrollView.panGestureRecognizer.addHandler { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
            self.handleContentPan(pan)
        }
    }

    /// The content's scroll from its top along the vertical axis: 0 at the top, positive scrolled.
    static func scroll(of scrollView: UIScrollView) -> CGFloat {
        scrollView.contentOffset.y + scrollView.adjustedContentInset.top
    }

    /// Whether `scrollView` has more content than fits (or always bounces), so it can scroll.
    static func canScroll(_ scrollView: UIScrollView) -> Bool {
        let inset = scrollView.adjustedContentInset
        return scrollView.isScrollEnabled
            && (scrollView.contentSize.height + inset.top + inset.bottom > scrollView.bounds.height
                || scrollView.alwaysBounceVertical)
    }

    /// Puts the content at `scroll` from its top.
    private func setScroll(_ scroll: CGFloat, of scrollView: UIScrollView) {
        let offset = CGPoint(x: scrollView.contentOffset.x, y: scroll - scrollView.adjustedContentInset.top)
        if scrollView.contentOffset != offset { scrollView.contentOffset = offset }
    }

    /// The tracked scroll view's pan, after the scroll view moved its content for it.
    private func handleContentPan(_ recognizer: UIPanGestureRecognizer) {
        guard let scrollView = trackingScrollView, resolvedPosition == .bottom else { return }
        let translation = -recognizer.translation(in: view).y
        switch recognizer.state {
        case .began:
            guard drag == nil, delegate?.floatingPanelShouldBeginDragging(self) ?? true else { return }
            stopFlingHandOff()
            beginDrag(with: recognizer, inContent: true)
            drag?.lastTranslation = translation
        case .changed:
            guard let drag, drag.recognizer === recognizer else { return }
            let delta = translation - drag.lastTranslation
            drag.lastTranslation = translation
            share(delta, in: drag, scrollView: scrollView)
        case .ended:
            guard let drag, drag.recognizer === recognizer else { return }
            share(translation - drag.lastTranslation, in: drag, scrollView: scrollView)
            guard drag.movedPanel, extent < anchors.mostExpanded.extent else {
                // Only the content moved, or the panel is back at the top anchor: the content goes on.
                self.drag = nil
                if drag.movedPanel { land(at: state, animated: true) }
                return
            }
            let velocity = -recognizer.velocity(in: view).y
            releaseFromContent(velocity: velocity, velocityPoint: recognizer.velocity(in: view), scrollView: scrollView)
        case .cancelled, .failed:
            guard let drag, drag.recognizer === recognizer else { return }
            self.drag = nil
            if drag.movedPanel { move(to: drag.startState, animated: true) }
        default:
            break
        }
    }

    /// Spends one step of the finger between the panel and the content (``FloatingPanelScrollHandOff``).
    private func share(_ delta: CGFloat, in drag: FloatingPanelDragSession, scrollView: UIScrollView) {
        let handOff = FloatingPanelScrollHandOff(maximumExtent: anchors.mostExpanded.extent)
        let before = extent
        let result = handOff.step(
            delta: delta, extent: extent, scroll: drag.scroll, inContent: true,
            contentScrolls: Self.canScroll(scrollView))
        let newExtent = constrained(result.extent)
        if newExtent != before {
            moveDuringDrag(to: newExtent)
            setScroll(result.scroll, of: scrollView)
            drag.scroll = result.scroll
        } else {
            // The content alone moved: the scroll view's own place (with its rubber band) stands.
            drag.scroll = Self.scroll(of: scrollView)
        }
    }

    /// A drag in the content let go with the panel below its top anchor. An upward fling the
    /// content's own deceleration would carry past the top anchor goes on as that deceleration:
    /// it moves the panel until it arrives, and the content from there at the speed it has then
    /// (``FloatingPanelFlingHandOff``). Anything else stops the content and attracts the panel.
    private func releaseFromContent(velocity: CGFloat, velocityPoint: CGPoint, scrollView: UIScrollView) {
        let anchors = self.anchors
        let top = anchors.mostExpanded
        let fling = FloatingPanelFlingHandOff(decelerationRate: scrollView.decelerationRate.rawValue)
        if velocity > 0, fling.arrivalSpeed(from: velocity, over: top.extent - extent) != nil,
            Self.canScroll(scrollView), scrollView.isDecelerating
        {
            drag = nil
            var target = top.state
            delegate?.floatingPanelWillEndDragging(self, withVelocity: velocityPoint, targetState: &target)
            delegate?.floatingPanelDidEndDragging(self, willAttract: true)
            if target == top.state {
                startFlingHandOff(to: top.state, scrollView: scrollView)
                return
            }
            stopContent(scrollView)
            let targetExtent = anchors.extent(of: target) ?? top.extent
            startMove(to: target, extent: targetExtent, velocity: velocity, animated: true, completion: nil)
            return
        }
        stopContent(scrollView)
        release(velocity: velocity, velocityPoint: velocityPoint)
    }

    /// Stops the content's deceleration where the hand-off pinned it.
    private func stopContent(_ scrollView: UIScrollView) {
        scrollView.setContentOffset(scrollView.contentOffset, animated: false)
    }

    /// Follows the content's deceleration through the hand-off until the panel reaches `state`.
    private func startFlingHandOff(to state: FloatingPanelState, scrollView: UIScrollView) {
        let previous = self.state
        self.state = state
        if state != previous { delegate?.floatingPanelDidChangeState(self) }
        headAppearance(towards: state, animated: true)
        delegate?.floatingPanelWillBeginAttracting(self, to: state)
        let handOff = FloatingPanelScrollHandOff(maximumExtent: anchors.mostExpanded.extent)
        flingScroll = Self.scroll(of: scrollView)
        offsetObservation = scrollView.observe(\.contentOffset, options: [.new]) { [weak self] scrollView, _ in
            MainActor.assumeIsolated {
                guard let self, let last = self.flingScroll else { return }
                let now = Self.scroll(of: scrollView)
                guard now != last else { return }
                let step = handOff.step(
                    delta: now - last, extent: self.extent, scroll: last, inContent: true, contentScrolls: true)
                self.flingScroll = step.scroll
                if step.extent != self.extent {
                    self.extent = min(step.extent, handOff.maximumExtent)
                    self.applyExtent()
                    self.setScroll(step.scroll, of: scrollView)
                }
                if !handOff.contentScrollsFreely(atExtent: self.extent) { return }
                self.finishFlingHandOff(at: state)
            }
        }
    }

    /// The panel reached its top anchor during a fling: it rests there; the content goes on.
    private func finishFlingHandOff(at state: FloatingPanelState) {
        stopFlingHandOff()
        land(at: state, animated: true)
        delegate?.floatingPanelDidEndAttracting(self)
    }

    /// Stops following the content's deceleration.
    func stopFlingHandOff() {
        offsetObservation = nil
        flingScroll = nil
    }
}
