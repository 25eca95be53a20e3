#if !canImport(UIKit)
import Foundation

/// The colour stops of a ``CAGradientLayer`` (spec 18.14): a pure engine.
///
/// Items of `colors` that are not `CGColor`s are skipped (UNC: Core Animation documents only
/// CGColors). `locations` nil gives evenly spaced stops (the first at 0, the last at 1). UNC
/// re-implementation for what Core Animation leaves undocumented: when `locations` has a count
/// other than the colours' or a non-finite value it is ignored (evenly spaced); locations are
/// clamped to 0…1 and the stops sorted by location, stably (equal locations keep their order,
/// giving a hard edge). A single colour is one stop at 0 (a solid fill).
@_spi(Rendering) public struct GradientStops: Equatable, Sendable {
    /// One stop: a location in 0…1 and its colour as sRGB components with straight alpha.
    @_spi(Rendering) public struct Stop: Equatable, Sendable {
        @_spi(Rendering) public var location: Double
        @_spi(Rendering) public var red: Double, green: Double, blue: Double, alpha: Double
    }

    /// The stops in rising order of location.
    @_spi(Rendering) public let stops: [Stop]

    /// The stops of `colors` at `locations`; empty when there is no colour.
    @_spi(Rendering) public init(colors: [Any]?, locations: [NSNumber]?) {
        let cgColors = (colors ?? []).compactMap { $0 as? CGColor }
        let count = cgColors.count
        var places = locations?.map(\.doubleValue)
        if let given = places, given.count != count || !given.allSatisfy(\.isFinite) { places = nil }
        let spacing: (Int) -> Double = { count > 1 ? Double($0) / Double(count - 1) : 0 }
        let unsorted = cgColors.enumerated().map { index, color in
            let c = AnimatableValue.rgba(color).map(Double.init)
            return Stop(
                location: min(max(places?[index] ?? spacing(index), 0), 1),
                red: c[0], green: c[1], blue: c[2], alpha: c[3])
        }
        stops = unsorted.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
    }

    /// The colour at `location`, padded with the end colours outside the stops; nil without
    /// stops. Components are interpolated with straight alpha, as Core Graphics' gradients do
    /// (hence the familiar grey fringe of a gradient from clear black to white).
    @_spi(Rendering) public func color(at location: Double) -> Stop? {
        guard let first = stops.first, let last = stops.last else { return nil }
        if location <= first.location || location.isNaN { return first }
        if location >= last.location { return last }
        guard let upper = stops.firstIndex(where: { $0.location > location }), upper > 0 else { return last }
        let a = stops[upper - 1], b = stops[upper]
        let f = (location - a.location) / (b.location - a.location)
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
        return Stop(
            location: location, red: mix(a.red, b.red), green: mix(a.green, b.green),
            blue: mix(a.blue, b.blue), alpha: mix(a.alpha, b.alpha))
    }
}
#endif
