#if !canImport(UIKit)
import Foundation

/// What an image draws: nothing, a symbol's vector glyph, encoded bitmap bytes the renderer
/// decodes, or a recorded drawing. A value, so images stay immutable and `Sendable`.
@_spi(Rendering) public enum ImageContent: Sendable, Equatable {
    /// An empty image (``UIImage/init()``).
    case none
    /// A symbol image: the glyph and the stroke width, in glyph units, its weight gives it.
    case symbol(SymbolGlyph, strokeWidth: CGFloat)
    /// Encoded image data and its format; the size came from its header.
    case bitmap(Data, ImageDataFormat)
    /// What a `UIGraphicsImageRenderer` (or an image context) recorded: its display list, in
    /// the coordinates of `bounds`, which the image's size spans.
    case drawing(DrawingDisplayList, bounds: CGRect)
}
#endif
