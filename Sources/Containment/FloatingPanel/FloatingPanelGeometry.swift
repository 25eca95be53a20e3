#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// Where a floating panel's surface is for an extent, and how far a drag may take it: a pure value.
///
/// The surface keeps one length, the most expanded extent (at least 0), and moves along its axis;
/// it is never resized by a drag, so dragging lays nothing out again. At a smaller extent the rest
/// of the surface lies beyond the container's edge; ``hiddenLength(atExtent:)`` is that part,
/// which the content's safe area excludes.
///
/// Past the most and least expanded anchors the panel follows the finger with UIScrollView's
/// rubber band (spec 7.4: `(1 − 1 / (x · 0.55 / d + 1)) · d`, d the container's length) when the
/// behaviour allows it at that edge, and stops there otherwise.
public struct FloatingPanelGeometry: Equatable, Sendable {
    /// The edge the panel rises from (`.top`, `.bottom`, `.left` or `.right`).
    public var position: FloatingPanelPosition
    /// The container's size.
    public var containerSize: CGSize
    /// The surface's length along the axis.
    public var surfaceLength: CGFloat

    public init(position: FloatingPanelPosition, containerSize: CGSize, surfaceLength: CGFloat) {
        self.position = position
        self.containerSize = containerSize
        self.surfaceLength = surfaceLength.isFinite ? max(surfaceLength, 0) : 0
    }

    private var axisLength: CGFloat {
        let value = position.isVertical ? containerSize.height : containerSize.width
        return value.isFinite ? max(value, 0) : 0
    }

    private var crossLength: CGFloat {
        let value = position.isVertical ? containerSize.width : containerSize.height
        return value.isFinite ? max(value, 0) : 0
    }

    /// The surface's frame in the container at `extent`.
    public func surfaceFrame(atExtent extent: CGFloat) -> CGRect {
        let extent = extent.isFinite ? extent : 0
        let length = surfaceLength
        switch position {
        case .top: return CGRect(x: 0, y: extent - length, width: crossLength, height: length)
        case .left, .leading: return CGRect(x: extent - length, y: 0, width: length, height: crossLength)
        case .right, .trailing: return CGRect(x: axisLength - extent, y: 0, width: length, height: crossLength)
        case .bottom: return CGRect(x: 0, y: axisLength - extent, width: crossLength, height: length)
        }
    }

    /// How much of the surface lies beyond the container's edge at `extent`.
    public func hiddenLength(atExtent extent: CGFloat) -> CGFloat {
        let extent = extent.isFinite ? extent : 0
        return min(max(surfaceLength - extent, 0), surfaceLength)
    }

    /// The extent a drag to `proposed` gives, between `minimum` and `maximum` (the least and most
    /// expanded anchors), rubber-banded beyond an end where `rubberBands` says so.
    public func constrainedExtent(
        _ proposed: CGFloat, minimum: CGFloat, maximum: CGFloat,
        rubberBandsBeyondMaximum: Bool, rubberBandsBeyondMinimum: Bool
    ) -> CGFloat {
        let proposed = proposed.isFinite ? proposed : minimum
        if proposed > maximum {
            return rubberBandsBeyondMaximum ? maximum + rubberBand(proposed - maximum) : maximum
        }
        if proposed < minimum {
            return rubberBandsBeyondMinimum ? minimum - rubberBand(minimum - proposed) : minimum
        }
        return proposed
    }

    /// The rubber band's displacement for a finger `excess` points past an end.
    func rubberBand(_ excess: CGFloat) -> CGFloat {
        let d = max(axisLength, 1)
        return (1 - 1 / (excess * 0.55 / d + 1)) * d
    }

    /// The finger movement `velocity` (points per second in the container's coordinates) as a
    /// speed along the axis, positive when it expands the panel.
    public func expandingSpeed(of velocity: CGPoint) -> CGFloat {
        let value: CGFloat
        switch position {
        case .bottom: value = -velocity.y
        case .top: value = velocity.y
        case .left, .leading: value = velocity.x
        case .right, .trailing: value = -velocity.x
        }
        return value.isFinite ? value : 0
    }

    /// The finger translation as a change of extent.
    public func expandingDistance(of translation: CGPoint) -> CGFloat { expandingSpeed(of: translation) }
}
