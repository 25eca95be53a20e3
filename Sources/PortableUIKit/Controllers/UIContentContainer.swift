#if !canImport(UIKit)
import Foundation

/// Methods for adapting content to size changes (UIKit's `UIContentContainer`).
@preconcurrency @MainActor
public protocol UIContentContainer: AnyObject {
    /// The preferred size of the container's content.
    var preferredContentSize: CGSize { get }
    /// A child's preferred content size changed.
    func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer)
    /// A child's fitting size changed.
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer)
    /// The size for a child's content.
    func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize)
        -> CGSize
    /// The container's view is about to change to `size` (spec 14.1); animate alongside with
    /// `coordinator`.
    func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator)
    /// The container's traits are about to change to `newCollection` (spec 14.5); animate
    /// alongside with `coordinator`.
    func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator)
}
#endif
