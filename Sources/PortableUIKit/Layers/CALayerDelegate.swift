#if !canImport(UIKit)
import Foundation

/// The object a layer reports to (QuartzCore's `CALayerDelegate`); a `UIView` is its layer's delegate.
/// Apple's optional requirements have defaults here.
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
    /// Called when the layer's bounds change and its sublayers need layout.
    func layoutSublayers(of layer: CALayer)

    /// Returns the action for `event` on `layer`, first in ``CALayer/action(forKey:)``'s search
    /// (spec 18.10): an action ends the search; `NSNull` ends it with no action; nil lets it go
    /// on to the layer's `actions`, `style` and `defaultAction(forKey:)`.
    func action(for layer: CALayer, forKey event: String) -> CAAction?
    /// Updates `layer`'s content itself (typically by setting `contents`); when implemented,
    /// the layer does not draw a backing store.
    func display(_ layer: CALayer)
    /// Draws `layer`'s content into `ctx` (a `UIView` calls its `draw(_:)` here).
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Called before `layer` draws its backing store.
    func layerWillDraw(_ layer: CALayer)
}

extension CALayerDelegate {
    /// Default: nothing to lay out.
    public func layoutSublayers(of layer: CALayer) {}

    /// Default: no behaviour for the event (nil: the search goes on).
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
    /// Default (the optional method left out): the layer draws a backing store instead.
    public func display(_ layer: CALayer) { layer.displayState.delegateDeclinedDisplay = true }

    /// Default: a `UIView` draws with its `draw(_:)`; any other delegate draws nothing.
    public func draw(_ layer: CALayer, in ctx: CGContext) {
        if let view = self as? UIView {
            view.drawForLayerDisplay(in: ctx)
        } else {
            layer.displayState.delegateDeclinedDraw = true
        }
    }

    /// Default: nothing.
    public func layerWillDraw(_ layer: CALayer) {}
}
#endif
