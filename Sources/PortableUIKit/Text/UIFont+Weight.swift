#if !canImport(UIKit)
import Foundation

extension UIFont {
    /// The weight of a typeface (UIKit's `UIFont.Weight`), with UIKit's raw values: from −1
    /// (lightest) through 0 (regular) to 1 (heaviest).
    public struct Weight: Hashable, RawRepresentable, Sendable {
        /// The weight value.
        public let rawValue: CGFloat

        /// Creates a weight.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// Creates a weight.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// −0.8.
        public static let ultraLight = Weight(-0.8)
        /// −0.6.
        public static let thin = Weight(-0.6)
        /// −0.4.
        public static let light = Weight(-0.4)
        /// 0.
        public static let regular = Weight(0)
        /// 0.23.
        public static let medium = Weight(0.23)
        /// 0.3.
        public static let semibold = Weight(0.3)
        /// 0.4.
        public static let bold = Weight(0.4)
        /// 0.56.
        public static let heavy = Weight(0.56)
        /// 0.62.
        public static let black = Weight(0.62)

        /// The named weights, lightest first, with the style name system font names use.
        static let named: [(weight: Weight, name: String)] = [
            (.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"), (.regular, "Regular"),
            (.medium, "Medium"), (.semibold, "Semibold"), (.bold, "Bold"), (.heavy, "Heavy"), (.black, "Black"),
        ]

        /// The style name of the named weight nearest this one.
        var styleName: String {
            Self.named.min { abs($0.weight.rawValue - rawValue) < abs($1.weight.rawValue - rawValue) }!.name
        }
    }
}
#endif
