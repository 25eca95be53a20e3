#if !canImport(UIKit)
import Foundation

extension NSLayoutConstraint {
    /// What a visual format aligns and in which direction it runs (UIKit's raw values: an
    /// align-all option is `1 << attribute`; the direction sits at bit 16, the spacing at 19).
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Align all views on their left edges.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Align all views on their right edges.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Align all views on their top edges.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Align all views on their bottom edges.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Align all views on their leading edges.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Align all views on their trailing edges.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Align all views on their horizontal centres.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Align all views on their vertical centres.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Align all views on their last baselines.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Align all views on their first baselines.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// The older name of ``alignAllLastBaseline``.
        @available(iOS, introduced: 6.0, deprecated: 100000, renamed: "alignAllLastBaseline")
        public static var alignAllBaseline: FormatOptions { .alignAllLastBaseline }
        /// The bits that hold alignment options.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        /// Lay out leading to trailing (the default).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// Lay out left to right whatever the layout direction.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// Lay out right to left whatever the layout direction.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The bits that hold the direction.
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
        /// Space views edge to edge (the default).
        public static let spacingEdgeToEdge = FormatOptions([])
        /// Space views in a vertical format from baseline to baseline.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The bit that holds the spacing option.
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)
    }
}
#endif
