import Foundation
import PortableUIKit

/// What a content drawer draws with: the Cairo context, whose matrix maps the layer's bounds
/// coordinates (points) to the pixels of the surface being drawn, and the pixels per point
/// (for hinting and for sizes that must be absolute, like font sizes).
@MainActor
struct LayerContentContext {
    /// The `cairo_t *`.
    let cairo: OpaquePointer
    /// Pixels per point in the layer's plane (the render scale times the layer's own scaling).
    let pixelsPerPoint: CGFloat
}

/// Draws the content of layers whose delegate is of a given type (a label's text, a button's
/// image…): the one hook between the generic layer renderer and view-specific content.
///
/// The renderer asks the registered drawers (``LayerContentDrawers/all``) once per delegate
/// type (and remembers the answer); the first that answers `true` to ``draws(delegateType:)`` draws every such layer, after
/// its background and before its sublayers and border, clipped to the rounded bounds when the
/// layer masks. Content should stay inside the bounds (a translucent layer's group is clipped to
/// the layer's extent). A drawer reads its owner's model state; it must not change it.
@MainActor
protocol LayerContentDrawer {
    /// Whether this drawer draws layers whose delegate is of `delegateType` (or a subclass).
    func draws(delegateType: AnyObject.Type) -> Bool

    /// Draws `owner`'s content in `bounds` (the layer's presented bounds, in its coordinates).
    func drawContent(of owner: AnyObject, in bounds: CGRect, context: LayerContentContext)

    /// Everything ``drawContent(of:in:context:)`` reads from `owner`, by value: two owners with
    /// equal keys (and equal bounds and pixels per point) draw the same pixels. Perspective
    /// layers' images are reused while their subtree's keys stay equal (``BackingStoreCache``),
    /// so a key that leaves out something drawing reads would show stale content.
    func contentKey(of owner: AnyObject) -> AnyHashable
}

/// The registered content drawers, in lookup order: text for labels (and so button titles), images for image views.
enum LayerContentDrawers {
    @MainActor static let all: [any LayerContentDrawer] = [LabelContentDrawer(), ImageContentDrawer()]
}
