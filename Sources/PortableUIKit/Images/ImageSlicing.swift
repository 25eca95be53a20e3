#if !canImport(UIKit)
import Foundation

/// One part of an image drawn by a renderer: `source` (image points) drawn into `destination`,
/// stretched, or tiled at `tileSize` from the destination's top-left corner.
@_spi(Rendering) public struct ImageSlice: Equatable, Sendable {
    /// The part of the image, in its points.
    public var source: CGRect
    /// Where the part is drawn.
    public var destination: CGRect
    /// The size of one copy when the part is tiled; nil when it is stretched over the
    /// destination.
    public var tileSize: CGSize?

    public init(source: CGRect, destination: CGRect, tileSize: CGSize? = nil) {
        self.source = source
        self.destination = destination
        self.tileSize = tileSize
    }
}

/// The nine parts of a resizable image (spec 20.67): corners unscaled, edges resized along their
/// length, centre resized both ways. Cap insets that are not finite or negative count as zero;
/// caps wider (taller) than the image are scaled down to its width (height), and caps wider than
/// the destination to the destination's. Zero insets make the whole image the interior.
enum ImageSlicing {
    static func slices(imageSize: CGSize, resizing: ImageResizing, in rect: CGRect) -> [ImageSlice] {
        guard imageSize.width > 0, imageSize.height > 0, rect.width > 0, rect.height > 0,
            rect.width.isFinite, rect.height.isFinite
        else { return [] }
        let insets = resizing.capInsets
        let columns = axis(
            imageLength: imageSize.width, start: insets.left, end: insets.right, from: rect.minX, length: rect.width)
        let rows = axis(
            imageLength: imageSize.height, start: insets.top, end: insets.bottom, from: rect.minY, length: rect.height)
        var slices: [ImageSlice] = []
        for (row, r) in rows.enumerated() {
            for (column, c) in columns.enumerated() {
                guard c.source.length > 0, r.source.length > 0, c.destination.length > 0, r.destination.length > 0
                else { continue }
                let source = CGRect(
                    x: c.source.start, y: r.source.start, width: c.source.length, height: r.source.length)
                let destination = CGRect(
                    x: c.destination.start, y: r.destination.start, width: c.destination.length,
                    height: r.destination.length)
                let interior = row == 1 || column == 1
                // A tile keeps the source's length along a resized axis and the cap's drawn
                // length along a fixed one.
                let tile =
                    interior && resizing.mode == .tile
                    ? CGSize(
                        width: column == 1 ? c.source.length : c.destination.length,
                        height: row == 1 ? r.source.length : r.destination.length)
                    : nil
                slices.append(ImageSlice(source: source, destination: destination, tileSize: tile))
            }
        }
        return slices
    }

    /// A segment of an axis: where it starts and how long it is.
    struct Segment {
        var start: CGFloat
        var length: CGFloat
    }

    /// The three segments (start cap, interior, end cap) of one axis, in the image and drawn.
    static func axis(imageLength: CGFloat, start: CGFloat, end: CGFloat, from origin: CGFloat, length: CGFloat)
        -> [(source: Segment, destination: Segment)]
    {
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite && v > 0 ? v : 0 }
        var (a, b) = (clean(start), clean(end))
        if a + b > imageLength {
            let k = imageLength / (a + b)
            (a, b) = (a * k, b * k)
        }
        let drawn = a + b > length ? length / (a + b) : 1
        let (da, db) = (a * drawn, b * drawn)
        return [
            (Segment(start: 0, length: a), Segment(start: origin, length: da)),
            (Segment(start: a, length: imageLength - a - b), Segment(start: origin + da, length: length - da - db)),
            (Segment(start: imageLength - b, length: b), Segment(start: origin + length - db, length: db)),
        ]
    }
}
#endif
