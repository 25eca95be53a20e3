#if !canImport(UIKit)
import Foundation

/// The content view of a ``UIListContentConfiguration`` (UIKit's `UIListContentView`): a text and
/// a secondary text label inside the configuration's margins (§L6.2).
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private var listConfiguration: UIListContentConfiguration
    let textLabel = UILabel()
    let secondaryTextLabel = UILabel()

    /// Creates a list content view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        apply()
    }

    /// Creates a list content view from an archive (a `cell()` configuration).
    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        apply()
    }

    /// The configuration shown; setting a configuration that is not a ``UIListContentConfiguration``
    /// is refused with `.invalidListUse`.
    open var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else {
                PortableUIKitDiagnostics.report(
                    .invalidListUse,
                    "UIListContentView was given a \(type(of: newValue)); it shows only UIListContentConfiguration",
                    fix: "Check supports(_:) first, or give the configuration's own makeContentView() view",
                    spec: "L6.4")
                return
            }
            listConfiguration = list
            apply()
        }
    }

    /// Whether `configuration` is a ``UIListContentConfiguration``.
    open func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    private func apply() {
        for (label, text, properties) in [
            (textLabel, listConfiguration.text, listConfiguration.textProperties),
            (secondaryTextLabel, listConfiguration.secondaryText, listConfiguration.secondaryTextProperties),
        ] {
            label.text = text
            label.isHidden = text == nil
            label.font = properties.font
            label.textColor = properties.color
            label.numberOfLines = properties.numberOfLines
            label.lineBreakMode = properties.lineBreakMode
            label.textAlignment =
                switch properties.alignment {
                case .natural: .natural
                case .center: .center
                case .justified: .justified
                }
        }
        setNeedsLayout()
    }

    /// Margins plus the stacked (or side-by-side) labels.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let frames = ListContentLayout(
            configuration: listConfiguration, width: size.width,
            textSize: labelSize(textLabel, size.width), secondarySize: labelSize(secondaryTextLabel, size.width))
        return CGSize(width: size.width, height: frames.height)
    }

    /// Places the labels (§L6.2).
    open override func layoutSubviews() {
        super.layoutSubviews()
        let layout = ListContentLayout(
            configuration: listConfiguration, width: bounds.width,
            textSize: labelSize(textLabel, bounds.width),
            secondarySize: labelSize(secondaryTextLabel, bounds.width))
        let dy = max(0, (bounds.height - layout.height) / 2)
        textLabel.frame = layout.textFrame.offsetBy(dx: 0, dy: dy)
        secondaryTextLabel.frame = layout.secondaryFrame.offsetBy(dx: 0, dy: dy)
    }

    private func labelSize(_ label: UILabel, _ width: CGFloat) -> CGSize {
        guard !label.isHidden else { return .zero }
        let margins = listConfiguration.directionalLayoutMargins
        return label.sizeThatFits(CGSize(width: max(0, width - margins.leading - margins.trailing), height: 0))
    }
}

/// Where a list content view puts its labels: a pure function of the configuration, the width and
/// the labels' sizes (§L6.2).
struct ListContentLayout: Equatable {
    var textFrame: CGRect
    var secondaryFrame: CGRect
    /// The height the content needs, margins included.
    var height: CGFloat

    init(configuration: UIListContentConfiguration, width: CGFloat, textSize: CGSize, secondarySize: CGSize) {
        let margins = configuration.directionalLayoutMargins
        let available = max(0, width - margins.leading - margins.trailing)
        let gap = configuration.textToSecondaryTextHorizontalPadding
        let both = textSize != .zero && secondarySize != .zero
        if configuration.prefersSideBySideTextAndSecondaryText,
            !both || textSize.width + gap + secondarySize.width <= available
        {
            let line = max(textSize.height, secondarySize.height)
            textFrame = CGRect(
                x: margins.leading, y: margins.top + (line - textSize.height) / 2,
                width: textSize.width, height: textSize.height)
            secondaryFrame = CGRect(
                x: width - margins.trailing - secondarySize.width,
                y: margins.top + (line - secondarySize.height) / 2,
                width: secondarySize.width, height: secondarySize.height)
            height = margins.top + line + margins.bottom
        } else {
            let padding = both ? configuration.textToSecondaryTextVerticalPadding : 0
            textFrame = CGRect(
                x: margins.leading, y: margins.top, width: min(textSize.width, available), height: textSize.height)
            secondaryFrame = CGRect(
                x: margins.leading, y: margins.top + textSize.height + padding,
                width: min(secondarySize.width, available), height: secondarySize.height)
            height = margins.top + textSize.height + padding + secondarySize.height + margins.bottom
        }
    }
}
#endif
