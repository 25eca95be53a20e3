#if !canImport(UIKit)
import Foundation

/// What the flow layout engine needs to know about one section: its metrics in the layout's own
/// axis-neutral terms are derived from these UIKit-shaped values by ``FlowLayoutGeometry``.
struct FlowLayoutSectionInput {
    /// The number of items.
    var itemCount: Int
    /// Every item's size when they share one (no per-item storage).
    var uniformItemSize: CGSize
    /// Per-item sizes when the delegate gives them; `nil` when all are `uniformItemSize`.
    var itemSizes: [CGSize]?
    var inset: UIEdgeInsets = .zero
    var lineSpacing: CGFloat = 10
    var interitemSpacing: CGFloat = 10
    var headerSize: CGSize = .zero
    var footerSize: CGSize = .zero

    func size(ofItem item: Int) -> CGSize {
        guard let itemSizes, item >= 0, item < itemSizes.count else { return uniformItemSize }
        return itemSizes[item]
    }
}
#endif
