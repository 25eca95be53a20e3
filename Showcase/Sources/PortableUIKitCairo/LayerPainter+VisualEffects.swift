import Foundation
import CCairo
@_spi(Rendering) import PortableUIKit

/// What a visual effect view's backdrop draws (spec 23.7, 23.8): filled in by ``RenderTree``.
struct BackdropEffect {
    /// The backdrop view (the ``BackdropBlurCache`` entry's owner).
    var owner: ObjectIdentifier
    var appearance: BlurAppearance
    /// Whether Reduce Transparency was on: the opaque colour instead of the blur.
    var reducesTransparency: Bool
}

extension RenderTree {
    /// Marks node `index` when its layer is a visual effect view's backdrop showing a blur, or the
    /// content view of a vibrancy effect view (spec 23.7–23.9).
    func noteVisualEffect(of layer: CALayer, at index: Int) {
        guard let view = layer.delegate as? UIView else { return }
        if let backdrop = view as? VisualEffectBackdropView, let blur = backdrop.shownEffect as? UIBlurEffect {
            setBackdrop(
                BackdropEffect(
                    owner: ObjectIdentifier(backdrop),
                    appearance: BlurAppearance.of(blur.style, dark: view.traitCollection.userInterfaceStyle == .dark),
                    reducesTransparency: UIAccessibility.isReduceTransparencyEnabled),
                at: index)
        } else if let effectView = view.superview as? UIVisualEffectView, effectView.contentView === view,
            let vibrancy = effectView.effect as? UIVibrancyEffect,
            let color = VibrancyAppearance.color(
                of: vibrancy, dark: view.traitCollection.userInterfaceStyle == .dark)
        {
            setVibrancy(color, at: index)
        }
    }
}

extension LayerPainter {
    /// Draws a backdrop: the blur of what the target already holds under the node's bounds, then
    /// the style's tint, the two together at `opacity` (the backdrop's presented alpha, which
    /// cross-fades a change of effect, spec 23.5); under Reduce Transparency the style's opaque
    /// colour instead.
    func drawBackdrop(_ node: RenderNode, effect: BackdropEffect, map: Homography, opacity: CGFloat) {
        guard node.bounds.width > 0, node.bounds.height > 0, opacity > 0 else { return }
        var matrix = map.cairoMatrix
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_set_matrix(cr, &matrix)
        cairo_rectangle(cr, node.bounds.minX, node.bounds.minY, node.bounds.width, node.bounds.height)
        cairo_identity_matrix(cr)
        cairo_clip(cr)
        if effect.reducesTransparency {
            CairoPaths.setSource(cr, effect.appearance.opaque)
            cairo_paint_with_alpha(cr, Double(opacity))
            return
        }
        // The blur must read the target before a fade's group hides it.
        let blurred = blurredBackdrop(node, effect: effect, map: map)
        if opacity < 1 { cairo_push_group(cr) }
        if let (surface, x, y) = blurred {
            cairo_set_source_surface(cr, surface, x, y)
            cairo_paint(cr)
        }
        CairoPaths.setSource(cr, effect.appearance.tint)
        cairo_paint(cr)
        if opacity < 1 {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, Double(opacity))
        }
    }

    /// The blurred image of the target's pixels under the node and where it goes in device space;
    /// nil when the target cannot be read (not an ARGB32 image) or the node is off it.
    private func blurredBackdrop(
        _ node: RenderNode, effect: BackdropEffect, map: Homography
    ) -> (OpaquePointer, Double, Double)? {
        guard let target = cairo_get_group_target(cr),
            cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
            cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32,
            let box = map.boundingBox(of: node.bounds), box.minX.isFinite, box.maxY.isFinite
        else { return nil }
        var ox = 0.0, oy = 0.0
        cairo_surface_get_device_offset(target, &ox, &oy)
        let width = Int(cairo_image_surface_get_width(target)), height = Int(cairo_image_surface_get_height(target))
        let x0 = max(Int((box.minX + ox).rounded(.down)), 0), y0 = max(Int((box.minY + oy).rounded(.down)), 0)
        let x1 = min(Int((box.maxX + ox).rounded(.up)), width), y1 = min(Int((box.maxY + oy).rounded(.up)), height)
        guard x1 > x0, y1 > y0 else { return nil }
        cairo_surface_flush(target)
        let sigma = Double(effect.appearance.sigma * map.affineLengthScale)
        let key = BackdropBlurCache.SourceKey(
            x: x0, y: y0, width: x1 - x0, height: y1 - y0, sigma: (sigma * 64).rounded() / 64,
            pixels: BackdropBlurCache.hashPixels(of: target, x: x0, y: y0, width: x1 - x0, height: y1 - y0))
        guard let blurred = caches.backdrops.blurred(owner: effect.owner, key: key, source: target) else { return nil }
        return (blurred, Double(x0) - ox, Double(y0) - oy)
    }
}
