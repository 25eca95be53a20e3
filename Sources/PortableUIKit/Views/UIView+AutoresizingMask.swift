#if !canImport(UIKit)
import Foundation

extension UIView {
    /// How a view resizes when its superview's bounds change (UIKit's `UIView.AutoresizingMask`).
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        /// Creates a mask from its raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The left margin may change.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width may change.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin may change.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin may change.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height may change.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin may change.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}

/// UIKit's autoresizing arithmetic as a pure function.
///
/// Per axis the superview's size change is shared among the flexible portions (leading margin,
/// size, trailing margin) in proportion to their current lengths, as Apple documents for
/// `autoresizingMask`; when every flexible portion has zero length the change is split equally.
/// Nothing is rounded.
enum AutoresizingArithmetic {
    /// The frame of a subview after its superview's size changed from `oldSize` to `newSize`.
    static func resize(
        _ frame: CGRect, mask: UIView.AutoresizingMask, from oldSize: CGSize, to newSize: CGSize
    ) -> CGRect {
        let (x, width) = resizeAxis(
            origin: frame.minX, length: frame.width, container: oldSize.width, delta: newSize.width - oldSize.width,
            flexibleLeading: mask.contains(.flexibleLeftMargin), flexibleLength: mask.contains(.flexibleWidth),
            flexibleTrailing: mask.contains(.flexibleRightMargin))
        let (y, height) = resizeAxis(
            origin: frame.minY, length: frame.height, container: oldSize.height, delta: newSize.height - oldSize.height,
            flexibleLeading: mask.contains(.flexibleTopMargin), flexibleLength: mask.contains(.flexibleHeight),
            flexibleTrailing: mask.contains(.flexibleBottomMargin))
        return CGRect(x: x, y: y, width: width, height: height)
    }

    static func resizeAxis(
        origin: CGFloat, length: CGFloat, container: CGFloat, delta: CGFloat,
        flexibleLeading: Bool, flexibleLength: Bool, flexibleTrailing: Bool
    ) -> (origin: CGFloat, length: CGFloat) {
        let parts: [(flexible: Bool, size: CGFloat)] = [
            (flexibleLeading, origin), (flexibleLength, length), (flexibleTrailing, container - origin - length),
        ]
        let flexible = parts.filter(\.flexible)
        guard !flexible.isEmpty, delta != 0 else { return (origin, length) }
        let total = flexible.reduce(0) { $0 + $1.size }
        func share(_ index: Int) -> CGFloat {
            guard parts[index].flexible else { return 0 }
            return total != 0 ? delta * parts[index].size / total : delta / CGFloat(flexible.count)
        }
        return (origin + share(0), length + share(1))
    }
}
#endif
