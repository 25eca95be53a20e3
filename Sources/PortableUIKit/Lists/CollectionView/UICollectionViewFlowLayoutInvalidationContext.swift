#if !canImport(UIKit)
import Foundation

/// A flow layout's invalidation context (UIKit's `UICollectionViewFlowLayoutInvalidationContext`).
@preconcurrency @MainActor
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Whether the flow layout asks its delegate for sizes and spacings again (default `true`).
    open var invalidateFlowLayoutDelegateMetrics = true

    /// Whether the flow layout computes its geometry again (default `true`); `false` keeps every
    /// frame, as for a subclass that invalidates only its own additions.
    open var invalidateFlowLayoutAttributes = true

    public required init() { super.init() }
}
#endif
