#if !canImport(UIKit)
import Foundation

/// Where a released sheet comes to rest (spec 13.12: a release can dismiss the sheet).
enum SheetReleaseTarget: Equatable, Sendable {
    /// The detent at this index of the values the decision was made with.
    case detent(Int)
    /// The sheet leaves: a user dismissal.
    case dismiss
}

extension SheetLayout {
    /// The value a drag shows for the raw value the finger asks for (finger travel added to the
    /// value the drag began at).
    ///
    /// Inside [lower, largest] the raw value is shown as is. Above the largest detent it is
    /// rubber-banded with the scroll view's band (spec 7.4, c = 0.55, dimension = container
    /// height). The lower bound is 0 when the sheet may be dismissed (the card follows the finger
    /// down until it is gone) and the smallest detent when it may not (`isModalInPresentation`,
    /// or the delegate refused): then the card rubber-bands below its smallest detent and springs
    /// back. Non-finite raw values show the smallest detent; no detents shows 0.
    func displayedValue(forRaw raw: CGFloat, detentValues: [CGFloat], dismissable: Bool) -> CGFloat {
        guard let smallest = detentValues.min(), let largest = detentValues.max() else { return 0 }
        guard raw.isFinite else { return smallest }
        let range = ScrollAxisRange(minimum: dismissable ? 0 : smallest, maximum: largest)
        if dismissable && raw < 0 { return max(raw, -safeAreaInsets.bottom - smallest) }
        return RubberBand(dimension: containerBounds.height).displayedOffset(forRaw: raw, in: range)
    }

    /// Where the sheet rests after a release at `value` with the finger's vertical `velocity`
    /// (points per second, positive downwards, as `UIPanGestureRecognizer.velocity(in:)` reports).
    ///
    /// The release is projected as a scroll view would project it (spec 7.2, deceleration rate
    /// 0.998: x∞ = x0 + v/k with k = −1000·ln 0.998), and the nearest resting position to the
    /// projection wins. When `dismissable`, 0 (the card gone) is a resting position too, so a sheet
    /// pulled more than half its smallest detent down, or flicked down hard enough, is dismissed.
    /// Ties go to the detent. `nil` when there is no resting position at all.
    func releaseTarget(
        fromValue value: CGFloat, velocity: CGFloat, detentValues: [CGFloat], dismissable: Bool
    ) -> SheetReleaseTarget? {
        let start = value.isFinite ? value : (detentValues.min() ?? 0)
        let projected = ScrollDeceleration(initialPosition: start, initialVelocity: -velocity).restPosition
        var candidates: [(target: SheetReleaseTarget, position: CGFloat)] = detentValues.enumerated()
            .filter { $0.element.isFinite }
            .map { (SheetReleaseTarget.detent($0.offset), $0.element) }
        if dismissable { candidates.append((.dismiss, 0)) }
        let best = candidates.min { abs($0.position - projected) < abs($1.position - projected) }
        return best?.target
    }
}
#endif
