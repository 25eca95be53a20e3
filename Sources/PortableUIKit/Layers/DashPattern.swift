#if !canImport(UIKit)
import Foundation

/// A shape layer's dash pattern as a renderer can use it (``CAShapeLayer/lineDashPattern`` and
/// ``CAShapeLayer/lineDashPhase``, spec 18.13): a pure engine.
///
/// Core Graphics documents no behaviour for invalid patterns (it logs and strokes solid). UNC
/// re-implementation: nil, empty, any negative or non-finite length, or a total length of 0
/// gives a solid line (nil here); a non-finite phase becomes 0. A valid pattern of odd length
/// repeats, as Core Graphics does: `[2]` is 2 painted, 2 unpainted.
@_spi(Rendering) public struct DashPattern: Equatable, Sendable {
    /// Painted and unpainted lengths, alternating.
    @_spi(Rendering) public let lengths: [Double]
    /// How far into the pattern the stroke starts.
    @_spi(Rendering) public let phase: Double

    /// The pattern to draw, or nil for a solid line.
    @_spi(Rendering) public init?(_ pattern: [NSNumber]?, phase: CGFloat) {
        guard let values = pattern?.map(\.doubleValue), !values.isEmpty,
            values.allSatisfy({ $0.isFinite && $0 >= 0 }),
            values.reduce(0, +) > 0
        else { return nil }
        lengths = values
        self.phase = phase.isFinite ? Double(phase) : 0
    }
}
#endif
