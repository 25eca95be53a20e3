import Foundation
import CCairo
@_spi(Rendering) import PortableUIKit

/// The flat images of layers seen in perspective, kept between frames, as Core Animation keeps a
/// layer's backing store until its content changes: during a flip the turned screen's content
/// stays the same from frame to frame and only its transform moves, so its image (drawn at the
/// window's scale, see `LayerPainter+Perspective.swift`) is drawn once and resampled each frame.
///
/// An image is reused only when its ``BackingStoreKey`` is equal, and the key holds everything
/// drawing the flat image reads (see there), so a reused image is the one drawing would make.
/// Images not used in a frame are dropped at its end (their surfaces go back to the scratch
/// pool), so a finished flip keeps nothing.
@MainActor
final class BackingStoreCache {
    private struct Entry {
        var key: BackingStoreKey
        var surface: OpaquePointer
        var used: Bool
    }

    private var entries: [Entry] = []
    /// The most images kept (a frame rarely has more than one flipping layer).
    static let kept = 2
    /// Lookups answered from the cache and not, since creation (for tests).
    private(set) var hits = 0
    private(set) var misses = 0

    /// The stored image for `key`, or nil.
    func surface(for key: BackingStoreKey) -> OpaquePointer? {
        guard let index = entries.firstIndex(where: { $0.key == key }) else {
            misses += 1
            return nil
        }
        hits += 1
        entries[index].used = true
        return entries[index].surface
    }

    /// Keeps `surface` (now owned by the cache) as the image for `key`; the oldest image goes
    /// back to `scratch` when more than ``kept`` are stored.
    func insert(_ surface: OpaquePointer, for key: BackingStoreKey, scratch: ScratchSurfaces) {
        entries.append(Entry(key: key, surface: surface, used: true))
        while entries.count > Self.kept { scratch.give(entries.removeFirst().surface) }
    }

    /// Ends a frame: images the frame did not use go back to `scratch`.
    func endFrame(scratch: ScratchSurfaces) {
        for entry in entries where !entry.used { scratch.give(entry.surface) }
        entries.removeAll { !$0.used }
        for index in entries.indices { entries[index].used = false }
    }

    /// Drops every image (back to `scratch`).
    func removeAll(scratch: ScratchSurfaces) {
        for entry in entries { scratch.give(entry.surface) }
        entries.removeAll()
    }

    isolated deinit { for entry in entries { cairo_surface_destroy(entry.surface) } }
}

/// What a perspective layer's flat image depends on: its size and scale, the part of the layer
/// it covers, and every layer of the subtree as drawing reads it, in drawing order (so child
/// order, z order, hidden and added layers are in it too). The root's own map to its superlayer
/// is left out (the image is in the root's bounds coordinates: that is what may change), and so
/// is the root's opacity (applied when the image is composited, not in it).
struct BackingStoreKey: Equatable {
    var pixelsPerPoint: CGFloat
    var width: Int
    var height: Int
    var extent: CGRect
    var layers: [BackingStoreLayer]

    /// The key of node `index`'s subtree in `tree`, its image `width` × `height` pixels at
    /// `pixelsPerPoint` over `extent`.
    @MainActor
    init(_ index: Int, in tree: RenderTree, pixelsPerPoint: CGFloat, width: Int, height: Int, extent: CGRect) {
        self.pixelsPerPoint = pixelsPerPoint
        self.width = width
        self.height = height
        self.extent = extent
        var layers: [BackingStoreLayer] = []
        func add(_ i: Int, isRoot: Bool) {
            let node = tree.nodes[i]
            var layer = BackingStoreLayer(
                node,
                content: node.contentDrawer >= 0
                    ? node.contentOwner.map { tree.drawers[node.contentDrawer].contentKey(of: $0) } : nil)
            if isRoot {
                layer.toSuperlayer = .identity
                layer.opacity = 1
            }
            layers.append(layer)
            if node.mask >= 0 { add(node.mask, isRoot: false) }
            for k in node.firstChild..<(node.firstChild + node.childCount) { add(tree.childIndices[k], isRoot: false) }
        }
        add(index, isRoot: true)
        self.layers = layers
    }
}

/// One layer of a ``BackingStoreKey``: every field of its ``RenderNode`` by value (the shadow
/// path as its elements, the content as its drawer's ``LayerContentDrawer/contentKey(of:)``),
/// the children as their count (they follow in the key).
struct BackingStoreLayer: Equatable {
    var bounds: CGRect
    var toSuperlayer: Homography
    var zPosition: CGFloat
    var opacity: CGFloat
    var cornerRadius: CGFloat
    var maskedCorners: CACornerMask
    var continuousCorners: Bool
    var masksToBounds: Bool
    var background: RGBA?
    var backgroundPattern: PatternFill?
    var borderWidth: CGFloat
    var border: RGBA?
    var shadowColor: RGBA?
    var shadowOffset: CGSize
    var shadowRadius: CGFloat
    /// A copy of the shadow path's elements (a path may be mutable: the key must not share it).
    var shadowPath: ShadowPathKey?
    var contentDrawer: Int
    var content: AnyHashable?
    /// The drawn content (immutable: its identity) and where it goes.
    var contents: ObjectIdentifier?
    var contentsRect: CGRect
    var childCount: Int
    var extent: CGRect
    /// A shape or gradient layer's drawing, a replicator copy's tint, and whether a mask follows.
    var drawing: LayerDrawing?
    var tint: RGBA?
    var hasMask: Bool
    /// The scroll indicators drawn over a scroll view's content.
    var scrollIndicators: [ScrollIndicatorAppearance]

    init(_ node: RenderNode, content: AnyHashable?) {
        bounds = node.bounds
        toSuperlayer = node.toSuperlayer
        zPosition = node.zPosition
        opacity = node.opacity
        cornerRadius = node.cornerRadius
        maskedCorners = node.maskedCorners
        continuousCorners = node.continuousCorners
        masksToBounds = node.masksToBounds
        background = node.background
        backgroundPattern = node.backgroundPattern
        borderWidth = node.borderWidth
        border = node.border
        shadowColor = node.shadow?.color
        shadowOffset = node.shadow?.offset ?? .zero
        shadowRadius = node.shadow?.radius ?? 0
        shadowPath = node.shadow?.path.map(ShadowPathKey.init)
        contentDrawer = node.contentDrawer
        self.content = content
        contents = node.contents.map(ObjectIdentifier.init)
        contentsRect = node.contentsRect
        childCount = node.childCount
        self.extent = node.extent
        drawing = node.drawing
        tint = node.tint
        hasMask = node.mask >= 0
        scrollIndicators = node.scrollIndicators
    }
}
