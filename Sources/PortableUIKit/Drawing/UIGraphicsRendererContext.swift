#if !canImport(UIKit)
import Foundation

/// The drawing environment a graphics renderer hands its actions (UIKit's
/// `UIGraphicsRendererContext`): the Core Graphics context and conveniences over it.
open class UIGraphicsRendererContext: NSObject {
    /// The Core Graphics context the actions draw into.
    public let cgContext: CGContext
    /// The renderer's format.
    public let format: UIGraphicsRendererFormat

    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        self.cgContext = cgContext
        self.format = format
        super.init()
    }

    /// Fills `rect` with the current fill colour.
    open func fill(_ rect: CGRect) { fill(rect, blendMode: .normal) }

    /// Fills `rect` with the current fill colour, composited with `blendMode`.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        withBlendMode(blendMode) { $0.fill(rect) }
    }

    /// Strokes the outline of `rect` with the current stroke colour and line width.
    open func stroke(_ rect: CGRect) { stroke(rect, blendMode: .normal) }

    /// Strokes the outline of `rect`, composited with `blendMode`.
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        withBlendMode(blendMode) { $0.stroke(rect) }
    }

    /// Runs `paint` on the context with `blendMode`, the state saved around it.
    private func withBlendMode(_ blendMode: CGBlendMode, _ paint: (CGContext) -> Void) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        paint(cgContext)
        cgContext.restoreGState()
    }

    /// Intersects the clip with `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// The drawing environment of an image renderer (UIKit's `UIGraphicsImageRendererContext`).
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    /// An image of what has been drawn so far.
    open var currentImage: UIImage {
        UIGraphicsImageRenderer.makeImage(from: cgContext, format: format as? UIGraphicsImageRendererFormat)
    }
}
#endif
