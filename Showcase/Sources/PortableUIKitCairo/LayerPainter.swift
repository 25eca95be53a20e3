import Foundation
import CCairo
@_spi(Rendering) import PortableUIKit

/// Draws a ``RenderTree`` into one Cairo context. Each layer is drawn with a plane map from its
/// bounds coordinates to the context's pixels: affine maps become the Cairo matrix; maps with
/// perspective go through ``drawWarped(_:map:)``.
@MainActor
struct LayerPainter {
    let caches: RenderCaches
    /// The `cairo_t *` drawn into.
    let cr: OpaquePointer
    /// The window's pixels per point: the `contentsScale` at which a layer seen in perspective
    /// has its subtree rasterised (``drawWarped(_:map:)``).
    let rasterScale: CGFloat

    var tree: RenderTree { caches.tree }
    var shadows: ShadowMaskCache { caches.shadows }

    /// Draws node `index` (and its subtree) with `map` from its bounds coordinates to pixels.
    func draw(_ index: Int, map: Homography) {
        if map.isAffine {
            drawFlat(index, map: map, opacity: tree.nodes[index].opacity)
        } else {
            drawWarped(index, map: map)
        }
    }

    /// Draws a node whose map is affine. `opacity` below 1 composites the layer and its subtree
    /// as one group: pushed, drawn at full strength, then painted once with that alpha.
    func drawFlat(_ index: Int, map: Homography, opacity: CGFloat) {
        let node = tree.nodes[index]
        // A degenerate map (scale 0) draws nothing; Cairo would refuse the matrix.
        guard map.affineLengthScale > 1e-9 else { return }
        if let backdrop = node.backdrop {
            drawBackdrop(node, effect: backdrop, map: map, opacity: opacity)
            return
        }
        // Opacity, a mask and a replicator's tint each composite the subtree as one group.
        let grouped = opacity < 1 || node.mask >= 0 || node.tint != nil || node.vibrancy != nil
        if grouped {
            cairo_save(cr)
            if let box = map.boundingBox(of: node.extent) {
                cairo_identity_matrix(cr)
                let x0 = (box.minX - 1).rounded(.down), y0 = (box.minY - 1).rounded(.down)
                let x1 = (box.maxX + 1).rounded(.up), y1 = (box.maxY + 1).rounded(.up)
                cairo_rectangle(cr, Double(x0), Double(y0), Double(x1 - x0), Double(y1 - y0))
                cairo_clip(cr)
            }
            cairo_push_group(cr)
        }
        var matrix = map.cairoMatrix
        if let shadow = node.shadow {
            drawShadow(shadow, node: node, map: map)
        }
        cairo_set_matrix(cr, &matrix)
        if let background = node.background {
            CairoPaths.roundedRect(
                cr, node.bounds, radius: node.cornerRadius, corners: node.maskedCorners,
                continuous: node.continuousCorners)
            CairoPaths.setSource(cr, background)
            cairo_fill(cr)
        }
        if let pattern = node.backgroundPattern {
            // A pattern colour tiles its image from the bounds coordinates' origin (spec 20.63).
            CairoPaths.roundedRect(
                cr, node.bounds, radius: node.cornerRadius, corners: node.maskedCorners,
                continuous: node.continuousCorners)
            if PatternSource.set(cr, image: pattern.image, alpha: pattern.alpha) {
                cairo_fill(cr)
            } else {
                cairo_new_path(cr)
            }
        }
        if node.masksToBounds {
            cairo_save(cr)
            CairoPaths.roundedRect(
                cr, node.bounds, radius: node.cornerRadius, corners: node.maskedCorners,
                continuous: node.continuousCorners)
            cairo_clip(cr)
        }
        if let store = node.contents {
            DisplayListPainter.paint(store.displayList, source: store.bounds, into: node.contentsRect, cr: cr)
            cairo_set_matrix(cr, &matrix)
        }
        if case .gradient(let gradient)? = node.drawing { drawGradient(gradient, node: node, map: map) }
        if node.contentDrawer >= 0, let owner = node.contentOwner {
            cairo_save(cr)
            tree.drawers[node.contentDrawer].drawContent(
                of: owner, in: node.bounds,
                context: LayerContentContext(cairo: cr, pixelsPerPoint: map.affineLengthScale))
            cairo_restore(cr)
        }
        if case .shape(let shape)? = node.drawing { drawShape(shape) }
        for k in node.firstChild..<(node.firstChild + node.childCount) {
            let child = tree.childIndices[k]
            draw(child, map: tree.nodes[child].toSuperlayer.then(map))
        }
        if !node.scrollIndicators.isEmpty {
            cairo_set_matrix(cr, &matrix)
            ScrollIndicatorPainter.paint(node.scrollIndicators, cr: cr)
        }
        if let border = node.border, node.borderWidth > 0 {
            cairo_set_matrix(cr, &matrix)
            drawBorder(node, color: border)
        }
        if node.masksToBounds { cairo_restore(cr) }
        if grouped {
            composite(node, map: map, opacity: opacity)
            cairo_restore(cr)
        }
    }

    /// The border lies inside the bounds: the rounded bounds minus the bounds inset by the
    /// width (its corners rounded by the radius less the width), filled even-odd.
    private func drawBorder(_ node: RenderNode, color: RGBA) {
        let width = min(node.borderWidth, node.bounds.width / 2, node.bounds.height / 2)
        CairoPaths.roundedRect(
            cr, node.bounds, radius: node.cornerRadius, corners: node.maskedCorners, continuous: node.continuousCorners)
        let inner = node.bounds.insetBy(dx: width, dy: width)
        if inner.width > 0, inner.height > 0 {
            CairoPaths.roundedRect(
                cr, inner, radius: max(node.cornerRadius - width, 0), corners: node.maskedCorners,
                continuous: node.continuousCorners)
        }
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        CairoPaths.setSource(cr, color)
        cairo_fill(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    }

    /// Paints the cached blurred mask of the shadow's shape, offset, in the shadow colour.
    private func drawShadow(_ shadow: ShadowStyle, node: RenderNode, map: Homography) {
        // Masks are rasterised at the plane's pixels per point, quantised to 1/1024 so that a
        // steady transform hits the cache (and fine enough for the snap below).
        let k = max((map.affineLengthScale * 1024).rounded() / 1024, 1.0 / 1024)
        let shape: ShadowShape
        let reference: CGPoint
        if let path = shadow.path {
            guard !path.isEmpty else { return }
            shape = .path(ShadowPathKey(path))
            reference = .zero
        } else {
            guard node.bounds.width > 0, node.bounds.height > 0 else { return }
            shape = .roundedRect(
                width: node.bounds.width, height: node.bounds.height, cornerRadius: node.cornerRadius,
                continuous: node.continuousCorners)
            reference = node.bounds.origin
        }
        guard let mask = shadows.mask(for: ShadowKey(shape: shape, radius: shadow.radius, pixelsPerPoint: k)) else {
            return
        }
        var matrix = map.cairoMatrix
        cairo_set_matrix(cr, &matrix)
        cairo_translate(
            cr, Double(reference.x + mask.origin.x + shadow.offset.width),
            Double(reference.y + mask.origin.y + shadow.offset.height))
        cairo_scale(cr, Double(1 / mask.pixelsPerPoint), Double(1 / mask.pixelsPerPoint))
        CairoPaths.setSource(cr, shadow.color)
        var toDevice = cairo_matrix_t()
        cairo_get_matrix(cr, &toDevice)
        if let origin = Self.snappedMaskOrigin(
            toDevice, width: Int(cairo_image_surface_get_width(mask.surface)),
            height: Int(cairo_image_surface_get_height(mask.surface)))
        {
            cairo_identity_matrix(cr)
            cairo_mask_surface(cr, mask.surface, origin.x, origin.y)
        } else {
            cairo_mask_surface(cr, mask.surface, 0, 0)
        }
    }

    /// Where to put a shadow mask pixel for pixel, when its map to device pixels (`toDevice`)
    /// is a scale within half a pixel of 1 over the mask: the translation rounded to whole
    /// pixels. Nil otherwise (rotated, or really scaled). A mask drawn through a fractional
    /// scale or offset goes through pixman's transformed, filtered fetch, several times the cost
    /// of a plain composite; inside a perspective layer's offscreen image (whose scale is rarely
    /// whole) that was 20 of the 23 ms a full-screen flip spent drawing flat. The mask is a blur
    /// (σ of several pixels), so moving it by under half a pixel changes it by about a count.
    static func snappedMaskOrigin(_ toDevice: cairo_matrix_t, width: Int, height: Int) -> (x: Double, y: Double)? {
        guard toDevice.xy == 0, toDevice.yx == 0,
            abs(toDevice.xx - 1) * Double(width) < 0.5, abs(toDevice.yy - 1) * Double(height) < 0.5,
            toDevice.x0.isFinite, toDevice.y0.isFinite
        else { return nil }
        return (toDevice.x0.rounded(), toDevice.y0.rounded())
    }
}
