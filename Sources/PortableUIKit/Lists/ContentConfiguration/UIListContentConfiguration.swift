#if !canImport(UIKit)
import Foundation

/// A content configuration for a list cell, header or footer (UIKit's `UIListContentConfiguration`):
/// text and secondary text with their properties and margins. Its defaults per style are §L6.1–L6.3.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// How text is drawn.
    public struct TextProperties: Hashable {
        /// How text is aligned.
        public enum TextAlignment: Int, Hashable, Sendable {
            case natural, center, justified
        }
        /// The font.
        public var font: UIFont
        /// The colour.
        public var color: UIColor
        /// The most lines; 0 for no limit.
        public var numberOfLines: Int
        /// The alignment.
        public var alignment: TextAlignment
        /// How lines break.
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// Whether the font shrinks to fit the width.
        public var adjustsFontSizeToFitWidth = false
        /// The smallest fraction the font shrinks to.
        public var minimumScaleFactor: CGFloat = 0

        init(font: UIFont, color: UIColor, numberOfLines: Int = 0, alignment: TextAlignment = .natural) {
            self.font = font
            self.color = color
            self.numberOfLines = numberOfLines
            self.alignment = alignment
        }
    }

    /// The primary text.
    public var text: String?
    /// The secondary text.
    public var secondaryText: String?
    /// How the primary text is drawn.
    // Nonisolated so that the nonisolated `==` and `hash(into:)` (Hashable's requirements) read it;
    // a value type's copy is never shared, and client code on the main actor reads it as before.
    nonisolated(unsafe) public var textProperties: TextProperties
    /// How the secondary text is drawn.
    nonisolated(unsafe) public var secondaryTextProperties: TextProperties
    /// The margins around the content.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// Whether text and secondary text sit side by side when they fit.
    public var prefersSideBySideTextAndSecondaryText: Bool
    /// The vertical gap between text and secondary text stacked.
    public var textToSecondaryTextVerticalPadding: CGFloat
    /// The horizontal gap between text and secondary text side by side.
    public var textToSecondaryTextHorizontalPadding: CGFloat

    private init(
        text: TextProperties, secondary: TextProperties, margins: NSDirectionalEdgeInsets,
        sideBySide: Bool, verticalPadding: CGFloat
    ) {
        textProperties = text
        secondaryTextProperties = secondary
        directionalLayoutMargins = margins
        prefersSideBySideTextAndSecondaryText = sideBySide
        textToSecondaryTextVerticalPadding = verticalPadding
        textToSecondaryTextHorizontalPadding = 16
    }

    static let cellMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)

    /// A cell: body text, secondary text below in `.secondaryLabel`.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(
            text: TextProperties(font: .preferredFont(forTextStyle: .body), color: .label),
            secondary: TextProperties(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel),
            margins: cellMargins, sideBySide: false, verticalPadding: 0)
    }

    /// A cell with the secondary text below the text, 3 pt apart.
    public static func subtitleCell() -> UIListContentConfiguration {
        var configuration = cell()
        configuration.secondaryTextProperties.color = .label
        configuration.textToSecondaryTextVerticalPadding = 3
        return configuration
    }

    /// A cell with the secondary text on the trailing side when both fit.
    public static func valueCell() -> UIListContentConfiguration {
        var configuration = cell()
        configuration.secondaryTextProperties.font = .preferredFont(forTextStyle: .body)
        configuration.prefersSideBySideTextAndSecondaryText = true
        return configuration
    }

    /// A plain table's section header.
    public static func plainHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(
            text: TextProperties(font: .systemFont(ofSize: 17, weight: .semibold), color: .label),
            secondary: TextProperties(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel),
            margins: NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16),
            sideBySide: false, verticalPadding: 0)
    }

    /// A plain table's section footer.
    public static func plainFooter() -> UIListContentConfiguration {
        var configuration = plainHeader()
        configuration.textProperties = TextProperties(
            font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel)
        return configuration
    }

    /// A grouped table's section header: footnote text in `.secondaryLabel`.
    public static func groupedHeader() -> UIListContentConfiguration {
        var configuration = plainFooter()
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 20, bottom: 6, trailing: 20)
        return configuration
    }

    /// A grouped table's section footer.
    public static func groupedFooter() -> UIListContentConfiguration {
        var configuration = plainFooter()
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 6, leading: 20, bottom: 16, trailing: 20)
        return configuration
    }

    nonisolated public static func == (lhs: UIListContentConfiguration, rhs: UIListContentConfiguration) -> Bool {
        lhs.text == rhs.text && lhs.secondaryText == rhs.secondaryText
            && lhs.textProperties == rhs.textProperties && lhs.secondaryTextProperties == rhs.secondaryTextProperties
            && lhs.directionalLayoutMargins == rhs.directionalLayoutMargins
            && lhs.prefersSideBySideTextAndSecondaryText == rhs.prefersSideBySideTextAndSecondaryText
            && lhs.textToSecondaryTextVerticalPadding == rhs.textToSecondaryTextVerticalPadding
            && lhs.textToSecondaryTextHorizontalPadding == rhs.textToSecondaryTextHorizontalPadding
    }

    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(secondaryText)
        hasher.combine(textProperties)
        hasher.combine(secondaryTextProperties)
        let margins = directionalLayoutMargins
        for edge in [margins.top, margins.leading, margins.bottom, margins.trailing] { hasher.combine(edge) }
        hasher.combine(prefersSideBySideTextAndSecondaryText)
        hasher.combine(textToSecondaryTextVerticalPadding)
        hasher.combine(textToSecondaryTextHorizontalPadding)
    }

    /// Makes a list content view showing this configuration.
    public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }

    /// The configuration unchanged: list content has no state-dependent defaults in PortableUIKit
    /// (§L6.4).
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }
}
#endif
