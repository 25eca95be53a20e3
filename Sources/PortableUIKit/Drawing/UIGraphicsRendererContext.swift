#if !canImport(UIKit)
import Foundation

/// The drawing environment a graphics renderer hands its actions (UIKit's
/// `UIGraphicsRendererContext`): the Core Graphics context and conveniences over it.
@MainActor
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
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }

    /// Strokes the outline of `rect` with the current stroke colour and line width.
    open func stroke(_ rect: CGRect) { stroke(rect, blendMode: .normal) }

    /// Strokes the outline of `rect`, composited with `blendMode`.
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.stroke(rect)
        cgContext.restoreGState()
    }

    /// Intersects the clip with `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// The drawing environment of an image renderer (UIKit's `UIGraphicsImageRendererContext`).
@MainActor
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    /// An image of what has been drawn so far.
    open var currentImage: UIImage {
        UIGraphicsImageRenderer.makeImage(from: cgContext, format: format as? UIGraphicsImageRendererFormat)
    }
}
#endif
