#if !canImport(UIKit)
import Foundation

extension SheetLayout {
    /// The dimming view's alpha at a dimmed detent: black at 0.4. UIKit does not document the
    /// number; 0.4 is the value widely measured for iOS 15+ sheets and the one this runtime draws.
    static let dimmedAlpha: CGFloat = 0.4

    /// The dimming view's alpha while the sheet shows `value`.
    ///
    /// - `largestUndimmedValue == nil` (UIKit's default: every detent dims): 0.4.
    /// - Otherwise 0 up to the largest undimmed detent, 0.4 from the next larger detent on, and
    ///   linear in between (so dragging between them fades the dimming, as UIKit does); 0 when no
    ///   detent is larger than the undimmed one.
    /// - Below the smallest detent (an interactive dismissal) the alpha at the smallest detent
    ///   fades linearly to 0 as the value reaches 0.
    /// NaN values give 0; no detents give 0.
    func dimmingAlpha(forValue value: CGFloat, detentValues: [CGFloat], largestUndimmedValue: CGFloat?) -> CGFloat {
        let finite = detentValues.filter(\.isFinite)
        guard let smallest = finite.min(), !value.isNaN else { return 0 }
        if value < smallest {
            let atSmallest = restingAlpha(
                forValue: smallest, detentValues: finite, largestUndimmedValue: largestUndimmedValue)
            return smallest > 0 ? atSmallest * max(0, value) / smallest : 0
        }
        return restingAlpha(forValue: value, detentValues: finite, largestUndimmedValue: largestUndimmedValue)
    }

    private func restingAlpha(forValue value: CGFloat, detentValues: [CGFloat], largestUndimmedValue: CGFloat?)
        -> CGFloat
    {
        guard let undimmed = largestUndimmedValue, !undimmed.isNaN else { return Self.dimmedAlpha }
        guard let next = detentValues.filter({ $0 > undimmed }).min() else { return 0 }
        if value <= undimmed { return 0 }
        if value >= next { return Self.dimmedAlpha }
        return Self.dimmedAlpha * (value - undimmed) / (next - undimmed)
    }
}
#endif
