import Foundation
import CCairo
import PortableUIKit

/// Decodes PNG bytes into Cairo image surfaces (`cairo_image_surface_create_from_png_stream`),
/// caching the last few by image: images are immutable and the cache holds the image, so its
/// identity cannot be reused while cached.
@MainActor
enum PNGDecoder {
    private static var cache: [(image: UIImage, surface: OpaquePointer)] = []
    private static let capacity = 32

    /// The decoded surface of `image`'s `data`, or nil when Cairo cannot decode it.
    static func surface(for image: UIImage, data: Data) -> OpaquePointer? {
        if let hit = cache.first(where: { $0.image === image }) { return hit.surface }
        guard let surface = decode(data) else { return nil }
        if cache.count >= capacity { cairo_surface_destroy(cache.removeFirst().surface) }
        cache.append((image, surface))
        return surface
    }

    /// Decodes `data`; nil when Cairo reports an error.
    static func decode(_ data: Data) -> OpaquePointer? {
        final class Reader { var bytes: [UInt8]; var offset = 0; init(_ d: Data) { bytes = [UInt8](d) } }
        let reader = Reader(data)
        let box = Unmanaged.passRetained(reader)
        defer { box.release() }
        let surface = cairo_image_surface_create_from_png_stream(
            { closure, out, length in
                guard let closure, let out else { return CAIRO_STATUS_READ_ERROR }
                let r = Unmanaged<Reader>.fromOpaque(closure).takeUnretainedValue()
                let n = Int(length)
                guard r.offset + n <= r.bytes.count else { return CAIRO_STATUS_READ_ERROR }
                r.bytes.withUnsafeBufferPointer { src in
                    out.update(from: src.baseAddress! + r.offset, count: n)
                }
                r.offset += n
                return CAIRO_STATUS_SUCCESS
            }, box.toOpaque())
        guard let surface else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        return surface
    }
}
