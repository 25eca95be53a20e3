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
}

extension CALayerDelegate {
    /// Default: nothing to lay out.
    public func layoutSublayers(of layer: CALayer) {}

    /// Default: no behaviour for the event (nil: the search goes on).
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}
#endif
