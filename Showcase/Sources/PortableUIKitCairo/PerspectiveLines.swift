import Foundation

/// A perspective map under which every device column is the image of one column of the source
/// image (or every device row of one source row): a rotation about y (or x) seen straight on, as
/// in the flip transitions. Then a device column needs one source x, and down the column device
/// y maps affinely onto source y (the homogeneous weight is the same all along it), so the image
/// can be resampled exactly, line by line, with no strip approximation.
///
/// Coordinates are continuous pixel coordinates: pixel `i` covers `i ..< i + 1`, its centre at
/// `i + 0.5`, in the source image as on the device.
struct PerspectiveLines {
    enum Axis: Equatable {
        /// Device columns are source columns (rotation about y).
        case columns
        /// Device rows are source rows (rotation about x).
        case rows
    }

    /// Where one device line samples the source: its source line (`across`: a source x for a
    /// column, a source y for a row) and, along it, source = `alongAtZero + alongStep × device`.
    struct Line: Equatable {
        var across: Double
        var alongAtZero: Double
        var alongStep: Double

        /// The source coordinate along the line under device coordinate `device`.
        func along(_ device: Double) -> Double { alongAtZero + alongStep * device }
    }

    let axis: Axis
    /// Source image pixels → device pixels.
    let map: Homography
    let width: Double
    let height: Double

    /// How far (device pixels) a source line's ends may stray from one device line.
    static let alignmentTolerance: Double = 1e-3
    /// How much the homogeneous weight may vary (relatively) along a source line. The along map
    /// is fitted through the line's ends, so this bounds its error: a few thousandths of a pixel
    /// even over 100,000 pixels.
    static let weightTolerance: Double = 1e-7

    /// The lines of `map` over a `width` × `height` source image, or nil when neither source
    /// columns nor source rows project onto device lines.
    init?(map: Homography, width: Double, height: Double) {
        guard width > 0, height > 0, width.isFinite, height.isFinite else { return nil }
        self.map = map
        self.width = width
        self.height = height
        if Self.keeps(map, columns: true, width, height) {
            axis = .columns
        } else if Self.keeps(map, columns: false, width, height) {
            axis = .rows
        } else {
            return nil
        }
    }

    /// Whether source columns (or rows) map onto device columns (rows) with a constant weight.
    /// With every corner in front of the viewer this is measured in device pixels at the corners
    /// (both deviations are monotone along a line, so the ends bound them); otherwise the
    /// coefficients that would break it must be zero.
    private static func keeps(_ m: Homography, columns: Bool, _ width: Double, _ height: Double) -> Bool {
        if columns, m.m21 == 0, m.m23 == 0 { return true }
        if !columns, m.m12 == 0, m.m13 == 0 { return true }
        let corners = [(0.0, 0.0), (width, 0), (width, height), (0, height)]
        let points = corners.map { m.map(CGFloat($0.0), CGFloat($0.1)) }
        guard let a = points[0], let b = points[1], let c = points[2], let d = points[3] else { return false }
        let wa = m.weight(0, 0), wb = m.weight(CGFloat(width), 0)
        let wc = m.weight(CGFloat(width), CGFloat(height)), wd = m.weight(0, CGFloat(height))
        if columns {
            return abs(Double(a.x - d.x)) < alignmentTolerance && abs(Double(b.x - c.x)) < alignmentTolerance
                && abs(Double(wa - wd)) <= weightTolerance * Double(min(wa, wd))
                && abs(Double(wb - wc)) <= weightTolerance * Double(min(wb, wc))
        }
        return abs(Double(a.y - b.y)) < alignmentTolerance && abs(Double(d.y - c.y)) < alignmentTolerance
            && abs(Double(wa - wb)) <= weightTolerance * Double(min(wa, wb))
            && abs(Double(wd - wc)) <= weightTolerance * Double(min(wd, wc))
    }

    /// The source line under device line `device` (a device x for columns, y for rows; continuous,
    /// so pass `i + 0.5` for pixel `i`'s centre), or nil where that line is at or behind the
    /// viewer or the map degenerates there.
    func line(at device: Double) -> Line? {
        let m = map
        let m11 = Double(m.m11), m12 = Double(m.m12), m13 = Double(m.m13)
        let m21 = Double(m.m21), m22 = Double(m.m22), m23 = Double(m.m23)
        let m31 = Double(m.m31), m32 = Double(m.m32), m33 = Double(m.m33)
        switch axis {
        case .columns:
            // X·w = u·m11 + v·m21 + m31 with w = u·m13 + v·m23 + m33, solved for u at mid-height.
            let v = height / 2, denominator = device * m13 - m11
            guard abs(denominator) > 1e-12 else { return nil }
            let u = (v * (m21 - device * m23) + m31 - device * m33) / denominator
            guard u.isFinite, let top = m.map(CGFloat(u), 0), let bottom = m.map(CGFloat(u), CGFloat(height)) else {
                return nil
            }
            return Self.fit(across: u, device0: Double(top.y), device1: Double(bottom.y), length: height)
        case .rows:
            let u = width / 2, denominator = device * m23 - m22
            guard abs(denominator) > 1e-12 else { return nil }
            let v = (u * (m12 - device * m13) + m32 - device * m33) / denominator
            guard v.isFinite, let left = m.map(0, CGFloat(v)), let right = m.map(CGFloat(width), CGFloat(v)) else {
                return nil
            }
            return Self.fit(across: v, device0: Double(left.x), device1: Double(right.x), length: width)
        }
    }

    /// The along map through the line's ends: source 0 at `device0`, `length` at `device1`.
    private static func fit(across: Double, device0: Double, device1: Double, length: Double) -> Line? {
        let span = device1 - device0
        guard abs(span) > 1e-9 else { return nil }
        let step = length / span
        guard step.isFinite, abs(step) < 1e6 else { return nil }
        return Line(across: across, alongAtZero: -device0 * step, alongStep: step)
    }
}
