import Foundation
import Testing
import PortableUIKit
import ContainmentTesting
@testable import PortableUIKitCairo

/// An unpremultiplied pixel, for readable expectations.
struct RGBA8: Equatable, CustomStringConvertible {
    var r: Int, g: Int, b: Int, a: Int

    init(_ r: Int, _ g: Int, _ b: Int, _ a: Int = 255) { (self.r, self.g, self.b, self.a) = (r, g, b, a) }

    /// Whether every channel is within `tolerance` of `other`'s.
    func isClose(to other: RGBA8, tolerance: Int) -> Bool {
        abs(r - other.r) <= tolerance && abs(g - other.g) <= tolerance
            && abs(b - other.b) <= tolerance && abs(a - other.a) <= tolerance
    }

    var description: String { "(\(r), \(g), \(b), \(a))" }

    static let white = RGBA8(255, 255, 255)
    static let red = RGBA8(255, 0, 0)
    static let blue = RGBA8(0, 0, 255)
    static let green = RGBA8(0, 255, 0)
    static let black = RGBA8(0, 0, 0)
}

extension RenderedImage {
    /// The pixel at pixel coordinates.
    func rgba(_ x: Int, _ y: Int) -> RGBA8 {
        let p = pixel(atX: x, y: y)
        return RGBA8(Int(p.r), Int(p.g), Int(p.b), Int(p.a))
    }

    /// The pixel covering a point (points, window coordinates).
    func rgba(at point: CGPoint) -> RGBA8 {
        let p = pixel(at: point)
        return RGBA8(Int(p.r), Int(p.g), Int(p.b), Int(p.a))
    }

    /// The pixel covering `(x, y)` in points.
    func rgba(pt x: CGFloat, _ y: CGFloat) -> RGBA8 { rgba(at: CGPoint(x: x, y: y)) }
}

/// A visible white window of `size` on a headless host, after its first turn.
@MainActor
func whiteHost(_ size: CGSize = CGSize(width: 200, height: 200)) -> HeadlessHost {
    let host = HeadlessHost(size: size)
    host.window.backgroundColor = .white
    host.runTurn()
    return host
}

/// A view with a frame and background colour.
@MainActor
func box(_ frame: CGRect, _ color: UIColor) -> UIView {
    let view = UIView(frame: frame)
    view.backgroundColor = color
    return view
}

/// Expects the pixel to be `expected` within `tolerance` per channel.
@MainActor
func expectPixel(
    _ actual: RGBA8, _ expected: RGBA8, tolerance: Int = 1, _ what: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(
        actual.isClose(to: expected, tolerance: tolerance),
        "\(what): \(actual) is not \(expected) ± \(tolerance)", sourceLocation: sourceLocation)
}
