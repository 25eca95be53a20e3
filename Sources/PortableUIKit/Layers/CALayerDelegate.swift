#if !canImport(UIKit)
import Foundation

/// The object a layer reports to (QuartzCore's `CALayerDelegate`); a `UIView` is its layer's delegate.
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
    /// Called when the layer's bounds change and its sublayers need layout.
    func layoutSublayers(of layer: CALayer)
}

extension CALayerDelegate {
    /// Default: nothing to lay out.
    public func layoutSublayers(of layer: CALayer) {}
}
#endif
