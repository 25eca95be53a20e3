#if !canImport(UIKit)
import Foundation

/// The view of one tab bar item, and its hit target: a control that tracks a touch as controls do
/// and tells the bar on touch-up inside. It shows the item's image (template-tinted unless the
/// image is `.alwaysOriginal`) above its title (10 pt medium), in the bar's tint while selected
/// and its unselected tint (the system grey by default) otherwise, the badge, and is dimmed while
/// the item is disabled. For VoiceOver it is a button named by the title, `.selected` when
/// selected and `.notEnabled` when disabled; the bar is the `.tabBar` container.
@MainActor
final class TabBarItemView: UIControl {
    let item: UITabBarItem
    let imageView = UIImageView()
    let titleLabel = UILabel()
    let badgeView = TabBarBadgeView()

    init(item: UITabBarItem, onTap: @escaping (UITabBarItem) -> Void) {
        self.item = item
        super.init(frame: .zero)
        titleLabel.font = .systemFont(ofSize: 10, weight: .medium)
        titleLabel.textAlignment = .center
        addSubview(imageView)
        addSubview(titleLabel)
        addSubview(badgeView)
        addAction(
            UIAction { [weak item] _ in
                guard let item else { return }
                onTap(item)
            }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) { nil }

    /// Shows the item as it is now, selected or not, in `selectedColor` / `unselectedColor`.
    func refresh(selected: Bool, selectedColor: UIColor, unselectedColor: UIColor) {
        isSelected = selected
        isEnabled = item.isEnabled
        alpha = item.isEnabled ? 1 : Self.disabledAlpha
        let color = selected ? selectedColor : unselectedColor
        let image = item.displayedImage(selected: selected)
        imageView.image = image
        imageView.isHidden = image == nil
        imageView.tintColor = image?.renderingMode == .alwaysOriginal ? nil : color
        titleLabel.text = item.title
        titleLabel.textColor = color
        badgeView.show(item.badgeValue, color: item.badgeColor)
        setNeedsLayout()
    }

    /// How opaque a disabled item is [UNC: UIKit's dimming is a lighter grey].
    static let disabledAlpha: CGFloat = 0.4

    override func layoutSubviews() {
        super.layoutSubviews()
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        imageView.frame = TabBarItemLayout.imageFrame(
            imageSize: imageView.image?.size ?? .zero, in: bounds, insets: item.imageInsets)
        titleLabel.frame = TabBarItemLayout.titleFrame(in: bounds, adjustment: item.titlePositionAdjustment)
        badgeView.frame = TabBarItemLayout.badgeFrame(
            textWidth: badgeView.textWidth, isEmpty: item.badgeValue?.isEmpty ?? true, in: bounds,
            rightToLeft: rightToLeft)
    }

    // MARK: Accessibility

    override var isAccessibilityElement: Bool {
        get { storedIsAccessibilityElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }

    override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? item.title }
        set { super.accessibilityLabel = newValue }
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get {
            if let stored = storedAccessibilityTraits { return stored }
            var traits: UIAccessibilityTraits = .button
            if isSelected { traits.insert(.selected) }
            if !item.isEnabled { traits.insert(.notEnabled) }
            return traits
        }
        set { super.accessibilityTraits = newValue }
    }

    override var accessibilityValue: String? {
        get { super.accessibilityValue ?? item.badgeValue }
        set { super.accessibilityValue = newValue }
    }
}
#endif
