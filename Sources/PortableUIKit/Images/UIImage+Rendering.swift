#if !canImport(UIKit)
import Foundation

/// What renderers read from an image (not UIKit API: `@_spi(Rendering)`, for the Cairo renderer
/// in Showcase): its content and the colour it is drawn in.
extension UIImage {
    /// What the image draws.
    @_spi(Rendering) public var renderingContent: ImageContent { content }

    /// Whether the image mirrors in right-to-left layouts.
    @_spi(Rendering) public var rendersFlippedInRightToLeft: Bool { flipsForRTL }

    /// The one colour the image is drawn in, or nil to draw a bitmap's own colours:
    /// - a template (`.alwaysTemplate`, or `.automatic` for a symbol) fills with `viewTint`;
    /// - a colour from ``withTintColor(_:)`` otherwise;
    /// - an original symbol without one is black (UIKit draws it in `.label`);
    /// - an original or automatic bitmap keeps its colours.
    @_spi(Rendering) public func drawingColor(viewTint: UIColor) -> UIColor? {
        let template = mode == .alwaysTemplate || (mode == .automatic && isSymbolImage && imageTintColor == nil)
        if template { return viewTint }
        if let imageTintColor { return imageTintColor }
        return isSymbolImage ? .label : nil
    }
}

/// Where an image of a given size goes in a view's bounds under a content mode (pure geometry,
/// `@_spi(Rendering)` for the renderer).
@_spi(Rendering) public enum ImageContentLayout {
    /// The rectangle, in the bounds' coordinates, the image fills: stretched (`.scaleToFill`,
    /// `.redraw`), fitted or filled keeping its aspect ratio and centred, or unscaled and aligned
    /// (`.center` … `.bottomRight`). An empty image or bounds gives `.zero`.
    public static func rect(imageSize: CGSize, in bounds: CGRect, contentMode: UIView.ContentMode) -> CGRect {
        let w = imageSize.width, h = imageSize.height
        guard w > 0, h > 0, w.isFinite, h.isFinite, bounds.width > 0, bounds.height > 0 else { return .zero }
        switch contentMode {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let sx = bounds.width / w, sy = bounds.height / h
            let k = contentMode == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            let size = CGSize(width: w * k, height: h * k)
            return CGRect(
                x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2,
                width: size.width, height: size.height)
        default:
            let x: CGFloat, y: CGFloat
            switch contentMode {
            case .left, .topLeft, .bottomLeft: x = bounds.minX
            case .right, .topRight, .bottomRight: x = bounds.maxX - w
            default: x = bounds.midX - w / 2
            }
            switch contentMode {
            case .top, .topLeft, .topRight: y = bounds.minY
            case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - h
            default: y = bounds.midY - h / 2
            }
            return CGRect(x: x, y: y, width: w, height: h)
        }
    }
}
#endif
