import Foundation
import CCairo
import PortableUIKit

/// The shape a shadow is cast from.
enum ShadowShape: Hashable {
    /// The layer's bounds rounded by its corner radius (the mask is drawn at the origin).
    case roundedRect(width: CGFloat, height: CGFloat, cornerRadius: CGFloat, continuous: Bool)
    /// A `shadowPath`, in the layer's coordinates.
    case path(ShadowPathKey)
}

/// A shadow path compared by its elements (CGPath's own hash only counts them).
struct ShadowPathKey: Hashable {
    let elements: [CGPathElementKind]
    let box: CGRect

    init(_ path: CGPath) {
        elements = path.pathElements
        box = path.boundingBox
    }

    static func == (l: ShadowPathKey, r: ShadowPathKey) -> Bool { l.elements == r.elements }
    func hash(into hasher: inout Hasher) {
        hasher.combine(elements.count)
        hasher.combine(box.minX); hasher.combine(box.minY); hasher.combine(box.width); hasher.combine(box.height)
    }
}

/// What identifies a blurred mask: the shape, the shadow radius in points and the pixels per
/// point it was rasterised at. Colour, opacity and offset are not part of it: they are applied
/// when the mask is painted.
struct ShadowKey: Hashable {
    var shape: ShadowShape
    var radius: CGFloat
    var pixelsPerPoint: CGFloat
}

/// A blurred A8 mask and where its pixel (0, 0) sits in the shape's coordinates.
final class ShadowMask {
    let surface: OpaquePointer
    /// The mask's top-left corner in the shape's coordinates (points).
    let origin: CGPoint
    let pixelsPerPoint: CGFloat
    let byteCount: Int
    var lastUsedFrame: Int

    init(surface: OpaquePointer, origin: CGPoint, pixelsPerPoint: CGFloat, byteCount: Int, frame: Int) {
        self.surface = surface
        self.origin = origin
        self.pixelsPerPoint = pixelsPerPoint
        self.byteCount = byteCount
        self.lastUsedFrame = frame
    }

    deinit { cairo_surface_destroy(surface) }
}

/// Blurred shadow masks, rendered once per (shape, radius, scale) and reused while they are used.
///
/// Blur: a Gaussian of standard deviation σ = `shadowRadius` points (σ = shadowRadius × pixels
/// per point in pixels), approximated by ``BoxBlur``. Core Animation does not document its
/// kernel; this mapping is the one WebKit relies on when it hands a CSS drop-shadow's standard
/// deviation straight to `CALayer.shadowRadius`, and it matches the design-tool convention
/// "blur = 2 × shadowRadius" (CSS blur = 2σ).
///
/// Eviction: a mask unused for ``maximumIdleFrames`` renders is dropped, and the least recently
/// used masks go first when the cache holds more than ``byteBudget`` bytes.
@MainActor
final class ShadowMaskCache {
    private var masks: [ShadowKey: ShadowMask] = [:]
    private var totalBytes = 0
    private(set) var frame = 0
    /// Lookups answered from the cache (for tests).
    private(set) var hits = 0
    /// Masks rendered and blurred (for tests).
    private(set) var misses = 0

    static let maximumIdleFrames = 120
    static let byteBudget = 64 << 20

    /// The number of cached masks.
    var count: Int { masks.count }

    /// The blurred mask for `key`, rendering it on a miss.
    func mask(for key: ShadowKey) -> ShadowMask? {
        if let mask = masks[key] {
            hits += 1
            mask.lastUsedFrame = frame
            return mask
        }
        misses += 1
        guard let mask = Self.render(key, frame: frame) else { return nil }
        masks[key] = mask
        totalBytes += mask.byteCount
        return mask
    }

    /// Drops every mask, so that each shadow is blurred again on its next use.
    func removeAll() {
        masks.removeAll()
        totalBytes = 0
    }

    /// Ends a render: ages the masks; every 30 renders (or when over budget) evicts idle masks and,
    /// over budget, the least recently used.
    func endFrame() {
        frame += 1
        guard frame % 30 == 0 || totalBytes > Self.byteBudget else { return }
        let idle = masks.filter { frame - $0.value.lastUsedFrame > Self.maximumIdleFrames }
        for (key, mask) in idle {
            totalBytes -= mask.byteCount
            masks[key] = nil
        }
        if totalBytes > Self.byteBudget {
            for (key, mask) in masks.sorted(by: { $0.value.lastUsedFrame < $1.value.lastUsedFrame }) {
                guard totalBytes > Self.byteBudget else { break }
                totalBytes -= mask.byteCount
                masks[key] = nil
            }
        }
    }

    /// Rasterises the shape into an A8 surface padded by 3 × the largest box radius, then blurs it.
    private static func render(_ key: ShadowKey, frame: Int) -> ShadowMask? {
        let k = key.pixelsPerPoint
        let sigma = Double(key.radius * k)
        let r = BoxBlur.radii(sigma: sigma)
        let pad = 3 * max(r.0, r.1, r.2) + 1
        let shapeBox: CGRect
        switch key.shape {
        case .roundedRect(let w, let h, _, _): shapeBox = CGRect(x: 0, y: 0, width: w, height: h)
        case .path(let p): shapeBox = p.box
        }
        guard !shapeBox.isNull, shapeBox.width.isFinite, shapeBox.height.isFinite else { return nil }
        let width = Int((shapeBox.width * k).rounded(.up)) + 2 * pad
        let height = Int((shapeBox.height * k).rounded(.up)) + 2 * pad
        guard width > 0, height > 0, width <= 16_384, height <= 16_384 else { return nil }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        let cr = cairo_create(surface)!
        cairo_translate(cr, Double(pad), Double(pad))
        cairo_scale(cr, Double(k), Double(k))
        cairo_translate(cr, -Double(shapeBox.minX), -Double(shapeBox.minY))
        switch key.shape {
        case .roundedRect(let w, let h, let radius, let continuous):
            CairoPaths.roundedRect(cr, CGRect(x: 0, y: 0, width: w, height: h), radius: radius, continuous: continuous)
        case .path(let p):
            CairoPaths.append(cr, p.elements)
        }
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        cairo_fill(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        if let data = cairo_image_surface_get_data(surface) {
            BoxBlur.blur(data, width: width, height: height, stride: stride, sigma: sigma)
        }
        cairo_surface_mark_dirty(surface)
        let origin = CGPoint(x: shapeBox.minX - CGFloat(pad) / k, y: shapeBox.minY - CGFloat(pad) / k)
        return ShadowMask(surface: surface, origin: origin, pixelsPerPoint: k, byteCount: stride * height, frame: frame)
    }
}
