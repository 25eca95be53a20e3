import Foundation
import CCairo
@_spi(Rendering) import PortableUIKit

/// Draws a `UIImageView`'s image (``UIImageView/highlightedImage`` while highlighted) in the
/// rectangle its `contentMode` gives (``ImageContentLayout``), mirrored in right-to-left layouts
/// when the image flips:
/// - a symbol's glyph: its parts filled or stroked (round caps and joins, the weight's stroke
///   width scaled with the glyph) in ``UIImage/drawingColor(viewTint:)`` — the view's tint for
///   templates;
/// - a PNG: decoded by Cairo (`cairo_image_surface_create_from_png_stream`), scaled into the
///   rectangle; a template PNG is its alpha filled with the tint;
/// - a drawing (`UIGraphicsImageRenderer`): its display list replayed into the rectangle;
/// - a JPEG: sized by ``UIImage/init(data:)`` but not drawn (Cairo has no JPEG decoder);
/// - a resizable image (`resizableImage(withCapInsets:…)`): its nine parts (``ImageSlicePainter``).
struct ImageContentDrawer: LayerContentDrawer {
    func draws(delegateType: AnyObject.Type) -> Bool { delegateType is UIImageView.Type }

    /// The image shown now.
    static func shownImage(_ view: UIImageView) -> UIImage? {
        view.isHighlighted ? (view.highlightedImage ?? view.image) : view.image
    }

    func contentKey(of owner: AnyObject) -> AnyHashable {
        guard let view = owner as? UIImageView, let image = Self.shownImage(view) else { return AnyHashable(0) }
        return AnyHashable(
            ImageContentKey(
                image: ObjectIdentifier(image), contentMode: view.contentMode,
                tint: RGBA(view.tintColor.cgColor), flipped: Self.flips(view, image)))
    }

    static func flips(_ view: UIImageView, _ image: UIImage) -> Bool {
        image.rendersFlippedInRightToLeft && view.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    func drawContent(of owner: AnyObject, in bounds: CGRect, context: LayerContentContext) {
        guard let view = owner as? UIImageView, let image = Self.shownImage(view) else { return }
        let rect = ImageContentLayout.rect(imageSize: image.size, in: bounds, contentMode: view.contentMode)
        guard rect.width > 0, rect.height > 0 else { return }
        let colour = image.drawingColor(viewTint: view.tintColor).flatMap { RGBA($0.cgColor) }
        let cr = context.cairo
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_rectangle(cr, Double(bounds.minX), Double(bounds.minY), Double(bounds.width), Double(bounds.height))
        cairo_clip(cr)
        if Self.flips(view, image) {
            cairo_translate(cr, Double(rect.midX), 0)
            cairo_scale(cr, -1, 1)
            cairo_translate(cr, -Double(rect.midX), 0)
        }
        if image.isResizable {
            // Nine parts (spec 20.67); a template is their alpha in the tint.
            if let colour, image.renderingMode == .alwaysTemplate {
                cairo_push_group(cr)
                ImageSlicePainter.draw(image, in: rect, cr: cr, depth: 0)
                let mask = cairo_pop_group(cr)!
                CairoPaths.setSource(cr, colour)
                cairo_mask(cr, mask)
                cairo_pattern_destroy(mask)
            } else {
                ImageSlicePainter.draw(image, in: rect, cr: cr, depth: 0)
            }
            return
        }
        switch image.renderingContent {
        case .none:
            return
        case .symbol(let glyph, let strokeWidth):
            guard let colour else { return }
            SymbolPainter.paint(glyph, strokeWidth: strokeWidth, in: rect, colour: colour, cairo: cr)
        case .drawing(let list, let drawnBounds):
            // A renderer's drawing keeps its own colours; a template is its alpha in the tint.
            if let colour, image.renderingMode == .alwaysTemplate {
                cairo_push_group(cr)
                DisplayListPainter.paint(list, source: drawnBounds, into: rect, cr: cr)
                let mask = cairo_pop_group(cr)!
                CairoPaths.setSource(cr, colour)
                cairo_mask(cr, mask)
                cairo_pattern_destroy(mask)
            } else {
                DisplayListPainter.paint(list, source: drawnBounds, into: rect, cr: cr)
            }
        case .bitmap(let data, let format):
            guard format == .png, let surface = PNGDecoder.surface(for: image, data: data) else { return }
            let w = Double(cairo_image_surface_get_width(surface)), h = Double(cairo_image_surface_get_height(surface))
            guard w > 0, h > 0 else { return }
            cairo_translate(cr, Double(rect.minX), Double(rect.minY))
            cairo_scale(cr, Double(rect.width) / w, Double(rect.height) / h)
            if let colour {
                CairoPaths.setSource(cr, colour)
                cairo_mask_surface(cr, surface, 0, 0)
            } else {
                cairo_set_source_surface(cr, surface, 0, 0)
                cairo_paint(cr)
            }
        }
    }
}

/// What ``ImageContentDrawer`` reads: the image (immutable, so its identity), the content mode,
/// the tint and whether it is mirrored.
struct ImageContentKey: Hashable {
    var image: ObjectIdentifier
    var contentMode: UIView.ContentMode
    var tint: RGBA?
    var flipped: Bool
}
