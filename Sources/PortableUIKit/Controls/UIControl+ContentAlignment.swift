#if !canImport(UIKit)
import Foundation

extension UIControl {
    /// How content sits vertically in a control (UIKit's `UIControl.ContentVerticalAlignment`).
    public enum ContentVerticalAlignment: Int, Sendable {
        /// Centred.
        case center = 0
        /// Along the top edge.
        case top = 1
        /// Along the bottom edge.
        case bottom = 2
        /// Stretched to the full height.
        case fill = 3
    }

    /// How content sits horizontally in a control (UIKit's `UIControl.ContentHorizontalAlignment`).
    public enum ContentHorizontalAlignment: Int, Sendable {
        /// Centred.
        case center = 0
        /// Along the left edge.
        case left = 1
        /// Along the right edge.
        case right = 2
        /// Stretched to the full width.
        case fill = 3
        /// Along the leading edge (the left: PortableUIKit lays out left to right).
        case leading = 4
        /// Along the trailing edge (the right).
        case trailing = 5
    }
}
#endif
