import Foundation
import CCairo
import PortableUIKit

/// A rendered frame: a Cairo ARGB32 image surface (premultiplied, sRGB) that this object owns.
public final class RenderedImage {
    /// The `cairo_surface_t *`.
    let surface: OpaquePointer
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Pixels per point.
    public let scale: CGFloat

    init(surface: OpaquePointer, scale: CGFloat) {
        self.surface = surface
        self.scale = scale
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
    }

    deinit { cairo_surface_destroy(surface) }

    /// The pixel at `(x, y)` (0-based, from the top left), unpremultiplied, each channel 0…255;
    /// transparent black outside the image.
    public func pixel(atX x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        guard x >= 0, y >= 0, x < width, y < height, let data = cairo_image_surface_get_data(surface) else {
            return (0, 0, 0, 0)
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let word = UnsafeRawPointer(data + y * stride + x * 4).loadUnaligned(as: UInt32.self)
        let a = UInt32(word >> 24), r = (word >> 16) & 0xFF, g = (word >> 8) & 0xFF, b = word & 0xFF
        guard a > 0 else { return (0, 0, 0, 0) }
        func straight(_ c: UInt32) -> UInt8 { UInt8(min((c * 255 + a / 2) / a, 255)) }
        return (straight(r), straight(g), straight(b), UInt8(a))
    }

    /// The pixel that covers `point` (in points, window coordinates).
    public func pixel(at point: CGPoint) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        pixel(atX: Int((point.x * scale).rounded(.down)), y: Int((point.y * scale).rounded(.down)))
    }

    /// Calls `body` with the raw pixels, for hosts that upload frames (an SDL texture) or compare
    /// them byte for byte: Cairo's ARGB32, which is SDL's `ARGB8888` — one native-endian 32-bit
    /// word per pixel, alpha in the high byte, colour premultiplied by alpha — `height` rows of
    /// `stride` bytes each (a row may be padded past `width * 4`). The bytes are valid only inside
    /// `body`.
    public func withUnsafePixelBytes<Result>(
        _ body: (_ bytes: UnsafeRawBufferPointer, _ stride: Int) throws -> Result
    ) rethrows -> Result {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface).map { UnsafeRawPointer($0) }
        return try body(UnsafeRawBufferPointer(start: data, count: data == nil ? 0 : stride * height), stride)
    }

    /// Writes the image as an opaque PNG file (RGB, no alpha channel) laid over `background`:
    /// image viewers show a transparent frame's empty areas as black or as a checkerboard, never
    /// as what a device shows behind the window. `background` is sRGB, each channel 0…1.
    public func writePNG(to url: URL, over background: (red: Double, green: Double, blue: Double) = (0, 0, 0)) throws {
        cairo_surface_flush(surface)
        guard let opaque = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height)) else {
            throw RenderError.pngWriteFailed(path: url.path, reason: "out of memory")
        }
        defer { cairo_surface_destroy(opaque) }
        let cr = cairo_create(opaque)
        cairo_set_source_rgb(cr, background.red, background.green, background.blue)
        cairo_paint(cr)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(opaque)
        let status = cairo_surface_write_to_png(opaque, url.path)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.pngWriteFailed(path: url.path, reason: String(cString: cairo_status_to_string(status)))
        }
    }
}

/// Why a render could not be written.
public enum RenderError: Error, Equatable {
    /// Cairo could not write the PNG file.
    case pngWriteFailed(path: String, reason: String)
}
