#if !canImport(UIKit)
import Foundation

/// An object that manages image data (UIKit's `UIImage`). Immutable and shareable across
/// threads, as UIKit's is.
///
/// This file holds the model every image has: its size in points, its scale, its rendering
/// mode, and what it draws (`ImageContent`: a symbol's vector glyph, or encoded PNG/JPEG
/// bytes). How images are made (symbols, files, data) is in the other files of `Images/`; the
/// Cairo renderer in Showcase draws them.
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
    /// What the image draws.
    let content: ImageContent
    /// The colour ``withTintColor(_:)`` gave the image; nil otherwise.
    let imageTintColor: UIColor?
    /// The configuration the image was made with (symbols always have one).
    let imageConfiguration: UIImage.Configuration?
    /// Whether the image is drawn mirrored in right-to-left layouts.
    let flipsForRTL: Bool

    /// Creates an empty image: size zero, scale 1.
    public override init() {
        pointSize = .zero
        pixelScale = 1
        mode = .automatic
        content = .none
        imageTintColor = nil
        imageConfiguration = nil
        flipsForRTL = false
        super.init()
    }

    /// Creates an image of `size` points at `scale`, drawn in `mode`: the designated path for the
    /// kinds of image in `Images/`.
    init(
        size: CGSize, scale: CGFloat, renderingMode: RenderingMode, content: ImageContent = .none,
        tintColor: UIColor? = nil, configuration: UIImage.Configuration? = nil, flipsForRTL: Bool = false
    ) {
        pointSize = size
        pixelScale = scale.isFinite && scale > 0 ? scale : 1
        mode = renderingMode
        self.content = content
        imageTintColor = tintColor
        imageConfiguration = configuration
        self.flipsForRTL = flipsForRTL
        super.init()
    }

    /// A copy of this image with some of its model replaced (every `with…` method goes here, so
    /// content is never lost).
    func copy(
        size: CGSize? = nil, renderingMode: RenderingMode? = nil, tintColor: UIColor?? = nil,
        configuration: UIImage.Configuration?? = nil, flipsForRTL: Bool? = nil
    ) -> UIImage {
        UIImage(
            size: size ?? pointSize, scale: pixelScale, renderingMode: renderingMode ?? mode,
            content: content, tintColor: tintColor ?? imageTintColor,
            configuration: configuration ?? imageConfiguration, flipsForRTL: flipsForRTL ?? self.flipsForRTL)
    }

    /// Creates an image from an archive; PortableUIKit has no archives, so this fails.
    public required init?(coder: NSCoder) { return nil }

    /// The image's size in points.
    open var size: CGSize { pointSize }
    /// The image's scale: pixels per point.
    open var scale: CGFloat { pixelScale }
    /// How the image is drawn; `.automatic` unless made with ``withRenderingMode(_:)``, or
    /// `.alwaysOriginal` after ``withTintColor(_:)`` (as UIKit).
    open var renderingMode: RenderingMode { mode }

    /// A copy of the image, with the same content, drawn in `renderingMode`.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        copy(renderingMode: renderingMode)
    }
}
#endif
