#if !canImport(UIKit)
import Foundation

/// The visual representation of a single row in a table view (UIKit's `UITableViewCell`).
///
/// Subviews, back to front: ``backgroundView``, ``selectedBackgroundView`` (only while selected or
/// highlighted, §L1.8), ``contentView`` (holding the labels, created on first access) and
/// ``accessoryView``. ``layoutSubviews()`` places them as `TableCellLayout` says (§L1.3–L1.7).
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    let style: CellStyle
    private let storedReuseIdentifier: String?
    private let storedContentView: LabelHostingContentView
    private var storedTextLabel: UILabel?
    private var storedDetailTextLabel: UILabel?
    private var storedSelected = false
    private var storedHighlighted = false
    /// The gray view shown while selected when ``selectedBackgroundView`` is nil (§L1.8).
    private var defaultSelectionBackground: UIView?
    /// The selection background currently in the subviews.
    private var shownSelectionBackground: UIView?
    /// The standard accessory's glyph frame (no view draws it yet), for renderers and tests.
    var standardAccessoryFrame: CGRect?
    /// The content configuration and the view showing it (UITableViewCell+ContentConfiguration.swift).
    var storedContentConfiguration: (any UIContentConfiguration)?
    var configurationContentView: (any UIView & UIContentView)?
    var needsConfigurationUpdate = false

    /// Initializes a table cell with a style and a reuse identifier.
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        self.style = style
        storedReuseIdentifier = reuseIdentifier
        storedContentView = LabelHostingContentView()
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        addSubview(storedContentView)
    }

    /// Creates a cell with the `.default` style, no reuse identifier and the given frame.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Creates a cell from an archive (no nib loading: a `.default` cell with a zero frame).
    public required init?(coder: NSCoder) {
        style = .default
        storedReuseIdentifier = nil
        storedContentView = LabelHostingContentView()
        super.init(coder: coder)
        addSubview(storedContentView)
    }

    // MARK: Reuse

    /// The identifier the cell was created with, by which a table view reuses it.
    open var reuseIdentifier: String? { storedReuseIdentifier }

    /// Called by a table view just before it hands the cell out again from
    /// `dequeueReusableCell(withIdentifier:)`. The default does nothing; overrides reset state that
    /// is not content (alpha, editing, selection) and must call `super`.
    open func prepareForReuse() {}

    // MARK: Content

    /// The view the cell's content goes in; it ends before the accessory (§L1.5).
    open var contentView: UIView { storedContentView }

    /// The main label, created on first access in the content view (17 pt, §L1.6).
    open var textLabel: UILabel? {
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel()
        label.font = UIFont.systemFont(ofSize: style == .value2 ? 15 : UIFont.labelFontSize)
        if style == .value2 {
            label.textAlignment = .right
            label.textColor = UIColor.systemBlue
        }
        label.isHighlighted = showsSelection
        storedTextLabel = label
        storedContentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The secondary label, created on first access; nil for the `.default` style (§L1.6).
    open var detailTextLabel: UILabel? {
        if let storedDetailTextLabel { return storedDetailTextLabel }
        guard style != .default else { return nil }
        let label = UILabel()
        switch style {
        case .value1:
            label.textColor = UIColor.secondaryLabel
        case .value2:
            label.font = UIFont.systemFont(ofSize: 15)
        case .subtitle:
            label.font = UIFont.systemFont(ofSize: 12)
        case .default:
            break
        }
        label.isHighlighted = showsSelection
        storedDetailTextLabel = label
        storedContentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    // MARK: Configuration state (UITableViewCell+ContentConfiguration.swift)

    /// Whether a state change re-derives ``contentConfiguration`` with `updated(for:)`; true by default.
    open var automaticallyUpdatesContentConfiguration = true

    /// Asks for ``updateConfiguration(using:)`` before the next layout.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Updates the configuration for `state`; by default re-derives ``contentConfiguration`` when
    /// ``automaticallyUpdatesContentConfiguration`` is true. Overrides call `super`.
    open func updateConfiguration(using state: UICellConfigurationState) {
        guard automaticallyUpdatesContentConfiguration, let configuration = storedContentConfiguration else { return }
        contentConfiguration = configuration
    }

    // MARK: Background

    /// The view behind everything else, sized to the cell; nil by default.
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// The view shown above ``backgroundView`` while the cell is selected or highlighted; nil by
    /// default (a gray background is shown instead, §L1.8).
    open var selectedBackgroundView: UIView? {
        didSet {
            guard selectedBackgroundView !== oldValue else { return }
            updateSelectionBackground(animated: false)
        }
    }

    // MARK: Selection and highlight

    /// How selection shows; `.default` by default.
    open var selectionStyle: SelectionStyle = .default {
        didSet { updateSelectionBackground(animated: false) }
    }

    /// Whether the cell is selected; setting it calls ``setSelected(_:animated:)`` unanimated.
    open var isSelected: Bool {
        get { storedSelected }
        set { setSelected(newValue, animated: false) }
    }

    /// Whether the cell is highlighted; setting it calls ``setHighlighted(_:animated:)`` unanimated.
    open var isHighlighted: Bool {
        get { storedHighlighted }
        set { setHighlighted(newValue, animated: false) }
    }

    /// Selects or deselects the cell: the selection background fades in or out (over 0.25 s when
    /// animated) and the labels highlight (§L1.8).
    open func setSelected(_ selected: Bool, animated: Bool) {
        storedSelected = selected
        updateSelectionBackground(animated: animated)
        setNeedsUpdateConfiguration()
    }

    /// Highlights the cell or removes the highlight, as ``setSelected(_:animated:)`` does.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        storedHighlighted = highlighted
        updateSelectionBackground(animated: animated)
        setNeedsUpdateConfiguration()
    }

    // MARK: Editing

    /// Whether the cell is in editing mode; its table sets it (fact 20.42). Setting it calls
    /// ``setEditing(_:animated:)`` unanimated.
    open var isEditing: Bool {
        get { storedEditing }
        set { setEditing(newValue, animated: false) }
    }
    private var storedEditing = false

    /// Enters or leaves editing mode. PortableUIKit draws no editing controls.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard storedEditing != editing else { return }
        storedEditing = editing
        setNeedsUpdateConfiguration()
    }

    /// The editing control the cell shows while editing: the table delegate's
    /// `tableView(_:editingStyleForRowAt:)` for its row (`.delete` by default), `.none` otherwise.
    open internal(set) var editingStyle: UITableViewCell.EditingStyle = .none

    // MARK: Accessory

    /// The standard accessory; `.none` by default. Ignored while ``accessoryView`` is set.
    open var accessoryType: AccessoryType = .none {
        didSet { if accessoryType != oldValue { setNeedsLayout() } }
    }

    /// A custom view on the cell's trailing side, replacing ``accessoryType``'s; nil by default.
    open var accessoryView: UIView? {
        didSet {
            guard accessoryView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let accessoryView { addSubview(accessoryView) }
            setNeedsLayout()
        }
    }

    // MARK: Indentation and separator

    /// The indentation level of the content; 0 by default.
    open var indentationLevel: Int = 0 {
        didSet { if indentationLevel != oldValue { setNeedsLayout() } }
    }

    /// The width of one level of indentation; 10 pt by default.
    open var indentationWidth: CGFloat = 10 {
        didSet { if indentationWidth != oldValue { setNeedsLayout() } }
    }

    /// The insets of the separator drawn below the cell; 16 pt on the leading side by default (§L1.4).
    /// Until set, the table's inset (or the text margin) applies (docs L1.53).
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
        didSet {
            hasCustomSeparatorInset = true
            (superview as? UITableView)?.setNeedsSeparatorUpdate()
        }
    }
    var hasCustomSeparatorInset = false
    /// The hairline the table shows at the cell's bottom (owned and configured by the table).
    var tableSeparator: UIView?
    /// The separator's leading and trailing insets and thickness, nil when the cell shows none.
    var tableSeparatorPlacement: TableSeparatorPlacement?
    /// Whether the table rounded this cell's corners (first/last row of an `.insetGrouped`
    /// section), so it takes the rounding off when the cell shows a middle row (L1.54).
    var isRoundedByTable = false

    // MARK: Layout

    /// Places the backgrounds, accessory, content view and labels (§L1.3–L1.7).
    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsConfigurationUpdate {
            needsConfigurationUpdate = false
            updateConfiguration(using: configurationState)
        }
        let size = bounds.size
        backgroundView?.frame = bounds
        shownSelectionBackground?.frame = bounds
        let accessorySize = accessoryView.map { $0.bounds.size } ?? TableCellLayout.standardAccessorySize(accessoryType)
        let layout = TableCellLayout(
            size: size, style: style, accessorySize: accessorySize,
            indentation: CGFloat(indentationLevel) * indentationWidth,
            textSize: storedTextLabel?.sizeThatFits(.zero) ?? .zero,
            detailSize: storedDetailTextLabel?.sizeThatFits(.zero) ?? .zero)
        storedContentView.frame = layout.contentFrame
        if let accessoryView, let frame = layout.accessoryFrame {
            accessoryView.frame = frame
            standardAccessoryFrame = nil
        } else {
            standardAccessoryFrame = layout.accessoryFrame
        }
        storedTextLabel?.frame = layout.textFrame
        storedDetailTextLabel?.frame = layout.detailFrame
        configurationContentView?.frame = storedContentView.bounds
        layoutTableSeparator()
    }

    /// Places the table's separator at the bottom edge, above the other subviews.
    func layoutTableSeparator() {
        guard let tableSeparator else { return }
        guard let placement = tableSeparatorPlacement else {
            tableSeparator.isHidden = true
            return
        }
        tableSeparator.isHidden = false
        let frame = placement.frame(in: bounds.size)
        if tableSeparator.frame != frame { tableSeparator.frame = frame }
        if tableSeparator.superview !== self || subviews.last !== tableSeparator { addSubview(tableSeparator) }
    }

    // MARK: Selection background mechanics

    private func updateSelectionBackground(animated: Bool) {
        let shows = showsSelection
        storedTextLabel?.isHighlighted = shows
        storedDetailTextLabel?.isHighlighted = shows
        let wanted: UIView? = shows ? (selectedBackgroundView ?? makeDefaultSelectionBackground()) : nil
        guard wanted !== shownSelectionBackground else { return }
        if let old = shownSelectionBackground {
            if animated {
                UIView.animate(
                    withDuration: 0.25, animations: { old.alpha = 0 },
                    completion: { [weak self, weak old] _ in
                        guard let old, self?.shownSelectionBackground !== old else { return }
                        old.removeFromSuperview()
                        old.alpha = 1
                    })
            } else {
                old.removeFromSuperview()
            }
        }
        shownSelectionBackground = wanted
        guard let wanted else { return }
        wanted.frame = bounds
        if let backgroundView, backgroundView.superview === self {
            insertSubview(wanted, aboveSubview: backgroundView)
        } else {
            insertSubview(wanted, at: 0)
        }
        if animated {
            wanted.alpha = 0
            UIView.animate(withDuration: 0.25) { wanted.alpha = 1 }
        } else {
            wanted.alpha = 1
        }
    }

    /// Whether the cell shows selection: selected or highlighted, with a selection style.
    private var showsSelection: Bool { (storedSelected || storedHighlighted) && selectionStyle != .none }

    private func makeDefaultSelectionBackground() -> UIView {
        if let defaultSelectionBackground { return defaultSelectionBackground }
        let view = UIView()
        view.backgroundColor = UIColor.systemGray4
        defaultSelectionBackground = view
        return view
    }
}
#endif
