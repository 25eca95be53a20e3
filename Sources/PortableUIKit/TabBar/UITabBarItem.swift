#if !canImport(UIKit)
import Foundation

/// An item in a tab bar (UIKit's `UITabBarItem`): a title and an image (``UIBarItem``), an image
/// for the selected state, and a badge.
///
/// The bar showing the item draws its image as a template (tinted with the bar's tint when
/// selected, its unselected tint otherwise) unless the image is `.alwaysOriginal`, the title below
/// it in the system font of 10 pt, medium, and the badge as a capsule of ``badgeColor`` (red by
/// default) at the image's top trailing corner. Changing any of these redraws the bar.
///
/// Not here: `standardAppearance`/`scrollEdgeAppearance` (`UITabBarAppearance`, a whole appearance
/// system of its own) and `setBadgeTextAttributes(_:for:)` (PortableUIKit has no attributed-string
/// keys yet; the badge text is white, 13 pt).
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// The system item the item was made from, if any (its title and image are the system's).
    var systemItem: SystemItem?

    /// Creates an item with no title or image, tag 0.
    public override init() { super.init() }

    /// Creates an item from an archive; PortableUIKit has no archives, so this is an empty item.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Creates an item that shows `title` and `image`, identified by `tag`.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// Creates an item that shows `image`, or `selectedImage` while it is selected, and `title`.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// Creates one of the system's items, with its system title and symbol image, identified by
    /// `tag`.
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.systemItem = systemItem
        self.title = systemItem.systemTitle
        self.image = systemItem.systemImage
        self.tag = tag
    }

    /// The image shown while the item is selected; nil (use ``UIBarItem/image``). Like the image
    /// it is drawn as a template unless it is `.alwaysOriginal`.
    open var selectedImage: UIImage? { didSet { appearanceDidChange?() } }

    /// The text of the item's badge; nil shows no badge, an empty string a small dot.
    open var badgeValue: String? { didSet { appearanceDidChange?() } }

    /// The badge's background colour; nil (the system red).
    open var badgeColor: UIColor? { didSet { appearanceDidChange?() } }

    /// How far the title moves from its standard place; zero by default.
    open var titlePositionAdjustment: UIOffset = .zero { didSet { appearanceDidChange?() } }

    /// The image the bar draws for the item, selected or not.
    func displayedImage(selected: Bool) -> UIImage? {
        selected ? (selectedImage ?? image) : image
    }
}
#endif
