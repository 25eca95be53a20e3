#if !canImport(UIKit)
import Foundation

/// An object that manages image data (UIKit's `UIImage`). Immutable and shareable across
/// threads, as UIKit's is.
///
/// This file holds the model every image has: its size in points, its scale and its rendering
/// mode. How images are made and drawn (symbols, drawing into an image) is in the other files
/// of `Images/`.
open class UIImage: NSObject, @unchecked Sendable {
    /// How the image is drawn: with its own colours, or as a template filled with the tint colour.
    public enum RenderingMode: Int, Sendable {
        /// Template for symbol images and images in bars, original otherwise (the context decides).
        case automatic = 0
        /// Always the image's own colours.
        case alwaysOriginal = 1
        /// Always a template: the image's alpha filled with the tint colour.
        case alwaysTemplate = 2
    }

    let pointSize: CGSize
    let pixelScale: CGFloat
    let mode: RenderingMode

    /// Creates an empty image: size zero, scale 1.
    public override init() {
        pointSize = .zero
        pixelScale = 1
        mode = .automatic
        super.init()
    }

    /// Creates an image of `size` points at `scale`, drawn in `mode`: the designated path for the
    /// kinds of image in `Images/`.
    init(size: CGSize, scale: CGFloat, renderingMode: RenderingMode) {
        pointSize = size
        pixelScale = scale.isFinite && scale > 0 ? scale : 1
        mode = renderingMode
        super.init()
    }

    /// Creates an image from an archive; PortableUIKit has no archives, so this fails.
    public required init?(coder: NSCoder) { return nil }

    /// The image's size in points.
    open var size: CGSize { pointSize }
    /// The image's scale: pixels per point.
    open var scale: CGFloat { pixelScale }
    /// How the image is drawn; `.automatic` unless made with ``withRenderingMode(_:)``.
    open var renderingMode: RenderingMode { mode }

    /// A copy of the image drawn in `renderingMode`. Subclasses that carry content override
    /// this to copy it.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(size: pointSize, scale: pixelScale, renderingMode: renderingMode)
    }
}
#endif
