#if !canImport(UIKit)
import Foundation

/// What moves a scroll view's content when no finger does.
enum ScrollViewMotion {
    /// Nothing: the content rests.
    case none
    /// The motion after a drag: deceleration, bounce or paging snap (7.2–7.5), started at `start`.
    case release(ScrollReleaseMotion, start: TimeInterval)
    /// An animated offset change (`setContentOffset(_:animated: true)`, scroll to top).
    case animation(ScrollOffsetAnimation)

    /// Whether this is the motion after a drag (`isDecelerating`).
    var isRelease: Bool {
        if case .release = self { return true }
        return false
    }
}

/// An animated offset change: 0.3 s on the ease-in-ease-out curve. UIKit does not document its
/// curve or duration [UNC]; these are PortableUIKit's.
struct ScrollOffsetAnimation {
    /// Why the animation runs: it decides the delegate call at the end.
    enum Reason { case programmatic, scrollToTop }

    static let duration: TimeInterval = 0.3

    let from: CGPoint
    let to: CGPoint
    let start: TimeInterval
    let reason: Reason

    /// The offset at `time`.
    func offset(at time: TimeInterval) -> CGPoint {
        let fraction = min(max((time - start) / Self.duration, 0), 1)
        let eased = CGFloat(CubicTimingCurve.easeInEaseOut.progress(at: fraction))
        return CGPoint(x: from.x + (to.x - from.x) * eased, y: from.y + (to.y - from.y) * eased)
    }

    /// Whether the animation is over at `time`.
    func isFinished(at time: TimeInterval) -> Bool { time - start >= Self.duration - 1e-9 }
}

/// One drag in progress: where it started, in raw (not rubber-banded) offsets, and which axes it
/// may move.
struct ScrollDragState {
    /// The raw offset when the drag began.
    var startRawOffset: CGPoint
    /// The pan's translation when the drag began (the hysteresis already moved).
    var startTranslation: CGPoint
    /// The page the drag started on, per axis, for paging (7.5).
    var startPage: (horizontal: Int, vertical: Int)
    /// Whether the drag may move each axis.
    var movesHorizontally: Bool
    var movesVertically: Bool
    /// The offset the drag last displayed and the translation it displayed it for: an offset
    /// found different at the next move was set by someone else (a delegate catching content
    /// mid-animation, a pager re-centring), and the drag continues from it, as UIKit's
    /// incremental pan handling does.
    var lastOffset: CGPoint
    var lastTranslation: CGPoint
}
#endif
