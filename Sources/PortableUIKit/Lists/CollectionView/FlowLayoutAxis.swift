#if !canImport(UIKit)
import Foundation

/// Maps between UIKit geometry and the flow layout engine's axis-neutral terms: "along" is the
/// scroll axis (lines stack along it), "across" the axis items fill a line on.
struct FlowLayoutAxis {
    var isVertical: Bool

    func along(_ size: CGSize) -> CGFloat { isVertical ? size.height : size.width }
    func across(_ size: CGSize) -> CGFloat { isVertical ? size.width : size.height }
    func alongStart(_ inset: UIEdgeInsets) -> CGFloat { isVertical ? inset.top : inset.left }
    func alongEnd(_ inset: UIEdgeInsets) -> CGFloat { isVertical ? inset.bottom : inset.right }
    func acrossStart(_ inset: UIEdgeInsets) -> CGFloat { isVertical ? inset.left : inset.top }
    func acrossEnd(_ inset: UIEdgeInsets) -> CGFloat { isVertical ? inset.right : inset.bottom }

    /// A rectangle from positions and extents on both axes.
    func rect(along: CGFloat, across: CGFloat, alongExtent: CGFloat, acrossExtent: CGFloat) -> CGRect {
        isVertical
            ? CGRect(x: across, y: along, width: acrossExtent, height: alongExtent)
            : CGRect(x: along, y: across, width: alongExtent, height: acrossExtent)
    }

    /// The span of `rect` along the scroll axis.
    func alongRange(of rect: CGRect) -> (min: CGFloat, max: CGFloat) {
        isVertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
    }
}
#endif
