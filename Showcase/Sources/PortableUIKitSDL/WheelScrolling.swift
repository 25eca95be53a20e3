import Foundation
import PortableUIKit

/// How the live host turns mouse-wheel notches into scrolling. UIKit on a phone has no wheel, so
/// this is the host's own choice, kept simple and honest: the wheel moves the content offset of
/// the deepest scroll view under the pointer that can scroll along the wheel's axis, at once (no
/// animation, no deceleration), by ``LiveWindowHost/wheelPointsPerNotch`` per notch, clamped to
/// the legal offset range (no rubber-banding). A scroll view a finger is on is left alone.
///
/// Only public `UIScrollView` API is used: the range is computed from `contentSize`,
/// `adjustedContentInset` and `bounds` as UIKit defines it (spec 7.6): from `-inset.top` to
/// `max(-inset.top, contentSize.height + inset.bottom - bounds.height)`, and likewise across.
@MainActor
enum WheelScrolling {
    /// The scroll view under `point` (window coordinates) that the offset change `delta`
    /// (points; positive moves the offset right / down) applies to, or nil.
    static func target(at point: CGPoint, in window: UIWindow, delta: CGVector) -> UIScrollView? {
        guard delta.dx != 0 || delta.dy != 0 else { return nil }
        var view = window.hitTest(window.convert(point, from: nil), with: nil)
        while let current = view {
            if let scrollView = current as? UIScrollView, scrollView.isScrollEnabled,
                (delta.dx != 0 && length(of: horizontalRange(of: scrollView)) > 0)
                    || (delta.dy != 0 && length(of: verticalRange(of: scrollView)) > 0)
            {
                return scrollView.isTracking ? nil : scrollView
            }
            view = current.superview
        }
        return nil
    }

    /// The offset of `scrollView` moved by `delta`, each axis clamped to its legal range; an axis
    /// that cannot scroll keeps its offset.
    static func offset(of scrollView: UIScrollView, movedBy delta: CGVector) -> CGPoint {
        var offset = scrollView.contentOffset
        let horizontal = horizontalRange(of: scrollView), vertical = verticalRange(of: scrollView)
        if delta.dx != 0, length(of: horizontal) > 0 { offset.x = clamp(offset.x + delta.dx, horizontal) }
        if delta.dy != 0, length(of: vertical) > 0 { offset.y = clamp(offset.y + delta.dy, vertical) }
        return offset
    }

    /// The legal horizontal offsets (spec 7.6).
    static func horizontalRange(of scrollView: UIScrollView) -> ClosedRange<CGFloat> {
        let inset = scrollView.adjustedContentInset
        return range(
            minimum: -inset.left,
            maximum: scrollView.contentSize.width + inset.right - scrollView.bounds.width)
    }

    /// The legal vertical offsets (spec 7.6).
    static func verticalRange(of scrollView: UIScrollView) -> ClosedRange<CGFloat> {
        let inset = scrollView.adjustedContentInset
        return range(
            minimum: -inset.top,
            maximum: scrollView.contentSize.height + inset.bottom - scrollView.bounds.height)
    }

    private static func range(minimum: CGFloat, maximum: CGFloat) -> ClosedRange<CGFloat> {
        let low = minimum.isFinite ? minimum : 0
        let high = maximum.isFinite ? max(maximum, low) : low
        return low...high
    }

    private static func length(of range: ClosedRange<CGFloat>) -> CGFloat { range.upperBound - range.lowerBound }

    private static func clamp(_ value: CGFloat, _ range: ClosedRange<CGFloat>) -> CGFloat {
        min(max(value, range.lowerBound), range.upperBound)
    }
}
