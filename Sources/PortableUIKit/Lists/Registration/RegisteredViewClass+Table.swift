#if !canImport(UIKit)
import CPortableUIKitInitializers
import Foundation

extension RegisteredViewClass {
    /// `type.init(style: .default, reuseIdentifier: identifier)` for the dynamic class `type`
    /// (UIKit creates registered table cells with the default style).
    static func makeTableViewCell(of type: UITableViewCell.Type, reuseIdentifier: String?) -> UITableViewCell {
        let metatype = unsafeBitCast(type, to: UnsafeRawPointer.self)
        let words = unsafeBitCast(reuseIdentifier, to: (UInt64, UInt64).self)
        let cell = portable_uikit_make_table_view_cell(
            metatype, UInt8(truncatingIfNeeded: UITableViewCell.CellStyle.default.rawValue), words.0, words.1)
        return Unmanaged<UITableViewCell>.fromOpaque(cell).takeRetainedValue()
    }

    /// `type.init(reuseIdentifier: identifier)` for the dynamic class `type`.
    static func makeHeaderFooterView(of type: UITableViewHeaderFooterView.Type, reuseIdentifier: String?)
        -> UITableViewHeaderFooterView
    {
        let metatype = unsafeBitCast(type, to: UnsafeRawPointer.self)
        let words = unsafeBitCast(reuseIdentifier, to: (UInt64, UInt64).self)
        let view = portable_uikit_make_header_footer_view(metatype, words.0, words.1)
        return Unmanaged<UITableViewHeaderFooterView>.fromOpaque(view).takeRetainedValue()
    }
}
#endif
