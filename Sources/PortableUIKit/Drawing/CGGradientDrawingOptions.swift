#if !canImport(UIKit)
import Foundation

/// Whether a gradient extends past its start or end (Core Graphics' `CGGradientDrawingOptions`):
/// with neither, nothing is painted outside the gradient's span.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Extends the start colour before the start point (or inside the start circle).
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    /// Extends the end colour after the end point (or outside the end circle).
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}
#endif
