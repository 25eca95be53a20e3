import Foundation
import CCairo
import PortableUIKit

/// Layers seen in perspective (a transform or sublayerTransform with m34 ≠ 0, e.g. a flip).
///
/// Cairo maps images only affinely, so the layer and its subtree are drawn flat into an
/// offscreen surface (in the layer's bounds coordinates) and that image is laid down in
/// perspective. The image is at the window's scale (``rasterScale``), as Core Animation
/// rasterises a layer into a backing store of `contentsScale` pixels per point ("if the scale
/// factor is 2.0 and the layer's bounds are 50 x 50 points, the size of the bitmap used to present
/// the layer's content is 100 x 100 pixels", CALayer.contentsScale) whatever its transform, and
/// its compositor resamples that bitmap: where perspective brings the layer nearer than the
/// screen plane its image is magnified (slightly soft), as on a device. Less than that only when
/// the projection shrinks the whole layer (fewer texels than pixels are then needed) or the image
/// would exceed ``maximumOffscreenSide``. The image is laid down in one of two ways:
///
/// - When every device column is the image of one source column (a rotation about y seen
///   straight on: the flip transitions), or every device row of one source row (about x), the
///   image is resampled exactly, pixel by pixel (``PerspectiveLines``, see
///   `LayerPainter+PerspectiveLines.swift`).
/// - Otherwise it is laid down in thin strips across the axis along which depth changes
///   (vertical strips when depth changes mostly along x). Each strip is drawn with the affine
///   map that fits the projection at the strip's centre (through the midpoints of its four
///   sides) and fills the strip's exactly projected quadrilateral, antialiased, with the ADD
///   operator into a clear group, so two strips sharing an edge pixel contribute complementary
///   coverages and leave no seam.
///
/// Strip count and error: for a strip the affine fit misses the projected corners by a quarter
/// of the strip's parallelogram defect |P₀₀ + P₁₁ − P₁₀ − P₀₁|, which shrinks linearly with the
/// strip's width, and misses along the strip's axis by a term that shrinks with the square of
/// it. The count is the smallest that keeps both below ``stripTolerance`` (¼ pixel), capped at
/// ``maximumStrips``.
///
/// On the exact path the image is kept between frames while the subtree's content stays the
/// same (``BackingStoreCache``), as Core Animation keeps a backing store: a flip then draws its
/// subtree once and only resamples it on the following frames.
///
/// Either way the offscreen image has a transparent margin, so the silhouette's antialiasing
/// comes from the image itself.
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
        guard !extent.isNull, extent.width > 0, extent.height > 0,
            let stretch = Self.largestStretch(map, extent)
        else { return }

        // Offscreen resolution: the window's scale, as Core Animation's backing stores (see the
        // type's notes); the projection's largest magnification when that is smaller.
        let margin = Self.offscreenMargin
        let k = max(
            min(
                max(stretch.x, stretch.y), rasterScale,
                (Self.maximumOffscreenSide - CGFloat(2 * margin)) / extent.width,
                (Self.maximumOffscreenSide - CGFloat(2 * margin)) / extent.height), 1.0 / 64)
        let width = Int((extent.width * k).rounded(.up)) + 2 * margin
        let height = Int((extent.height * k).rounded(.up)) + 2 * margin

        let toImage = Homography.translation(-extent.minX, -extent.minY)
            .then(.scale(k, k)).then(.translation(CGFloat(margin), CGFloat(margin)))
        let imageToDevice = Homography.translation(-CGFloat(margin), -CGFloat(margin))
            .then(.scale(1 / k, 1 / k)).then(.translation(extent.minX, extent.minY)).then(map)
        if let lines = PerspectiveLines(map: imageToDevice, width: Double(width), height: Double(height)) {
            // The image is left unchanged by the exact path, so it is kept for the next frames.
            let key = BackingStoreKey(index, in: tree, pixelsPerPoint: k, width: width, height: height, extent: extent)
            if let stored = caches.backingStores.surface(for: key) {
                drawLines(lines, image: stored, opacity: node.opacity)
                return
            }
            guard let surface = caches.scratch.take(width: width, height: height) else { return }
            guard let offscreen = cairo_create(surface) else {
                caches.scratch.give(surface)
                return
            }
            LayerPainter(caches: caches, cr: offscreen, rasterScale: rasterScale).drawFlat(
                index, map: toImage, opacity: 1)
            cairo_destroy(offscreen)
            drawLines(lines, image: surface, opacity: node.opacity)
            caches.backingStores.insert(surface, for: key, scratch: caches.scratch)
            return
        }

        guard let surface = caches.scratch.take(width: width, height: height) else { return }
        defer { caches.scratch.give(surface) }
        guard let offscreen = cairo_create(surface) else { return }
        LayerPainter(caches: caches, cr: offscreen, rasterScale: rasterScale).drawFlat(index, map: toImage, opacity: 1)

        if node.opacity < 1 {
            // The group's opacity, applied to the flattened image (the strips do not overlap).
            cairo_set_operator(offscreen, CAIRO_OPERATOR_DEST_IN)
            cairo_paint_with_alpha(offscreen, Double(node.opacity))
        }
        cairo_destroy(offscreen)
        cairo_surface_flush(surface)

        // The image's whole area in bounds coordinates.
        let local = CGRect(
            x: extent.minX - CGFloat(margin) / k, y: extent.minY - CGFloat(margin) / k,
            width: CGFloat(width) / k, height: CGFloat(height) / k)
        let vertical = abs(map.m13) * local.width >= abs(map.m23) * local.height
        let count = stripCount(map, local, vertical: vertical)
        guard let pattern = cairo_pattern_create_for_surface(surface) else { return }
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        let image = toImage.cairoMatrix
        cairo_save(cr)
        cairo_identity_matrix(cr)
        drawStrips(pattern, image: image, map: map, local: local, vertical: vertical, count: count)
        cairo_restore(cr)
    }

    /// The largest stretch of `map` along x and along y over `rect`, sampled on a 3 × 3 grid
    /// (corners, edge midpoints, centre: it peaks where the layer comes nearest the viewer, at
    /// its edge); nil when every sample is at or behind the viewer.
    static func largestStretch(_ map: Homography, _ rect: CGRect) -> (x: CGFloat, y: CGFloat)? {
        var largest: (x: CGFloat, y: CGFloat)?
        for x in [rect.minX, rect.midX, rect.maxX] {
            for y in [rect.minY, rect.midY, rect.maxY] {
                guard let s = map.stretch(atX: x, y: y) else { continue }
                largest = (max(largest?.x ?? 0, s.x), max(largest?.y ?? 0, s.y))
            }
        }
        guard let largest, largest.x > 0, largest.y > 0, largest.x.isFinite, largest.y.isFinite else { return nil }
        return largest
    }

    /// The general path: each strip fills its exactly projected quadrilateral. Antialiased strips
    /// are added into a clear group: where two strips share a pixel their coverages sum to 1,
    /// so the pixel gets c·A + (1 − c)·B, with no seam; the group is then composited over.
    private func drawStrips(
        _ pattern: OpaquePointer, image: cairo_matrix_t, map: Homography, local: CGRect,
        vertical: Bool, count: Int
    ) {
        if let box = map.boundingBox(of: local) {
            cairo_rectangle(
                cr, Double(box.minX.rounded(.down)) - 1, Double(box.minY.rounded(.down)) - 1,
                Double(box.width.rounded(.up)) + 3, Double(box.height.rounded(.up)) + 3)
            cairo_clip(cr)
        }
        cairo_push_group(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_ADD)
        for strip in 0..<count {
            let f0 = CGFloat(strip) / CGFloat(count), f1 = CGFloat(strip + 1) / CGFloat(count)
            let r =
                vertical
                ? CGRect(
                    x: local.minX + f0 * local.width, y: local.minY, width: (f1 - f0) * local.width,
                    height: local.height)
                : CGRect(
                    x: local.minX, y: local.minY + f0 * local.height, width: local.width,
                    height: (f1 - f0) * local.height)
            guard let a = map.map(r.minX, r.minY), let b = map.map(r.maxX, r.minY),
                let c = map.map(r.maxX, r.maxY), let d = map.map(r.minX, r.maxY),
                var toPattern = patternMatrix(map, r, image: image)
            else { continue }
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
            let centre = map.map(r.midX, r.midY)
        else { return nil }
        let ex = CGPoint(x: (right.x - left.x) / r.width, y: (right.y - left.y) / r.width)
        let ey = CGPoint(x: (bottom.x - top.x) / r.height, y: (bottom.y - top.y) / r.height)
        guard abs(ex.x * ey.y - ex.y * ey.x) > 1e-9 else { return nil }
        return cairo_matrix_t(
            xx: Double(ex.x), yx: Double(ex.y), xy: Double(ey.x), yy: Double(ey.y),
            x0: Double(centre.x - r.midX * ex.x - r.midY * ey.x),
            y0: Double(centre.y - r.midX * ex.y - r.midY * ey.y))
    }

    /// The fewest strips keeping the fit's error under ``stripTolerance`` (see the type's notes).
    func stripCount(_ map: Homography, _ r: CGRect, vertical: Bool) -> Int {
        guard let a = map.map(r.minX, r.minY), let b = map.map(r.maxX, r.minY),
            let c = map.map(r.maxX, r.maxY), let d = map.map(r.minX, r.maxY),
            let centre = map.map(r.midX, r.midY)
        else { return Self.maximumStrips }
        let defect = hypot(a.x + c.x - b.x - d.x, a.y + c.y - b.y - d.y)
        let ends: (CGPoint?, CGPoint?) =
            vertical
            ? (map.map(r.minX, r.midY), map.map(r.maxX, r.midY))
            : (map.map(r.midX, r.minY), map.map(r.midX, r.maxY))
        guard let e0 = ends.0, let e1 = ends.1 else { return Self.maximumStrips }
        let bow = hypot(centre.x - (e0.x + e1.x) / 2, centre.y - (e0.y + e1.y) / 2)
        let byDefect = (defect / (4 * Self.stripTolerance)).rounded(.up)
        let byBow = (bow / Self.stripTolerance).squareRoot().rounded(.up)
        let n = max(byDefect, byBow, 1)
        return n.isFinite ? min(Int(n), Self.maximumStrips) : Self.maximumStrips
    }

}
