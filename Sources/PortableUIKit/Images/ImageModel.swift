#if !canImport(UIKit)
import Foundation

/// What a `UIImage` is: its size in points, pixels per point, rendering mode, content, tint
/// colour, configuration and mirroring. The empty image's model is the default.
struct ImageModel {
    var pointSize: CGSize = .zero
    var pixelScale: CGFloat = 1
    var mode: UIImage.RenderingMode = .automatic
    var content: ImageContent = .none
    var tintColor: UIColor?
    var configuration: UIImage.Configuration?
    var flipsForRTL = false
    /// The resizable-image insets and mode (spec 20.67); nil for an image that is not resizable.
    var resizing: ImageResizing?

    init() {}

    init(
        pointSize: CGSize, pixelScale: CGFloat, mode: UIImage.RenderingMode, content: ImageContent,
        tintColor: UIColor?, configuration: UIImage.Configuration?, flipsForRTL: Bool
    ) {
        self.pointSize = pointSize
        self.pixelScale = pixelScale
        self.mode = mode
        self.content = content
        self.tintColor = tintColor
        self.configuration = configuration
        self.flipsForRTL = flipsForRTL
    }

    /// The model of PNG or JPEG `data` whose pixels are `scale` per point (a non-finite or
    /// non-positive scale is 1); nil for other data.
    init?(data: Data, scale: CGFloat) {
        guard let header = ImageDataHeader(data) else { return nil }
        let s = scale.isFinite && scale > 0 ? scale : 1
        self.init(
            pointSize: CGSize(width: CGFloat(header.pixelWidth) / s, height: CGFloat(header.pixelHeight) / s),
            pixelScale: s, mode: .automatic, content: .bitmap(data, header.format), tintColor: nil,
            configuration: nil, flipsForRTL: false)
    }
}
#endif
