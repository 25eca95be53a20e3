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

    /// What the image is. Set once, while the image is being made: `init()` makes an empty
    /// image and the internal initializers set the model after it, so that the initializers
    /// UIKit designates are the only designated ones and a subclass that overrides them inherits
    /// the conveniences (spec 20.60). Never changed after initialization, so sharing an image
    /// across threads (UIImage is `Sendable`) reads a fixed value.
    private var model = ImageModel()

    var pointSize: CGSize { model.pointSize }
    var pixelScale: CGFloat { model.pixelScale }
    var mode: RenderingMode { model.mode }
    /// What the image draws.
    var content: ImageContent { model.content }
    /// The colour ``withTintColor(_:)`` gave the image; nil otherwise.
    var imageTintColor: UIColor? { model.tintColor }
    /// The configuration the image was made with (symbols always have one).
    var imageConfiguration: UIImage.Configuration? { model.configuration }
    /// Whether the image is drawn mirrored in right-to-left layouts.
    var flipsForRTL: Bool { model.flipsForRTL }

    /// Creates an empty image: size zero, scale 1.
    public override init() {
        super.init()
    }

    /// An image from PNG or JPEG `data`, at scale 1; nil for other data (or a corrupt or
    /// oversized header, see `ImageDataHeader`). The size comes from the header; the bytes are
    /// kept and the renderer decodes them (PNG; a JPEG is sized but the Cairo renderer does not
    /// draw it, having no JPEG decoder).
    public init?(data: Data) {
        guard let model = ImageModel(data: data, scale: 1) else { return nil }
        self.model = model
        super.init()
    }

    /// An image from PNG or JPEG `data` whose pixels are `scale` per point (its size is the pixel
    /// size divided by `scale`; a non-finite or non-positive scale is 1).
    public init?(data: Data, scale: CGFloat) {
        guard let model = ImageModel(data: data, scale: scale) else { return nil }
        self.model = model
        super.init()
    }

    /// An image from the file at `path`; a name ending in `@2x` or `@3x` (before the extension)
    /// gives that scale, as UIKit's. Nil when the file cannot be read or is not PNG or JPEG.
    public init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path),
            let model = ImageModel(data: data, scale: ImageFileLookup.scale(ofFileNamed: path))
        else { return nil }
        self.model = model
        super.init()
    }

    /// Creates an image of `size` points at `scale`, drawn in `mode`: the path for the kinds of
    /// image in `Images/`.
    convenience init(
        size: CGSize, scale: CGFloat, renderingMode: RenderingMode, content: ImageContent = .none,
        tintColor: UIColor? = nil, configuration: UIImage.Configuration? = nil, flipsForRTL: Bool = false
    ) {
        self.init()
        model = ImageModel(
            pointSize: size, pixelScale: scale.isFinite && scale > 0 ? scale : 1, mode: renderingMode,
            content: content, tintColor: tintColor, configuration: configuration, flipsForRTL: flipsForRTL)
    }

    /// A copy of this image with some of its model replaced (every `with…` method goes here, so
    /// content is never lost).
    func copy(
        size: CGSize? = nil, renderingMode: RenderingMode? = nil, tintColor: UIColor?? = nil,
        configuration: UIImage.Configuration?? = nil, flipsForRTL: Bool? = nil, resizing: ImageResizing?? = nil
    ) -> UIImage {
        let image = UIImage(
            size: size ?? pointSize, scale: pixelScale, renderingMode: renderingMode ?? mode,
            content: content, tintColor: tintColor ?? imageTintColor,
            configuration: configuration ?? imageConfiguration, flipsForRTL: flipsForRTL ?? self.flipsForRTL)
        image.model.resizing = resizing ?? model.resizing
        return image
    }

    /// The cap insets and resizing mode, for a resizable image (spec 20.67).
    var resizing: ImageResizing? { model.resizing }

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
