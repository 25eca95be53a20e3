#if !canImport(UIKit)
import Foundation

/// How a layer's `contents` are positioned or scaled in its bounds (QuartzCore's
/// `CALayerContentsGravity`, the values of ``CALayer/contentsGravity``), with Core Animation's
/// string values.
///
/// The vertical names follow Core Animation's y-up axis (Apple: "the naming of contents gravity
/// constants is based on the direction of the vertical axis"; when `contentsAreFlipped()` is
/// true, top aligns to the bottom). On iOS a layer's y axis points down the screen and its
/// contents are not flipped, so `.top` aligns to the layer's maxY edge, the bottom of the
/// screen, and `.bottom` to the top; UIKit's `contentMode` `.top` sets `.bottom` to show at the
/// top. UNC (the docs give the rule, not an iOS example): re-implementation as stated here;
/// check on a device.
public struct CALayerContentsGravity: Hashable, Equatable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Centred horizontally at the top edge (Core Animation's y-up top: maxY).
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// Centred horizontally at the bottom edge (Core Animation's y-up bottom: minY).
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// Centred vertically at the left edge.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// Centred vertically at the right edge.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// In the top-left corner (maxY, minX).
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// In the top-right corner (maxY, maxX).
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// In the bottom-left corner (minY, minX).
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// In the bottom-right corner (minY, maxX).
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Centred, unscaled.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// Resized to fill the bounds (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Resized to fit the bounds keeping its aspect ratio, centred on the other axis.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Resized to fill the bounds keeping its aspect ratio, centred on the axis it exceeds.
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

extension CALayerContentsGravity {
    /// The pairs (UIKit content mode, the gravity UIKit sets for it); the vertical names swap
    /// because UIKit's top is Core Animation's bottom on iOS (see the type's comment).
    private static let byContentMode: [(UIView.ContentMode, CALayerContentsGravity)] = [
        (.scaleToFill, .resize), (.scaleAspectFit, .resizeAspect), (.scaleAspectFill, .resizeAspectFill),
        (.center, .center), (.top, .bottom), (.bottom, .top), (.left, .left), (.right, .right),
        (.topLeft, .bottomLeft), (.topRight, .bottomRight), (.bottomLeft, .topLeft), (.bottomRight, .topRight),
    ]

    /// The gravity a view's `contentMode` gives its layer (`.redraw` stretches: `.resize`).
    init(contentMode: UIView.ContentMode) {
        self = Self.byContentMode.first { $0.0 == contentMode }?.1 ?? .resize
    }

    /// Where the gravity puts contents on screen, as the content mode that places them there;
    /// an unknown gravity string resizes (UNC: Core Animation does not document it).
    var screenPlacement: UIView.ContentMode {
        Self.byContentMode.first { $0.1 == self }?.0 ?? .scaleToFill
    }
}

extension ImageContentLayout {
    /// The rectangle, in `bounds` coordinates, a layer's contents of `contentsSize` fill under
    /// `gravity` (y down: see ``CALayerContentsGravity`` for the vertical names).
    @_spi(Rendering) public static func rect(contentsSize: CGSize, in bounds: CGRect, gravity: CALayerContentsGravity)
        -> CGRect
    {
        rect(imageSize: contentsSize, in: bounds, contentMode: gravity.screenPlacement)
    }
}
#endif
