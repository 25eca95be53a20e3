#if !canImport(UIKit)
import Foundation

/// A bar of items at the bottom of the screen for choosing between modes (UIKit's `UITabBar`).
///
/// Each item is drawn by an item view that is also its hit target (see `TabBarItemView`): a tap
/// selects the item and tells the ``delegate`` (`tabBar(_:didSelect:)`), even when the item was
/// selected already; setting ``selectedItem`` in code tells nobody. The bar has a background
/// (``barTintColor``, or the system's bar colour; 94 % opaque while ``isTranslucent``) and a
/// hairline top border.
///
/// **Size.** ``sizeThatFits(_:)`` answers the proposed width and 49 pt plus the bar's bottom
/// safe-area inset (83 pt above a 34 pt home indicator, spec 15.6); items sit in the top 49 pt.
///
/// **Managed bars.** A ``UITabBarController`` makes its bar's items from its controllers'
/// `tabBarItem`s; changing that bar's items or selection directly is refused with
/// ``PortableUIKitDiagnostic/Rule/managedTabBarModified`` (UIKit raises), spec 15.1.
///
/// Not here: `UITabBarAppearance` (`standardAppearance`, `scrollEdgeAppearance`), `barStyle`,
/// background/shadow/selection-indicator images, and the customization sheet
/// (`beginCustomizingItems(_:)`); see docs/guides/uikit-containers.md.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// How items share the bar's width (UIKit's `UITabBar.ItemPositioning`).
    public enum ItemPositioning: Int, Sendable {
        /// The idiom decides: `.fill` on the iPhone idiom, which PortableUIKit is.
        case automatic = 0
        /// Items share the whole width equally.
        case fill = 1
        /// Items of ``UITabBar/itemWidth`` are centred, ``UITabBar/itemSpacing`` apart.
        case centered = 2
    }

    var _items: [UITabBarItem] = []
    weak var _selectedItem: UITabBarItem?
    weak var _delegate: UITabBarDelegate?
    var itemViews: [TabBarItemView] = []
    let topBorder = UIView()
    /// The tab bar controller that manages the bar, if any (set by it).
    weak var managingTabBarController: UITabBarController?

    /// Creates an empty bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureTabBar()
    }

    /// Creates a bar from an archive; PortableUIKit has no archives, so this is an empty bar.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureTabBar()
    }

    // MARK: Items

    /// The bar's delegate, told when the user selects an item. A managed bar's delegate is its
    /// tab bar controller; changing it is refused.
    open var delegate: UITabBarDelegate? {
        get { _delegate }
        set {
            guard refuseIfManaged("delegate") else { return }
            _delegate = newValue
        }
    }

    /// The items, leading first; nil when none. Setting it is `setItems(_:animated: false)`.
    open var items: [UITabBarItem]? {
        get { _items.isEmpty ? nil : _items }
        set { setItems(newValue, animated: false) }
    }

    /// Replaces the items. The selected item stays selected if it is among the new ones, else
    /// nothing is selected. `animated` is accepted; PortableUIKit shows the new items at once.
    /// Refused on a bar a tab bar controller manages.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        guard refuseIfManaged("setItems(_:animated:)") else { return }
        replaceItems(items ?? [])
    }

    /// The selected item, or nil. Setting an item that is not on the bar is ignored; setting it
    /// tells no delegate. Refused on a bar a tab bar controller manages.
    open var selectedItem: UITabBarItem? {
        get { _selectedItem }
        set {
            guard refuseIfManaged("selectedItem") else { return }
            select(newValue)
        }
    }

    // MARK: Appearance

    /// The colour of unselected items' images and titles; nil (the system grey).
    open var unselectedItemTintColor: UIColor? { didSet { refreshItemViews() } }

    /// The bar's background colour; nil (the system's bar background).
    open var barTintColor: UIColor? { didSet { refreshBackground() } }

    /// Whether the bar's background is translucent; `true` by default. A tab bar controller lays
    /// its content under a translucent bar and above an opaque one.
    open var isTranslucent: Bool = true {
        didSet {
            refreshBackground()
            managingTabBarController?.tabBarGeometryDidChange()
        }
    }

    /// How the items share the width; `.automatic` by default.
    open var itemPositioning: ItemPositioning = .automatic { didSet { setNeedsLayout() } }

    /// The space between `.centered` items; 0 (the system's spacing).
    open var itemSpacing: CGFloat = 0 { didSet { setNeedsLayout() } }

    /// The width of `.centered` items; 0 (the system's width).
    open var itemWidth: CGFloat = 0 { didSet { setNeedsLayout() } }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        refreshItemViews()
    }

    // MARK: Size and layout

    /// The proposed width, and 49 pt plus the bar's bottom safe-area inset.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: TabBarItemLayout.rowHeight + safeAreaInsets.bottom)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        topBorder.frame = CGRect(x: 0, y: 0, width: bounds.width, height: Self.hairline)
        let frames = TabBarItemLayout.itemFrames(
            count: itemViews.count, width: bounds.width, positioning: itemPositioning,
            itemWidth: itemWidth, itemSpacing: itemSpacing,
            rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
        for (view, frame) in zip(itemViews, frames) { view.frame = frame }
    }

    /// The top border's thickness: one pixel at 2x.
    static let hairline: CGFloat = 0.5
    /// The background's opacity while translucent [UNC: UIKit blurs instead].
    static let translucentAlpha: CGFloat = 0.94
}
#endif
