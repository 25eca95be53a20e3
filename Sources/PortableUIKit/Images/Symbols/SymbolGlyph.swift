#if !canImport(UIKit)
import Foundation

/// A built-in symbol's vector drawing: parts in a design box whose units are points at UIKit's
/// default symbol size (17 pt, the body text style, medium scale). The renderer scales the box
/// to the image's size; stroked parts use the stroke width the image's weight gives.
@_spi(Rendering) public struct SymbolGlyph: Sendable, Equatable {
    /// How one part is painted.
    public enum Paint: Sendable, Equatable {
        /// Filled (non-zero winding, or even-odd to cut holes).
        case fill(evenOdd: Bool)
        /// Stroked with round caps and joins at the image's stroke width.
        case stroke
    }

    /// One path of the glyph and how it is painted.
    public struct Part: Sendable, Equatable {
        public var elements: [CGPathElementKind]
        public var paint: Paint
    }

    /// The symbol's name (`"house.fill"`).
    public let name: String
    /// The design box, in points at 17 pt medium: the image's size at the default configuration.
    public let box: CGSize
    /// The parts, painted in order.
    public let parts: [Part]
}

extension SymbolGlyph {
    /// This glyph mirrored left to right in its box, named `name`.
    func mirrored(as name: String) -> SymbolGlyph {
        let flip = CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: box.width, ty: 0)
        return SymbolGlyph(
            name: name, box: box,
            parts: parts.map {
                Part(elements: $0.elements.map { $0.applying(flip) }, paint: $0.paint)
            })
    }
}

/// Builds a glyph's parts from lines, circles and rectangles in design units.
struct GlyphBuilder {
    private(set) var parts: [SymbolGlyph.Part] = []

    mutating func stroke(_ elements: [CGPathElementKind]) { parts.append(.init(elements: elements, paint: .stroke)) }
    mutating func fill(_ elements: [CGPathElementKind], evenOdd: Bool = false) {
        parts.append(.init(elements: elements, paint: .fill(evenOdd: evenOdd)))
    }

    /// An open (or closed) polyline through `points`, given as x, y pairs.
    static func poly(_ points: [(CGFloat, CGFloat)], closed: Bool = false) -> [CGPathElementKind] {
        guard let first = points.first else { return [] }
        var out: [CGPathElementKind] = [.moveTo(CGPoint(x: first.0, y: first.1))]
        out += points.dropFirst().map { .lineTo(CGPoint(x: $0.0, y: $0.1)) }
        if closed { out.append(.closeSubpath) }
        return out
    }

    /// A circle.
    static func circle(_ x: CGFloat, _ y: CGFloat, _ r: CGFloat) -> [CGPathElementKind] {
        CGPath.roundedRectElements(CGRect(x: x - r, y: y - r, width: 2 * r, height: 2 * r), r, r)
    }

    /// A rectangle with corner radius `r`.
    static func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat, r: CGFloat = 0) -> [CGPathElementKind] {
        CGPath.roundedRectElements(CGRect(x: x, y: y, width: w, height: h), r, r)
    }

    /// A closed polygon with `count` points alternating between radii `outer` and `inner`
    /// around (`x`, `y`), the first pointing up (stars, gear teeth).
    static func star(
        _ x: CGFloat, _ y: CGFloat, outer: CGFloat, inner: CGFloat, count: Int,
        spread: CGFloat = 0
    ) -> [CGPathElementKind] {
        var pts: [(CGFloat, CGFloat)] = []
        let n = max(count, 1) * 2
        for i in 0..<n {
            let r = i.isMultiple(of: 2) ? outer : inner
            let base = -CGFloat.pi / 2 + CGFloat(i) * .pi / CGFloat(max(count, 1))
            for offset in spread == 0 ? [0] : [-spread, spread] {
                pts.append((x + r * cos(base + offset), y + r * sin(base + offset)))
            }
        }
        return poly(pts, closed: true)
    }
}
#endif
