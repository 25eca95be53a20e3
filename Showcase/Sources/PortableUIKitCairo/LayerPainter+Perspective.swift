import Foundation
import CCairo
import PortableUIKit

/// Layers seen in perspective (a transform or sublayerTransform with m34 ≠ 0, e.g. a flip).
///
/// Cairo maps images only affinely, so the layer and its subtree are drawn flat into an
/// offscreen surface (in the layer's bounds coordinates, at the largest magnification the
/// projection gives an edge of the layer), and that image is laid down in thin strips across
/// the axis along which depth changes (vertical strips for a rotation about y). Each strip is
/// drawn with the affine map that fits the projection at the strip's centre (through the
/// midpoints of its four sides) and fills the strip's exactly projected quadrilateral, so
/// strips tile without gaps.
///
/// Strip count and error: for a strip the affine fit misses the projected corners by a quarter
/// of the strip's parallelogram defect |P₀₀ + P₁₁ − P₁₀ − P₀₁|, which shrinks linearly with the
/// strip's width, and misses along the strip's axis by a term that shrinks with the square of
/// it. The count is the smallest that keeps both below ``stripTolerance`` (¼ pixel), capped at
/// ``maximumStrips``. A 390 × 844 pt screen at 2× flipped 60° about y with m34 = −1/1000 needs
/// the cap (≈ 0.6 px worst-case corner error at the near edge); a 100 pt card at 60° needs ~20
/// at 2×.
///
/// When the strips' sides are device columns (rotation about y, or rows for x, seen straight
/// on: the flip transitions), strip boundaries sit on whole pixels and each strip is a
/// pixel-aligned rectangle: one image composite, no seams. Otherwise each strip fills its exact
/// quadrilateral, antialiased, with the ADD operator into a clear group, so two strips sharing an
/// edge pixel contribute complementary coverages and leave no seam. Either way the offscreen
/// image has a transparent margin, so the silhouette's antialiasing comes from the image itself.
///
/// Back faces: PortableUIKit's CALayer has no `isDoubleSided`, so, as with Core Animation's
/// default (`true`), a layer turned away from the viewer is drawn mirrored. Parts of a layer at or
/// behind the viewer (w ≤ 0) are not drawn.
extension LayerPainter {
    /// The largest corner misfit a strip may have, in pixels.
    static let stripTolerance: CGFloat = 0.25
    /// The most strips a layer is cut into.
    static let maximumStrips = 256
    /// The largest side of an offscreen image, in pixels.
    static let maximumOffscreenSide: CGFloat = 4096
    /// The transparent margin around an offscreen image, in pixels.
    static let offscreenMargin = 2

    /// Draws node `index` and its subtree through the perspective `map` (bounds → pixels).
    func drawWarped(_ index: Int, map: Homography) {
        let node = tree.nodes[index]
        var extent = node.extent
        if extent.isInfinite { extent = node.bounds.insetBy(dx: -node.bounds.width, dy: -node.bounds.height) }
        guard !extent.isNull, extent.width > 0, extent.height > 0 else { return }

        // Offscreen resolution: the largest magnification of an edge of the extent.
        let p00 = map.map(extent.minX, extent.minY), p10 = map.map(extent.maxX, extent.minY)
        let p01 = map.map(extent.minX, extent.maxY), p11 = map.map(extent.maxX, extent.maxY)
        var magnification: CGFloat = 0
        for (a, b, length) in [(p00, p10, extent.width), (p01, p11, extent.width),
                               (p00, p01, extent.height), (p10, p11, extent.height)] {
            if let a, let b { magnification = max(magnification, distance(a, b) / length) }
        }
        guard magnification > 0 else { return }
        let margin = Self.offscreenMargin
        var k = min(magnification, 16)
        k = min(k, (Self.maximumOffscreenSide - CGFloat(2 * margin)) / extent.width,
                (Self.maximumOffscreenSide - CGFloat(2 * margin)) / extent.height)
        k = max(k, 1.0 / 64)
        let width = Int((extent.width * k).rounded(.up)) + 2 * margin
        let height = Int((extent.height * k).rounded(.up)) + 2 * margin

        guard let surface = caches.scratch.take(width: width, height: height) else { return }
        defer { caches.scratch.give(surface) }
        guard let offscreen = cairo_create(surface) else { return }
        let toImage = Homography.translation(-extent.minX, -extent.minY)
            .then(.scale(k, k)).then(.translation(CGFloat(margin), CGFloat(margin)))
        LayerPainter(caches: caches, cr: offscreen).drawFlat(index, map: toImage, opacity: 1)
        if node.opacity < 1 {
            // The group's opacity, applied to the flattened image (the strips do not overlap).
            cairo_set_operator(offscreen, CAIRO_OPERATOR_DEST_IN)
            cairo_paint_with_alpha(offscreen, Double(node.opacity))
        }
        cairo_destroy(offscreen)
        cairo_surface_flush(surface)

        // The image's whole area in bounds coordinates.
        let local = CGRect(x: extent.minX - CGFloat(margin) / k, y: extent.minY - CGFloat(margin) / k,
                           width: CGFloat(width) / k, height: CGFloat(height) / k)
        let vertical = abs(map.m13) * local.width >= abs(map.m23) * local.height
        let count = stripCount(map, local, vertical: vertical)
        guard let pattern = cairo_pattern_create_for_surface(surface) else { return }
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        let image = toImage.cairoMatrix
        cairo_save(cr)
        cairo_identity_matrix(cr)
        if !drawBands(pattern, image: image, map: map, local: local, vertical: vertical, count: count) {
            drawStrips(pattern, image: image, map: map, local: local, vertical: vertical, count: count)
        }
        cairo_restore(cr)
    }

    /// The fast path, when the strips' sides are device columns (or rows): a rotation about
    /// the y (or x) axis seen straight on. Strip boundaries are then put on whole pixels, so
    /// each strip is a pixel-aligned rectangle (one image composite, no rasterising) and strips
    /// neither overlap nor leave gaps. Returns false when the map is not of that kind.
    private func drawBands(_ pattern: OpaquePointer, image: cairo_matrix_t, map: Homography, local: CGRect,
                           vertical: Bool, count: Int) -> Bool {
        guard let a = map.map(local.minX, local.minY), let b = map.map(local.maxX, local.minY),
              let c = map.map(local.maxX, local.maxY), let d = map.map(local.minX, local.maxY) else { return false }
        // The sides across the strips must be axis-aligned (checking two suffices: the condition
        // is linear along the strip axis).
        let aligned = vertical ? abs(a.x - d.x) < 1e-3 && abs(b.x - c.x) < 1e-3
                               : abs(a.y - b.y) < 1e-3 && abs(d.y - c.y) < 1e-3
        guard aligned else { return false }
        let lo = vertical ? min(a.x, b.x) : min(a.y, b.y), hi = vertical ? max(a.x, b.x) : max(a.y, b.y)
        let across0 = (vertical ? min(a.y, b.y, c.y, d.y) : min(a.x, b.x, c.x, d.x)).rounded(.down)
        let across1 = (vertical ? max(a.y, b.y, c.y, d.y) : max(a.x, b.x, c.x, d.x)).rounded(.up)
        let first = lo.rounded(.down), last = hi.rounded(.up)
        let bands = min(count, max(Int(last - first), 1))
        var previous = first
        var previousLocal = localCoordinate(map, deviceCoordinate: first, local: local, vertical: vertical)
        for band in 1...bands {
            let next = (first + (last - first) * CGFloat(band) / CGFloat(bands)).rounded()
            let nextLocal = localCoordinate(map, deviceCoordinate: next, local: local, vertical: vertical)
            defer { previous = next; previousLocal = nextLocal }
            guard next > previous, let l0 = previousLocal, let l1 = nextLocal, l0 != l1 else { continue }
            let r = vertical
                ? CGRect(x: min(l0, l1), y: local.minY, width: abs(l1 - l0), height: local.height)
                : CGRect(x: local.minX, y: min(l0, l1), width: local.width, height: abs(l1 - l0))
            guard var toPattern = patternMatrix(map, r, image: image) else { continue }
            if vertical {
                cairo_rectangle(cr, Double(previous), Double(across0), Double(next - previous), Double(across1 - across0))
            } else {
                cairo_rectangle(cr, Double(across0), Double(previous), Double(across1 - across0), Double(next - previous))
            }
            cairo_pattern_set_matrix(pattern, &toPattern)
            cairo_set_source(cr, pattern)
            cairo_fill(cr)
        }
        return true
    }

    /// The local x (vertical strips) or y (horizontal) whose line projects to the device column
    /// (row) `deviceCoordinate`.
    private func localCoordinate(_ m: Homography, deviceCoordinate v: CGFloat, local: CGRect, vertical: Bool) -> CGFloat? {
        if vertical {
            let y = local.midY, denominator = v * m.m13 - m.m11
            guard abs(denominator) > 1e-12 else { return nil }
            return (y * m.m21 + m.m31 - v * (y * m.m23 + m.m33)) / denominator
        }
        let x = local.midX, denominator = v * m.m23 - m.m22
        guard abs(denominator) > 1e-12 else { return nil }
        return (x * m.m12 + m.m32 - v * (x * m.m13 + m.m33)) / denominator
    }

    /// The general path: each strip fills its exactly projected quadrilateral. Antialiased strips
    /// are added into a clear group: where two strips share a pixel their coverages sum to 1,
    /// so the pixel gets c·A + (1 − c)·B, with no seam; the group is then composited over.
    private func drawStrips(_ pattern: OpaquePointer, image: cairo_matrix_t, map: Homography, local: CGRect,
                            vertical: Bool, count: Int) {
        if let box = map.boundingBox(of: local) {
            cairo_rectangle(cr, Double(box.minX.rounded(.down)) - 1, Double(box.minY.rounded(.down)) - 1,
                            Double(box.width.rounded(.up)) + 3, Double(box.height.rounded(.up)) + 3)
            cairo_clip(cr)
        }
        cairo_push_group(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_ADD)
        for strip in 0..<count {
            let f0 = CGFloat(strip) / CGFloat(count), f1 = CGFloat(strip + 1) / CGFloat(count)
            let r = vertical
                ? CGRect(x: local.minX + f0 * local.width, y: local.minY, width: (f1 - f0) * local.width, height: local.height)
                : CGRect(x: local.minX, y: local.minY + f0 * local.height, width: local.width, height: (f1 - f0) * local.height)
            guard let a = map.map(r.minX, r.minY), let b = map.map(r.maxX, r.minY),
                  let c = map.map(r.maxX, r.maxY), let d = map.map(r.minX, r.maxY),
                  var toPattern = patternMatrix(map, r, image: image) else { continue }
            cairo_move_to(cr, Double(a.x), Double(a.y))
            cairo_line_to(cr, Double(b.x), Double(b.y))
            cairo_line_to(cr, Double(c.x), Double(c.y))
            cairo_line_to(cr, Double(d.x), Double(d.y))
            cairo_close_path(cr)
            cairo_pattern_set_matrix(pattern, &toPattern)
            cairo_set_source(cr, pattern)
            cairo_fill(cr)
        }
        cairo_pop_group_to_source(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_paint(cr)
    }

    /// Device pixels → image pixels for strip `r`: the inverse of the strip's affine fit, then
    /// bounds coordinates → image.
    private func patternMatrix(_ map: Homography, _ r: CGRect, image: cairo_matrix_t) -> cairo_matrix_t? {
        guard var fit = affineFit(map, r), cairo_matrix_invert(&fit) == CAIRO_STATUS_SUCCESS else { return nil }
        var image = image, result = cairo_matrix_t()
        cairo_matrix_multiply(&result, &fit, &image)
        return result
    }

    /// The affine map (bounds → pixels) through the projected centre of `r` whose axes are the
    /// projected secants between the midpoints of opposite sides; nil if degenerate.
    private func affineFit(_ map: Homography, _ r: CGRect) -> cairo_matrix_t? {
        guard let left = map.map(r.minX, r.midY), let right = map.map(r.maxX, r.midY),
              let top = map.map(r.midX, r.minY), let bottom = map.map(r.midX, r.maxY),
              let centre = map.map(r.midX, r.midY) else { return nil }
        let ex = CGPoint(x: (right.x - left.x) / r.width, y: (right.y - left.y) / r.width)
        let ey = CGPoint(x: (bottom.x - top.x) / r.height, y: (bottom.y - top.y) / r.height)
        guard abs(ex.x * ey.y - ex.y * ey.x) > 1e-9 else { return nil }
        return cairo_matrix_t(xx: Double(ex.x), yx: Double(ex.y), xy: Double(ey.x), yy: Double(ey.y),
                              x0: Double(centre.x - r.midX * ex.x - r.midY * ey.x),
                              y0: Double(centre.y - r.midX * ex.y - r.midY * ey.y))
    }

    /// The fewest strips keeping the fit's error under ``stripTolerance`` (see the type's notes).
    func stripCount(_ map: Homography, _ r: CGRect, vertical: Bool) -> Int {
        guard let a = map.map(r.minX, r.minY), let b = map.map(r.maxX, r.minY),
              let c = map.map(r.maxX, r.maxY), let d = map.map(r.minX, r.maxY),
              let centre = map.map(r.midX, r.midY) else { return Self.maximumStrips }
        let defect = hypot(a.x + c.x - b.x - d.x, a.y + c.y - b.y - d.y)
        let ends: (CGPoint?, CGPoint?) = vertical
            ? (map.map(r.minX, r.midY), map.map(r.maxX, r.midY))
            : (map.map(r.midX, r.minY), map.map(r.midX, r.maxY))
        guard let e0 = ends.0, let e1 = ends.1 else { return Self.maximumStrips }
        let bow = hypot(centre.x - (e0.x + e1.x) / 2, centre.y - (e0.y + e1.y) / 2)
        let byDefect = (defect / (4 * Self.stripTolerance)).rounded(.up)
        let byBow = (bow / Self.stripTolerance).squareRoot().rounded(.up)
        let n = max(byDefect, byBow, 1)
        return n.isFinite ? min(Int(n), Self.maximumStrips) : Self.maximumStrips
    }

    private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(b.x - a.x, b.y - a.y) }
}
