#if !canImport(UIKit)
import Foundation

extension UIScrollView {
    /// How fast the content slows after the finger lifts: the fraction of velocity kept per
    /// millisecond (spec 7.1).
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// 0.998: the default.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// 0.99: a short glide (pickers, paging-like lists).
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// Which safe-area insets join `contentInset` in `adjustedContentInset` (spec 7.6).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As ``scrollableAxes``; UIKit also adjusts vertically inside navigation and tab bar
        /// controllers, which PortableUIKit does not model.
        case automatic = 0
        /// Each axis's safe area when the content scrolls on that axis (or always bounces).
        case scrollableAxes = 1
        /// No safe area: `adjustedContentInset == contentInset`.
        case never = 2
        /// The whole safe area, always.
        case always = 3
    }

    /// The colour of the scroll indicators.
    public enum IndicatorStyle: Int, Sendable {
        /// Dark on a light interface, light on a dark one.
        case `default` = 0
        /// Dark, for light content.
        case black = 1
        /// Light, for dark content.
        case white = 2
    }
}
#endif
