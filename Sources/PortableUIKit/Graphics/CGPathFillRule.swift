#if !canImport(UIKit)
import Foundation

/// Rules for determining which regions are interior to a path.
///
/// As in Core Graphics' Swift overlay, a Swift enum with `Int` raw values.
public enum CGPathFillRule: Int, Sendable {
    /// A region is interior if the path's winding number around it is nonzero.
    case winding = 0
    /// A region is interior if a ray from it crosses the path an odd number of times.
    case evenOdd = 1
}
#endif
