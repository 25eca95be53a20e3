import Foundation
import Testing
@_spi(Rendering) @testable import PortableUIKit
import ContainmentTestTraits

/// The dash pattern and gradient stop engines (pure values).
@MainActor
@Suite("Dash patterns and gradient stops", .isolatedRuntime)
struct DashAndGradientStopsTests {
    @Test("18.13 lineDashPattern [2, 3] with phase 1 dashes; nil is solid")
    func validDash() {
        let dash = DashPattern([2, 3], phase: 1)
        #expect(dash?.lengths == [2, 3] && dash?.phase == 1)
        #expect(DashPattern(nil, phase: 0) == nil)
        #expect(DashPattern([2], phase: 0)?.lengths == [2], "an odd pattern repeats, as in Core Graphics")
    }

    @Test("18.13 UNC: zeros only, a negative, NaN or infinity make a solid line; a non-finite phase becomes 0")
    func invalidDash() {
        #expect(DashPattern([0, 0], phase: 0) == nil)
        #expect(DashPattern([], phase: 0) == nil)
        #expect(DashPattern([2, -1], phase: 0) == nil)
        #expect(DashPattern([NSNumber(value: Double.nan), 2], phase: 0) == nil)
        #expect(DashPattern([NSNumber(value: Double.infinity)], phase: 0) == nil)
        #expect(
            DashPattern([0, 2], phase: .infinity)?.phase == 0, "zero dashes with gaps are valid: dots with round caps")
    }

    private let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    private let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
    private let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    @Test("18.14 nil locations space the colours evenly: 0, 0.5, 1")
    func evenlySpaced() {
        let stops = GradientStops(colors: [red, green, blue], locations: nil).stops
        #expect(stops.map(\.location) == [0, 0.5, 1])
        #expect(stops.map(\.green) == [0, 1, 0])
    }

    @Test("18.14 given locations are used; UNC: unsorted ones are sorted with their colours, out-of-range ones clamped")
    func locations() {
        #expect(GradientStops(colors: [red, blue], locations: [0.2, 0.6]).stops.map(\.location) == [0.2, 0.6])
        let unsorted = GradientStops(colors: [red, blue], locations: [0.8, 0.2]).stops
        #expect(unsorted.map(\.location) == [0.2, 0.8])
        #expect(unsorted.map(\.blue) == [1, 0])
        #expect(GradientStops(colors: [red, blue], locations: [-1, 3]).stops.map(\.location) == [0, 1])
    }

    @Test("18.14 UNC: a locations count other than the colours', or a NaN location, is ignored (evenly spaced)")
    func mismatchedLocations() {
        #expect(GradientStops(colors: [red, green, blue], locations: [0, 1]).stops.map(\.location) == [0, 0.5, 1])
        #expect(
            GradientStops(colors: [red, blue], locations: [0, NSNumber(value: Double.nan)]).stops.map(\.location) == [
                0, 1,
            ])
    }

    @Test("18.14 UNC: items that are not CGColors are skipped; no colours give no stops")
    func nonColors() {
        let stops = GradientStops(colors: [red, "blue", 7, blue], locations: nil).stops
        #expect(stops.count == 2 && stops.map(\.location) == [0, 1])
        #expect(GradientStops(colors: nil, locations: nil).stops.isEmpty)
        #expect(GradientStops(colors: [red], locations: nil).stops.map(\.location) == [0], "one colour: a solid fill")
    }

    @Test(
        "18.14 colours interpolate with straight alpha: clear black → white is (0.5, 0.5, 0.5, 0.5) half-way; padded outside"
    )
    func interpolation() {
        let stops = GradientStops(
            colors: [CGColor(gray: 0, alpha: 0), CGColor(gray: 1, alpha: 1)], locations: [0.25, 0.75])
        let mid = stops.color(at: 0.5)
        #expect(mid?.red == 0.5 && mid?.green == 0.5 && mid?.blue == 0.5 && mid?.alpha == 0.5)
        #expect(stops.color(at: 0)?.alpha == 0)
        #expect(stops.color(at: 1)?.red == 1)
    }
}
