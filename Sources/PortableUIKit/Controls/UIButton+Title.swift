#if !canImport(UIKit)
import Foundation

/// The title mechanics of `UIButton`: which title and colour a state shows, keeping the title
/// label in step, sizing and layout.
///
/// A state without its own title shows `.normal`'s, also for combined states: a selected button
/// being touched (`[.selected, .highlighted]`) shows `.normal`'s title unless that exact
/// combination has one, as in UIKit. Title colours resolve the same way, then by type:
/// - `.custom`: the state's colour, else `.normal`'s, else white (UIKit's default);
/// - the system-styled types: the state's colour; else, when disabled, system grey
///   (`UIColor.systemGray`) [UNC]; else, when highlighted, `.normal`'s colour (or the tint) at
///   20 % of its alpha — UIKit's system buttons fade while touched, to an undocumented
///   opacity [UNC]; else `.normal`'s colour, else the tint colour.
extension UIButton {
    /// The alpha factor of a highlighted system button's title.
    static let highlightedTitleAlphaFactor: CGFloat = 0.2
    /// Space above and below a system button's title, in points.
    static let systemTitleVerticalPadding: CGFloat = 6
    /// The size of a button without a title.
    static let emptyContentSize = CGSize(width: 30, height: 34)
    /// The title label's font size.
    static let titleFontSize: CGFloat = 15

    func resolvedTitleColor(for state: State) -> UIColor {
        if let color = titleColors[state.rawValue] { return color }
        guard buttonType.isSystemStyled else { return titleColors[UIControl.State.normal.rawValue] ?? .white }
        if state.contains(.disabled) { return .systemGray }
        let normal = titleColors[UIControl.State.normal.rawValue] ?? tintColor ?? UIColor.tintColor
        guard state.contains(.highlighted) else { return normal }
        var alpha: CGFloat = 1
        _ = normal.getRed(nil, green: nil, blue: nil, alpha: &alpha)
        return normal.withAlphaComponent(alpha * Self.highlightedTitleAlphaFactor)
    }

    func ensureTitleLabel() -> UILabel {
        if let label = _titleLabel { return label }
        let label = UILabel()
        label.font = .systemFont(ofSize: Self.titleFontSize)
        label.lineBreakMode = .byTruncatingMiddle
        _titleLabel = label
        addSubview(label)
        refreshTitleLabel()
        return label
    }

    /// Shows the current state's title and colour in the title label (making the label once
    /// there is a title to show).
    func refreshTitleLabel() {
        let title = currentTitle
        guard let label = title == nil ? _titleLabel : ensureTitleLabel() else { return }
        label.text = title
        label.textColor = currentTitleColor
        setNeedsLayout()
    }

    func contentSize() -> CGSize {
        let insets = contentEdgeInsets
        var size = Self.emptyContentSize
        // The label exists whenever there is a title (refreshTitleLabel makes it) and shows it.
        if let title = currentTitle, !title.isEmpty, let label = _titleLabel {
            size = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
            if buttonType.isSystemStyled { size.height += 2 * Self.systemTitleVerticalPadding }
        }
        return CGSize(width: size.width + insets.left + insets.right, height: size.height + insets.top + insets.bottom)
    }

    func layoutTitleLabel() {
        guard let label = _titleLabel else { return }
        let content = bounds.inset(by: contentEdgeInsets)
        let fitted = label.sizeThatFits(content.size)
        var frame = CGRect(
            x: content.minX, y: content.minY,
            width: min(fitted.width, max(content.width, 0)), height: min(fitted.height, max(content.height, 0)))
        switch effectiveContentHorizontalAlignment {
        case .fill: frame.size.width = max(content.width, 0)
        case .left, .leading: break
        case .right, .trailing: frame.origin.x = content.maxX - frame.width
        case .center: frame.origin.x = content.midX - frame.width / 2
        }
        switch contentVerticalAlignment {
        case .fill: frame.size.height = max(content.height, 0)
        case .top: break
        case .bottom: frame.origin.y = content.maxY - frame.height
        case .center: frame.origin.y = content.midY - frame.height / 2
        }
        label.frame = frame
    }
}
#endif
