#if !canImport(UIKit)
import Foundation

/// The abstract superclass of the items bars show (UIKit's `UIBarItem`): a title, an image, a
/// tag and whether the item is enabled. ``UIBarButtonItem`` and ``UITabBarItem`` inherit it; the
/// bar that shows an item draws it and is told when these properties change.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// Called when a property that changes the item's look changes; the bar showing the item sets
    /// it to lay the item out again.
    var appearanceDidChange: (() -> Void)?

    /// Creates an item with no title or image, enabled, tag 0.
    public override init() { super.init() }

    /// Creates an item from an archive; PortableUIKit has no archives, so this is an empty item.
    public required init?(coder: NSCoder) { super.init() }

    /// The title the bar shows for the item; nil by default.
    open var title: String? { didSet { appearanceDidChange?() } }
    /// The image the bar shows for the item; nil by default.
    open var image: UIImage? { didSet { appearanceDidChange?() } }
    /// The image for landscape orientation on the iPhone idiom; nil (use ``image``).
    open var landscapeImagePhone: UIImage? { didSet { appearanceDidChange?() } }
    /// The image assistive large-content views show; nil (use ``image``).
    open var largeContentSizeImage: UIImage?
    /// Insets added to the image's frame on each edge; zero by default.
    open var imageInsets: UIEdgeInsets = .zero { didSet { appearanceDidChange?() } }
    /// Insets for ``landscapeImagePhone``; zero by default.
    open var landscapeImagePhoneInsets: UIEdgeInsets = .zero
    /// Insets for ``largeContentSizeImage``; zero by default.
    open var largeContentSizeImageInsets: UIEdgeInsets = .zero
    /// Whether the item responds to taps; `true` by default. A disabled item is drawn dimmed.
    open var isEnabled: Bool = true { didSet { appearanceDidChange?() } }
    /// An integer the app chooses to identify the item; 0 by default.
    open var tag: Int = 0
}
#endif
