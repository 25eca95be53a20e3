#if !canImport(UIKit)
import Foundation

/// Junction types for stroked lines.
public enum CGLineJoin: Int32, Sendable {
    /// Outer edges meet at a sharp point (up to the miter limit).
    case miter = 0
    /// The join is rounded.
    case round = 1
    /// The join is cut off square.
    case bevel = 2
}
#endif
