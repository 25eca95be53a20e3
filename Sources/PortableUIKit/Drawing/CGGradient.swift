#if !canImport(UIKit)
import Foundation

/// A smooth transition between colours across an area (Core Graphics' `CGGradient`): colour
/// stops at locations in 0…1. Immutable.
public final class CGGradient: Sendable {
    /// One colour stop, as the renderer reads it (`@_spi(Rendering)`): a location in 0…1 and a
    /// colour.
    @_spi(Rendering) public struct Stop: Sendable, Equatable {
        public var location: CGFloat
        public var color: CGColor
    }

    /// The stops, by rising location.
    @_spi(Rendering) public let stops: [Stop]

    private init(stops: [Stop]) { self.stops = stops }

    /// A gradient through `colors` (an array of `CGColor`s, `as CFArray`) at `locations` (one per
    /// colour, in 0…1); without locations the colours are spread evenly, the first at 0 and the
    /// last at 1. Nil when `colors` is empty or holds something other than `CGColor`s.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        var list: [CGColor] = []
        for element in colors {
            guard let color = element as? CGColor else { return nil }
            list.append(color)
        }
        guard !list.isEmpty else { return nil }
        let at = CGGradient.locations(locations, count: list.count)
        self.init(stops: CGGradient.sorted(zip(at, list).map { Stop(location: $0, color: $1) }))
    }

    /// A gradient from `count` colours given as components in `space` (the space's components
    /// then alpha, for each colour in turn) at `locations` (evenly spread when nil). Nil when
    /// `count` is not positive.
    public convenience init?(
        colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
        locations: UnsafePointer<CGFloat>?, count: Int
    ) {
        guard count > 0 else { return nil }
        let width = space.numberOfComponents + 1
        let at = CGGradient.locations(locations, count: count)
        var stops: [Stop] = []
        for index in 0..<count {
            let c = Array(UnsafeBufferPointer(start: components + index * width, count: width))
            let color =
                width == 2 ? CGColor(gray: c[0], alpha: c[1]) : CGColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])
            stops.append(Stop(location: at[index], color: color))
        }
        self.init(stops: CGGradient.sorted(stops))
    }

    /// The given locations clamped to 0…1 (non-finite ones become 0), or evenly spread ones.
    private static func locations(_ pointer: UnsafePointer<CGFloat>?, count: Int) -> [CGFloat] {
        guard let pointer else {
            return count == 1 ? [0] : (0..<count).map { CGFloat($0) / CGFloat(count - 1) }
        }
        return (0..<count).map { pointer[$0].isFinite ? min(max(pointer[$0], 0), 1) : 0 }
    }

    /// Stops by rising location, equal locations keeping their order.
    private static func sorted(_ stops: [Stop]) -> [Stop] {
        stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
    }
}
#endif
