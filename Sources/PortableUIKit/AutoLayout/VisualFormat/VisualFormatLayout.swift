#if !canImport(UIKit)
import Foundation

/// The attributes a visual format uses, from its orientation and options (spec 17.19): which edge
/// of a view faces the view before it (`entry`) and the view after it (`exit`), the superview's
/// edges and margins, and whether the spacing is measured forwards (`later = earlier + s`) or,
/// for `directionRightToLeft`, backwards (`earlier = later + s`). A pure value.
struct VisualFormatLayout: Equatable {
    typealias Attribute = NSLayoutConstraint.Attribute

    var entry: Attribute
    var exit: Attribute
    /// The superview's edge where the format starts (`|` first) and ends (`|` last).
    var superviewStart: Attribute
    var superviewEnd: Attribute
    /// The same edges' margins, for a standard `-` next to `|` (spec 17.13).
    var superviewStartMargin: Attribute
    var superviewEndMargin: Attribute
    var size: Attribute
    var forward: Bool
    /// The align-all attributes, in raw-value order.
    var alignments: [Attribute]

    /// Why options cannot apply to a format.
    struct Problem: Error, Equatable { var text: String }

    /// The layout for `orientation` and `options`, or why the options cannot apply.
    static func make(
        _ orientation: VisualFormat.Orientation, options: NSLayoutConstraint.FormatOptions
    ) -> Result<VisualFormatLayout, Problem> {
        let alignBits = options.rawValue & NSLayoutConstraint.FormatOptions.alignmentMask.rawValue
        var alignments: [Attribute] = []
        for bit in 0..<16 where alignBits & (1 << UInt(bit)) != 0 {
            guard let attribute = Attribute(rawValue: bit), attribute.withoutMargin == nil,
                attribute != .notAnAttribute, attribute.kind == .position
            else {
                return .failure(
                    Problem(text: "The options mask holds the bit 1 << \(bit), which is no align-all option"))
            }
            alignments.append(attribute)
        }
        let perpendicular: NSLayoutConstraint.Axis = orientation == .horizontal ? .vertical : .horizontal
        if let wrong = alignments.first(where: { $0.axis != perpendicular }) {
            let word = orientation == .horizontal ? "horizontal" : "vertical"
            return .failure(
                Problem(
                    text:
                        "Options mask required views to be aligned on a \(word) edge (\(wrong.printedName)), which is not allowed for layout that is also \(word)"
                ))
        }
        let direction = options.rawValue & NSLayoutConstraint.FormatOptions.directionMask.rawValue
        guard direction != NSLayoutConstraint.FormatOptions.directionMask.rawValue else {
            return .failure(Problem(text: "The options mask holds both directionLeftToRight and directionRightToLeft"))
        }
        if orientation == .vertical {
            let baseline = options.contains(.spacingBaselineToBaseline)
            return .success(
                VisualFormatLayout(
                    entry: baseline ? .firstBaseline : .top, exit: baseline ? .lastBaseline : .bottom,
                    superviewStart: .top, superviewEnd: .bottom, superviewStartMargin: .topMargin,
                    superviewEndMargin: .bottomMargin, size: .height, forward: true, alignments: alignments))
        }
        switch direction {
        case NSLayoutConstraint.FormatOptions.directionLeftToRight.rawValue:
            return .success(
                VisualFormatLayout(
                    entry: .left, exit: .right, superviewStart: .left, superviewEnd: .right,
                    superviewStartMargin: .leftMargin, superviewEndMargin: .rightMargin, size: .width,
                    forward: true, alignments: alignments))
        case NSLayoutConstraint.FormatOptions.directionRightToLeft.rawValue:
            return .success(
                VisualFormatLayout(
                    entry: .right, exit: .left, superviewStart: .right, superviewEnd: .left,
                    superviewStartMargin: .rightMargin, superviewEndMargin: .leftMargin, size: .width,
                    forward: false, alignments: alignments))
        default:
            return .success(
                VisualFormatLayout(
                    entry: .leading, exit: .trailing, superviewStart: .leading, superviewEnd: .trailing,
                    superviewStartMargin: .leadingMargin, superviewEndMargin: .trailingMargin, size: .width,
                    forward: true, alignments: alignments))
        }
    }
}
#endif
