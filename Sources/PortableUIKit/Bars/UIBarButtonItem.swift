#if !canImport(UIKit)
import Foundation

/// A button for a navigation bar or toolbar (UIKit's `UIBarButtonItem`): a title, an image, a
/// system item, a custom view, or a space. Tapping it performs its ``primaryAction`` with the
/// item as the action's sender.
///
/// Linux Swift has no selectors, so `target`, `action` and every initializer that takes them
/// cannot exist; use ``primaryAction``. PortableUIKit has no `UIMenu`, so `menu`-taking
/// initializers are declared without their `menu:` parameter (calls that leave it out, which
/// UIKit defaults to nil, compile against both). Item groups, background images, position
/// adjustments and symbol effects are not provided.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// The system item this was made as; nil for other items. Set by the initializer that made
    /// it, after `init()`: `init()` and `init?(coder:)` are UIKit's designated initializers, the
    /// others are conveniences that call `init()`, so a subclass that overrides both inherits
    /// them (spec 20.60).
    var systemItem: SystemItem?

    /// Creates a plain item with no title, image or action.
    public override init() {
        super.init()
    }

    /// Creates an item from an archive; PortableUIKit has no archives, so this is an empty item.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// An item made as `systemItem` (the spaces): `init()`, then the system item.
    convenience init(kind systemItem: SystemItem?) {
        self.init()
        self.systemItem = systemItem
    }

    /// Creates a plain item with a title, an image and an action (UIKit's
    /// `init(title:image:primaryAction:menu:)`, without `menu:`). The action's title becomes the
    /// item's unless `title` or `image` is given.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.init(kind: nil)
        self.primaryAction = primaryAction
        if title != nil || image != nil {
            self.title = title
            self.image = image
        }
    }

    /// Creates a system item (a title such as "Done", or a symbol) performing `primaryAction`
    /// (UIKit's `init(systemItem:primaryAction:menu:)`, without `menu:`). Its title and image stay
    /// nil: the bar draws the system item's look.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.init(kind: systemItem)
        _primaryAction = primaryAction
        if SystemItemLook(systemItem).isProminent { style = .done }
    }

    /// Creates an item that shows `customView`; the bar lays the view out at its frame's size.
    public convenience init(customView: UIView) {
        self.init(kind: nil)
        self.customView = customView
    }

    /// A fixed-width space (UIKit's `fixedSpace(_:)`; returns `UIBarButtonItem`, not `Self`:
    /// without Objective-C's `[self alloc]`, Swift cannot make `Self` without a required
    /// `init()`).
    open class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(kind: .fixedSpace)
        item.width = width
        return item
    }

    /// A flexible space. A navigation bar lays it out with no width (flexible spaces only share
    /// out a toolbar's free width, and PortableUIKit has no toolbar).
    open class func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(kind: .flexibleSpace) }

    /// The item's style; `.plain` by default (`.done` for the done and save system items).
    open var style: Style = .plain { didSet { appearanceDidChange?() } }

    /// The item's width in points; 0 (the content's width) by default. A non-finite or negative
    /// width is refused (``PortableUIKitDiagnostic/Rule/invalidBarUse``).
    open var width: CGFloat {
        get { _width }
        set {
            guard newValue.isFinite, newValue >= 0 else {
                PortableUIKitDiagnostics.report(
                    .invalidBarUse, "UIBarButtonItem.width set to \(newValue)",
                    fix: "Use a finite width ≥ 0 (0 sizes the item to its content).", spec: "bars")
                return
            }
            _width = newValue
            appearanceDidChange?()
        }
    }
    private var _width: CGFloat = 0

    /// Titles the item may show; its width fits the widest. Nil by default.
    open var possibleTitles: Set<String>? { didSet { appearanceDidChange?() } }

    /// A view shown instead of the title and image; nil by default.
    open var customView: UIView? { didSet { appearanceDidChange?() } }

    private var _primaryAction: UIAction?
    /// The action a tap performs (with the item as ``UIAction/sender``); nil by default. Setting
    /// it sets the item's title to the action's (nil for an empty one) and its image to nil, the
    /// action's image (PortableUIKit's `UIAction` has none).
    open var primaryAction: UIAction? {
        get { _primaryAction }
        set {
            _primaryAction = newValue
            if let newValue {
                title = newValue.title.isEmpty ? nil : newValue.title
                image = nil
            }
        }
    }

    /// Whether a tap toggles ``isSelected`` before performing the action; `false` by default.
    open var changesSelectionAsPrimaryAction = false

    /// The colour of the item's title and template image; nil (the bar's tint) by default.
    open var tintColor: UIColor? { didSet { appearanceDidChange?() } }

    /// Whether the item is drawn selected; `false` by default.
    open var isSelected = false { didSet { appearanceDidChange?() } }

    /// Whether the bar leaves the item out (iOS 16); `false` by default.
    open var isHidden = false { didSet { appearanceDidChange?() } }

    /// Whether the item is a fixed or flexible space.
    var isSpace: Bool { systemItem == .fixedSpace || systemItem == .flexibleSpace }

    /// What a tap does: toggle the selection when asked, then perform the primary action.
    func performTap() {
        guard isEnabled else { return }
        if changesSelectionAsPrimaryAction { isSelected.toggle() }
        primaryAction?.perform(sender: self)
    }
}
#endif
