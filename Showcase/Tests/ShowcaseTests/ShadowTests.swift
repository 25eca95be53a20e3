import Foundation
import Testing
import PortableUIKit
import ContainmentTesting
@_spi(Benchmarking) @testable import PortableUIKitCairo
import ContainmentTestTraits

@MainActor
@Suite("Shadows", .isolatedRuntime)
struct ShadowTests {
    /// A white card at (50, 50, 100, 60) casting a black shadow 10 pt down with radius 4.
    private func card(in host: HeadlessHost, opacity: Float) -> UIView {
        let card = box(CGRect(x: 50, y: 50, width: 100, height: 60), .white)
        card.layer.cornerRadius = 8
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowOpacity = opacity
        card.layer.shadowOffset = CGSize(width: 0, height: 10)
        card.layer.shadowRadius = 4
        host.window.addSubview(card)
        return card
    }

    @Test("A shadow shows below the layer where it is offset, not above it; the layer covers it")
    func shadowBelowAndOffset() {
        let host = whiteHost()
        _ = card(in: host, opacity: 1)
        let image = WindowRenderer(scale: 2).render(host.window)
        // 8 pt below the card, 2 pt inside the offset shape: Gaussian σ = 4 gives ≈ 31 % light.
        let below = image.rgba(pt: 100, 118)
        #expect(below.r < 110 && below.r > 40, "below the card: \(below), expected ≈ 80 ± 35")
        // 15 pt above the offset shape's top edge (σ = 4: under 0.1 % of shadow).
        expectPixel(image.rgba(pt: 100, 45), .white, tolerance: 1, "above the card")
        expectPixel(image.rgba(pt: 100, 80), .white, tolerance: 0, "the card itself covers its shadow")
        // Symmetric sideways: pixel centres 3.25 pt left and right of the shape, at mid height.
        let left = image.rgba(93, 180), right = image.rgba(306, 180)
        #expect(left.r < 255 && abs(left.r - right.r) <= 2, "left \(left) and right \(right) of the card match")
    }

    @Test("No shadow at shadowOpacity 0 (exactly white around the card)")
    func noShadowAtZeroOpacity() {
        let host = whiteHost()
        _ = card(in: host, opacity: 0)
        let renderer = WindowRenderer(scale: 2)
        let image = renderer.render(host.window)
        expectPixel(image.rgba(pt: 100, 118), .white, tolerance: 0, "below the card")
        expectPixel(image.rgba(pt: 47, 90), .white, tolerance: 0, "beside the card")
        #expect(renderer.caches.shadows.misses == 0 && renderer.caches.shadows.hits == 0)
    }

    @Test("A shadowPath replaces the bounds as the shadow's shape")
    func shadowPath() {
        let host = whiteHost()
        let view = card(in: host, opacity: 1)
        view.layer.shadowRadius = 0
        view.layer.shadowOffset = .zero
        view.layer.shadowPath = CGPath(rect: CGRect(x: -30, y: 0, width: 20, height: 20), transform: nil)
        let image = WindowRenderer(scale: 1).render(host.window)
        expectPixel(image.rgba(30, 60), .black, tolerance: 1, "inside the path, left of the card")
        expectPixel(image.rgba(100, 115), .white, tolerance: 1, "below the card: no bounds shadow")
    }

    @Test("An unchanged shadow is blurred once: the second render hits the mask cache; moving the layer still hits")
    func maskCacheHits() {
        let host = whiteHost()
        let view = card(in: host, opacity: 0.5)
        let renderer = WindowRenderer(scale: 2)
        let first = renderer.render(host.window)
        #expect(renderer.caches.shadows.misses == 1 && renderer.caches.shadows.hits == 0)
        let second = renderer.render(host.window)
        #expect(renderer.caches.shadows.misses == 1 && renderer.caches.shadows.hits == 1)
        #expect(first.rgba(pt: 100, 118) == second.rgba(pt: 100, 118))
        view.center.x += 20
        view.layer.shadowOpacity = 1
        _ = renderer.render(host.window)
        #expect(
            renderer.caches.shadows.misses == 1 && renderer.caches.shadows.hits == 2,
            "position, opacity and colour are not part of the key")
        view.layer.shadowRadius = 6
        _ = renderer.render(host.window)
        #expect(renderer.caches.shadows.misses == 2, "a new radius is a new mask")
    }

    @Test("Removing the cached masks makes the next render blur again, with the same pixels")
    func removeCachedShadowMasks() {
        let host = whiteHost()
        _ = card(in: host, opacity: 0.5)
        let renderer = WindowRenderer(scale: 2)
        let first = renderer.render(host.window)
        renderer.removeCachedShadowMasks()
        #expect(renderer.caches.shadows.count == 0)
        let second = renderer.render(host.window)
        #expect(renderer.caches.shadows.misses == 2 && renderer.caches.shadows.hits == 0)
        #expect(first.rgba(pt: 100, 118) == second.rgba(pt: 100, 118))
    }

    @Test("Box radii for σ = 5 px give a variance within 10 % of 25")
    func boxRadii() {
        let r = BoxBlur.radii(sigma: 5)
        func boxVariance(_ radius: Int) -> Double {
            let width = Double(2 * radius + 1)
            return (width * width - 1) / 12
        }
        let variance = boxVariance(r.0) + boxVariance(r.1) + boxVariance(r.2)
        #expect(abs(variance - 25) / 25 < 0.1, "radii \(r) give variance \(variance)")
        #expect(BoxBlur.radii(sigma: 0.1) == (0, 0, 0))
    }

    @Test("Blurring a step edge with σ = 5 px gives the Gaussian's profile (Φ at ±1σ, ±2σ) within 8/255")
    func stepEdgeProfile() {
        let width = 200, height = 60, stride = 200
        let data = UnsafeMutablePointer<UInt8>.allocate(capacity: stride * height)
        defer { data.deallocate() }
        for y in 0..<height { for x in 0..<width { data[y * stride + x] = x < 100 ? 255 : 0 } }
        BoxBlur.blur(data, width: width, height: height, stride: stride, sigma: 5)
        func phi(_ z: Double) -> Double { 0.5 * erfc(-z / 2.squareRoot()) }
        for x in [89, 94, 99, 100, 105, 110] {
            let expected = 255 * phi((100 - (Double(x) + 0.5)) / 5)
            let actual = Double(data[30 * stride + x])
            #expect(abs(actual - expected) <= 8, "x = \(x): \(actual), Gaussian \(expected)")
        }
    }
}
