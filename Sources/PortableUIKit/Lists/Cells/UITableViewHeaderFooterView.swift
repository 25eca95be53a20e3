#if !canImport(UIKit)
import Foundation

/// A reusable view at the top or bottom of a table section (UIKit's `UITableViewHeaderFooterView`).
///
/// Subviews, back to front: ``backgroundView`` and ``contentView``, both sized to the view; the
/// labels are created on first access in the content view and laid out at the leading margin,
/// centred vertically, the detail label below the text label (§L1.9).
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    private let storedReuseIdentifier: String?
    private let storedContentView = LabelHostingContentView()
    private var storedTextLabel: UILabel?
    private var storedDetailTextLabel: UILabel?

    /// Initializes a header-footer view with the specified reuse identifier.
    public init(reuseIdentifier: String?) {
        storedReuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(storedContentView)
    }

    /// Creates a header-footer view with no reuse identifier and the given frame.
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// Creates a header-footer view from an archive (no nib loading: a zero frame).
    public required init?(coder: NSCoder) {
        storedReuseIdentifier = nil
        super.init(coder: coder)
        addSubview(storedContentView)
    }

    /// The identifier the view was created with, by which a table view reuses it.
    open var reuseIdentifier: String? { storedReuseIdentifier }

    /// Called by a table view before it hands the view out again; the default does nothing.
    open func prepareForReuse() {}

    /// The view the header's content goes in, sized to the view.
    open var contentView: UIView { storedContentView }

    /// The primary label, created on first access (§L1.9).
    open var textLabel: UILabel? {
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel()
        storedTextLabel = label
        storedContentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The detail label, created on first access (§L1.9).
    open var detailTextLabel: UILabel? {
        if let storedDetailTextLabel { return storedDetailTextLabel }
        let label = UILabel()
        label.font = UIFont.systemFont(ofSize: 12)
        label.textColor = UIColor.secondaryLabel
        storedDetailTextLabel = label
        storedContentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The view behind the content, sized to the view; nil by default.
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// Sizes the background and content views to the bounds and places the labels (§L1.9).
    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        storedContentView.frame = bounds
        let layout = TableCellLayout(
            size: bounds.size, style: .subtitle, accessorySize: nil, indentation: 0,
            textSize: storedTextLabel?.sizeThatFits(.zero) ?? .zero,
            detailSize: storedDetailTextLabel?.sizeThatFits(.zero) ?? .zero)
        storedTextLabel?.frame = layout.textFrame
        storedDetailTextLabel?.frame = layout.detailFrame
    }
}
#endif
