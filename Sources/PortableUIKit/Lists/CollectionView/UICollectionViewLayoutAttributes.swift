#if !canImport(UIKit)
import Foundation

/// Whether a set of layout attributes describes a cell, a supplementary view or a decoration view
/// (UIKit's `UICollectionView.ElementCategory`).
extension UICollectionView {
    public enum ElementCategory: UInt, Sendable {
        case cell = 0
        case supplementaryView = 1
        case decorationView = 2
    }
}

/// Where and how one element of a collection view is shown (UIKit's
/// `UICollectionViewLayoutAttributes`). A layout creates them; the collection view applies them to
/// its cells and supplementary views. Copies are independent (`NSCopying`, as in UIKit): layouts
/// that adjust attributes they cache must copy them first.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
    /// The element's frame in the collection view's content coordinates.
    open var frame: CGRect {
        get {
            CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
        }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }
    /// The element's centre in content coordinates.
    open var center: CGPoint = .zero
    /// The element's size.
    open var size: CGSize = .zero
    /// The element's bounds: origin zero, the size.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }
    /// The element's opacity (default 1).
    open var alpha: CGFloat = 1
    /// The element's affine transform (default identity).
    open var transform: CGAffineTransform = .identity
    /// The element's 3D transform (default identity).
    open var transform3D: CATransform3D = CATransform3DIdentity
    /// The element's position on the axis toward the viewer (default 0).
    open var zIndex: Int = 0
    /// Whether the element is hidden (default `false`).
    open var isHidden = false
    /// The element's index path.
    open var indexPath = IndexPath()
    /// Cell, supplementary view or decoration view.
    open private(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    /// The supplementary or decoration kind; `nil` for cells.
    open private(set) var representedElementKind: String?

    /// Attributes for nothing yet (a cell at an empty index path).
    public required override init() { super.init() }

    /// Attributes for the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes for a supplementary view of `elementKind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes for a decoration view of `decorationViewKind` at `indexPath`.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    func setSupplementary(kind: String, indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = kind
    }

    /// An independent copy of the same class with the same values.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.center = center
        copy.size = size
        copy.alpha = alpha
        copy.transform = transform
        copy.transform3D = transform3D
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        return copy
    }

    /// Attributes are equal when every value is (UIKit's `isEqual:`, used to skip re-applying).
    /// `NSObject` declares it nonisolated: off the main actor (never in practice) attributes are
    /// equal only to themselves.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        if other === self { return true }
        guard MainQueue.isCurrent else { return false }
        return MainActor.assumeIsolated {
            other.center == center && other.size == size && other.alpha == alpha
                && other.transform == transform && other.zIndex == zIndex && other.isHidden == isHidden
                && other.indexPath == indexPath && other.representedElementCategory == representedElementCategory
                && other.representedElementKind == representedElementKind
        }
    }

    /// Consistent with `isEqual(_:)`: equal attributes hash alike.
    open override var hash: Int {
        guard MainQueue.isCurrent else { return ObjectIdentifier(self).hashValue }
        return MainActor.assumeIsolated { indexPath.hashValue ^ (representedElementKind?.hashValue ?? 0) }
    }
}
#endif
