#if !canImport(UIKit)
import Foundation

/// The rubber-band resistance applied while dragging past an edge (spec 7.4).
///
/// For a raw overshoot x (how far the finger has pulled the offset past the edge) and the
/// scroll view's size d on that axis, the displayed overshoot is
/// b = (1 − 1/(x·c/d + 1))·d with c = 0.55. Negative overshoot (past the leading edge) is
/// mirrored: b(−x) = −b(x). For d = 960: x = 5 → 2.74, 100 → 52.02, 960 → 340.65.
///
/// Sanitising: a non-finite or non-positive dimension becomes 0, for which the displayed
/// overshoot is always 0 (the mathematical limit d → 0: the edge does not give). A
/// non-finite or non-positive coefficient becomes 0.55.
struct RubberBand: Sendable, Equatable {
    /// The rubber-band coefficient c = 0.55 (spec 7.4).
    static let defaultCoefficient: CGFloat = 0.55

    /// The largest fraction of d that ``rawOvershoot(forDisplayed:)`` inverts, 0.999
    /// (sanitising choice, spec 7.4).
    ///
    /// Displayed overshoots approach d only asymptotically; any |b| ≥ 0.999·d is treated as
    /// 0.999·d so the inverse stays finite (≈ 1816·d raw at c = 0.55).
    static let maximumInvertibleFraction: CGFloat = 0.999

    /// The scroll view's size d along this axis, in points (spec 7.4); 0 after sanitising
    /// invalid input.
    let dimension: CGFloat

    /// The coefficient c (spec 7.4).
    let coefficient: CGFloat

    /// Creates a rubber band for a scroll view of size `dimension` on this axis (spec 7.4).
    ///
    /// - Parameters:
    ///   - dimension: d in points; negative or non-finite → 0.
    ///   - coefficient: c; non-finite or ≤ 0 → 0.55.
    init(dimension: CGFloat, coefficient: CGFloat = RubberBand.defaultCoefficient) {
        self.dimension = ScrollPhysicsSanitizer.dimension(dimension)
        self.coefficient =
            (coefficient.isFinite && coefficient > 0)
            ? coefficient : RubberBand.defaultCoefficient
    }

    /// The displayed overshoot b for a raw overshoot (spec 7.4).
    ///
    /// NaN → 0; ±∞ → ±d (the asymptote). The sign of `raw` is kept.
    func displayedOvershoot(forRaw raw: CGFloat) -> CGFloat {
        guard dimension > 0, !raw.isNaN, raw != 0 else { return 0 }
        let magnitude = abs(raw)
        let displayed: CGFloat
        if magnitude.isInfinite {
            displayed = dimension
        } else {
            displayed = (1 - 1 / (magnitude * coefficient / dimension + 1)) * dimension
        }
        return raw < 0 ? -displayed : displayed
    }

    /// How fast the displayed overshoot grows with the raw one at `raw`: db/dx = c/(x·c/d + 1)²
    /// (spec 7.4). c (0.55) at the edge, falling towards 0; 0 for a band with no dimension. A release
    /// velocity past the edge is scaled by it, so the content leaves at the speed it shows.
    func slope(atRaw raw: CGFloat) -> CGFloat {
        guard dimension > 0, raw.isFinite else { return 0 }
        let base = abs(raw) * coefficient / dimension + 1
        return coefficient / (base * base)
    }

    /// The raw overshoot x that displays as `displayed`; the inverse of
    /// ``displayedOvershoot(forRaw:)`` (spec 7.4).
    ///
    /// x = b·d/(c·(d − |b|)) with the sign of b. Needed when a drag starts while the offset is
    /// already rubber-banded. |b| is capped at 0.999·d (``maximumInvertibleFraction``); NaN → 0;
    /// with d = 0 the result is 0.
    func rawOvershoot(forDisplayed displayed: CGFloat) -> CGFloat {
        guard dimension > 0, !displayed.isNaN, displayed != 0 else { return 0 }
        let magnitude = Swift.min(abs(displayed), RubberBand.maximumInvertibleFraction * dimension)
        let raw = magnitude * dimension / (coefficient * (dimension - magnitude))
        return displayed < 0 ? -raw : raw
    }

    /// The displayed offset for a raw (unclamped) drag offset (spec 7.4).
    ///
    /// Inside `range` the offset is returned unchanged; above the maximum it is
    /// max + b(offset − max); below the minimum it is min + b(offset − min) (b negative).
    /// A non-finite offset yields `range.clamp(0)`.
    func displayedOffset(forRaw offset: CGFloat, in range: ScrollAxisRange) -> CGFloat {
        guard offset.isFinite else { return range.clamp(0) }
        if offset > range.maximum {
            return range.maximum + displayedOvershoot(forRaw: offset - range.maximum)
        }
        if offset < range.minimum {
            return range.minimum + displayedOvershoot(forRaw: offset - range.minimum)
        }
        return offset
    }

    /// The raw drag offset that displays as `offset`; the inverse of
    /// ``displayedOffset(forRaw:in:)`` (spec 7.4).
    ///
    /// Used to seed a drag that begins while the view is already overshooting. Inside
    /// `range` the offset is unchanged. A non-finite offset yields `range.clamp(0)`.
    func rawOffset(forDisplayed offset: CGFloat, in range: ScrollAxisRange) -> CGFloat {
        guard offset.isFinite else { return range.clamp(0) }
        if offset > range.maximum {
            return range.maximum + rawOvershoot(forDisplayed: offset - range.maximum)
        }
        if offset < range.minimum {
            return range.minimum + rawOvershoot(forDisplayed: offset - range.minimum)
        }
        return offset
    }
}
#endif
