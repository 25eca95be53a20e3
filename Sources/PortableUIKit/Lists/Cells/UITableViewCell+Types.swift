#if !canImport(UIKit)
import Foundation

extension UITableViewCell {
    /// The standard layouts of a cell's labels (see `TableCellLayout` for the geometry, §L1).
    public enum CellStyle: Int, Sendable {
        /// A text label on the leading side; no detail label.
        case `default` = 0
        /// A text label on the leading side and a detail label on the trailing side.
        case value1 = 1
        /// A right-aligned text label in a narrow column, then a detail label.
        case value2 = 2
        /// A text label with a smaller detail label below it.
        case subtitle = 3
    }

    /// How a selected or highlighted cell shows its state.
    public enum SelectionStyle: Int, Sendable {
        /// No selection appearance.
        case none = 0
        /// The default selection appearance (a gray background since iOS 7).
        case blue = 1
        /// A gray background.
        case gray = 2
        /// The default selection appearance.
        case `default` = 3
    }

    /// The standard accessory a cell shows on its trailing side.
    public enum AccessoryType: Int, Sendable {
        /// No accessory (the default).
        case none = 0
        /// A chevron.
        case disclosureIndicator = 1
        /// An info button and a chevron.
        case detailDisclosureButton = 2
        /// A checkmark.
        case checkmark = 3
        /// An info button.
        case detailButton = 4
    }

    /// The style of the separators a table view draws between cells.
    public enum SeparatorStyle: Int, Sendable {
        /// No separators.
        case none = 0
        /// A single line (the default).
        case singleLine = 1
        /// An etched line (drawn as a single line).
        case singleLineEtched = 2
    }

    /// The editing control a cell shows.
    public enum EditingStyle: Int, Sendable {
        /// No editing control.
        case none = 0
        /// A delete control.
        case delete = 1
        /// An insert control.
        case insert = 2
    }
}
#endif
