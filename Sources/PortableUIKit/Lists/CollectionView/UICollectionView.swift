#if !canImport(UIKit)
import Foundation

/// A scroll view that shows items placed by a layout object (UIKit's `UICollectionView`).
///
/// Only the elements whose frames meet the bounds exist as views; those that leave go to the reuse
/// pool and come back through the `dequeueReusable…` methods (with `prepareForReuse()`). The
/// collection view asks its layout for the attributes of a window around the bounds and asks
/// again only when the bounds leave that window or the layout was invalidated, so a scroll frame
/// costs O(visible) plus the layout's query.
///
/// `delegate` is a `UICollectionViewDelegate?`, as in UIKit; it shadows `UIScrollView.delegate`
/// and shares its storage (UIScrollView+Delegate.swift, fact 20.30).
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    var layout: UICollectionViewLayout
    var cellClasses = ListClassRegistry<UICollectionViewCell>()
    var supplementaryClasses = ListClassRegistry<UICollectionReusableView>()
    var reusePool = ListReusePool<UICollectionReusableView>()
    /// The item counts per section, read from the data source at the last reload.
    var itemCounts: [Int] = []
    var needsReloadData = true
    var visibleCellsByIndexPath: [IndexPath: UICollectionViewCell] = [:]
    var visibleSupplementaryByKey: [CollectionSupplementaryKey: UICollectionReusableView] = [:]
    var visibleDecorationByKey: [CollectionSupplementaryKey: UICollectionReusableView] = [:]
    /// Decoration kinds already reported as unregistered.
    var reportedDecorationKinds: Set<String> = []
    /// What the invalidations since the last layout pass ask beyond a new query.
    var pendingInvalidation = CollectionPendingInvalidation()
    /// The layout attributes of the queried window and the window itself.
    var queriedAttributes: [UICollectionViewLayoutAttributes] = []
    var queriedRect: CGRect = .null
    /// Whether the layout's frames are shown mirrored (facts 20.24, 20.25).
    var mirrorsLayout = false
    var selectedIndexPaths: Set<IndexPath> = []
    var selectionPolicy = CollectionSelectionPolicy()
    var isTiling = false
    /// The batch being recorded by `performBatchUpdates`, and how deep its calls are nested.
    var openBatch = ListUpdateBatch()
    var updateDepth = 0
    var nestedCompletions: [(Bool) -> Void] = []
    /// The cell `reconfigureItems(at:)` hands back from the next dequeue.
    var reconfiguringCell: UICollectionViewCell?
    /// Where the cell being configured will be shown (the frame a new cell is created with).
    var pendingAttributes: UICollectionViewLayoutAttributes?
    /// What the data source dequeued while it is being asked for a cell (UICollectionView+CellVetting.swift).
    var cellRequest: CollectionCellRequest?
    lazy var selectionTap: UITapGestureRecognizer = {
        let tap = UITapGestureRecognizer { [weak self] recognizer in self?.handleSelectionTap(recognizer) }
        // Controls inside cells keep their touches; selection does not cancel them [UNC].
        tap.cancelsTouchesInView = false
        return tap
    }()

    /// Creates a collection view that uses `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        super.init(frame: frame)
        adopt(layout)
        addGestureRecognizer(selectionTap)
    }

    /// Creates a collection view from an archive (no nib loading: a zero frame and a flow layout).
    public required init?(coder: NSCoder) {
        layout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        adopt(layout)
        addGestureRecognizer(selectionTap)
    }

    /// The object that gives the sections, items and views.
    open weak var dataSource: UICollectionViewDataSource? {
        didSet { reloadData() }
    }

    /// The delegate (held weakly). A new delegate invalidates the layout, whose metrics may come
    /// from it (`UICollectionViewDelegateFlowLayout`) [UNC].
    open var delegate: (any UICollectionViewDelegate)? {
        get { storedDelegate as? UICollectionViewDelegate }
        set { setStoredDelegate(newValue) }
    }

    override func delegateDidChange(from oldValue: UIScrollViewDelegate?) {
        if oldValue !== storedDelegate { layout.invalidateLayout() }
    }

    /// The delegate as a collection view delegate.
    var collectionDelegate: UICollectionViewDelegate? { delegate }

    /// The layout. Setting it lays out again at once, without animation.
    open var collectionViewLayout: UICollectionViewLayout {
        get { layout }
        set { setCollectionViewLayout(newValue, animated: false) }
    }

    /// Replaces the layout; `animated` slides the visible cells to their new frames (0.3 s).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// Replaces the layout and calls `completion` with `true` once it shows (after the animation).
    open func setCollectionViewLayout(
        _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        guard layout !== self.layout else {
            completion?(true)
            return
        }
        if let owner = layout.owningCollectionView, owner !== self {
            PortableUIKitDiagnostics.report(
                .invalidListUse, "\(layout) is already the layout of \(owner); it cannot also lay out \(self)",
                fix: "give each collection view its own layout object", spec: "L2.11")
            completion?(false)
            return
        }
        self.layout.owningCollectionView = nil
        self.layout = layout
        adopt(layout)
        guard animated, window != nil else {
            layoutIfNeeded()
            completion?(true)
            return
        }
        animateLayoutChange(completion: completion)
    }

    private func adopt(_ layout: UICollectionViewLayout) {
        layout.owningCollectionView = self
        for (key, view) in visibleDecorationByKey { retire(decoration: view, key: key) }
        visibleDecorationByKey = [:]
        invalidateLayoutForData(everything: true)
    }

    /// Invalidates the layout with a context of its class that says the counts changed, and
    /// with `everything`, that all its data is stale (facts 20.14, 20.16). The view queries the
    /// layout again even when an override of `invalidateLayout(with:)` does not call `super`.
    func invalidateLayoutForData(everything: Bool) {
        let context = layout.makeInvalidationContext()
        context.everything = everything
        context.dataSourceCounts = true
        layout.invalidateLayout(with: context)
        layout.needsPrepare = true
        queriedRect = .null
        setNeedsLayout()
    }

    /// The layout was invalidated with `context`: query it again at the next layout pass, then
    /// apply what the context adjusts.
    func layoutDidInvalidate(with context: UICollectionViewLayoutInvalidationContext) {
        pendingInvalidation.merge(context)
        layout.needsPrepare = true
        queriedRect = .null
        setNeedsLayout()
    }

    /// The object told ahead of time which items will soon show (facts 20.35–20.38).
    open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)? { didSet { setNeedsLayout() } }
    /// Whether the prefetch data source is told about items ahead (default `true`).
    open var isPrefetchingEnabled = true { didSet { setNeedsLayout() } }
    var prefetchState = ListPrefetchState()

    /// A view behind all cells and supplementary views, sized to the bounds so that it does not
    /// scroll with the content (fact 20.31).
    open var backgroundView: UIView? {
        didSet {
            guard oldValue !== backgroundView else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    // MARK: Layout pass and bounds

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        tile()
        prefetchAhead()
    }

    /// Every bounds change asks the layout whether it must be invalidated, and re-tiles.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            guard newValue != super.bounds else { return }
            boundsWillChange(to: newValue)
            super.bounds = newValue
            setNeedsLayout()
        }
    }

    /// A frame change that resizes the bounds asks the layout too.
    open override var frame: CGRect {
        get { super.frame }
        set {
            if newValue.size != super.bounds.size {
                boundsWillChange(to: CGRect(origin: super.bounds.origin, size: newValue.size))
            }
            super.frame = newValue
            setNeedsLayout()
        }
    }

    /// A drag's natural target goes through the layout's
    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` (fact L2.23).
    override func adjustedTargetContentOffset(_ proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        let target = layout.targetContentOffset(
            forProposedContentOffset: layoutSpaceOffset(proposed),
            withScrollingVelocity: CGPoint(x: mirrorsLayout ? -velocity.x : velocity.x, y: velocity.y))
        return layoutSpaceOffset(target)
    }

    // MARK: Visible elements and queries (UICollectionView+Queries.swift)

    /// The cells on screen, in index-path order.
    open var visibleCells: [UICollectionViewCell] { currentVisibleCells }
    /// The index paths of the cells on screen, in order.
    open var indexPathsForVisibleItems: [IndexPath] { currentVisibleIndexPaths }
    /// The cell shown for `indexPath`; `nil` when it is off screen.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { visibleCell(at: indexPath) }
    /// The index path `cell` shows; `nil` when it is not a visible cell of this view.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { visibleIndexPath(for: cell) }
    /// The index path of the item at `point` (content coordinates); `nil` for empty space.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? { itemIndexPath(at: point) }
    /// The layout's attributes for the item at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        itemAttributes(at: indexPath)
    }
    /// The layout's attributes for the supplementary view of `kind` at `indexPath`.
    open func layoutAttributesForSupplementaryElement(
        ofKind kind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { supplementaryAttributes(ofKind: kind, at: indexPath) }
    /// The supplementary view of `elementKind` shown at `indexPath`; `nil` when off screen.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionReusableView?
    {
        visibleSupplementary(kind: elementKind, at: indexPath)
    }
    /// The supplementary views of `elementKind` on screen, in index-path order.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        visibleSupplementaryList(ofKind: elementKind)
    }
    /// The index paths of the supplementary views of `elementKind` on screen.
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visibleSupplementaryIndexPaths(ofKind: elementKind)
    }

    // MARK: Scrolling and selection (UICollectionView+Scrolling.swift, +Selection.swift)

    /// Scrolls so that the item at `indexPath` sits at `scrollPosition` (fact L2.10).
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool)
    {
        scrollItem(at: indexPath, at: scrollPosition, animated: animated)
    }
    /// Whether a tap selects items (default `true`).
    open var allowsSelection: Bool {
        get { selectionAllowed }
        set { selectionAllowed = newValue }
    }
    /// Whether several items can be selected at once (default `false`).
    open var allowsMultipleSelection: Bool {
        get { multipleSelectionAllowed }
        set { multipleSelectionAllowed = newValue }
    }
    /// The selected items' index paths in order; `nil` when none is selected.
    open var indexPathsForSelectedItems: [IndexPath]? { selectedItemIndexPaths }
    /// Selects the item at `indexPath` (no delegate calls); `nil` deselects every item.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition) {
        select(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }
    /// Deselects the item at `indexPath` (no delegate calls).
    open func deselectItem(at indexPath: IndexPath, animated: Bool) { deselect(at: indexPath, animated: animated) }

    // MARK: Updates (UICollectionView+Updates.swift)

    /// Inserts items at `indexPaths` (new coordinates).
    open func insertItems(at indexPaths: [IndexPath]) { record { $0.insertedItems += indexPaths } }
    /// Deletes the items at `indexPaths` (old coordinates).
    open func deleteItems(at indexPaths: [IndexPath]) { record { $0.deletedItems += indexPaths } }
    /// Reloads the items at `indexPaths`: new cells replace the old ones.
    open func reloadItems(at indexPaths: [IndexPath]) { record { $0.reloadedItems += indexPaths } }
    /// Moves an item.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedItems.append(ListMove(from: indexPath, to: newIndexPath)) }
    }
    /// Inserts sections.
    open func insertSections(_ sections: IndexSet) { record { $0.insertedSections.formUnion(sections) } }
    /// Deletes sections.
    open func deleteSections(_ sections: IndexSet) { record { $0.deletedSections.formUnion(sections) } }
    /// Reloads sections.
    open func reloadSections(_ sections: IndexSet) { record { $0.reloadedSections.formUnion(sections) } }
    /// Moves a section.
    open func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append(ListMove(from: section, to: newSection)) }
    }
    /// Runs `updates` (inserts, deletes, reloads, moves and the matching data-source changes) as
    /// one animated batch; `completion` gets `true` when the animation finished, `false` when the
    /// batch was refused.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        runBatchUpdates(updates, completion: completion)
    }
    /// Updates the visible cells at `indexPaths` in place: the data source configures the same cell again.
    open func reconfigureItems(at indexPaths: [IndexPath]) { reconfigure(indexPaths) }

    // MARK: Registration and dequeuing

    /// Registers `cellClass` (a `UICollectionViewCell` subclass) for `identifier`; `nil` removes it.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cellClasses.register(cellClass, identifier: identifier, role: "cell", spec: "L1.1")
    }

    /// Registers `viewClass` (a `UICollectionReusableView` subclass) for supplementary views of
    /// `elementKind` with `identifier`; `nil` removes it.
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        supplementaryClasses.register(
            viewClass, identifier: Self.supplementaryPoolKey(elementKind, identifier), role: elementKind, spec: "L1.1")
    }

    /// A cell for `indexPath`: a waiting one (after `prepareForReuse()`) or a new instance of the
    /// registered class. An unregistered identifier is refused with a diagnostic and answered with
    /// a plain cell.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = dequeueCell(withReuseIdentifier: identifier, for: indexPath)
        recordDequeued(cell, for: indexPath)
        return cell
    }

    private func dequeueCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        guard let type = cellClasses[identifier] else {
            PortableUIKitDiagnostics.report(
                .invalidListUse,
                "\(self) was asked to dequeue a cell with identifier \"\(identifier)\" at \(indexPath), but no class is registered for it",
                fix: "call register(_:forCellWithReuseIdentifier:) before dequeuing", spec: "L2.12")
            return UICollectionViewCell(frame: pendingAttributes?.frame ?? .zero)
        }
        if let reconfiguringCell, reconfiguringCell.reuseIdentifier == identifier {
            self.reconfiguringCell = nil
            return reconfiguringCell
        }
        if let waiting = reusePool.dequeue(identifier: Self.cellPoolKey(identifier)) as? UICollectionViewCell {
            waiting.prepareForReuse()
            return waiting
        }
        let cell =
            RegisteredViewClass.makeView(of: type, frame: pendingAttributes?.frame ?? .zero) as? UICollectionViewCell
            ?? UICollectionViewCell(frame: .zero)
        cell.storedReuseIdentifier = identifier
        return cell
    }

    /// A supplementary view of `elementKind` for `indexPath`, reused or new.
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        let key = Self.supplementaryPoolKey(elementKind, identifier)
        guard let type = supplementaryClasses[key] else {
            PortableUIKitDiagnostics.report(
                .invalidListUse,
                "\(self) was asked to dequeue a \(elementKind) view with identifier \"\(identifier)\" at \(indexPath), but no class is registered for it",
                fix: "call register(_:forSupplementaryViewOfKind:withReuseIdentifier:) before dequeuing", spec: "L2.12")
            return UICollectionReusableView(frame: .zero)
        }
        if let waiting = reusePool.dequeue(identifier: key) {
            waiting.prepareForReuse()
            return waiting
        }
        let view =
            RegisteredViewClass.makeView(of: type, frame: pendingAttributes?.frame ?? .zero)
            as? UICollectionReusableView
            ?? UICollectionReusableView(frame: .zero)
        view.storedReuseIdentifier = identifier
        return view
    }

    static func cellPoolKey(_ identifier: String) -> String { "cell\u{0}" + identifier }
    static func supplementaryPoolKey(_ kind: String, _ identifier: String) -> String { kind + "\u{0}" + identifier }

    // MARK: Data

    /// Forgets every cell and asks the data source again at the next layout pass.
    open func reloadData() {
        needsReloadData = true
        invalidateLayoutForData(everything: true)
    }

    /// The number of sections (from the data source at the last reload).
    open var numberOfSections: Int {
        reloadCountsIfNeeded()
        return itemCounts.count
    }

    /// The number of items in `section`; 0 with a diagnostic for a section that does not exist.
    open func numberOfItems(inSection section: Int) -> Int {
        reloadCountsIfNeeded()
        guard section >= 0, section < itemCounts.count else {
            PortableUIKitDiagnostics.report(
                .invalidListUse,
                "numberOfItems(inSection: \(section)) on \(self), which has \(itemCounts.count) sections",
                fix: "ask only for sections below numberOfSections", spec: "L2.12")
            return 0
        }
        return itemCounts[section]
    }

    /// Reads the counts from the data source if a reload is pending.
    func reloadCountsIfNeeded() {
        guard needsReloadData else { return }
        needsReloadData = false
        for (indexPath, cell) in visibleCellsByIndexPath { retire(cell, at: indexPath) }
        visibleCellsByIndexPath = [:]
        for (key, view) in visibleSupplementaryByKey { retire(view, key: key) }
        visibleSupplementaryByKey = [:]
        for (key, view) in visibleDecorationByKey { retire(decoration: view, key: key) }
        visibleDecorationByKey = [:]
        itemCounts = Self.counts(from: dataSource, of: self)
        prefetchState.reset()
        selectedIndexPaths = selectedIndexPaths.filter(isValid)
        layout.needsPrepare = true
        queriedRect = .null
    }

    static func counts(from dataSource: UICollectionViewDataSource?, of collectionView: UICollectionView) -> [Int] {
        guard let dataSource else { return [] }
        let sections = max(0, dataSource.numberOfSections(in: collectionView))
        return (0..<sections).map { max(0, dataSource.collectionView(collectionView, numberOfItemsInSection: $0)) }
    }

    func isValid(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < itemCounts.count
            && indexPath.item >= 0 && indexPath.item < itemCounts[indexPath.section]
    }

    /// Reports an index path outside the data; returns whether it is valid.
    func validate(_ indexPath: IndexPath, in method: String) -> Bool {
        reloadCountsIfNeeded()
        guard isValid(indexPath) else {
            PortableUIKitDiagnostics.report(
                .invalidListUse,
                "\(method) on \(self) with \(indexPath), outside its \(itemCounts.count) sections of \(itemCounts.prefix(8)) items",
                fix: "pass an index path of an existing item", spec: "L2.12")
            return false
        }
        return true
    }
}

/// A supplementary or decoration view's identity: its kind and index path.
struct CollectionSupplementaryKey: Hashable {
    var kind: String
    var indexPath: IndexPath
}
#endif
