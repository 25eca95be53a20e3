#if !canImport(UIKit)
import Foundation

/// The items a navigation bar displays for one view controller (UIKit's `UINavigationItem`):
/// its title or title view, its left and right bar button items, and how the back button that
/// leads back to it is titled. The bar showing the item lays itself out again when any of these
/// change. Not provided: `prompt`, search, item groups, the title menu, appearances,
/// `backAction` and `style`.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// The bar showing this item (as its top item or the item below it), told when it changes.
    weak var displayingBar: UINavigationBar?

    /// Creates an item with a title.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// Creates an item from an archive; PortableUIKit has no archives, so the title is nil.
    public required init?(coder: NSCoder) {
        self.title = nil
        super.init()
    }

    private func changed() { displayingBar?.navigationItemDidChange(self) }

    /// The title shown in the middle of the navigation bar while this item is the top item, and
    /// (unless ``backButtonTitle`` or ``backBarButtonItem`` says otherwise) on the back button
    /// while it is the item below.
    open var title: String? { didSet { changed() } }

    /// A view shown in the middle of the bar instead of the title while this is the top item;
    /// nil by default.
    open var titleView: UIView? { didSet { changed() } }

    /// How the title shows on a bar that ``UINavigationBar/prefersLargeTitles``: `.automatic`
    /// (the item below decides; large for the root) by default. See `NavigationLargeTitleLayout`.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { changed() } }

    /// The items on the left (leading) side, from the edge inward; nil by default.
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }

    /// The items on the right (trailing) side, from the edge inward; nil by default.
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }

    /// The first of ``leftBarButtonItems``; setting it replaces them all with this one (nil: none).
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first of ``rightBarButtonItems``; setting it replaces them all with this one (nil: none).
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets ``leftBarButtonItems`` (the change is not animated: PortableUIKit swaps items at once).
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets ``leftBarButtonItem`` (not animated, see ``setLeftBarButtonItems(_:animated:)``).
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets ``rightBarButtonItems`` (not animated, see ``setLeftBarButtonItems(_:animated:)``).
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// Sets ``rightBarButtonItem`` (not animated, see ``setLeftBarButtonItems(_:animated:)``).
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }

    /// The item whose title the back button shows while this item is just below the top item;
    /// nil by default. When set, its title wins over ``backButtonTitle`` and ``title`` and
    /// ``backButtonDisplayMode`` is ignored; its image and action are not used (the back button
    /// keeps its chevron and pops).
    open var backBarButtonItem: UIBarButtonItem? { didSet { changed() } }

    /// The back button's title while this item is just below the top item; nil (use ``title``).
    open var backButtonTitle: String? { didSet { changed() } }

    /// How the back button leading back to this item is titled; `.default`.
    open var backButtonDisplayMode: BackButtonDisplayMode = .default { didSet { changed() } }

    /// Whether the bar hides the back button while this is the top item; `false` by default.
    open var hidesBackButton = false { didSet { changed() } }

    /// Sets ``hidesBackButton`` (not animated).
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }

    /// Whether ``leftBarButtonItems`` appear after the back button instead of replacing it;
    /// `false` by default.
    open var leftItemsSupplementBackButton = false { didSet { changed() } }

    /// How the title shows on a bar that prefers large titles (UIKit's
    /// `UINavigationItem.LargeTitleDisplayMode`).
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// Inherit the display mode from the previous navigation item (the default); the root
        /// item shows a large title.
        case automatic = 0
        /// Always display a large title.
        case always = 1
        /// Never display a large title.
        case never = 2
        /// The title stays in the inline bar (iOS 17; undocumented, so PortableUIKit shows the
        /// inline title without a large region, UNC).
        case inline = 3
    }

    /// How the back button is titled (UIKit's `UINavigationItem.BackButtonDisplayMode`).
    public enum BackButtonDisplayMode: Int, Sendable {
        /// The back item's title (or ``UINavigationItem/backButtonTitle``), "Back" when it does
        /// not fit, no title when neither fits.
        case `default` = 0
        /// "Back", no title when it does not fit.
        case generic = 1
        /// The chevron alone.
        case minimal = 2
    }
}
#endif
