#if !canImport(UIKit)
import Foundation

/// The bar at the top of a navigation interface (UIKit's `UINavigationBar`): a 44 pt bar that
/// shows its top item's title (or title view) and bar button items, and a back button leading to
/// the item below (layout and back-title rules in `NavigationBarLayout` and
/// `UINavigationBar+Content.swift`). A navigation controller manages its own bar: it sets the
/// items as its stack changes and is the bar's delegate; setting a managed bar's items or
/// delegate directly is refused (UIKit raises). A bar of your own manages its items with
/// ``pushItem(_:animated:)``, ``popItem(animated:)`` and ``setItems(_:animated:)``.
/// Item changes are not animated (no crossfade); prompt, appearances and
/// `barTintColor`/`barStyle` are not provided.
///
/// **Large titles** (``prefersLargeTitles``, ``UINavigationItem/largeTitleDisplayMode``): a top
/// item that shows one adds a region below the 44 pt row, 52 pt at rest, with the title in 34 pt
/// bold at the leading margin; the row's own title shows once the region has collapsed. In a
/// navigation controller the region follows the top controller's scroll view (see
/// `UINavigationController+LargeTitle.swift`); a bar of your own keeps it at rest.
///
/// **Background:** while the content under a navigation controller's bar is at its top edge
/// (nothing scrolled under the bar, or no scroll view), a translucent bar is transparent, as UIKit's
/// default `scrollEdgeAppearance` (nil: the standard appearance with a transparent background);
/// otherwise it is the system's grouped-background grey, 94 % opaque while ``isTranslucent``.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The bar's height without large titles, in points.
    static let defaultHeight: CGFloat = 44

    /// The label that shows the top item's title.
    let titleLabel = UILabel()
    /// The region below the inline row that shows a large title (clips it as it collapses).
    let largeTitleRegion = UIView()
    /// The label that shows the top item's large title.
    let largeTitleLabel = UILabel()
    /// The large-title region's height; the navigation controller sets it as its content scrolls.
    var largeTitleRegionHeight: CGFloat = NavigationLargeTitleLayout.restingRegionHeight {
        didSet { if largeTitleRegionHeight != oldValue { setNeedsLayout() } }
    }
    /// The bar's background: the bar's bounds, extended up by ``backgroundTopExtension``.
    let barBackground = UIView()
    /// How far the background reaches above the bar: a navigation controller's bar is attached to
    /// the top of its view, so its background fills the status bar's area too.
    var backgroundTopExtension: CGFloat = 0 {
        didSet { if backgroundTopExtension != oldValue { setNeedsLayout() } }
    }
    /// Whether the content under the bar is at its top edge (the bar is then transparent).
    var isAtScrollEdge = false {
        didSet { if isAtScrollEdge != oldValue { refreshBackground() } }
    }
    var _items: [UINavigationItem] = []
    /// The views of the top item's content, rebuilt when it changes.
    var content = NavigationBarContent()
    /// The navigation controller whose bar this is; nil for a bar of your own.
    weak var managingController: UINavigationController?
    private weak var _delegate: UINavigationBarDelegate?

    /// Creates a bar with the system's grouped-background colour and an empty title.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    /// Creates a bar from an archive; PortableUIKit has no archives, so this is an empty bar.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        barBackground.isUserInteractionEnabled = false
        addSubview(barBackground)
        refreshBackground()
        titleLabel.textAlignment = .center
        titleLabel.accessibilityTraits = .header
        addSubview(titleLabel)
        largeTitleRegion.clipsToBounds = true
        largeTitleRegion.isHidden = true
        largeTitleLabel.accessibilityTraits = .header
        largeTitleRegion.addSubview(largeTitleLabel)
        addSubview(largeTitleRegion)
        applyTitleAttributes()
    }

    // MARK: Titles

    /// Whether the bar shows the title in a large format when its top item asks for it (see
    /// ``UINavigationItem/largeTitleDisplayMode``); `false` by default.
    open var prefersLargeTitles = false {
        didSet {
            guard prefersLargeTitles != oldValue else { return }
            largeTitleDisplayDidChange()
        }
    }

    /// The inline title's font (`.font`) and colour (`.foregroundColor`); nil: 17 pt semibold,
    /// the label colour. Other attributes are ignored.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { applyTitleAttributes() }
    }

    /// The large title's font (`.font`) and colour (`.foregroundColor`); nil: 34 pt bold, the
    /// label colour. Other attributes are ignored.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { applyTitleAttributes() }
    }

    /// Whether the bar's background lets the content show through (`true` by default). A
    /// navigation controller extends its content under a translucent bar and stops it at an
    /// opaque one (unless the controller's `extendedLayoutIncludesOpaqueBars`).
    open var isTranslucent = true {
        didSet {
            guard isTranslucent != oldValue else { return }
            refreshBackground()
            managingController?._view?.setNeedsLayout()
        }
    }

    /// Whether the top item shows a large title now: ``prefersLargeTitles``, the items' modes, and
    /// a regular height (an iPhone in landscape shows the inline title, observed, UNC).
    var displaysLargeTitle: Bool {
        guard !_items.isEmpty, traitCollection.verticalSizeClass != .compact else { return false }
        return NavigationLargeTitleLayout.displaysLargeTitle(
            prefersLargeTitles: prefersLargeTitles, modes: _items.map(\.largeTitleDisplayMode))
    }

    /// The bar's height now: 44 pt, plus the large-title region while one shows.
    var currentHeight: CGFloat {
        Self.defaultHeight + (displaysLargeTitle ? largeTitleRegionHeight : 0)
    }

    /// The large titles were turned on or off, or the top item's mode changed.
    func largeTitleDisplayDidChange() {
        reloadContent()
        managingController?._view?.setNeedsLayout()
    }

    private func applyTitleAttributes() {
        reportUnusableAttributes(titleTextAttributes, of: "titleTextAttributes")
        reportUnusableAttributes(largeTitleTextAttributes, of: "largeTitleTextAttributes")
        titleLabel.font = titleTextAttributes?[.font] as? UIFont ?? .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textColor = titleTextAttributes?[.foregroundColor] as? UIColor ?? .label
        largeTitleLabel.font =
            largeTitleTextAttributes?[.font] as? UIFont
            ?? .systemFont(ofSize: NavigationLargeTitleLayout.fontSize, weight: .bold)
        largeTitleLabel.textColor = largeTitleTextAttributes?[.foregroundColor] as? UIColor ?? .label
        setNeedsLayout()
    }

    /// A `.font` that is not a `UIFont` or a `.foregroundColor` that is not a `UIColor` is
    /// reported and ignored (UIKit would fail when it draws the title).
    private func reportUnusableAttributes(_ attributes: [NSAttributedString.Key: Any]?, of property: String) {
        guard let attributes else { return }
        let checks: [(key: NSAttributedString.Key, name: String, expected: String, accepts: (Any) -> Bool)] = [
            (.font, "font", "UIFont", { $0 is UIFont }),
            (.foregroundColor, "foregroundColor", "UIColor", { $0 is UIColor }),
        ]
        for check in checks {
            guard let value = attributes[check.key], !check.accepts(value) else { continue }
            PortableUIKitDiagnostics.report(
                .invalidBarUse,
                "\(property)[.\(check.name)] is a \(type(of: value)), not a \(check.expected); it is ignored",
                fix: "Pass a \(check.expected) for .\(check.name).", spec: "bars")
        }
    }

    func refreshBackground() {
        let base = UIColor.systemGray6
        if isAtScrollEdge, isTranslucent {
            barBackground.backgroundColor = .clear
        } else {
            barBackground.backgroundColor = isTranslucent ? base.withAlphaComponent(Self.translucentAlpha) : base
        }
    }

    /// The standard background's opacity while translucent (UIKit's bars are 94 % opaque).
    static let translucentAlpha: CGFloat = 0.94

    /// Makes `controller` the manager and delegate of this bar.
    func manage(by controller: UINavigationController) {
        managingController = controller
        _delegate = controller
    }

    /// The bar's delegate; the navigation controller for its own bar. Setting the delegate of a
    /// managed bar is refused.
    open var delegate: UINavigationBarDelegate? {
        get { _delegate }
        set {
            guard refuseIfManaged("set the delegate of") else { return }
            _delegate = newValue
        }
    }

    /// The items on the bar's stack, bottom first. Setting it is ``setItems(_:animated:)``
    /// without animation (refused on a managed bar).
    open var items: [UINavigationItem]? {
        get { _items }
        set { setItems(newValue, animated: false) }
    }

    /// The item at the top of the bar's stack, whose title and items the bar shows.
    open var topItem: UINavigationItem? { _items.last }

    /// The item just below the top item; the back button leads to it.
    open var backItem: UINavigationItem? { _items.count > 1 ? _items[_items.count - 2] : nil }

    /// Replaces the bar's items (refused on a managed bar: change the controller's stack).
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        guard refuseIfManaged("set the items of") else { return }
        setDisplayedItems(items ?? [])
    }

    /// Pushes `item`, if the delegate allows, and tells the delegate (refused on a managed bar).
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        guard refuseIfManaged("push an item on") else { return }
        guard !_items.contains(where: { $0 === item }) else {
            PortableUIKitDiagnostics.report(
                .invalidBarUse, "pushItem(_:animated:) of an item already on the bar",
                fix: "Push a navigation item once; pop it first to show it again.", spec: "bars")
            return
        }
        guard _delegate?.navigationBar(self, shouldPush: item) ?? true else { return }
        setDisplayedItems(_items + [item])
        _delegate?.navigationBar(self, didPush: item)
    }

    /// Pops the top item, if there is one and the delegate allows, tells the delegate and returns
    /// it (refused on a managed bar: pop the controller).
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard refuseIfManaged("pop an item from"), let top = _items.last else { return nil }
        guard _delegate?.navigationBar(self, shouldPop: top) ?? true else { return nil }
        setDisplayedItems(Array(_items.dropLast()))
        _delegate?.navigationBar(self, didPop: top)
        return top
    }

    /// Lays out the back button, items and title (`NavigationBarLayout`).
    open override func layoutSubviews() {
        super.layoutSubviews()
        let reach = max(0, backgroundTopExtension.isFinite ? backgroundTopExtension : 0)
        barBackground.frame = CGRect(x: 0, y: -reach, width: bounds.width, height: bounds.height + reach)
        layOutContent()
    }

    /// The natural size: the proposed width and 44 pt, 96 pt while the top item shows a large
    /// title (the region at rest).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(
            width: size.width,
            height: Self.defaultHeight
                + (displaysLargeTitle ? NavigationLargeTitleLayout.restingRegionHeight : 0))
    }

    /// Whether the call may go on: false, with a diagnostic, on a bar a navigation controller manages.
    private func refuseIfManaged(_ what: String) -> Bool {
        guard let controller = managingController else { return true }
        PortableUIKitDiagnostics.report(
            .invalidBarUse, "Cannot \(what) a UINavigationBar managed by \(controller)",
            fix: "Change the navigation controller's stack (push/pop/setViewControllers) instead.",
            spec: "5.1")
        return false
    }
}
#endif
