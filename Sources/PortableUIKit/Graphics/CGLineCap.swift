#if !canImport(UIKit)
import Foundation

/// Styles for rendering the endpoint of a stroked line.
public enum CGLineCap: Int32, Sendable {
    /// The line ends squarely at the endpoint.
    case butt = 0
    /// The line ends in a half circle around the endpoint.
    case round = 1
    /// The line ends in a square that extends half the line width past the endpoint.
    case square = 2
}
#endif
