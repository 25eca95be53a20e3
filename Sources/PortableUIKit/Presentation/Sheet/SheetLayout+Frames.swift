#if !canImport(UIKit)
import Foundation

extension SheetLayout {
    /// The card's frame in container coordinates when the sheet shows `value`.
    ///
    /// Bottom edge: at or above the smallest detent the card is `value` + bottom inset tall and its
    /// bottom is the container's bottom (so values above the largest detent, while rubber-banding,
    /// make it taller); below the smallest detent it keeps the smallest detent's height and slides
    /// down by the difference. Centred: the card keeps its size and slides down by how far `value`
    /// is below the card height. A NaN `value` is read as `smallestValue`.
    func frame(forValue value: CGFloat, smallestValue: CGFloat) -> CGRect {
        let smallest = smallestValue.isNaN ? 0 : smallestValue
        let shown = value.isNaN ? smallest : value
        switch attachment {
        case .bottomEdge:
            let height = max(shown, smallest) + safeAreaInsets.bottom
            let top = containerBounds.maxY - safeAreaInsets.bottom - shown
            return CGRect(x: containerBounds.minX, y: top, width: containerBounds.width, height: height)
        case .centred:
            let size = centredCardSize
            let restingTop = containerBounds.midY - size.height / 2
            return CGRect(
                x: containerBounds.midX - size.width / 2,
                y: restingTop + (size.height - shown),
                width: size.width, height: size.height)
        }
    }

    /// How far the card has to travel from its frame at `value` until it has left the container
    /// (the distance the standard cover-vertical dismissal animates over): the container's bottom
    /// minus the card's top at the smallest detent.
    func dismissalTravel(smallestValue: CGFloat) -> CGFloat {
        let top = frame(forValue: smallestValue, smallestValue: smallestValue).minY
        return max(0, containerBounds.maxY - top)
    }

    /// The fraction of an interactive dismissal a drag to `value` stands for: how far the card
    /// has been pulled below its smallest detent, over ``dismissalTravel(smallestValue:)``, in
    /// 0 … 1. NaN or no travel give 0.
    func dismissalFraction(forValue value: CGFloat, smallestValue: CGFloat) -> CGFloat {
        let travel = dismissalTravel(smallestValue: smallestValue)
        guard travel > 0, !value.isNaN else { return 0 }
        return min(1, max(0, (smallestValue - value) / travel))
    }
}
#endif
