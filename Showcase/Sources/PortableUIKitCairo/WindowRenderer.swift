import Foundation
import CCairo
import PortableUIKit

/// Draws a window's presentation tree into a Cairo image, at the window's current media time.
///
/// Rendering is a pure function of the layer tree, the media time and the scale: it reads each
/// layer's presentation values (`presentation() ?? layer`) and never changes the tree. Per layer,
/// back to front (siblings in sublayer order, stably sorted by `zPosition`): hidden layers skip
/// their subtree; the shadow, under the layer; the background, rounded by `cornerRadius`; the
/// content (``LayerContentDrawer``: a label's text); the sublayers, clipped to the rounded
/// bounds when `masksToBounds`; the border, inside the bounds, on top. `opacity` below 1
/// composites the layer with its subtree as one group. Geometry is Core Animation's: bounds,
/// position, anchor point, transform and the superlayer's `sublayerTransform`; a bounds origin
/// moves the sublayers (scrolling). A layer seen in perspective is drawn flat at the window's scale, kept
/// between frames while its content is unchanged, and resampled exactly onto the screen (see
/// `LayerPainter+Perspective.swift`); shadows come from cached blurred masks (see ``ShadowMaskCache``).
///
/// Text: labels (and button titles, which are labels) are drawn with Pango in Inter (see
/// ``LabelContentDrawer``). Labels are sized by `TextMeasurement.measurer`; a host that renders
/// with this renderer installs ``PangoTextMeasurer`` so that sizes match the drawn text.
///
/// Copies of a renderer share its caches (snapshot buffers, shadow masks, perspective layers' images).
@MainActor
public struct WindowRenderer {
    /// Pixels per point (1, 2 or 3).
    public let scale: CGFloat
    /// Whether frames show the system status bar over the window (time, cellular, Wi-Fi,
    /// battery; in the window's status bar style, unless its controllers hide it), as a device
    /// shows it over every app. Off by default: the window's own pixels are what tests inspect.
    public var drawsStatusBar = false
    let caches: RenderCaches

    /// Creates a renderer drawing `scale` pixels per point.
    public init(scale: CGFloat) {
        self.init(scale: scale, contentDrawers: LayerContentDrawers.all)
    }

    /// Creates a renderer with its own content drawers (for tests).
    init(scale: CGFloat, contentDrawers: [any LayerContentDrawer]) {
        precondition(scale > 0 && scale.isFinite, "the scale must be positive")
        self.scale = scale
        caches = RenderCaches(drawers: contentDrawers)
    }

    /// Renders `window` as it looks at its current media time. The image is the window's bounds
    /// at `scale`; where nothing is drawn it is transparent.
    public func render(_ window: UIWindow) -> RenderedImage {
        let size = window.layer.bounds.size
        let width = max(Int((size.width * scale).rounded(.up)), 1)
        let height = max(Int((size.height * scale).rounded(.up)), 1)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        if let root = caches.tree.rebuild(for: window) {
            let map = caches.tree.nodes[root].toSuperlayer.then(.scale(scale, scale))
            LayerPainter(caches: caches, cr: cr, rasterScale: scale).draw(root, map: map)
        }
        if drawsStatusBar { StatusBarPainter.paint(for: window, scale: scale, cr: cr) }
        caches.tree.clear()
        caches.shadows.endFrame()
        caches.backdrops.endFrame()
        caches.backingStores.endFrame(scratch: caches.scratch)
        cairo_surface_flush(surface)
        return RenderedImage(surface: surface, scale: scale)
    }

    /// Drops the cached shadow masks, so that the next render blurs every shadow again (as a
    /// first frame does). For benchmarks measuring the uncached cost of shadows
    /// (`Benchmarks/RenderBenchmark`); hosts do not need it: the cache evicts idle masks itself.
    @_spi(Benchmarking)
    public func removeCachedShadowMasks() { caches.shadows.removeAll() }

    /// Drops the kept images of layers seen in perspective, so that the next render draws their
    /// subtrees again (as the first frame of a flip does). For benchmarks measuring the uncached
    /// cost of a flip (`Benchmarks/RenderBenchmark`); hosts do not need it: images not used in a
    /// frame are dropped at its end.
    @_spi(Benchmarking)
    public func removeCachedBackingStores() { caches.backingStores.removeAll(scratch: caches.scratch) }

    /// Renders `window` and writes the image as an opaque PNG file, over the window's background
    /// colour (black without one, as behind a window on a device).
    public func renderPNG(_ window: UIWindow, to url: URL) throws {
        try render(window).writePNG(to: url, over: Self.opaqueBackdrop(of: window))
    }

    /// The window's background colour made opaque (over black), or black.
    static func opaqueBackdrop(of window: UIWindow) -> (red: Double, green: Double, blue: Double) {
        guard let color = window.backgroundColor else { return (0, 0, 0) }
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        guard color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return (0, 0, 0) }
        return (Double(red * alpha), Double(green * alpha), Double(blue * alpha))
    }
}

/// Renders `window` at its current media time and `scale` and writes the image as a PNG file.
@MainActor
public func renderPNG(_ window: UIWindow, to url: URL, scale: CGFloat) throws {
    try WindowRenderer(scale: scale).renderPNG(window, to: url)
}

/// What a renderer keeps between frames.
@MainActor
final class RenderCaches {
    let tree: RenderTree
    let shadows = ShadowMaskCache()
    let scratch = ScratchSurfaces()
    let backingStores = BackingStoreCache()
    let backdrops = BackdropBlurCache()

    init(drawers: [any LayerContentDrawer]) { tree = RenderTree(drawers: drawers) }
}

/// Offscreen ARGB32 surfaces for layers seen in perspective, kept between frames: a fresh
/// multi-megabyte surface costs page faults on every frame of a flip. Sizes are rounded up to
/// 64 pixels so that a flip whose image grows or shrinks a little reuses its surface; a surface
/// is cleared whole when taken (unless its taker writes every pixel it uses), so the part beyond
/// the requested size reads as transparent.
@MainActor
final class ScratchSurfaces {
    private var free: [OpaquePointer] = []
    /// How many surfaces are kept for reuse.
    static let kept = 3

    /// A surface at least `width` × `height` pixels, cleared unless `cleared` is false (then
    /// its pixels are left over from earlier use).
    func take(width: Int, height: Int, cleared: Bool = true) -> OpaquePointer? {
        let w = (width + 63) / 64 * 64, h = (height + 63) / 64 * 64
        let surface: OpaquePointer
        if let index = free.firstIndex(where: {
            Int(cairo_image_surface_get_width($0)) == w && Int(cairo_image_surface_get_height($0)) == h
        }) {
            surface = free.remove(at: index)
            guard cleared else { return surface }
            let cr = cairo_create(surface)
            cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
            cairo_paint(cr)
            cairo_destroy(cr)
        } else {
            guard let created = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)) else { return nil }
            guard cairo_surface_status(created) == CAIRO_STATUS_SUCCESS else {
                cairo_surface_destroy(created)
                return nil
            }
            surface = created
        }
        return surface
    }

    /// Returns a surface taken with ``take(width:height:)``.
    func give(_ surface: OpaquePointer) {
        free.append(surface)
        while free.count > Self.kept { cairo_surface_destroy(free.removeFirst()) }
    }

    isolated deinit { for surface in free { cairo_surface_destroy(surface) } }
}
