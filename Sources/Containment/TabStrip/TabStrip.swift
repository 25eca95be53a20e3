#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// A row of titled tabs with an indicator under the selected one: the tab strip of a paged
/// screen (issue 17). A `UIControl` that sends `.valueChanged` when the user picks a tab.
///
/// - **Selection**: ``selectedIndex`` (`NSNotFound` when there are no ``titles``). Setting it,
///   or ``setSelectedIndex(_:animated:)``, sends no action; only the user does (a tap on a tab,
///   VoiceOver's activate or adjust), after the selection and its animation have started.
/// - **Following a pager**: ``indicatorPosition`` is the fractional tab the indicator shows.
///   Set it from `PagingController`'s delegate method `pagingController(_:didScrollTo:)` (every
///   frame the pages move) and the indicator's position and width, the titles' colours and the
///   strip's own scroll offset follow, interpolated between adjacent tabs. Setting it stops
///   the strip's own animation and does not change the selection.
/// - **Motion**: an animated selection moves the indicator with a spring (``springDamping``,
///   ``selectionAnimationDuration``; PagingController's defaults) sampled every frame.
/// - **Overflow**: tabs fill the width when they fit (extra space shared equally); otherwise
///   they scroll horizontally and the strip keeps the indicated tab visible, centred when
///   possible.
/// - **Right to left**: with a right-to-left `effectiveUserInterfaceLayoutDirection`, tab 0 is
///   at the right end and everything mirrors.
/// - **Accessibility**: the strip is a container with the `.tabBar` trait; each tab is an
///   element (its title; `.button`, `.selected` when selected, `.adjustable`). Details in
///   `TabStripTab`.
///
/// Misuse (an index out of range, a non-finite position) is reported as `invalidContainerUse`
/// and refused.
@MainActor
open class TabStrip: UIControl {
    // MARK: Content

    /// The tabs' titles, leading to trailing. Setting them re-lays the tabs; the selection is
    /// kept when still in range, else clamped to the last tab (`NSNotFound` when there are none;
    /// the first tab when there were none before), and the indicator moves to it at once.
    public var titles: [String] {
        get { storedTitles }
        set {
            storedTitles = newValue
            titlesDidChange()
        }
    }

    /// The selected tab; `NSNotFound` when there are no titles. Setting it moves the indicator
    /// there at once and sends no action. An index outside the titles is refused.
    public var selectedIndex: Int {
        get { storedSelectedIndex }
        set { setSelectedIndex(newValue, animated: false) }
    }

    /// The fractional tab the indicator shows, `0...titles.count − 1` (0 when there are no
    /// titles). Setting it stops the strip's own animation and moves the indicator, the titles'
    /// colours and the scroll offset at once; it does not change ``selectedIndex``. Values
    /// outside the tabs are clamped; non-finite values are refused.
    public var indicatorPosition: CGFloat {
        get { shownPosition }
        set {
            guard newValue.isFinite else {
                reportContainerMisuse(
                    .invalidContainerUse, "TabStrip.indicatorPosition set to \(newValue)",
                    fix: "pass a finite fractional tab index, such as PagingController's pagePosition", spec: "issue 17"
                )
                return
            }
            stopSelectionAnimation()
            show(position: newValue)
        }
    }

    // MARK: Motion

    /// The damping ratio of the selection spring, in (0, 1]; 1 (no bounce) by default. A value
    /// outside is refused with a diagnostic and the previous one kept.
    public var springDamping: CGFloat = 1 {
        didSet {
            if !(springDamping > 0 && springDamping <= 1) {
                springDamping = refused("springDamping", springDamping, keeping: oldValue)
            }
        }
    }
    /// How long an animated selection takes, in seconds; 0.3 by default. A duration that is not
    /// finite, is negative or is over a minute is refused with a diagnostic and the previous one kept.
    public var selectionAnimationDuration: TimeInterval = 0.3 {
        didSet {
            if !(selectionAnimationDuration >= 0 && selectionAnimationDuration <= 60) {
                selectionAnimationDuration = refused(
                    "selectionAnimationDuration", selectionAnimationDuration, keeping: oldValue)
            }
        }
    }

    // MARK: Look

    /// The titles' font.
    public var titleFont: UIFont = .systemFont(ofSize: 15, weight: .semibold) {
        didSet {
            for tab in tabs { tab.font = titleFont }
            invalidateTabLayout()
        }
    }
    /// The colour of unselected titles.
    public var titleColor: UIColor = .secondaryLabel {
        didSet { applyTitleColors() }
    }
    /// The colour of the selected title.
    public var selectedTitleColor: UIColor = .label {
        didSet { applyTitleColors() }
    }
    /// The indicator's colour; nil (the default) uses `tintColor`.
    public var indicatorColor: UIColor? {
        didSet { applyIndicatorColor() }
    }
    /// The indicator's height, at the bottom of the strip; 2 by default. The three lengths
    /// below refuse a value that is negative or not finite (with a diagnostic), keeping the old one.
    public var indicatorHeight: CGFloat = 2 {
        didSet {
            guard indicatorHeight.isFinite, indicatorHeight >= 0 else {
                return indicatorHeight = refused("indicatorHeight", indicatorHeight, keeping: oldValue)
            }
            invalidateTabLayout()
        }
    }
    /// The space between adjacent titles (each tab has half of it on either side of its title);
    /// 24 by default.
    public var tabSpacing: CGFloat = 24 {
        didSet {
            guard tabSpacing.isFinite, tabSpacing >= 0 else {
                return tabSpacing = refused("tabSpacing", tabSpacing, keeping: oldValue)
            }
            invalidateTabLayout()
        }
    }
    /// The space before the first tab and after the last; 8 by default.
    public var edgeInset: CGFloat = 8 {
        didSet {
            guard edgeInset.isFinite, edgeInset >= 0 else {
                return edgeInset = refused("edgeInset", edgeInset, keeping: oldValue)
            }
            invalidateTabLayout()
        }
    }

    // MARK: Views and state

    /// The horizontally scrolling view that holds the tabs and the indicator.
    let scrollView = UIScrollView()
    /// The tabs, by index.
    var tabs: [TabStripTab] = []
    /// The bar under the indicated title.
    let indicatorView = UIView()
    /// The current geometry; nil until laid out, or after something it depends on changed.
    var tabLayout: TabStripLayout?
    /// The size ``tabLayout`` was made for.
    var laidOutSize: CGSize = .zero
    var storedTitles: [String] = []
    var storedSelectedIndex = NSNotFound
    /// The position the indicator shows (clamped to the tabs).
    var shownPosition: CGFloat = 0
    /// The running selection spring, if any.
    var selectionTimer: FrameTimer?

    // MARK: Creating

    /// Creates an empty strip.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    /// Creates a strip with `titles`, the first selected.
    public convenience init(titles: [String]) {
        self.init(frame: .zero)
        self.titles = titles
    }

    /// Creates an empty strip from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        isAccessibilityElement = false
        accessibilityTraits = .tabBar
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false
        scrollView.scrollsToTop = false
        scrollView.alwaysBounceVertical = false
        // VoiceOver reads the tabs of the view holding them as "Tab, n of m" [UNC: whether it
        // looks past the direct container for the trait is undocumented, so both carry it].
        scrollView.accessibilityTraits = .tabBar
        addSubview(scrollView)
        scrollView.addSubview(indicatorView)
        applyIndicatorColor()
        installTapRecognizer()
    }

    // MARK: Queries

    /// Tab `index`'s frame in the strip's coordinates, as currently scrolled; `.zero` for an
    /// index outside the titles.
    public func frameForTab(at index: Int) -> CGRect {
        layoutIfNeeded()
        guard tabs.indices.contains(index) else { return .zero }
        return scrollView.convert(tabs[index].frame, to: self)
    }

    /// The indicator's frame in the strip's coordinates, as currently scrolled; `.zero` when
    /// there are no titles.
    public var indicatorFrame: CGRect {
        layoutIfNeeded()
        guard !tabs.isEmpty else { return .zero }
        return scrollView.convert(indicatorView.frame, to: self)
    }

    // MARK: Sizing

    /// The strip's natural height: 44 points, or more for a large font.
    var naturalHeight: CGFloat {
        max(44, (titleFont.lineHeight + 16 + indicatorHeight).rounded(.up))
    }

    /// No intrinsic width; the natural height.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: naturalHeight)
    }

    /// The width the tabs need without sharing extra space (or `size.width` when they need
    /// less), and the natural height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let needed = makeLayout(width: 0).contentWidth
        return CGSize(width: max(needed, size.width.isFinite ? size.width : 0), height: naturalHeight)
    }

    // MARK: Layout and appearance changes

    /// Lays the tabs out (see `layoutTabs()`).
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutTabs()
    }

    /// Leaving the window ends a running selection spring on the selected tab (its frame clock
    /// would otherwise go on without anything to show).
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window == nil, isAnimatingSelection else { return }
        stopSelectionAnimation()
        show(position: CGFloat(selectedIndex))
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        applyIndicatorColor()
    }
}
