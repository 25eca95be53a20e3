#if !canImport(UIKit)
import Foundation

/// What a layer's ``CALayer/display()`` leaves in `contents`: the display list its drawing
/// recorded and the bounds it was drawn for. When the bounds change without a redraw, the
/// renderer stretches it per the view's `contentMode` (spec 18.15). Immutable. Not UIKit API.
@_spi(Rendering) public final class LayerBackingStore: Sendable {
    /// The drawing, in the coordinates of ``bounds``.
    public let displayList: DrawingDisplayList
    /// The layer's bounds when it drew.
    public let bounds: CGRect

    init(displayList: DrawingDisplayList, bounds: CGRect) {
        self.displayList = displayList
        self.bounds = bounds
    }
}

/// A layer's display bookkeeping.
struct LayerDisplayState {
    /// Marked by `setNeedsDisplay`, cleared when the display starts.
    var needsDisplay = false
    /// The union of the areas marked since the last display; `.null` means the whole layer.
    var dirtyRect: CGRect = .null
    /// Whether the layer sits in ``LayerDisplayQueue``.
    var isQueued = false
    /// Whether the layer has displayed at least once.
    var hasDisplayed = false
    /// Set by the delegate's default `display(_:)` / `draw(_:in:)` (the optional method left
    /// out), and by `CALayer.draw(in:)` when it runs: together they tell that nothing drew.
    var delegateDeclinedDisplay = false
    var delegateDeclinedDraw = false
    var baseDrawRan = false
    /// The area being drawn now (the `rect` of `draw(_:)`).
    var drawingRect: CGRect = .null
}
#endif
