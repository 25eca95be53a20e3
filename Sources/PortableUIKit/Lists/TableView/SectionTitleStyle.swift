#if !canImport(UIKit)
import Foundation

/// How a table shows a section title from `titleForHeaderInSection` / `titleForFooterInSection` in
/// the header/footer view it makes for it (docs L1.51, UNC: UIKit's look as of iOS 13–17).
/// `.plain` headers: 17 pt bold `.label` text as given; grouped and inset-grouped headers: 13 pt
/// `.secondaryLabel` text in capitals (UIKit's footnote look); footers of every style: 13 pt
/// `.secondaryLabel` text as given.
struct SectionTitleStyle {
    let fontSize: CGFloat
    let isBold: Bool
    let isUppercased: Bool

    init(tableStyle: UITableView.Style, isHeader: Bool) {
        let plainHeader = isHeader && tableStyle == .plain
        fontSize = plainHeader ? 17 : 13
        isBold = plainHeader
        isUppercased = isHeader && tableStyle != .plain
    }

    /// The text the label shows for `title`.
    func text(_ title: String) -> String { isUppercased ? title.uppercased() : title }

    /// Styles `label` and gives it `title`.
    @MainActor
    func apply(_ title: String, to label: UILabel) {
        label.font = isBold ? UIFont.boldSystemFont(ofSize: fontSize) : UIFont.systemFont(ofSize: fontSize)
        label.textColor = isBold ? UIColor.label : UIColor.secondaryLabel
        label.text = text(title)
    }
}
#endif
