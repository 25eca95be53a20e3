import Foundation
import CCairo
@_spi(Rendering) import PortableUIKit

/// A pattern colour (`UIColor(patternImage:)`, spec 20.63) as a Cairo source: the image drawn
/// once into a tile, repeated in both directions, its top-left corner at the user-space origin
/// when the source is set.
@MainActor
enum PatternSource {
    /// The most pixels a tile may have (a larger image is drawn at a lower scale).
    static let maximumTilePixels = 4096.0 * 4096.0

    /// Sets `image` tiled as the source of `cr` at `alpha` (0…1), drawn at the current user
    /// space's scale (at least the image's own). Returns false, the source unchanged, when the
    /// image has no area or the alpha is zero: such a colour paints nothing.
    static func set(_ cr: OpaquePointer, image: UIImage, alpha: Double, depth: Int = 0) -> Bool {
        let size = image.size
        guard alpha > 0, size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
            return false
        }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let userScale = max((matrix.xx * matrix.xx + matrix.yx * matrix.yx).squareRoot(), 1)
        var scale = min(max(Double(image.scale), userScale), 8)
        let points = Double(size.width) * Double(size.height)
        if points * scale * scale > maximumTilePixels { scale = (maximumTilePixels / points).squareRoot() }
        let width = Int32(clamping: Int((Double(size.width) * scale).rounded(.up)))
        let height = Int32(clamping: Int((Double(size.height) * scale).rounded(.up)))
        guard width > 0, height > 0, let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)
        else { return false }
        defer { cairo_surface_destroy(surface) }
        let tile = cairo_create(surface)!
        cairo_scale(tile, Double(width) / Double(size.width), Double(height) / Double(size.height))
        DisplayListPainter.drawImageContent(image, in: CGRect(origin: .zero, size: size), cr: tile, depth: depth)
        if alpha < 1 {
            // The colour's alpha scales the tile.
            cairo_identity_matrix(tile)
            cairo_set_operator(tile, CAIRO_OPERATOR_DEST_IN)
            cairo_set_source_rgba(tile, 0, 0, 0, min(alpha, 1))
            cairo_paint(tile)
        }
        cairo_destroy(tile)
        let pattern = cairo_pattern_create_for_surface(surface)!
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        // User space (points) → tile pixels.
        var toTile = cairo_matrix_t()
        cairo_matrix_init_scale(&toTile, Double(width) / Double(size.width), Double(height) / Double(size.height))
        cairo_pattern_set_matrix(pattern, &toTile)
        cairo_set_source(cr, pattern)
        return true
    }

    /// Sets `color` as the source of `cr` when it is a pattern colour (its alpha times
    /// `alphaScale`); false when it is not one or paints nothing.
    static func set(_ cr: OpaquePointer, color: CGColor?, alphaScale: Double = 1, depth: Int = 0) -> Bool {
        guard let color, let image = color.renderingPatternImage else { return false }
        let alpha = min(max(Double(color.alpha), 0), 1) * max(alphaScale, 0)
        return set(cr, image: image, alpha: min(alpha, 1), depth: depth)
    }
}

/// A layer's pattern background (`backgroundColor` a pattern colour): the image (immutable, so
/// compared by identity) and the colour's alpha.
struct PatternFill: Equatable {
    var image: UIImage
    var alpha: Double

    init?(_ color: CGColor?) {
        guard let color, let image = color.renderingPatternImage else { return nil }
        self.image = image
        alpha = min(max(Double(color.alpha), 0), 1)
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.image === rhs.image && lhs.alpha == rhs.alpha }
}
