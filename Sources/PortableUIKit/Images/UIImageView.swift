#if !canImport(UIKit)
import Foundation

/// A view that displays an image (UIKit's `UIImageView`). The renderer draws ``image`` (or
/// ``highlightedImage`` while highlighted) in the bounds as ``UIView/contentMode`` says, filled
/// with ``UIView/tintColor`` when the image is a template.
///
/// Image views ignore touches by default (`isUserInteractionEnabled` is `false`), as in UIKit.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// Creates an image view showing `image`, sized to it.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }

    /// Creates an image view showing `image`, and `highlightedImage` while highlighted, sized to
    /// `image`.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }

    /// Creates an empty image view with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Creates an image view from an archive (no nib loading: empty, zero frame).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// The image shown; nil by default.
    open var image: UIImage? {
        didSet {
            if image !== oldValue { invalidateIntrinsicContentSize() }
        }
    }

    /// The image shown while ``isHighlighted``; nil (show ``image``).
    open var highlightedImage: UIImage?

    /// Whether the view shows ``highlightedImage``; `false` by default.
    open var isHighlighted = false

    /// The image the view draws now.
    var displayedImage: UIImage? { isHighlighted ? (highlightedImage ?? image) : image }

    /// The size of the image shown, or ``UIView/noIntrinsicMetric`` in both dimensions without one.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The image's size; zero without an image.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }
}
#endif
