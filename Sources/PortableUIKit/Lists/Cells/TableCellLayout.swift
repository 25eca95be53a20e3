#if !canImport(UIKit)
import Foundation

/// Where a table cell puts its content view, accessory and labels (§L1.3–L1.7): a pure function of
/// the cell's size, style, accessory and the labels' fitted sizes, tested without views.
struct TableCellLayout: Equatable {
    /// The content view's frame in the cell.
    var contentFrame: CGRect
    /// The accessory's frame in the cell; nil without an accessory.
    var accessoryFrame: CGRect?
    /// The text label's frame in the content view.
    var textFrame: CGRect
    /// The detail label's frame in the content view (zero for `.default`).
    var detailFrame: CGRect

    /// The gap between the content view and the accessory (§L1.5, UNC).
    static let accessorySpacing: CGFloat = 10
    /// The gap between the text and the detail label of `.value1` / `.value2` cells (§L1.6, UNC).
    static let labelSpacing: CGFloat = 6
    /// The width of `.value2`'s text column (§L1.6, UNC).
    static let value2TextColumnWidth: CGFloat = 67

    /// The system's leading and trailing margin for a cell this wide: 20 pt on widths of 414 pt and
    /// more, 16 pt below (§L1.3).
    static func margin(forWidth width: CGFloat) -> CGFloat { width >= 414 ? 20 : 16 }

    /// The size of a standard accessory's glyph (§L1.5, UNC); nil for `.none`.
    static func standardAccessorySize(_ type: UITableViewCell.AccessoryType) -> CGSize? {
        switch type {
        case .none: nil
        case .disclosureIndicator: CGSize(width: 8, height: 13)
        case .checkmark: CGSize(width: 14, height: 13)
        case .detailButton: CGSize(width: 22, height: 22)
        case .detailDisclosureButton: CGSize(width: 42, height: 22)
        }
    }

    /// The layout of a cell of `size`.
    /// - Parameters:
    ///   - accessorySize: the accessory's size (custom view or standard glyph), nil for none.
    ///   - indentation: `indentationLevel × indentationWidth`, added to the labels' leading edge.
    ///   - textSize, detailSize: the labels' sizes on one line (`sizeThatFits`).
    init(
        size: CGSize, style: UITableViewCell.CellStyle, accessorySize: CGSize?, indentation: CGFloat,
        textSize: CGSize, detailSize: CGSize
    ) {
        let margin = Self.margin(forWidth: size.width)
        var contentWidth = size.width
        if let accessorySize {
            let accessory = CGRect(
                x: size.width - margin - accessorySize.width,
                y: (size.height - accessorySize.height) / 2,
                width: accessorySize.width, height: accessorySize.height)
            accessoryFrame = accessory
            contentWidth = max(0, accessory.minX - Self.accessorySpacing)
        } else {
            accessoryFrame = nil
        }
        contentFrame = CGRect(x: 0, y: 0, width: contentWidth, height: size.height)
        let leading = margin + max(0, indentation)
        let trailing = accessorySize == nil ? contentWidth - margin : contentWidth
        let available = max(0, trailing - leading)
        let height = size.height
        func centred(x: CGFloat, width: CGFloat, height h: CGFloat) -> CGRect {
            CGRect(x: x, y: (height - h) / 2, width: width, height: h)
        }
        switch style {
        case .default:
            textFrame = CGRect(x: leading, y: 0, width: available, height: height)
            detailFrame = .zero
        case .value1:
            let textWidth = min(textSize.width, available)
            let detailWidth = min(detailSize.width, max(0, available - textWidth - Self.labelSpacing))
            textFrame = centred(x: leading, width: textWidth, height: textSize.height)
            detailFrame = centred(x: trailing - detailWidth, width: detailWidth, height: detailSize.height)
        case .value2:
            let column = min(Self.value2TextColumnWidth, available)
            let detailX = leading + column + Self.labelSpacing
            textFrame = centred(x: leading, width: column, height: textSize.height)
            detailFrame = centred(
                x: detailX, width: min(detailSize.width, max(0, trailing - detailX)),
                height: detailSize.height)
        case .subtitle:
            let top = (height - textSize.height - detailSize.height) / 2
            textFrame = CGRect(x: leading, y: top, width: min(textSize.width, available), height: textSize.height)
            detailFrame = CGRect(
                x: leading, y: top + textSize.height,
                width: min(detailSize.width, available), height: detailSize.height)
        }
    }
}
#endif
