#if !canImport(UIKit)
import Foundation

/// Resizable images (spec 20.67): an image with cap insets draws its corners unscaled, its edges
/// resized along their length and its centre resized both ways, tiled or stretched.
extension UIImage {
    /// How the resizable interior of an image is resized (UIKit's `UIImage.ResizingMode`).
    public enum ResizingMode: Int, Sendable {
        /// The interior is tiled at its own size.
        case tile = 0
        /// The interior is stretched.
        case stretch = 1
    }

    /// A resizable copy of the image with `capInsets` as its fixed edges; the interior is tiled.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// A resizable copy of the image with `capInsets` as its fixed edges and the interior
    /// resized by `resizingMode`.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: UIImage.ResizingMode) -> UIImage {
        copy(resizing: .some(ImageResizing(capInsets: capInsets, mode: resizingMode)))
    }

    /// The cap insets; zero for an image that is not resizable.
    public var capInsets: UIEdgeInsets { resizing?.capInsets ?? .zero }

    /// The resizing mode; `.tile` for an image that is not resizable.
    public var resizingMode: UIImage.ResizingMode { resizing?.mode ?? .tile }

    /// Whether the image was made by `resizableImage(withCapInsets:…)`, for renderers.
    @_spi(Rendering) public var isResizable: Bool { resizing != nil }

    /// The parts a renderer draws to show the image in `rect` (the image resized to fill it):
    /// one part, the whole image, for an image that is not resizable; else the nine parts of
    /// ``ImageSlicing`` (spec 20.67).
    @_spi(Rendering) public func renderingSlices(in rect: CGRect) -> [ImageSlice] {
        guard let resizing else { return [ImageSlice(source: CGRect(origin: .zero, size: size), destination: rect)] }
        return ImageSlicing.slices(imageSize: size, resizing: resizing, in: rect)
    }
}

/// A resizable image's cap insets and mode.
struct ImageResizing: Equatable, Sendable {
    var capInsets: UIEdgeInsets
    var mode: UIImage.ResizingMode
}
#endif
