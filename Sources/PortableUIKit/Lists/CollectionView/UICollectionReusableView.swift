#if !canImport(UIKit)
import Foundation

/// A view a collection view reuses: the base of cells and supplementary views (UIKit's
/// `UICollectionReusableView`).
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    var storedReuseIdentifier: String?

    public override init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The identifier the view was dequeued with.
    open var reuseIdentifier: String? { storedReuseIdentifier }

    /// Called just before the view is handed out again by a dequeue method.
    open func prepareForReuse() {}

    /// Applies the layout's attributes (the collection view has already set frame, alpha,
    /// transform, z-order and hidden state).
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view wants, given the layout's (default: the layout's, unchanged).
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes { layoutAttributes }

    /// Puts `attributes` on the view, then lets the view see them through `apply(_:)`.
    func applyLayoutAttributes(_ attributes: UICollectionViewLayoutAttributes) {
        bounds.size = attributes.size
        center = attributes.center
        if alpha != attributes.alpha { alpha = attributes.alpha }
        if transform != attributes.transform { transform = attributes.transform }
        if isHidden != attributes.isHidden { isHidden = attributes.isHidden }
        layer.zPosition = CGFloat(attributes.zIndex)
        apply(attributes)
    }
}
#endif
