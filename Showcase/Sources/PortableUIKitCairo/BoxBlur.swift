import Foundation

/// A Gaussian blur approximated by three successive box blurs per axis (separable), the
/// approximation the SVG/CSS filter specifications use.
///
/// The three box widths are odd and chosen so that their summed variance, Σ (wᵢ² − 1) / 12,
/// is as close to σ² as odd widths allow (widths `w` and `w + 2`, mixed). A blur with box radii
/// r₁, r₂, r₃ spreads a pixel over r₁ + r₂ + r₃ ≈ 3σ pixels on each side, which is the padding
/// ``ShadowMaskCache`` leaves around a mask (it pads 3 × the largest radius).
enum BoxBlur {
    /// The three box radii (half widths, in pixels) for a Gaussian of standard deviation `sigma`
    /// pixels; all zero when `sigma` is too small to blur.
    static func radii(sigma: Double) -> (Int, Int, Int) {
        guard sigma > 0.3 else { return (0, 0, 0) }
        let n = 3.0
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(lower, 1)
        let upper = lower + 2
        let wl = Double(lower)
        let m = Int(((12 * sigma * sigma - n * wl * wl - 4 * n * wl - 3 * n) / (-4 * wl - 4)).rounded())
        let widths = (0..<3).map { $0 < m ? lower : upper }
        return ((widths[0] - 1) / 2, (widths[1] - 1) / 2, (widths[2] - 1) / 2)
    }

    /// Blurs an 8-bit alpha image in place: three box passes along rows, then along columns.
    /// Pixels outside the image count as 0 (transparent).
    static func blur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        let r = radii(sigma: sigma)
        guard r.0 + r.1 + r.2 > 0, width > 0, height > 0 else { return }
        let length = max(width, height)
        let a = UnsafeMutablePointer<UInt8>.allocate(capacity: length)
        let b = UnsafeMutablePointer<UInt8>.allocate(capacity: length)
        defer { a.deallocate(); b.deallocate() }
        for y in 0..<height {
            blurLine(data + y * stride, step: 1, count: width, radii: r, a, b)
        }
        for x in 0..<width {
            blurLine(data + x, step: stride, count: height, radii: r, a, b)
        }
    }

    /// Three box passes over one line of `count` samples `step` apart.
    private static func blurLine(
        _ line: UnsafeMutablePointer<UInt8>, step: Int, count: Int, radii: (Int, Int, Int),
        _ a: UnsafeMutablePointer<UInt8>, _ b: UnsafeMutablePointer<UInt8>
    ) {
        for i in 0..<count { a[i] = line[i * step] }
        box(a, into: b, count: count, radius: radii.0)
        box(b, into: a, count: count, radius: radii.1)
        box(a, into: b, count: count, radius: radii.2)
        for i in 0..<count { line[i * step] = b[i] }
    }

    /// One box pass: each output is the rounded mean of the 2r + 1 inputs around it.
    private static func box(
        _ src: UnsafeMutablePointer<UInt8>, into dst: UnsafeMutablePointer<UInt8>, count: Int, radius r: Int
    ) {
        guard r > 0 else {
            dst.update(from: src, count: count)
            return
        }
        let width = UInt32(2 * r + 1), half = width / 2
        var sum: UInt32 = 0
        for i in 0..<min(r, count) { sum += UInt32(src[i]) }
        for i in 0..<count {
            if i + r < count { sum += UInt32(src[i + r]) }
            dst[i] = UInt8((sum + half) / width)
            if i - r >= 0 { sum -= UInt32(src[i - r]) }
        }
    }
}
