#if !canImport(UIKit)
import Foundation

/// A view that presents rows of one column in sections (UIKit's `UITableView`, docs §L1).
///
/// Only the rows on screen have cells; the rest are numbers in a `SectionedListExtents` (O(1)
/// per section for constant heights, a Fenwick tree for varying or estimated ones), so a scroll
/// frame costs O(visible + log n) however many rows there are. Cells leaving the screen wait in
/// the reuse pool. Layout happens in `layoutSubviews`, which every scroll triggers.
///
/// `delegate` is a `UITableViewDelegate?`, as in UIKit; it shadows `UIScrollView.delegate` and
/// shares its storage (UIScrollView+Delegate.swift, fact 20.30).
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// The visual style of a table view.
    public enum Style: Int, Sendable {
        case plain = 0
        case grouped = 1
        case insetGrouped = 2
    }

    /// Where a row lands when the table scrolls to it.
    public enum ScrollPosition: Int, Sendable {
        case none = 0
        case top = 1
        case middle = 2
        case bottom = 3
    }

    /// How inserted, deleted and reloaded rows animate.
    public enum RowAnimation: Int, Sendable {
        case fade = 0
        case right = 1
        case left = 2
        case top = 3
        case bottom = 4
        case none = 5
        case middle = 6
        case automatic = 100
    }

    /// What a separator inset is measured from.
    public enum SeparatorInsetReference: Int, Sendable {
        /// The inset is measured from the cell's edges.
        case fromCellEdges = 0
        /// The inset is added to the automatic inset (the cell's text margin).
        case fromAutomaticInsets = 1
    }

    /// The value that asks the table to use its default for a height.
    public static let automaticDimension: CGFloat = -1

    // MARK: State (internal; the extensions beside this file use it)

    var extents = SectionedListExtents()
    var rowSizing = TableRowSizing()
    var cellClasses = ListClassRegistry<UITableViewCell>()
    var headerFooterClasses = ListClassRegistry<UITableViewHeaderFooterView>()
    var cellPool = ListReusePool<UITableViewCell>()
    var headerFooterPool = ListReusePool<UITableViewHeaderFooterView>()
    /// The cells on screen, by index path.
    var displayedCells: [IndexPath: UITableViewCell] = [:]
    var displayedHeaders: [Int: UIView] = [:]
    var displayedFooters: [Int: UIView] = [:]
    var sectionTitles = SectionTitles()
    var selectedRows: Set<IndexPath> = []
    var highlightedRow: IndexPath?
    var needsReload = true
    var isLayingOutRows = false
    var defaultAnswers: TableDefaultAnswers = []
    var pendingBatch = ListUpdateBatch()
    var pendingBatchAnimates = false
    var pendingRowAnimations = RowAnimationPlan()
    var pendingCompletions: [(Bool) -> Void] = []
    /// The cell `reconfigureRows(at:)` is handing back to the data source (dequeued without
    /// `prepareForReuse`, UIKit's reconfigure).
    var reconfiguringCell: UITableViewCell?
    var batchDepth = 0
    weak var cachedTableDelegate: UITableViewDelegate?
    /// Reused each frame so that steady scrolling allocates nothing.
    var scratchIndexPaths: [IndexPath] = []
    /// The hairlines of the filler rows below the last row (L1.55), made once and reused.
    var fillerSeparators: [UIView] = []

    // MARK: Creating

    /// Creates a table view of `style`.
    public init(frame: CGRect, style: UITableView.Style) {
        self.style = style
        super.init(frame: frame)
        alwaysBounceVertical = true
        backgroundColor = Self.defaultBackgroundColor(for: style)
    }

    /// `.plain`: `.systemBackground`; `.grouped` / `.insetGrouped`: `.systemGroupedBackground` (docs L1.52).
    static func defaultBackgroundColor(for style: UITableView.Style) -> UIColor {
        style == .plain ? UIColor.systemBackground : UIColor.systemGroupedBackground
    }

    /// Creates a plain table view.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Creates a plain table view from an archive (no nib loading).
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        alwaysBounceVertical = true
        backgroundColor = Self.defaultBackgroundColor(for: style)
    }

    /// The style, fixed at creation.
    open private(set) var style: UITableView.Style

    /// The data source (weak).
    open weak var dataSource: UITableViewDataSource? { didSet { setNeedsReload() } }

    /// The delegate (held weakly); it also hears the scroll view's delegate calls.
    open var delegate: (any UITableViewDelegate)? {
        get { cachedTableDelegate }
        set { setStoredDelegate(newValue) }
    }

    override func delegateDidChange(from oldValue: UIScrollViewDelegate?) {
        cachedTableDelegate = storedDelegate as? UITableViewDelegate
        setNeedsReload()
    }

    var tableDelegate: UITableViewDelegate? { cachedTableDelegate }

    // MARK: Heights

    /// The height of every row when the delegate gives none (default `automaticDimension`).
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    /// The estimated height of rows (default `automaticDimension`; 0 turns estimates off).
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    /// The height of section headers (default `automaticDimension`).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    /// The height of section footers (default `automaticDimension`).
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    /// The estimated height of section headers.
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    /// The estimated height of section footers.
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    /// Padding above each section header (default `automaticDimension`, which PortableUIKit
    /// reads as 0, docs L1.7).
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    /// The height of the empty rows a `.plain` table shows below its last row: 0 (the default)
    /// shows none, `automaticDimension` the last row's height, another positive value that
    /// height; other styles ignore it (docs L1.55).
    open var fillerRowHeight: CGFloat = 0 { didSet { setNeedsLayout() } }

    /// The view above the first section.
    open var tableHeaderView: UIView? {
        didSet {
            if oldValue !== tableHeaderView { oldValue?.removeFromSuperview() }
            if let tableHeaderView { addSubview(tableHeaderView) }
            setNeedsReload()
        }
    }

    /// The view below the last section.
    open var tableFooterView: UIView? {
        didSet {
            if oldValue !== tableFooterView { oldValue?.removeFromSuperview() }
            if let tableFooterView { addSubview(tableFooterView) }
            setNeedsReload()
        }
    }

    /// The object told ahead of time which rows will soon show (facts 20.35–20.38).
    open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)? { didSet { setNeedsLayout() } }
    /// Whether the prefetch data source is told about rows ahead (default `true`).
    open var isPrefetchingEnabled = true { didSet { setNeedsLayout() } }
    var prefetchState = ListPrefetchState()

    /// A view behind every cell, header and footer, resized to the table's bounds (fact 20.31).
    open var backgroundView: UIView? { didSet { backgroundViewDidChange(from: oldValue) } }

    // MARK: Separators (UITableView+Separators.swift, docs L1.53)

    /// The effect applied to the separators (default `nil`); PortableUIKit draws separators in
    /// `separatorColor` whatever the effect (fact 20.32).
    open var separatorEffect: UIVisualEffect? {
        get { storedSeparatorEffect }
        set { storedSeparatorEffect = newValue?.copy() as? UIVisualEffect }
    }
    private var storedSeparatorEffect: UIVisualEffect?

    /// The style of the separators between rows (default `.singleLine`).
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { setNeedsSeparatorUpdate() } }
    /// The colour of the separators (default `.separator`).
    open var separatorColor: UIColor? = UIColor.separator { didSet { setNeedsSeparatorUpdate() } }
    /// The default inset of the separators; until set, separators start at the cells' text margin.
    open var separatorInset: UIEdgeInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
        didSet {
            hasCustomSeparatorInset = true
            setNeedsSeparatorUpdate()
        }
    }
    /// What `separatorInset` is measured from (default `.fromCellEdges`).
    open var separatorInsetReference: UITableView.SeparatorInsetReference = .fromCellEdges {
        didSet { setNeedsSeparatorUpdate() }
    }
    var hasCustomSeparatorInset = false

    // MARK: Editing (UITableView+Editing.swift)

    /// Whether the table is in editing mode (default `false`); setting it calls
    /// ``setEditing(_:animated:)`` unanimated. Observable with key-value observing (fact 20.40).
    open var isEditing: Bool {
        get { storedIsEditing }
        set { setEditing(newValue, animated: false) }
    }
    var storedIsEditing = false

    /// Enters or leaves editing mode: each visible cell whose row the data source lets edit gets
    /// ``UITableViewCell/setEditing(_:animated:)`` (fact 20.42).
    open func setEditing(_ editing: Bool, animated: Bool) { changeEditing(to: editing, animated: animated) }

    // MARK: Selection configuration

    /// Whether rows can be selected (default `true`).
    open var allowsSelection = true
    /// Whether more than one row can be selected (default `false`).
    open var allowsMultipleSelection = false

    // MARK: Counts

    /// The number of sections.
    open var numberOfSections: Int {
        reloadIfNeeded()
        return extents.numberOfSections
    }

    /// The number of rows in `section`.
    open func numberOfRows(inSection section: Int) -> Int {
        reloadIfNeeded()
        return extents.numberOfRows(inSection: section)
    }

    /// Lays out the table header, the visible rows and the headers and footers.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutVisibleContent()
        layoutBackgroundView()
        prefetchAhead()
    }

    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            super.bounds = newValue
            if old != newValue { setNeedsLayout() }
        }
    }

    // MARK: UIKit's open members (bodies in the extensions beside this file)

    open func rect(forSection section: Int) -> CGRect { table_rect(forSection: section) }
    open func rectForRow(at indexPath: IndexPath) -> CGRect { table_rectForRow(at: indexPath) }
    open func rectForHeader(inSection section: Int) -> CGRect { table_rectForHeader(inSection: section) }
    open func rectForFooter(inSection section: Int) -> CGRect { table_rectForFooter(inSection: section) }
    open func indexPathForRow(at point: CGPoint) -> IndexPath? { table_indexPathForRow(at: point) }
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? { table_indexPathsForRows(in: rect) }
    open func indexPath(for cell: UITableViewCell) -> IndexPath? { table_indexPath(for: cell) }
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { table_cellForRow(at: indexPath) }
    open var visibleCells: [UITableViewCell] { table_visibleCells }
    open var indexPathsForVisibleRows: [IndexPath]? { table_indexPathsForVisibleRows }
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        table_headerView(forSection: section)
    }
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        table_footerView(forSection: section)
    }
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        table_register(cellClass, forCellReuseIdentifier: identifier)
    }
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        table_register(aClass, forHeaderFooterViewReuseIdentifier: identifier)
    }
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        table_dequeueReusableCell(withIdentifier: identifier)
    }
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        table_dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    }
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        table_dequeueReusableHeaderFooterView(withIdentifier: identifier)
    }
    open func reloadData() { table_reloadData() }
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool) {
        table_scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }
    open func scrollToNearestSelectedRow(at scrollPosition: UITableView.ScrollPosition, animated: Bool) {
        table_scrollToNearestSelectedRow(at: scrollPosition, animated: animated)
    }
    open var indexPathsForSelectedRows: [IndexPath]? { table_indexPathsForSelectedRows }
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {
        table_selectRow(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        table_deselectRow(at: indexPath, animated: animated)
    }
    open var indexPathForSelectedRow: IndexPath? { selectedRows.min() }
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        table_performBatchUpdates(updates, completion: completion)
    }
    open func beginUpdates() { beginBatch() }
    open func endUpdates() { table_endUpdates() }
    open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        table_insertRows(at: indexPaths, with: animation)
    }
    open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        table_deleteRows(at: indexPaths, with: animation)
    }
    open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        table_reloadRows(at: indexPaths, with: animation)
    }
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        table_moveRow(at: indexPath, to: newIndexPath)
    }
    open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        table_insertSections(sections, with: animation)
    }
    open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        table_deleteSections(sections, with: animation)
    }
    open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        table_reloadSections(sections, with: animation)
    }
    open func moveSection(_ section: Int, toSection newSection: Int) {
        table_moveSection(section, toSection: newSection)
    }
    open func reconfigureRows(at indexPaths: [IndexPath]) { table_reconfigureRows(at: indexPaths) }
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        tableTouchesBegan(touches, with: event)
    }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        tableTouchesMoved(touches, with: event)
    }
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        tableTouchesEnded(touches, with: event)
    }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        tableTouchesCancelled(touches, with: event)
    }
}
#endif
