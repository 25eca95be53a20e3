#if !canImport(UIKit)
import Foundation

/// An abstract renderer of drawing actions (UIKit's `UIGraphicsRenderer`).
open class UIGraphicsRenderer: NSObject {
    /// The format the renderer's contexts are made with (a copy, its bounds set).
    open var format: UIGraphicsRendererFormat { storedFormat }
    let storedFormat: UIGraphicsRendererFormat
    /// Whether the renderer produces images.
    open var allowsImageOutput: Bool { false }

    /// A renderer of `bounds` with `format` (copied).
    public init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        let copy = (format.copy() as? UIGraphicsRendererFormat) ?? format
        copy.bounds = bounds
        storedFormat = copy
        super.init()
    }
}

/// A renderer of drawing actions into images (UIKit's `UIGraphicsImageRenderer`).
///
/// `image(actions:)` pushes a context covering the bounds as the current UIKit context, runs the
/// actions and returns a `UIImage` of the bounds' size at the format's scale whose content is
/// what the actions recorded (a display list: the Cairo renderer draws it wherever the image is
/// shown). `pngData(actions:)` and `jpegData(withCompressionQuality:actions:)` are not offered:
/// PortableUIKit never rasterises.
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    /// The actions an image renderer runs.
    public typealias DrawingActions = (UIGraphicsImageRendererContext) -> Void

    /// A renderer of `size` points with the default format.
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: UIGraphicsImageRendererFormat.default())
    }

    /// A renderer of `size` points with `format` (designated, as `init(bounds:format:)` is, in
    /// UIKit: spec 20.60).
    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        super.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer of `bounds` with the default format.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: UIGraphicsImageRendererFormat.default())
    }

    /// A renderer of `bounds` with `format`.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        super.init(bounds: bounds, format: format)
    }

    /// The renderer's format (a copy of the one it was made with, its bounds set).
    open override var format: UIGraphicsImageRendererFormat {
        (storedFormat as? UIGraphicsImageRendererFormat) ?? UIGraphicsImageRendererFormat()
    }

    open override var allowsImageOutput: Bool { true }

    /// Runs `actions` in a new context covering the bounds and returns the image they drew.
    open func image(actions: DrawingActions) -> UIImage {
        let rendererFormat = format
        let bounds = rendererFormat.bounds
        let context = CGContext(bounds: bounds, scale: rendererFormat.scale)
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: rendererFormat)
        UIGraphicsContextStack.push(context)
        actions(rendererContext)
        UIGraphicsContextStack.popBalanced(to: context, after: "UIGraphicsImageRenderer.image(actions:)")
        context.restoreAllStates()
        return Self.makeImage(from: context, format: rendererFormat)
    }

    /// The image of what `context` recorded so far.
    static func makeImage(from context: CGContext, format: UIGraphicsImageRendererFormat?) -> UIImage {
        UIImage(
            size: context.baseBounds.size, scale: format?.scale ?? context.deviceTransform.a,
            renderingMode: .automatic, content: .drawing(context.displayList, bounds: context.baseBounds))
    }
}
#endif
