#if !canImport(UIKit)
import Foundation

/// The drawing attributes of a graphics renderer's contexts (UIKit's `UIGraphicsRendererFormat`).
open class UIGraphicsRendererFormat: NSObject, NSCopying {
    /// The bounds of the renderer's contexts (set by the renderer it configures).
    public internal(set) var bounds: CGRect = .zero

    public required override init() { super.init() }

    /// A format suited to the current device.
    open class func `default`() -> Self { Self() }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = Self()
        copy.bounds = bounds
        return copy
    }
}

/// The drawing attributes of an image renderer (UIKit's `UIGraphicsImageRendererFormat`): the
/// scale (pixels per point) and whether the image is opaque.
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    /// The colour range of the renderer's images.
    public enum Range: Int, Sendable {
        case unspecified = -1
        case automatic = 0
        case extended = 1
        case standard = 2
    }

    /// Pixels per point of the rendered image; the main screen's scale by default.
    open var scale: CGFloat = UIScreen.mainScale
    /// Whether the image has no alpha channel (false by default).
    open var opaque = false
    /// The preferred colour range (`.automatic` by default). PortableUIKit draws in sRGB.
    open var preferredRange: Range = .automatic

    public required init() { super.init() }

    /// A format for drawing on a device with `traitCollection`: its display scale (the main
    /// screen's when the traits leave it unspecified).
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        let scale = traitCollection.displayScale
        if scale.isFinite, scale > 0 { self.scale = scale }
    }

    /// The format best suited to the device's main screen.
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = Self()
        copy.bounds = bounds
        copy.scale = scale
        copy.opaque = opaque
        copy.preferredRange = preferredRange
        return copy
    }
}
#endif
