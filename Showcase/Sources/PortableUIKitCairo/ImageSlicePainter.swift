import Foundation
import CCairo
@_spi(Rendering) import PortableUIKit

/// Draws an image resized into a rectangle: a resizable image (`resizableImage(withCapInsets:…)`,
/// spec 20.67) as its nine parts (``UIImage/renderingSlices(in:)``), corners unscaled, edges and
/// centre stretched or tiled; any other image stretched whole.
@MainActor
enum ImageSlicePainter {
    /// The most copies a tiled part is drawn in; past it the part is stretched.
    static let maximumTiles = 4096

    /// Draws `image` resized into `rect` (user space of `cr`).
    static func draw(_ image: UIImage, in rect: CGRect, cr: OpaquePointer, depth: Int) {
        guard image.isResizable else {
            DisplayListPainter.drawImageContent(image, in: rect, cr: cr, depth: depth)
            return
        }
        for slice in image.renderingSlices(in: rect.standardized) {
            drawSlice(slice, of: image, cr: cr, depth: depth)
        }
    }

    static func drawSlice(_ slice: ImageSlice, of image: UIImage, cr: OpaquePointer, depth: Int) {
        let destination = slice.destination
        if let tile = slice.tileSize, tile.width > 0, tile.height > 0 {
            let across = Int((destination.width / tile.width).rounded(.up))
            let down = Int((destination.height / tile.height).rounded(.up))
            if across * down <= maximumTiles {
                cairo_save(cr)
                cairo_rectangle(
                    cr, Double(destination.minX), Double(destination.minY), Double(destination.width),
                    Double(destination.height))
                cairo_clip(cr)
                for row in 0..<down {
                    for column in 0..<across {
                        let copy = CGRect(
                            x: destination.minX + CGFloat(column) * tile.width,
                            y: destination.minY + CGFloat(row) * tile.height, width: tile.width, height: tile.height)
                        drawPart(slice.source, of: image, into: copy, cr: cr, depth: depth)
                    }
                }
                cairo_restore(cr)
                return
            }
        }
        drawPart(slice.source, of: image, into: destination, cr: cr, depth: depth)
    }

    /// Draws the part `source` (image points) of `image` stretched into `destination`: the whole
    /// image drawn where that mapping puts it, clipped to `destination`.
    static func drawPart(_ source: CGRect, of image: UIImage, into destination: CGRect, cr: OpaquePointer, depth: Int) {
        guard source.width > 0, source.height > 0 else { return }
        let sx = destination.width / source.width, sy = destination.height / source.height
        let whole = CGRect(
            x: destination.minX - source.minX * sx, y: destination.minY - source.minY * sy,
            width: image.size.width * sx, height: image.size.height * sy)
        cairo_save(cr)
        cairo_rectangle(
            cr, Double(destination.minX), Double(destination.minY), Double(destination.width),
            Double(destination.height))
        cairo_clip(cr)
        DisplayListPainter.drawImageContent(image, in: whole, cr: cr, depth: depth)
        cairo_restore(cr)
    }
}
