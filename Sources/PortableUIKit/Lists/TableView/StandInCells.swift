#if !canImport(UIKit)
import Foundation

// STAND-IN until branch `observe` lands the real UITableViewCell and UITableViewHeaderFooterView:
// only the members UITableView uses. Delete this file when merging `observe`.

@preconcurrency @MainActor
open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable {
        case `default` = 0
        case value1 = 1
        case value2 = 2
        case subtitle = 3
    }

    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        contentView.frame = bounds
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
    }

    open private(set) var reuseIdentifier: String?
    open var contentView = UIView()
    private var label: UILabel?
    open var textLabel: UILabel? {
        if let label { return label }
        let label = UILabel()
        contentView.addSubview(label)
        self.label = label
        return label
    }
    open func prepareForReuse() {}
    open var isSelected = false
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    open var isHighlighted = false
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }
}

@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }

    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
    }

    open private(set) var reuseIdentifier: String?
    open func prepareForReuse() {}
}
#endif
