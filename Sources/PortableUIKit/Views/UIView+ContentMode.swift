#if !canImport(UIKit)
import Foundation

extension UIView {
    /// How a view lays out its content when its size changes (UIKit's `UIView.ContentMode`),
    /// with UIKit's raw values. The renderer honours it for image views' images and for drawn
    /// content (`draw(_:)`) whose bounds changed without a redraw.
    public enum ContentMode: Int, Sendable {
        /// Stretch the content to fill the bounds.
        case scaleToFill = 0
        /// Scale keeping the aspect ratio, to fit inside the bounds (letterboxed).
        case scaleAspectFit = 1
        /// Scale keeping the aspect ratio, to fill the bounds (part may be clipped).
        case scaleAspectFill = 2
        /// Redraw on bounds change (drawn as `.scaleToFill` by PortableUIKit's image drawer).
        case redraw = 3
        /// Centre, unscaled.
        case center = 4
        case top = 5
        case bottom = 6
        case left = 7
        case right = 8
        case topLeft = 9
        case topRight = 10
        case bottomLeft = 11
        case bottomRight = 12
    }

    /// How the view's content is laid out in its bounds; `.scaleToFill` by default.
    public var contentMode: ContentMode {
        get { _contentMode }
        set {
            _contentMode = newValue
            layer.contentsGravity = CALayerContentsGravity(contentMode: newValue)
            // UIKit: `.redraw` makes a bounds change redraw rather than stretch (spec 18.15).
            layer.needsDisplayOnBoundsChange = newValue == .redraw
        }
    }
}
#endif
