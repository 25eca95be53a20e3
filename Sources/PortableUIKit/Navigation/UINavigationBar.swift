#if !canImport(UIKit)
import Foundation

/// The bar at the top of a navigation interface (UIKit's `UINavigationBar`), reduced to what
/// PortableUIKit's navigation controller needs: a 44 pt bar with a background colour that shows
/// the top item's title, centred, in a label. No back button, bar button items, prompt or large
/// titles. The navigation controller sets its items and its frame.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The bar's height without large titles, in points.
    static let defaultHeight: CGFloat = 44

    /// The label that shows the top item's title.
    let titleLabel = UILabel()
    private var _items: [UINavigationItem] = []

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
        backgroundColor = .systemGray6
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
    }

    /// The items on the bar's stack, bottom first: the navigation items of the navigation
    /// controller's stack. Read-only here; the navigation controller sets them.
    open var items: [UINavigationItem]? { _items }

    /// The item at the top of the bar's stack, whose title the bar shows.
    open var topItem: UINavigationItem? { _items.last }

    /// The item just below the top item.
    open var backItem: UINavigationItem? { _items.count > 1 ? _items[_items.count - 2] : nil }

    /// Centres the title label in the bar, 16 pt from each side.
    open override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = bounds.insetBy(dx: min(16, bounds.width / 2), dy: 0)
    }

    /// The natural size: the proposed width and 44 pt.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.defaultHeight)
    }

    /// Replaces the items (the navigation controller calls this when its shown stack changes).
    func setDisplayedItems(_ items: [UINavigationItem]) {
        if let old = _items.last, old.displayingBar === self { old.displayingBar = nil }
        _items = items
        items.last?.displayingBar = self
        titleLabel.text = items.last?.title
    }

    func topItemTitleDidChange(_ item: UINavigationItem) {
        guard item === _items.last else { return }
        titleLabel.text = item.title
    }
}
#endif
