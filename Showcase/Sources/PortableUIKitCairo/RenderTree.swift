import Foundation
@_spi(Rendering) import PortableUIKit

/// A colour as Cairo takes it: sRGB components and straight alpha, each clamped to 0…1.
///
/// Every `CGColor` is treated as sRGB (PortableUIKit's RGB colours are extended sRGB, its gray
/// colours are gray levels of the same space): a gray `g` becomes `(g, g, g)`. Cairo premultiplies
/// when the colour becomes a source (`cairo_set_source_rgba`).
struct RGBA: Hashable {
    var red: Double, green: Double, blue: Double, alpha: Double

    /// The colour of `color`, or nil when there is none or it is fully transparent.
    init?(_ color: CGColor?, alphaScale: Double = 1) {
        guard let color, let c = color.components else { return nil }
        func clamp(_ v: CGFloat) -> Double { Swift.min(Swift.max(Double(v), 0), 1) }
        switch c.count {
        case 2: (red, green, blue, alpha) = (clamp(c[0]), clamp(c[0]), clamp(c[0]), clamp(c[1]))
        case 4: (red, green, blue, alpha) = (clamp(c[0]), clamp(c[1]), clamp(c[2]), clamp(c[3]))
        default: return nil
        }
        alpha = Swift.min(alpha * Swift.max(alphaScale, 0), 1)
        guard alpha > 0 else { return nil }
    }
}

/// A layer's shadow, as the renderer draws it.
struct ShadowStyle {
    /// The colour, its alpha multiplied by `shadowOpacity`.
    var color: RGBA
    var offset: CGSize
    var radius: CGFloat
    /// The shape; nil means the bounds rounded by `cornerRadius`.
    var path: CGPath?
}

/// One visible layer of a frame: its presentation values at the frame's media time, reduced to
/// what drawing needs.
struct RenderNode {
    var bounds: CGRect
    /// Bounds coordinates → the superlayer's bounds coordinates.
    var toSuperlayer: Homography
    var zPosition: CGFloat
    var opacity: CGFloat
    var cornerRadius: CGFloat
    /// The corners `cornerRadius` rounds.
    var maskedCorners: CACornerMask
    var masksToBounds: Bool
    var background: RGBA?
    var borderWidth: CGFloat
    var border: RGBA?
    var shadow: ShadowStyle?
    /// The content drawer (index into ``RenderTree/drawers``, −1 for none) and the object it draws.
    var contentDrawer: Int
    var contentOwner: AnyObject?
    /// The layer's drawn content (`contents` set by its display) and where it goes in the
    /// bounds: placed per `contentsGravity` (a view's `contentMode`) when the bounds changed without a redraw.
    var contents: LayerBackingStore?
    var contentsRect: CGRect
    /// The children, back to front, as a range of ``RenderTree/childIndices``.
    var firstChild: Int
    var childCount: Int
    /// Where the layer and its subtree can draw, in bounds coordinates (`.infinite` when a
    /// descendant reaches behind the viewer).
    var extent: CGRect
    /// What a shape or gradient layer draws over its background (RenderTree+Layers.swift).
    var drawing: LayerDrawing? = nil
    /// The node of the layer's `mask` (mapped into this layer's bounds coordinates), −1 for none.
    var mask = -1
    /// The colour a replicator multiplies this copy of its sublayer by (nil: untinted).
    var tint: RGBA? = nil
    /// Whether the corners are continuous (`cornerCurve == .continuous`) rather than circular.
    var continuousCorners = false
    /// A scroll view's indicators, drawn over its content (UIScrollView.scrollIndicators(at:)).
    var scrollIndicators: [ScrollIndicatorAppearance] = []
    /// Set for a visual effect view's backdrop showing a blur (LayerPainter+VisualEffects.swift).
    var backdrop: BackdropEffect? = nil
    /// Set for a vibrancy effect view's content: the colour its alpha is drawn with.
    var vibrancy: RGBA? = nil
    /// The background when it is a pattern colour (spec 20.63): its image tiled from the bounds
    /// coordinates' origin (``background`` is then nil).
    var backgroundPattern: PatternFill? = nil
}

/// The frame's snapshot of the presentation tree: a flat array of visible layers, each with its
/// children in drawing order. Building it is the only step that reads the layer tree; it reads
/// `presentation()` values (the model itself when a layer has no animation, which is the same
/// values without the copy) and never writes. The arrays keep their capacity between frames.
@MainActor
final class RenderTree {
    private(set) var nodes: [RenderNode] = []
    private(set) var childIndices: [Int] = []
    private var pending: [Int] = []
    private var drawerIndexByType: [ObjectIdentifier: Int] = [:]
    /// How many masks deep the layer being added is (a mask whose subtree holds the layer it
    /// masks would otherwise recurse forever; ``addMask(_:)`` stops at ``maximumMaskNesting``).
    var maskNesting = 0
    /// How far back in media time the layers being added are shown: a replicator's copy `i`
    /// adds its sublayers `i × instanceDelay` late (delays of nested replicators add up).
    var presentationDelay: CFTimeInterval = 0
    /// The content drawers, in lookup order (``LayerContentDrawers/all`` unless a test injects some).
    let drawers: [any LayerContentDrawer]

    init(drawers: [any LayerContentDrawer]) { self.drawers = drawers }

    /// Rebuilds the snapshot for `window` at the current media time; returns the root's index, or
    /// nil when the window itself is hidden or transparent.
    func rebuild(for window: UIWindow) -> Int? {
        clear()
        let root = window.layer
        let shown = presented(root)
        let toWindow = Homography.translation(-shown.bounds.minX, -shown.bounds.minY)
        return add(root, presented: shown, toSuperlayer: toWindow)
    }

    /// Drops the frame's references to layers' owners (the capacity stays).
    func clear() {
        nodes.removeAll(keepingCapacity: true)
        childIndices.removeAll(keepingCapacity: true)
        pending.removeAll(keepingCapacity: true)
    }

    /// The presentation values of `layer`: its `presentation()` copy while something animates
    /// (at ``presentationDelay`` before now inside a replicator's delayed copy), otherwise the
    /// layer itself.
    func presented(_ layer: CALayer) -> CALayer {
        guard layer.hasRunningAnimations else { return layer }
        guard presentationDelay != 0 else { return layer.presentation() ?? layer }
        return layer.presentation(atMediaTime: CACurrentMediaTime() - presentationDelay)
    }

    func add(_ layer: CALayer, presented p: CALayer, toSuperlayer: Homography) -> Int? {
        // Hidden layers and fully transparent ones draw nothing, subtree included.
        guard !p.isHidden, p.opacity > 0 else { return nil }
        // A mask that draws nothing (hidden, transparent, or nested past the limit) hides all.
        var maskIndex = -1
        if let mask = layer.mask {
            guard let added = addMask(mask) else { return nil }
            maskIndex = added
        }
        let index = nodes.count
        let shadow: ShadowStyle? = {
            guard p.shadowOpacity > 0, !p.masksToBounds,
                let color = RGBA(p.shadowColor, alphaScale: Double(p.shadowOpacity))
            else { return nil }
            return ShadowStyle(color: color, offset: p.shadowOffset, radius: max(p.shadowRadius, 0), path: p.shadowPath)
        }()
        let drawer = contentDrawer(for: layer.delegate)
        let store = layer.contents as? LayerBackingStore
        let contentsRect =
            store.map {
                ImageContentLayout.rect(contentsSize: $0.bounds.size, in: p.bounds, gravity: p.contentsGravity)
            } ?? .zero
        nodes.append(
            RenderNode(
                bounds: p.bounds, toSuperlayer: toSuperlayer, zPosition: p.zPosition,
                opacity: CGFloat(min(p.opacity, 1)),
                cornerRadius: max(p.cornerRadius, 0), maskedCorners: p.maskedCorners, masksToBounds: p.masksToBounds,
                background: RGBA(p.backgroundColor),
                borderWidth: max(p.borderWidth, 0), border: p.borderWidth > 0 ? RGBA(p.borderColor) : nil,
                shadow: shadow,
                contentDrawer: drawer, contentOwner: drawer >= 0 ? layer.delegate : nil,
                contents: store, contentsRect: contentsRect,
                firstChild: 0, childCount: 0, extent: .null, drawing: Self.drawing(of: p), mask: maskIndex))
        nodes[index].continuousCorners = p.cornerCurve == .continuous
        nodes[index].backgroundPattern = PatternFill(p.backgroundColor)
        if let scrollView = layer.delegate as? UIScrollView {
            nodes[index].scrollIndicators = scrollView.scrollIndicators(at: CACurrentMediaTime())
        }
        noteVisualEffect(of: layer, at: index)

        // Children, through this layer's sublayerTransform about its anchor point.
        let sublayerTransform: CATransform3D? = CATransform3DIsIdentity(p.sublayerTransform) ? nil : p.sublayerTransform
        let anchor = CGPoint(
            x: p.bounds.minX + p.anchorPoint.x * p.bounds.width,
            y: p.bounds.minY + p.anchorPoint.y * p.bounds.height)
        let base = pending.count
        if let replicator = p as? CAReplicatorLayer {
            addCopies(
                of: layer, instances: ReplicatorInstances(replicator), delay: replicator.instanceDelay,
                sublayerTransform: sublayerTransform, anchor: anchor)
        } else {
            addChildren(of: layer, sublayerTransform: sublayerTransform, anchor: anchor, tint: nil)
        }
        sortByZPosition(from: base)
        nodes[index].firstChild = childIndices.count
        nodes[index].childCount = pending.count - base
        childIndices.append(contentsOf: pending[base...])
        pending.removeSubrange(base...)
        nodes[index].extent = extent(of: index)
        return index
    }

    /// Adds `layer`'s sublayers (presentation values) to ``pending``, each mapped through
    /// `sublayerTransform` about `anchor` and multiplied by `tint`.
    func addChildren(of layer: CALayer, sublayerTransform: CATransform3D?, anchor: CGPoint, tint: RGBA?) {
        for sublayer in layer.sublayers ?? [] {
            let q = presented(sublayer)
            let map = LayerGeometry.toSuperlayer(
                bounds: q.bounds, position: q.position, anchorPoint: q.anchorPoint, anchorPointZ: q.anchorPointZ,
                zPosition: q.zPosition, transform: q.transform, superSublayerTransform: sublayerTransform,
                superAnchor: anchor)
            guard let child = add(sublayer, presented: q, toSuperlayer: map) else { continue }
            if let tint { nodes[child].tint = tint }
            pending.append(child)
        }
    }

    /// Core Animation draws siblings in order of `zPosition`, keeping sublayer order among equals:
    /// a stable insertion sort of the pending children (usually already sorted: one pass).
    private func sortByZPosition(from base: Int) {
        guard pending.count - base > 1 else { return }
        for i in (base + 1)..<pending.count {
            let item = pending[i], z = nodes[item].zPosition
            var j = i
            while j > base, nodes[pending[j - 1]].zPosition > z {
                pending[j] = pending[j - 1]
                j -= 1
            }
            pending[j] = item
        }
    }

    /// The layer's bounds, its shadow (blur included) and, unless it masks, its children's extents.
    private func extent(of index: Int) -> CGRect {
        let node = nodes[index]
        var rect = node.bounds
        if let reach = node.drawing?.extent { rect = rect.union(reach) }
        if let shadow = node.shadow {
            let shape = shadow.path?.boundingBox ?? node.bounds
            if !shape.isNull {
                let reach = 3 * shadow.radius + 2
                rect = rect.union(
                    shape.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height)
                        .insetBy(dx: -reach, dy: -reach))
            }
        }
        guard !node.masksToBounds else { return rect }
        for k in node.firstChild..<(node.firstChild + node.childCount) {
            let child = nodes[childIndices[k]]
            guard !child.extent.isNull else { continue }
            guard let box = child.toSuperlayer.boundingBox(of: child.extent) else { return .infinite }
            rect = rect.union(box)
        }
        return rect
    }

    func setBackdrop(_ backdrop: BackdropEffect, at index: Int) { nodes[index].backdrop = backdrop }

    func setVibrancy(_ color: RGBA, at index: Int) { nodes[index].vibrancy = color }

    private func contentDrawer(for delegate: CALayerDelegate?) -> Int {
        guard let delegate, !drawers.isEmpty else { return -1 }
        let type: AnyObject.Type = Swift.type(of: delegate as AnyObject)
        let key = ObjectIdentifier(type)
        if let known = drawerIndexByType[key] { return known }
        let found = drawers.firstIndex { $0.draws(delegateType: type) } ?? -1
        drawerIndexByType[key] = found
        return found
    }
}
