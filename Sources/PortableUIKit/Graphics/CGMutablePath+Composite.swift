#if !canImport(UIKit)
import Foundation

extension CGMutablePath {
    /// Adds connected straight lines: a move to the first point, then a line to each other one.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// Adds each rectangle as a closed subpath.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Appends the elements of `path`, each point mapped through `transform`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        pathElements += path.pathElements.map { $0.applying(transform) }
    }
}
#endif
