#if !canImport(UIKit)
import Foundation

extension UIFont {
    /// The Dynamic Type text styles (UIKit's `UIFont.TextStyle`), with UIKit's raw values.
    public struct TextStyle: Hashable, RawRepresentable, Sendable {
        /// The style's name.
        public let rawValue: String

        /// Creates a text style.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// Creates a text style.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Large titles: 34 pt regular.
        public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
        /// First-level headings: 28 pt regular.
        public static let title1 = TextStyle("UICTFontTextStyleTitle1")
        /// Second-level headings: 22 pt regular.
        public static let title2 = TextStyle("UICTFontTextStyleTitle2")
        /// Third-level headings: 20 pt regular.
        public static let title3 = TextStyle("UICTFontTextStyleTitle3")
        /// Headings: 17 pt semibold.
        public static let headline = TextStyle("UICTFontTextStyleHeadline")
        /// Subheadings: 15 pt regular.
        public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
        /// Body text: 17 pt regular.
        public static let body = TextStyle("UICTFontTextStyleBody")
        /// Callouts: 16 pt regular.
        public static let callout = TextStyle("UICTFontTextStyleCallout")
        /// Footnotes: 13 pt regular.
        public static let footnote = TextStyle("UICTFontTextStyleFootnote")
        /// Standard captions: 12 pt regular.
        public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
        /// Alternate captions: 11 pt regular.
        public static let caption2 = TextStyle("UICTFontTextStyleCaption2")

        /// Size and weight at iOS's default content size category (Large); styles PortableUIKit
        /// does not know get the body style's.
        var defaultSizeAndWeight: (size: CGFloat, weight: Weight) {
            switch self {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: (17, .regular)
            }
        }
    }
}
#endif
