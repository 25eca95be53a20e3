import Foundation
import CCairo

/// The blurred backdrops of visual effect views, kept between frames (spec 23.7).
///
/// An entry belongs to one effect view's backdrop and remembers what it blurred: the pixel
/// rectangle, the standard deviation and a hash of the source pixels. When the next frame asks
/// with the same three, the backdrop behind the view is unchanged and the blurred image is
/// reused; otherwise it is blurred again. Entries unused for ``maximumIdleFrames`` renders are
/// dropped.
@MainActor
final class BackdropBlurCache {
    private final class Entry {
        let key: SourceKey
        let surface: OpaquePointer
        var lastUsedFrame: Int
        init(key: SourceKey, surface: OpaquePointer, frame: Int) {
            self.key = key
            self.surface = surface
            lastUsedFrame = frame
        }
        deinit { cairo_surface_destroy(surface) }
    }

    /// What a blurred image was made from.
    struct SourceKey: Equatable {
        var x: Int, y: Int, width: Int, height: Int
        var sigma: Double
        var pixels: Int
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var frame = 0
    /// How many backdrops were blurred (cache misses), for tests.
    private(set) var blurCount = 0
    /// How many blurred backdrops were reused, for tests.
    private(set) var reuseCount = 0

    static let maximumIdleFrames = 120

    /// The blurred image of `key`'s rectangle of `source` for `owner`: reused when the owner's
    /// last image was made from the same key, blurred otherwise. The image covers the rectangle
    /// exactly (its pixel (0, 0) is the rectangle's origin).
    func blurred(owner: ObjectIdentifier, key: SourceKey, source: OpaquePointer) -> OpaquePointer? {
        if let entry = entries[owner], entry.key == key {
            entry.lastUsedFrame = frame
            reuseCount += 1
            return entry.surface
        }
        guard let surface = Self.blur(source, key) else { return nil }
        blurCount += 1
        entries[owner] = Entry(key: key, surface: surface, frame: frame)
        return surface
    }

    /// Ends a render: drops the entries idle for too long.
    func endFrame() {
        frame += 1
        guard frame % 30 == 0 else { return }
        entries = entries.filter { frame - $0.value.lastUsedFrame <= Self.maximumIdleFrames }
    }

    /// A hash of the ARGB32 pixels of a rectangle of `surface` (inside it).
    static func hashPixels(of surface: OpaquePointer, x: Int, y: Int, width: Int, height: Int) -> Int {
        guard let data = cairo_image_surface_get_data(surface) else { return 0 }
        let stride = Int(cairo_image_surface_get_stride(surface))
        var hasher = Hasher()
        for row in y..<(y + height) {
            hasher.combine(bytes: UnsafeRawBufferPointer(start: data + row * stride + x * 4, count: width * 4))
        }
        return hasher.finalize()
    }

    /// Blurs the rectangle of `source` with edge pixels repeated beyond the source (so that the
    /// edges of the window do not fade to transparent): each premultiplied channel goes through
    /// ``BoxBlur`` padded by 3σ on every side.
    private static func blur(_ source: OpaquePointer, _ key: SourceKey) -> OpaquePointer? {
        guard let data = cairo_image_surface_get_data(source) else { return nil }
        let sourceWidth = Int(cairo_image_surface_get_width(source))
        let sourceHeight = Int(cairo_image_surface_get_height(source))
        let sourceStride = Int(cairo_image_surface_get_stride(source))
        let pad = Int((3 * key.sigma).rounded(.up)) + 1
        let w = key.width + 2 * pad, h = key.height + 2 * pad
        let plane = UnsafeMutablePointer<UInt8>.allocate(capacity: w * h)
        defer { plane.deallocate() }
        guard let result = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(key.width), Int32(key.height)),
            cairo_surface_status(result) == CAIRO_STATUS_SUCCESS
        else { return nil }
        cairo_surface_flush(result)
        guard let out = cairo_image_surface_get_data(result) else {
            cairo_surface_destroy(result)
            return nil
        }
        let outStride = Int(cairo_image_surface_get_stride(result))
        for channel in 0..<4 {
            let shift = UInt32(channel * 8)
            for j in 0..<h {
                let sy = min(max(key.y - pad + j, 0), sourceHeight - 1)
                let row = UnsafeRawPointer(data + sy * sourceStride).assumingMemoryBound(to: UInt32.self)
                for i in 0..<w {
                    let sx = min(max(key.x - pad + i, 0), sourceWidth - 1)
                    plane[j * w + i] = UInt8((row[sx] >> shift) & 0xFF)
                }
            }
            BoxBlur.blur(plane, width: w, height: h, stride: w, sigma: key.sigma)
            for j in 0..<key.height {
                let row = UnsafeMutableRawPointer(out + j * outStride).assumingMemoryBound(to: UInt32.self)
                for i in 0..<key.width {
                    let value = UInt32(plane[(j + pad) * w + i + pad]) << shift
                    row[i] = channel == 0 ? value : row[i] | value
                }
            }
        }
        // Rounding may leave a colour a count above its alpha; premultiplied pixels must not.
        for j in 0..<key.height {
            let row = UnsafeMutableRawPointer(out + j * outStride).assumingMemoryBound(to: UInt32.self)
            for i in 0..<key.width {
                let p = row[i], a = p >> 24
                row[i] = a << 24 | min((p >> 16) & 0xFF, a) << 16 | min((p >> 8) & 0xFF, a) << 8 | min(p & 0xFF, a)
            }
        }
        cairo_surface_mark_dirty(result)
        return result
    }
}
