#if !canImport(UIKit)
import Foundation

/// The object a layer reports to (QuartzCore's `CALayerDelegate`); a `UIView` is its layer's delegate.
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
    /// Called when the layer's bounds change and its sublayers need layout.
    func layoutSublayers(of layer: CALayer)
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
