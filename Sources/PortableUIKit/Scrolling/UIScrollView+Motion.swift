#if !canImport(UIKit)
import Foundation

/// Motion without a finger: deceleration, bounce, paging snap and offset animations, advanced by
/// the window's clock through `ScrollMotionDriver`.
extension UIScrollView {
    /// Whether the content is moving on its own.
    var isInMotion: Bool {
        if case .none = motion { return false }
        return true
    }

    /// Moves the content to where its motion is at `now`; at the end, tells the delegate.
    func advanceMotion(to now: TimeInterval) {
        switch motion {
        case .none:
            return
        case let .release(release, start):
            let elapsed = now - start
            if release.isFinished(at: elapsed) {
                contentOffset = release.restPosition
                motion = .none
                delegate?.scrollViewDidEndDecelerating(self)
            } else {
                contentOffset = release.position(at: elapsed)
            }
        case let .animation(animation):
            if animation.isFinished(at: now) {
                contentOffset = animation.to
                motion = .none
                switch animation.reason {
                case .programmatic: delegate?.scrollViewDidEndScrollingAnimation(self)
                case .scrollToTop: delegate?.scrollViewDidScrollToTop(self)
                }
            } else {
                contentOffset = animation.offset(at: now)
            }
        }
    }

    /// Starts the motion after a drag at the current time.
    func startRelease(_ release: ScrollReleaseMotion) {
        motion = .release(release, start: MediaClock.now)
        ScrollMotionDriver.shared.add(self)
    }

    /// Stops any motion where it is, without delegate calls (a finger caught the content, or the
    /// offset was set).
    func stopMotion() {
        motion = .none
        ScrollMotionDriver.shared.remove(self)
    }

    func scrollContent(to offset: CGPoint, animated: Bool, reason: ScrollOffsetAnimation.Reason) {
        guard offset.x.isFinite, offset.y.isFinite else {
            applyContentOffset(offset)
            return
        }
        stopMotion()
        guard animated, offset != contentOffset else {
            contentOffset = offset
            if reason == .scrollToTop { delegate?.scrollViewDidScrollToTop(self) }
            return
        }
        motion = .animation(
            ScrollOffsetAnimation(from: contentOffset, to: offset, start: MediaClock.now, reason: reason))
        ScrollMotionDriver.shared.add(self)
    }

    func scrollToReveal(_ rect: CGRect, animated: Bool) {
        guard !rect.isNull, !rect.isInfinite else { return }
        let inset = adjustedContentInset
        let visible = bounds.inset(by: inset)
        var offset = contentOffset
        if rect.width > visible.width || rect.minX < visible.minX {
            offset.x = rect.minX - inset.left
        } else if rect.maxX > visible.maxX {
            offset.x = rect.maxX - bounds.width + inset.right
        }
        if rect.height > visible.height || rect.minY < visible.minY {
            offset.y = rect.minY - inset.top
        } else if rect.maxY > visible.maxY {
            offset.y = rect.maxY - bounds.height + inset.bottom
        }
        let target = offsetRange.clamp(offset)
        guard target != contentOffset else { return }
        scrollContent(to: target, animated: animated, reason: .programmatic)
    }

    /// A status-bar tap (host API): scrolls to the top if the delegate agrees; under a large
    /// title, to where the title is expanded.
    func scrollToTopFromStatusBar() {
        guard scrollsToTop, delegate?.scrollViewShouldScrollToTop(self) ?? true else { return }
        let top = -(adjustedContentInset.top + largeTitleAllowance)
        scrollContent(to: CGPoint(x: contentOffset.x, y: top), animated: true, reason: .scrollToTop)
    }
}
#endif
