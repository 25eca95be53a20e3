#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// How one drag step is shared between a floating panel and the scroll view it tracks (issue 41's
/// hand-off rule), as a pure value.
///
/// The panel's extent and the content's **scroll** (how far it has scrolled from its top: the
/// content offset plus the adjusted top inset, along the panel's axis) change together so that the
/// finger's movement is spent exactly once, with no jump and no stop:
/// - expanding below the most expanded anchor moves the panel; what is left when the panel
///   arrives there scrolls the content on;
/// - expanding at the most expanded anchor scrolls the content;
/// - collapsing scrolls the content back to its top first; what is left moves the panel, and the
///   content stays pinned at its top;
/// - a drag that began outside the content (on the grabber, say) moves only the panel.
///
/// Extents beyond the anchors are left to ``FloatingPanelGeometry/constrainedExtent(_:minimum:maximum:rubberBandsBeyondMaximum:rubberBandsBeyondMinimum:)``;
/// scrolls beyond the content's end are the scroll view's own (it rubber-bands them).
public struct FloatingPanelScrollHandOff: Equatable, Sendable {
    /// The most expanded anchor's extent.
    public var maximumExtent: CGFloat

    public init(maximumExtent: CGFloat) {
        self.maximumExtent = maximumExtent.isFinite ? maximumExtent : 0
    }

    /// The panel's extent and the content's scroll after the finger expands the panel by `delta`
    /// (negative: collapses), from `extent` and `scroll`. `inContent` says whether the drag began
    /// in the tracked content; `contentScrolls` whether the content can scroll at all.
    public func step(delta: CGFloat, extent: CGFloat, scroll: CGFloat, inContent: Bool, contentScrolls: Bool)
        -> (extent: CGFloat, scroll: CGFloat)
    {
        let delta = delta.isFinite ? delta : 0
        let extent = extent.isFinite ? extent : 0
        let scroll = scroll.isFinite ? scroll : 0
        guard inContent, contentScrolls else { return (extent + delta, scroll) }
        if delta >= 0 {
            let panelPart = min(delta, max(maximumExtent - extent, 0))
            return (extent + panelPart, scroll + (delta - panelPart))
        }
        // Collapsing: the content returns to its top first, only if the panel is fully expanded.
        guard extent >= maximumExtent, scroll > 0 else { return (extent + delta, scroll) }
        let contentPart = max(delta, -scroll)
        return (extent + (delta - contentPart), scroll + contentPart)
    }

    /// Whether the panel, at `extent`, lets its content scroll freely (it rests at the most expanded anchor).
    public func contentScrollsFreely(atExtent extent: CGFloat) -> Bool {
        extent.isFinite && extent >= maximumExtent
    }
}

/// How a fling that carries the panel to its most expanded anchor goes on into its content: the
/// panel decelerates as UIScrollView does (spec 7.2), and reaches the anchor at a speed the content
/// then decelerates from, so the motion does not change speed as it passes from one to the other.
public struct FloatingPanelFlingHandOff: Equatable, Sendable {
    /// The deceleration rate (per millisecond) of the motion, the content's own.
    public var decelerationRate: CGFloat

    public init(decelerationRate: CGFloat = 0.998) {
        self.decelerationRate = decelerationRate.isFinite ? min(max(decelerationRate, 0.5), 0.9999) : 0.998
    }

    /// The speed left after decelerating over `distance` from `speed` (both positive), or nil when
    /// the motion stops first. With exponential decay the speed falls linearly with distance:
    /// v = v₀ + 1000 · ln(r) · d.
    public func arrivalSpeed(from speed: CGFloat, over distance: CGFloat) -> CGFloat? {
        guard speed.isFinite, distance.isFinite, speed > 0 else { return nil }
        let left = speed + 1000 * log(decelerationRate) * max(distance, 0)
        return left > 0 ? left : nil
    }

    /// How long the deceleration from `speed` takes to cover `distance` (nil when it stops first):
    /// t = ln(v / v₀) / (1000 · ln r).
    public func arrivalTime(from speed: CGFloat, over distance: CGFloat) -> TimeInterval? {
        guard let left = arrivalSpeed(from: speed, over: distance) else { return nil }
        return TimeInterval(log(left / speed) / (1000 * log(decelerationRate)))
    }

    /// Where the motion is `time` seconds after leaving `start` at `speed` (spec 7.2).
    public func position(from start: CGFloat, speed: CGFloat, at time: TimeInterval) -> CGFloat {
        let lnRate = 1000 * log(decelerationRate)
        return start + speed * (exp(lnRate * CGFloat(max(time, 0))) - 1) / lnRate
    }

    /// The speed `time` seconds after leaving at `speed`.
    public func speed(from speed: CGFloat, at time: TimeInterval) -> CGFloat {
        speed * exp(1000 * log(decelerationRate) * CGFloat(max(time, 0)))
    }
}
