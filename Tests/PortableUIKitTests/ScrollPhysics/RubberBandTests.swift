import Foundation
import Testing
@testable import PortableUIKit

/// Pins spec 7.4 (rubber band while dragging past an edge).
struct RubberBandTests {
    @Test("7.4 over 960 pt, raw 5 / 100 / 960 display as 2.74 / 52.02 / 340.65")
    func specValues() {
        let band = RubberBand(dimension: 960)
        #expect(band.coefficient == 0.55)
        #expect(abs(band.displayedOvershoot(forRaw: 5) - 2.74) <= 0.005)
        #expect(abs(band.displayedOvershoot(forRaw: 100) - 52.02) <= 0.005)
        #expect(abs(band.displayedOvershoot(forRaw: 960) - 340.65) <= 0.005)
    }

    @Test("7.4 the inverse round-trips raw → displayed → raw")
    func inverseRoundTrip() {
        let band = RubberBand(dimension: 960)
        for raw: CGFloat in [0.1, 5, 100, 960, 5_000, -3, -700] {
            let displayed = band.displayedOvershoot(forRaw: raw)
            #expect(abs(band.rawOvershoot(forDisplayed: displayed) - raw) <= 1e-9 * Swift.max(1, abs(raw)))
        }
        for displayed: CGFloat in [1, 52.02, 340.65, -200] {
            let raw = band.rawOvershoot(forDisplayed: displayed)
            #expect(abs(band.displayedOvershoot(forRaw: raw) - displayed) < 1e-9)
        }
    }

    @Test("7.4 negative overshoot past the leading edge is symmetric")
    func symmetry() {
        let band = RubberBand(dimension: 480)
        for raw: CGFloat in [1, 37, 480, 2_000] {
            #expect(band.displayedOvershoot(forRaw: -raw) == -band.displayedOvershoot(forRaw: raw))
            #expect(band.displayedOvershoot(forRaw: -raw) < 0)
        }
    }

    @Test("7.4 displayed overshoot grows monotonically and stays below the dimension")
    func monotoneAndBounded() {
        let band = RubberBand(dimension: 300)
        var previous: CGFloat = 0
        for raw in stride(from: CGFloat(1), through: 100_000, by: 997) {
            let displayed = band.displayedOvershoot(forRaw: raw)
            #expect(displayed > previous)
            #expect(displayed < 300)
            previous = displayed
        }
    }

    @Test("7.4 offsets inside the legal range are displayed unchanged; outside, edge ± band")
    func displayedOffset() {
        let band = RubberBand(dimension: 960)
        let range = ScrollAxisRange(minimum: -64, maximum: 1569)
        for inside: CGFloat in [-64, 0, 500, 1569] {
            #expect(band.displayedOffset(forRaw: inside, in: range) == inside)
            #expect(band.rawOffset(forDisplayed: inside, in: range) == inside)
        }
        #expect(abs(band.displayedOffset(forRaw: 1669, in: range) - (1569 + 52.02)) <= 0.005)
        #expect(abs(band.displayedOffset(forRaw: -164, in: range) - (-64 - 52.02)) <= 0.005)
        for raw: CGFloat in [-1_000, -70, 1600, 4_000] {
            let displayed = band.displayedOffset(forRaw: raw, in: range)
            #expect(abs(band.rawOffset(forDisplayed: displayed, in: range) - raw) < 1e-6)
        }
    }

    @Test("7.4 the rubber band's slope is the derivative of the displayed overshoot: c at the edge, c/4 at x = d/c")
    func slopeIsDerivative() {
        let band = RubberBand(dimension: 960)
        #expect(band.slope(atRaw: 0) == 0.55)
        #expect(abs(band.slope(atRaw: 960 / 0.55) - 0.55 / 4) < 1e-12)
        for raw in [CGFloat(5), 100, 960, -300] {
            let h: CGFloat = 1e-4
            let numeric =
                (band.displayedOvershoot(forRaw: raw + h) - band.displayedOvershoot(forRaw: raw - h)) / (2 * h)
            #expect(abs(band.slope(atRaw: raw) - numeric) < 1e-6)
        }
        #expect(RubberBand(dimension: 0).slope(atRaw: 10) == 0)
    }
}
