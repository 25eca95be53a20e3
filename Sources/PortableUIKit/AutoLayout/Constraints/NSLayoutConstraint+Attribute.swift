#if !canImport(UIKit)
import Foundation

extension NSLayoutConstraint {
    /// The part of an item a constraint refers to (spec 17.1; raw values are UIKit's).
    public enum Attribute: Int, @unchecked Sendable {
        case left = 1
        case right = 2
        case top = 3
        case bottom = 4
        case leading = 5
        case trailing = 6
        case width = 7
        case height = 8
        case centerX = 9
        case centerY = 10
        case lastBaseline = 11
        case firstBaseline = 12
        case leftMargin = 13
        case rightMargin = 14
        case topMargin = 15
        case bottomMargin = 16
        case leadingMargin = 17
        case trailingMargin = 18
        case centerXWithinMargins = 19
        case centerYWithinMargins = 20
        case notAnAttribute = 0

        /// The older name of ``lastBaseline``.
        @available(iOS, introduced: 6.0, deprecated: 100000, renamed: "lastBaseline")
        public static var baseline: NSLayoutConstraint.Attribute { .lastBaseline }
    }

    /// The relation between a constraint's two sides (raw values are UIKit's).
    public enum Relation: Int, @unchecked Sendable {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1
    }

    /// A layout axis: horizontal or vertical.
    public enum Axis: Int, @unchecked Sendable {
        case horizontal = 0
        case vertical = 1
    }
}

/// What PortableUIKit knows about each attribute: its axis, whether it is a size, a margin form.
extension NSLayoutConstraint.Attribute {
    enum Kind { case position, size, none }

    var kind: Kind {
        switch self {
        case .notAnAttribute: .none
        case .width, .height: .size
        default: .position
        }
    }

    /// The axis the attribute lies on; nil for ``notAnAttribute``.
    var axis: NSLayoutConstraint.Axis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
            .leadingMargin, .trailingMargin, .centerXWithinMargins:
            .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin,
            .bottomMargin, .centerYWithinMargins:
            .vertical
        case .notAnAttribute: nil
        }
    }

    /// Leading, trailing and their margin forms follow the layout direction.
    var isDirectional: Bool { [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self) }
    /// Left, right and their margin forms do not.
    var isAbsoluteHorizontal: Bool { [.left, .right, .leftMargin, .rightMargin].contains(self) }

    /// The attribute without "margin": `.leadingMargin` → `.leading`; nil for a non-margin attribute.
    var withoutMargin: NSLayoutConstraint.Attribute? {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: nil
        }
    }

    /// The name UIKit prints in a constraint's description.
    var printedName: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }
}
#endif
