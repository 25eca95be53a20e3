#if !canImport(UIKit)
import Foundation

/// The view a navigation bar shows for one bar button item, or for its back button: the item's
/// image (or its system item's symbol) when it has one, else its title (an item with both shows
/// the image, as UIKit's bar does, and the title is its accessibility label); the back button
/// shows the chevron and its title. Tinted with the
/// item's or the bar's tint colour; or the item's custom view. The full bar height is its tap
/// area; a tap performs the item's action (or pops, for the back button). An accessibility
/// element with the `.button` trait and the title as its label.
@MainActor
final class NavigationBarButton: UIControl {
    /// The item shown; nil for the back button.
    let item: UIBarButtonItem?
    let imageView = UIImageView(frame: .zero)
    let titleLabel = UILabel()
    /// The item's title (or its system item's): shown when it has no image, else its
    /// accessibility label.
    private var itemTitle: String?
    /// The gap between the image and a title (6 pt: the back chevron's).
    static let imageTitleGap: CGFloat = 6

    /// A button for `item`, performing its action when tapped.
    init(item: UIBarButtonItem) {
        self.item = item
        super.init(frame: .zero)
        configure()
        let look = item.systemItem.map(SystemItemLook.init)
        let image = item.image ?? look?.symbolName.flatMap { UIImage(systemName: $0) }
        itemTitle = item.title ?? look?.title
        show(
            title: image == nil ? itemTitle : nil, image: image,
            prominent: item.style == .done || look?.isProminent == true,
            titles: image == nil ? item.possibleTitles : nil)
        tintColor = item.tintColor
        isEnabled = item.isEnabled
        isSelected = item.isSelected
        if let custom = item.customView {
            imageView.isHidden = true
            titleLabel.isHidden = true
            addSubview(custom)
        }
        addAction(UIAction { [weak item] _ in item?.performTap() }, for: .touchUpInside)
    }

    /// The back button: the chevron and `title` (nil: the chevron alone), running `tap`.
    init(backTitle title: String?, tap: @escaping @MainActor () -> Void) {
        item = nil
        super.init(frame: .zero)
        configure()
        show(title: title, image: Self.backChevron, prominent: false, titles: nil)
        addAction(UIAction { _ in tap() }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        item = nil
        super.init(coder: coder)
        configure()
    }

    /// The back chevron: `chevron.backward` at 17 pt semibold (11 × 19 pt), mirrored right to left.
    static let backChevron = UIImage(
        systemName: "chevron.backward",
        withConfiguration: UIImage.SymbolConfiguration(pointSize: 17, weight: .semibold))

    private var possibleTitleWidth: CGFloat = 0

    private func configure() {
        imageView.contentMode = .center
        titleLabel.font = .systemFont(ofSize: 17)
        addSubview(imageView)
        addSubview(titleLabel)
    }

    private func show(title: String?, image: UIImage?, prominent: Bool, titles: Set<String>?) {
        titleLabel.text = title
        titleLabel.font = .systemFont(ofSize: 17, weight: prominent ? .semibold : .regular)
        imageView.image = image?.renderingMode == .automatic ? image?.withRenderingMode(.alwaysTemplate) : image
        imageView.isHidden = image == nil
        titleLabel.isHidden = title == nil
        possibleTitleWidth = (titles ?? []).map { textWidth($0) }.max() ?? 0
        recolour()
    }

    /// The width of `text` in the title's font.
    func measure(_ text: String) -> CGFloat { textWidth(text) }

    /// Shows `title` (nil: the chevron alone) on the back button.
    func showBackTitle(_ title: String?) {
        guard titleLabel.text != title else { return }
        titleLabel.text = title
        titleLabel.isHidden = title == nil
        setNeedsLayout()
    }

    private func textWidth(_ text: String) -> CGFloat {
        let probe = UILabel()
        probe.font = titleLabel.font
        probe.text = text
        return probe.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 44)).width
    }

    /// The width of the title alone (0 without one).
    var titleWidth: CGFloat {
        guard let text = titleLabel.text, !titleLabel.isHidden else { return 0 }
        return max(textWidth(text), possibleTitleWidth)
    }

    /// The width the button wants: the item's ``UIBarButtonItem/width`` when set, else its custom
    /// view's width, else image + gap + title.
    var naturalWidth: CGFloat {
        if let item, item.width > 0 { return item.width }
        if let custom = item?.customView { return custom.bounds.width }
        if item?.isSpace == true { return 0 }
        let image = imageView.isHidden ? 0 : (imageView.image?.size.width ?? 0)
        let title = titleWidth
        return image + (image > 0 && title > 0 ? Self.imageTitleGap : 0) + title
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let h = bounds.height
        if let custom = item?.customView, custom.superview === self {
            let size = custom.bounds.size
            custom.frame = CGRect(
                x: (bounds.width - size.width) / 2, y: (h - size.height) / 2, width: size.width, height: size.height)
            return
        }
        var x: CGFloat = 0
        if !imageView.isHidden, let size = imageView.image?.size {
            imageView.frame = CGRect(x: 0, y: (h - size.height) / 2, width: size.width, height: size.height)
            x = size.width + Self.imageTitleGap
        }
        titleLabel.frame = CGRect(x: x, y: 0, width: max(0, bounds.width - x), height: h)
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        recolour()
    }

    override func controlStateDidChange() {
        super.controlStateDidChange()
        recolour()
    }

    /// The title in the tint colour (dimmed to 35 % while disabled or highlighted).
    private func recolour() {
        let tint: UIColor = tintColor
        let dimmed = !isEnabled || isHighlighted
        titleLabel.textColor = dimmed ? tint.withAlphaComponent(0.35) : tint
        imageView.alpha = dimmed ? 0.35 : 1
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get { storedAccessibilityTraits ?? (isSelected ? [.button, .selected] : .button) }
        set { super.accessibilityTraits = newValue }
    }

    override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? (item == nil ? (titleLabel.text ?? "Back") : itemTitle) }
        set { super.accessibilityLabel = newValue }
    }

    override var isAccessibilityElement: Bool {
        get { storedIsAccessibilityElement ?? (item?.customView == nil) }
        set { super.isAccessibilityElement = newValue }
    }
}
#endif
