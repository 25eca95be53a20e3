#if !canImport(UIKit)
import Foundation

/// The badge of a tab bar item: a capsule of the item's `badgeColor` (the system red by default)
/// holding the badge value in white, 13 pt; an empty value shows a dot.
@MainActor
final class TabBarBadgeView: UIView {
    /// The label that shows the value.
    let valueLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        valueLabel.font = .systemFont(ofSize: 13)
        valueLabel.textColor = .white
        valueLabel.textAlignment = .center
        addSubview(valueLabel)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Shows `value` on `color`; nil hides the badge.
    func show(_ value: String?, color: UIColor?) {
        isHidden = value == nil
        valueLabel.text = value
        backgroundColor = color ?? .systemRed
    }

    /// The width of the value's text.
    var textWidth: CGFloat {
        guard let text = valueLabel.text, !text.isEmpty else { return 0 }
        return valueLabel.sizeThatFits(
            CGSize(width: CGFloat.greatestFiniteMagnitude, height: TabBarItemLayout.badgeHeight)
        ).width
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
        valueLabel.frame = bounds
    }
}
#endif
