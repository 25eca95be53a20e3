import Foundation
import Testing
import CCairo
import PortableUIKit
import ContainmentTesting
@testable import PortableUIKitCairo
import ContainmentTestTraits

/// The exact line resampler for flips (``PerspectiveLines``, ``LineResampler``): its geometry and
/// its blend on their own, then rendered flips of a four-colour card against the exact
/// projection, worked out here independently of the renderer's homographies.
@MainActor
@Suite("Perspective: exact line resampling of flips", .isolatedRuntime)
struct PerspectiveResamplingTests {
    /// A 100 × 100 card at (100, 100) in a 300 × 300 white window, its quadrants red (top left),
    /// green (top right), blue (bottom left) and yellow (bottom right).
    private static let quadrants: [(CGRect, UIColor, RGBA8)] = [
        (CGRect(x: 0, y: 0, width: 50, height: 50), .red, .red),
        (CGRect(x: 50, y: 0, width: 50, height: 50), .green, .green),
        (CGRect(x: 0, y: 50, width: 50, height: 50), .blue, .blue),
        (CGRect(x: 50, y: 50, width: 50, height: 50), UIColor(red: 1, green: 1, blue: 0, alpha: 1), RGBA8(255, 255, 0)),
    ]

    private func card(_ frame: CGRect, in parent: UIView) -> UIView {
        let view = UIView(frame: frame)
        for (rect, color, _) in Self.quadrants {
            view.addSubview(
                box(
                    CGRect(
                        x: rect.minX * frame.width / 100, y: rect.minY * frame.height / 100,
                        width: rect.width * frame.width / 100, height: rect.height * frame.height / 100), color))
        }
        parent.addSubview(view)
        return view
    }

    /// A rotation by `angle` about the y (or x) axis through the layer's centre, seen with the
    /// flip's perspective m34 = −1/`distance`.
    private func flip(_ angle: CGFloat, aboutY: Bool, distance: CGFloat = 1000) -> CATransform3D {
        var t = CATransform3DIdentity
        t.m34 = -1 / distance
        return aboutY ? CATransform3DRotate(t, angle, 0, 1, 0) : CATransform3DRotate(t, angle, 1, 0, 0)
    }

    /// The point of the layer (relative to its centre, in points) seen at `(dx, dy)` (relative to
    /// the centre's image), or nil where that sight line meets the layer's plane at or behind the
    /// viewer. About y: a point (x, y) goes to (x·cos θ, y) / w with w = 1 + x·sin θ / d (the near
    /// side is where x·sin θ < 0); about x: (x, y·cos θ) / w with w = 1 − y·sin θ / d.
    private func exactSource(_ dx: CGFloat, _ dy: CGFloat, angle: CGFloat, aboutY: Bool, distance: CGFloat) -> CGPoint?
    {
        let c = cos(angle), s = sin(angle) / distance
        if aboutY {
            let denominator = c - dx * s
            guard abs(denominator) > 1e-12 else { return nil }
            let x = dx / denominator, w = 1 + x * s
            return w > 0 ? CGPoint(x: x, y: dy * w) : nil
        }
        let denominator = c + dy * s
        guard abs(denominator) > 1e-12 else { return nil }
        let y = dy / denominator, w = 1 - y * s
        return w > 0 ? CGPoint(x: dx * w, y: y) : nil
    }

    /// The colour the card shows at `p` (relative to its centre, for a `size` card), nil within
    /// `guardBand` of an edge between colours (antialiased), white off the card.
    private func expectedColour(at p: CGPoint, size: CGSize, guardBand: CGFloat) -> RGBA8? {
        let hw = size.width / 2, hh = size.height / 2
        let nearEdge =
            [abs(p.x + hw), abs(p.x), abs(p.x - hw)].contains { $0 < guardBand }
            && abs(p.y) < hh + guardBand
            || [abs(p.y + hh), abs(p.y), abs(p.y - hh)].contains { $0 < guardBand } && abs(p.x) < hw + guardBand
        if nearEdge { return nil }
        guard abs(p.x) < hw, abs(p.y) < hh else { return .white }
        return Self.quadrants[(p.x < 0 ? 0 : 1) + (p.y < 0 ? 0 : 2)].2
    }

    /// Compares every pixel of `image` (not within the guard band of an edge) with the exact
    /// projection of the card centred at `centre` (points); returns how many pixels were checked.
    @discardableResult
    private func expectExactProjection(
        _ image: RenderedImage, scale: CGFloat, centre: CGPoint, size: CGSize,
        angle: CGFloat, aboutY: Bool, distance: CGFloat = 1000,
        blend: ((RGBA8) -> RGBA8)? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Int {
        var checked = 0, failures = 0
        for py in 0..<image.height {
            for px in 0..<image.width {
                let dx = (CGFloat(px) + 0.5) / scale - centre.x, dy = (CGFloat(py) + 0.5) / scale - centre.y
                let expected: RGBA8
                if let source = exactSource(dx, dy, angle: angle, aboutY: aboutY, distance: distance) {
                    guard let colour = expectedColour(at: source, size: size, guardBand: 2) else { continue }
                    expected = colour == .white ? .white : (blend?(colour) ?? colour)
                } else {
                    expected = .white
                }
                checked += 1
                let actual = image.rgba(px, py)
                if !actual.isClose(to: expected, tolerance: 3) {
                    failures += 1
                    if failures <= 5 {
                        Issue.record(
                            "pixel (\(px), \(py)): \(actual), expected \(expected) ± 3", sourceLocation: sourceLocation)
                    }
                }
            }
        }
        #expect(
            failures == 0, "\(failures) of \(checked) pixels differ from the exact projection",
            sourceLocation: sourceLocation)
        return checked
    }

    // MARK: Geometry and blend on their own

    @Test(
        "PerspectiveLines: each device column's source column and along map land exactly on that column (rotation about y)"
    )
    func linesOfARotationAboutY() throws {
        // Image (120 × 80 px) → device: centred at (60, 40), turned 60° about y, m34 = −1/300, moved to (200, 100).
        let t = concat(
            concat(CATransform3DMakeTranslation(-60, -40, 0), flip(.pi / 3, aboutY: true, distance: 300)),
            CATransform3DMakeTranslation(200, 100, 0))
        let map = Homography(flattening: t)
        let lines = try #require(PerspectiveLines(map: map, width: 120, height: 80))
        #expect(lines.axis == .columns)
        for x in stride(from: 175.5, through: 225.5, by: 5) {
            guard let line = lines.line(at: x) else { continue }
            for y in stride(from: 60.5, through: 140.5, by: 10) {
                let p = try #require(map.map(CGFloat(line.across), CGFloat(line.along(y))))
                #expect(abs(Double(p.x) - x) < 1e-6 && abs(Double(p.y) - y) < 1e-6, "column \(x), row \(y): \(p)")
            }
        }
        #expect(lines.line(at: 200.5) != nil, "the centre column is on the layer")
    }

    @Test("PerspectiveLines: rows for a rotation about x; nil for a slanted axis")
    func linesOfOtherMaps() throws {
        let aboutX = Homography(
            flattening: concat(CATransform3DMakeTranslation(-60, -40, 0), flip(.pi / 4, aboutY: false)))
        let rows = try #require(PerspectiveLines(map: aboutX, width: 120, height: 80))
        #expect(rows.axis == .rows)
        let line = try #require(rows.line(at: 10.5))
        // For rows, `across` is the source y and `along` the source x.
        let p = try #require(aboutX.map(CGFloat(line.along(-20.5)), CGFloat(line.across)))
        #expect(abs(p.x + 20.5) < 1e-6 && abs(p.y - 10.5) < 1e-6, "\(p)")

        var tilt = CATransform3DIdentity
        tilt.m34 = -1.0 / 500
        let slanted = Homography(
            flattening: concat(
                CATransform3DMakeTranslation(-60, -40, 0),
                CATransform3DRotate(tilt, .pi / 4, 1, 1, 0)))
        #expect(PerspectiveLines(map: slanted, width: 120, height: 80) == nil)
    }

    @Test("LineResampler.blend: equal texels pass through; halves and quarters of premultiplied pixels, rounded")
    func blend() {
        let red: UInt32 = 0xFFFF_0000, clear: UInt32 = 0, blue: UInt32 = 0xFF00_00FF
        #expect(LineResampler.blend(red, red, red, red, fx: 77, fy: 200) == red)
        #expect(LineResampler.blend(red, clear, red, clear, fx: 128, fy: 0) == 0x8080_0000, "half of opaque red")
        #expect(
            LineResampler.blend(red, blue, clear, clear, fx: 128, fy: 128) == 0x8040_0040,
            "a quarter each of red and blue")
        #expect(
            LineResampler.blend(red, blue, red, blue, fx: 0, fy: 255) == red, "weight 0 takes none of the right column")
    }

    @Test("LineResampler.blend: within one count of the exact bilinear value, and premultiplied colour stays valid")
    func blendAgainstExact() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: UInt64) -> UInt64 {  // xorshift64*, deterministic
            state ^= state >> 12; state ^= state << 25; state ^= state >> 27
            return (state &* 0x2545_F491_4F6C_DD1D) % bound
        }
        func pixel() -> UInt32 {
            let a = UInt32(next(256))
            return a << 24 | UInt32(next(UInt64(a) + 1)) << 16 | UInt32(next(UInt64(a) + 1)) << 8
                | UInt32(next(UInt64(a) + 1))
        }
        var worst = 0, invalid = 0
        for _ in 0..<20_000 {
            let p = [pixel(), pixel(), pixel(), pixel()]
            let fx = next(256), fy = next(256)
            let blended = LineResampler.blend(p[0], p[1], p[2], p[3], fx: fx, fy: fy)
            let weights = [(256 - fx) * (256 - fy), fx * (256 - fy), (256 - fx) * fy, fx * fy]
            for shift: UInt32 in [0, 8, 16, 24] {
                let sum = zip(p, weights).reduce(0.0) { $0 + Double(($1.0 >> shift) & 255) * Double($1.1) }
                worst = max(worst, Int((abs(sum / 65_536 - Double((blended >> shift) & 255))).rounded(.up)))
                if shift < 24, (blended >> shift) & 255 > blended >> 24 { invalid += 1 }
            }
        }
        #expect(worst <= 1, "at most one count from the exact value")
        #expect(invalid == 0, "no channel above alpha")
    }

    @Test(
        "ColumnSampling.rows: exactly the rows whose source position lies in the image, for rising, falling and flat maps"
    )
    func columnRows() {
        let one = 1 << ColumnSampling.fractionBits
        let limit = 99 * one
        let cases: [(start: Int, step: Int)] = [
            (-5 * one - 123, one * 3 / 4), (150 * one, -one - 7), (10 * one, 0), (-one, 0), (3, one / 1000),
            (200 * one, one),
        ]
        for (start, step) in cases {
            let rows = ColumnSampling.rows(start: start, step: step, limit: limit, count: 300)
            let expected = (0..<300).filter {
                let t = start + step * $0; return t >= 0 && t < limit
            }
            #expect(Array(rows) == expected, "start \(start), step \(step)")
        }
    }

    @Test("LineResampler.composite: the same pixel as Cairo painting the source over the destination")
    func compositeMatchesCairo() {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: UInt32) -> UInt32 {  // xorshift64, deterministic
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return UInt32(state % UInt64(bound))
        }
        func pixel() -> UInt32 {
            let a = [0, 255, next(256)][Int(next(3))]
            return a << 24 | next(a + 1) << 16 | next(a + 1) << 8 | next(a + 1)
        }
        let source = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)!
        let destination = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)!
        defer { cairo_surface_destroy(source); cairo_surface_destroy(destination) }
        func store(_ value: UInt32, in surface: OpaquePointer) {
            cairo_surface_flush(surface)
            UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!).storeBytes(of: value, as: UInt32.self)
            cairo_surface_mark_dirty(surface)
        }
        var mismatches = 0
        for _ in 0..<2_000 {
            let s = pixel(), d = pixel()
            store(s, in: source)
            store(d, in: destination)
            let cr = cairo_create(destination)!
            cairo_set_source_surface(cr, source, 0, 0)
            cairo_paint(cr)
            cairo_destroy(cr)
            cairo_surface_flush(destination)
            let painted = UnsafeRawPointer(cairo_image_surface_get_data(destination)!).load(as: UInt32.self)
            if painted != LineResampler.composite(s, over: d) { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }

    // MARK: Rendered flips against the exact projection

    @Test("A 60° flip about y at 2× matches the exact projection: colours (±3), white off the card, w > 0 everywhere")
    func flipAboutYAtTwoX() {
        let host = whiteHost(CGSize(width: 300, height: 300))
        let view = card(CGRect(x: 100, y: 100, width: 100, height: 100), in: host.window)
        view.layer.transform = flip(.pi / 3, aboutY: true)
        let image = WindowRenderer(scale: 2).render(host.window)
        let checked = expectExactProjection(
            image, scale: 2, centre: CGPoint(x: 150, y: 150),
            size: CGSize(width: 100, height: 100), angle: .pi / 3, aboutY: true)
        #expect(checked > 300 * 300, "most pixels are away from an edge")
    }

    @Test("A 50° tilt about x matches the exact projection (±3): rows are resampled like columns")
    func tiltAboutX() {
        let host = whiteHost(CGSize(width: 300, height: 300))
        let view = card(CGRect(x: 100, y: 100, width: 100, height: 100), in: host.window)
        view.layer.transform = flip(50 * .pi / 180, aboutY: false, distance: 400)
        let image = WindowRenderer(scale: 1).render(host.window)
        expectExactProjection(
            image, scale: 1, centre: CGPoint(x: 150, y: 150),
            size: CGSize(width: 100, height: 100), angle: 50 * .pi / 180, aboutY: false, distance: 400)
    }

    @Test("A back face (turned 120° about y) is drawn mirrored, as the exact projection has it (±3)")
    func backFaceIsMirrored() {
        let host = whiteHost(CGSize(width: 300, height: 300))
        let view = card(CGRect(x: 100, y: 100, width: 100, height: 100), in: host.window)
        view.layer.transform = flip(2 * .pi / 3, aboutY: true)
        let image = WindowRenderer(scale: 1).render(host.window)
        expectExactProjection(
            image, scale: 1, centre: CGPoint(x: 150, y: 150),
            size: CGSize(width: 100, height: 100), angle: 2 * .pi / 3, aboutY: true)
        // Mirrored: the red (top-left) quadrant shows on the right.
        expectPixel(image.rgba(160, 130), .red, tolerance: 3, "right of the centre, upper half")
        expectPixel(image.rgba(140, 130), .green, tolerance: 3, "left of the centre, upper half")
    }

    @Test("A 50 % flipped card is blended once over white, every quadrant (±3)")
    func opacityIsApplied() {
        let host = whiteHost(CGSize(width: 300, height: 300))
        let view = card(CGRect(x: 100, y: 100, width: 100, height: 100), in: host.window)
        view.alpha = 0.5
        view.layer.transform = flip(.pi / 3, aboutY: true)
        let image = WindowRenderer(scale: 1).render(host.window)
        expectExactProjection(
            image, scale: 1, centre: CGPoint(x: 150, y: 150), size: CGSize(width: 100, height: 100),
            angle: .pi / 3, aboutY: true
        ) { c in
            RGBA8((c.r + 255 + 1) / 2, (c.g + 255 + 1) / 2, (c.b + 255 + 1) / 2)
        }
    }

    @Test(
        "Where the layer passes behind the viewer (w ≤ 0) nothing is drawn; the rest matches the exact projection (±3)")
    func behindTheViewerIsNotDrawn() {
        // 400 pt wide, turned 60° with m34 = −1/100: the plane meets the viewer's at x = −115.5 pt.
        let host = whiteHost(CGSize(width: 300, height: 300))
        let view = card(CGRect(x: -50, y: 100, width: 400, height: 100), in: host.window)
        view.layer.transform = flip(.pi / 3, aboutY: true, distance: 100)
        let image = WindowRenderer(scale: 1).render(host.window)
        expectExactProjection(
            image, scale: 1, centre: CGPoint(x: 150, y: 150), size: CGSize(width: 400, height: 100),
            angle: .pi / 3, aboutY: true, distance: 100)
        // Sight lines right of x = 150 + 100 / tan 60° = 207.7 meet the plane behind the viewer.
        for x in 210..<300 { expectPixel(image.rgba(x, 150), .white, tolerance: 0, "column \(x)") }
        expectPixel(image.rgba(5, 140), .red, tolerance: 3, "the near part, magnified past the window's left edge")
    }

    @Test("Edges are antialiased: along the slanted top edge, pixels the edge half covers are half red")
    func edgesAreAntialiased() {
        let host = whiteHost(CGSize(width: 300, height: 300))
        let view = card(CGRect(x: 100, y: 100, width: 100, height: 100), in: host.window)
        view.layer.transform = flip(.pi / 3, aboutY: true)
        let image = WindowRenderer(scale: 1).render(host.window)
        var mixed = 0
        for px in 127...147 {
            // The top edge's exact height at this column's centre.
            let dx = CGFloat(px) + 0.5 - 150
            let x = dx / (cos(CGFloat.pi / 3) - dx * sin(CGFloat.pi / 3) / 1000)
            let edge = 150 - 50 / (1 + x * sin(CGFloat.pi / 3) / 1000)
            let row = Int(edge.rounded(.down)), covered = CGFloat(row + 1) - edge
            guard covered > 0.3, covered < 0.7 else { continue }
            let green = image.rgba(px, row).g  // white 255 → red 0, by coverage
            #expect(
                abs(CGFloat(255 - green) / 255 - covered) < 0.25, "column \(px): coverage \(covered), green \(green)")
            mixed += 1
        }
        #expect(mixed >= 3, "the edge crosses rows at several coverages (\(mixed))")
    }

    @Test("The clip is respected: a card flipped inside a masking parent draws nothing outside it")
    func clipIsRespected() {
        let host = whiteHost(CGSize(width: 300, height: 300))
        let parent = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        parent.layer.masksToBounds = true
        host.window.addSubview(parent)
        let view = card(CGRect(x: 0, y: 0, width: 100, height: 100), in: parent)
        view.layer.transform = flip(.pi / 3, aboutY: true)
        let image = WindowRenderer(scale: 1).render(host.window)
        for y in 150..<300 {
            for x in 0..<300 where image.rgba(x, y) != .white {
                Issue.record("pixel (\(x), \(y)) below the parent's bounds is \(image.rgba(x, y))")
                return
            }
        }
        expectPixel(image.rgba(140, 130), .red, tolerance: 3, "inside the parent, top-left quadrant")
        expectPixel(image.rgba(160, 145), .green, tolerance: 3, "inside the parent, just above its bottom")
    }
}
