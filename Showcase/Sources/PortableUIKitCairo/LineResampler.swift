import Foundation
import CPrefetch

/// Pixels in Cairo's ARGB32 layout (premultiplied alpha, one native-endian `UInt32` each), not
/// owned: a view of a surface's data.
struct ARGB32Pixels {
    let base: UnsafeMutablePointer<UInt32>
    let width: Int
    let height: Int
    /// Pixels (not bytes) from one row to the next.
    let stride: Int
}

/// Where one destination column samples the source (``LineResampler/resampleColumns``): the
/// source column pair `x0`, `x0 + 1` weighted by `fx`/256, and the source y of destination row
/// `row`, `start + step × row`, in 1/2²⁴ texel (integers: the loop then needs no conversion and
/// one range test per pixel; over 32,768 rows the step's rounding adds up to under 1/1000
/// texel). Only the rows `rows` are sampled (their 2 × 2 footprints lie in the source); the
/// others are transparent, as is the whole column when `x0 < 0`. `x0 + 1` must be a column of
/// the source.
struct ColumnSampling {
    var x0: Int
    var fx: UInt64
    var start: Int
    var step: Int
    var rows: Range<Int>

    /// Fraction bits of `start` and `step`.
    static let fractionBits = 24
    static let transparent = ColumnSampling(x0: -1, fx: 0, start: 0, step: 0, rows: 0..<0)

    /// Texel column `x0` (weight `fx`/256 towards `x0 + 1`), the source y at destination row
    /// `row` being `yStart + yStep × row` texels, over `rowCount` destination rows of a source
    /// `sourceHeight` texels high; transparent when the numbers are out of range.
    init(x0: Int, fx: UInt64, yStart: Double, yStep: Double, rowCount: Int, sourceHeight: Int) {
        let one = Double(1 << Self.fractionBits)
        // Keeps start + step × row well inside Int (2⁶² / 2²⁴ is 2.7 × 10¹¹ texels).
        let bound = Double(1 << 62) / one
        guard x0 >= 0, rowCount > 0, sourceHeight >= 2, yStart.isFinite, yStep.isFinite,
            abs(yStart) < bound, abs(yStep) * Double(rowCount) < bound
        else {
            self = .transparent
            return
        }
        self.x0 = x0
        self.fx = fx
        start = Int((yStart * one).rounded(.down))
        step = Int((yStep * one).rounded())
        rows = Self.rows(start: start, step: step, limit: (sourceHeight - 1) << Self.fractionBits, count: rowCount)
    }

    private init(x0: Int, fx: UInt64, start: Int, step: Int, rows: Range<Int>) {
        (self.x0, self.fx, self.start, self.step, self.rows) = (x0, fx, start, step, rows)
    }

    /// The rows `r` in `0 ..< count` with `0 ≤ start + step × r < limit`: an interval, as the
    /// position is monotone in `r`. Estimated in floating point, then both ends are moved until
    /// they pass the exact integer test, so every row returned reads inside the source.
    static func rows(start: Int, step: Int, limit: Int, count: Int) -> Range<Int> {
        func inside(_ r: Int) -> Bool {
            let t = start &+ step &* r
            return t >= 0 && t < limit
        }
        var low = 0, high = count
        if step != 0 {
            let r0 = -Double(start) / Double(step), r1 = Double(limit - start) / Double(step)
            low = Int(min(max(min(r0, r1).rounded(.down) - 1, 0), Double(count)))
            high = Int(min(max(max(r0, r1).rounded(.up) + 1, 0), Double(count)))
        }
        while low < high, !inside(low) { low += 1 }
        while high > low, !inside(high - 1) { high -= 1 }
        return low..<high
    }
}

/// Where one destination row samples the source (``LineResampler/resampleRows``): the source row
/// pair `y0`, `y0 + 1` weighted by `fy`/256, and the source x, in 1/256 texel,
/// `xStep × column + xStart`. `y0 < 0`: the row stays transparent; otherwise `y0 + 1` must be a
/// row of the source.
struct RowSampling {
    var y0: Int
    var fy: UInt64
    var xStep: Double
    var xStart: Double

    static let transparent = RowSampling(y0: -1, fy: 0, xStep: 0, xStart: -1)
}

/// Bilinear resampling of premultiplied ARGB32 images along lines: the tight loops behind
/// ``PerspectiveLines``. Positions are texel coordinates (texel `i`'s centre at `i`) in 8-bit
/// fixed point; a sample whose 2 × 2 footprint would leave the source is written transparent
/// (the source has a transparent margin, so that is what it would read). Every destination pixel
/// is written, so the destination needs no clearing.
///
/// The arithmetic: a pixel's four channels are spread into one `UInt64`, a 16-bit lane each; the
/// two texels of each column are blended vertically (weights summing to 256: a lane peaks at
/// 255 × 256 + 128 < 2¹⁶, so nothing carries between channels), rounded to 8 bits, and the two
/// results blended horizontally the same way. Two roundings instead of one put a channel at most
/// one count from the exact bilinear value; premultiplied colour stays valid (no channel above
/// alpha): every channel is the same convex sum, rounded the same way. (One lane per channel
/// and six multiplies: it measured about 15 % faster than two channels per word and twelve.)
enum LineResampler {
    /// How many source rows ahead ``resampleColumns`` asks for the cache line it will read.
    ///
    /// Why: down a column the source row advances by about one per destination row, and across
    /// a destination row the columns read rows that differ with the perspective, so nearly every
    /// new source row is a cache miss that the hardware prefetchers do not foresee (the image is
    /// 5 MB for a full screen at 2×, kept from an earlier frame: not in cache). The resampler
    /// then waited on memory for half its time. Asking for the line a few rows below each read
    /// brings it in by the time the column gets there: the 60° full-screen flip with its image
    /// kept went from 6.0 to 4.1–4.7 ms at p0 (rows ahead: 3, 6, 8, 12 tried; 6 was best). A
    /// prefetch is a hint: it never faults, so reaching past the image is harmless.
    static let prefetchRows = 6

    /// Fills `destination`: column `j`, row `r` samples the source as `columns[j]` says.
    ///
    /// With `over`, each sample is composited over the destination pixel instead of replacing it
    /// (Porter–Duff OVER, rounded as pixman rounds it), and pixels past `columns` are left alone.
    static func resampleColumns(
        _ source: ARGB32Pixels, into destination: ARGB32Pixels, columns: [ColumnSampling],
        over: Bool = false
    ) {
        let stride = source.stride
        let width = min(destination.width, columns.count)
        let bits = ColumnSampling.fractionBits
        columns.withUnsafeBufferPointer { columns in
            for r in 0..<destination.height {
                let out = destination.base + r &* destination.stride
                for j in 0..<width {
                    let c = columns[j]
                    var pixel: UInt32 = 0
                    if c.rows.contains(r) {
                        let t = c.start &+ c.step &* r
                        let p = source.base + ((t &>> bits) &* stride &+ c.x0)
                        prefetch_for_reading(p + prefetchRows &* stride)
                        pixel = blend(
                            p[0], p[1], p[stride], p[stride &+ 1], fx: c.fx,
                            fy: UInt64(truncatingIfNeeded: (t &>> (bits &- 8)) & 255))
                    }
                    if !over {
                        out[j] = pixel
                    } else if pixel >= 0xFF00_0000 {
                        out[j] = pixel
                    } else if pixel != 0 {
                        out[j] = composite(pixel, over: out[j])
                    }
                }
                if !over { for j in width..<destination.width { out[j] = 0 } }
            }
        }
    }

    /// `s` over `d` (premultiplied): each channel `s + d × (255 − αs) / 255`, the product rounded
    /// as pixman's `MUL_UN8` rounds it, so that it matches a Cairo paint of the same pixels.
    /// No channel exceeds 255 for valid premultiplied `s`.
    @inline(__always)
    static func composite(_ s: UInt32, over d: UInt32) -> UInt32 {
        let mask: UInt64 = 0x00FF_00FF_00FF_00FF
        var t = spread(d) &* UInt64(255 &- (s &>> 24)) &+ 0x0080_0080_0080_0080
        t = ((t &+ ((t &>> 8) & mask)) &>> 8) & mask
        var x = t &+ spread(s)
        x = (x | (x &>> 8)) & 0x0000_FFFF_0000_FFFF
        return UInt32(truncatingIfNeeded: x | (x &>> 16))
    }

    /// Fills `destination`: row `r`, column `j` samples the source as `rows[r]` says.
    static func resampleRows(_ source: ARGB32Pixels, into destination: ARGB32Pixels, rows: [RowSampling]) {
        let limit = Double(source.width - 1) * 256
        let stride = source.stride
        for r in 0..<destination.height {
            let out = destination.base + r &* destination.stride
            guard r < rows.count, rows[r].y0 >= 0 else {
                for j in 0..<destination.width { out[j] = 0 }
                continue
            }
            let (fy, xStep, xStart) = (rows[r].fy, rows[r].xStep, rows[r].xStart)
            let line = source.base + rows[r].y0 &* stride
            for j in 0..<destination.width {
                let t = xStep * Double(j) + xStart
                var pixel: UInt32 = 0
                if t >= 0, t < limit {
                    let fixed = Int(t)
                    let p = line + (fixed &>> 8)
                    pixel = blend(p[0], p[1], p[stride], p[stride &+ 1], fx: UInt64(fixed & 255), fy: fy)
                }
                out[j] = pixel
            }
        }
    }

    /// The bilinear blend of a 2 × 2 block (`p00` top left, `p10` top right, `p01` bottom left),
    /// `fx`, `fy` in 1/256 towards the right and bottom.
    @inline(__always)
    static func blend(_ p00: UInt32, _ p10: UInt32, _ p01: UInt32, _ p11: UInt32, fx: UInt64, fy: UInt64) -> UInt32 {
        if p00 == p10, p00 == p01, p00 == p11 { return p00 }
        let gy = 256 &- fy, gx = 256 &- fx
        let round: UInt64 = 0x0080_0080_0080_0080, mask: UInt64 = 0x00FF_00FF_00FF_00FF
        let left = ((spread(p00) &* gy &+ spread(p01) &* fy &+ round) &>> 8) & mask
        let right = ((spread(p10) &* gy &+ spread(p11) &* fy &+ round) &>> 8) & mask
        var x = ((left &* gx &+ right &* fx &+ round) &>> 8) & mask
        x = (x | (x &>> 8)) & 0x0000_FFFF_0000_FFFF
        return UInt32(truncatingIfNeeded: x | (x &>> 16))
    }

    /// The four channels of `p` in the low bytes of four 16-bit lanes.
    @inline(__always)
    private static func spread(_ p: UInt32) -> UInt64 {
        var x = UInt64(p)
        x = (x | (x &<< 16)) & 0x0000_FFFF_0000_FFFF
        return (x | (x &<< 8)) & 0x00FF_00FF_00FF_00FF
    }
}
