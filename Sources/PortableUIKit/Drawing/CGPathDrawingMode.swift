#if !canImport(UIKit)
import Foundation

/// How `CGContext.drawPath(using:)` paints the current path (Core Graphics' `CGPathDrawingMode`,
/// with its raw values).
public enum CGPathDrawingMode: Int32, Sendable {
    /// Fill with the nonzero winding rule.
    case fill = 0
    /// Fill with the even-odd rule.
    case eoFill = 1
    /// Stroke.
    case stroke = 2
    /// Fill (nonzero winding), then stroke.
    case fillStroke = 3
    /// Fill (even-odd), then stroke.
    case eoFillStroke = 4
}
#endif
