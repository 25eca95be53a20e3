#if !canImport(UIKit)
import Foundation

/// A row of dots, one per page, the current one highlighted (UIKit's `UIPageControl`).
///
/// A tap beside the current dot moves one page toward the tap and sends `.valueChanged` (the
/// documented rule: one page in either direction); with ``allowsContinuousInteraction`` a drag
/// along the dots (more than 10 pt) scrubs, following the finger dot by dot and sending
/// `.valueChanged` for each page. ``interactionState`` says which of these made the last change
/// (`.none` after a change in code). Dots are drawn as round subviews (7 pt, 9 pt apart, see
/// `PageIndicatorLayout`), only those inside the bounds; `.prominent` (and `.automatic` while a
/// finger is down) draws a translucent capsule behind them.
///
/// Not modelled: indicator images (`preferredIndicatorImage`, per-page and current-page images)
/// because PortableUIKit does not draw `UIImage` content, and `progress` (`UIPageControlProgress`).
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    private var _numberOfPages = 0
    private var _currentPage = 0
    private var _interactionState: InteractionState = .none
    private var dotViews: [UIView] = []
    private let backgroundCapsule = UIView()
    private var trackingStart: CGPoint?
    private var scrubbing = false

    /// The distance a finger travels along the dots before a drag scrubs.
    static let scrubThreshold: CGFloat = 10

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureBackground()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureBackground()
    }

    /// The number of pages (default 0); a negative count is read as 0. The current page is
    /// pinned into the new range.
    open var numberOfPages: Int {
        get { _numberOfPages }
        set {
            let count = max(0, newValue)
            guard count != _numberOfPages else { return }
            _numberOfPages = count
            _currentPage = pinned(_currentPage)
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// The page shown as current (default 0). Values outside `0..<numberOfPages` are pinned to
    /// the nearest end, as UIKit documents.
    open var currentPage: Int {
        get { _currentPage }
        set {
            _currentPage = pinned(newValue)
            _interactionState = .none
            setNeedsLayout()
        }
    }

    /// Whether the dots are hidden when there is only one page (default false).
    open var hidesForSinglePage = false { didSet { setNeedsLayout() } }

    /// The colour of the other pages' dots; nil draws them white at 35 % opacity
    /// (PortableUIKit's default).
    open var pageIndicatorTintColor: UIColor? { didSet { setNeedsLayout() } }

    /// The colour of the current page's dot; nil draws it white.
    open var currentPageIndicatorTintColor: UIColor? { didSet { setNeedsLayout() } }

    /// The background behind the dots (default `.automatic`).
    open var backgroundStyle: BackgroundStyle = .automatic { didSet { setNeedsLayout() } }

    /// Whether a drag along the dots scrubs through pages (default true).
    open var allowsContinuousInteraction = true

    /// How the last change of ``currentPage`` came about.
    open var interactionState: InteractionState { _interactionState }

    /// How the dots are laid out (default `.natural`).
    open var direction: Direction = .natural {
        didSet {
            guard direction != oldValue else { return }
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// Deprecated in iOS 14, where it has no effect; kept for source compatibility.
    open var defersCurrentPageDisplay = false

    /// Deprecated in iOS 14, where it does nothing; kept for source compatibility.
    open func updateCurrentPageDisplay() {}

    /// The bounds size that shows `pageCount` dots.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        PageIndicatorLayout.size(forNumberOfPages: pageCount, vertical: isVertical)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: numberOfPages) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutIndicators()
    }

    // MARK: Touches

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        trackingStart = touch.location(in: self)
        scrubbing = false
        setNeedsLayout()
        return super.beginTracking(touch, with: event)
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        if allowsContinuousInteraction, !scrubbing, let start = trackingStart {
            let travel = isVertical ? point.y - start.y : point.x - start.x
            if abs(travel) > Self.scrubThreshold { scrubbing = true }
        }
        if scrubbing, let page = layout.page(nearest: point) { moveUser(to: page, state: .continuous) }
        return super.continueTracking(touch, with: event)
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        defer { finishTouch() }
        guard !scrubbing, let touch, isTouchInside else { return }
        let step = layout.step(from: _currentPage, toward: touch.location(in: self))
        moveUser(to: _currentPage + step, state: .discrete)
    }

    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        finishTouch()
    }

    // MARK: Private

    private var isVertical: Bool { direction == .topToBottom || direction == .bottomToTop }

    private var layout: PageIndicatorLayout {
        let reversed =
            switch direction {
            case .natural: effectiveUserInterfaceLayoutDirection == .rightToLeft
            case .rightToLeft, .bottomToTop: true
            case .leftToRight, .topToBottom: false
            }
        return PageIndicatorLayout(
            numberOfPages: _numberOfPages, vertical: isVertical, reversed: reversed, bounds: bounds)
    }

    private func pinned(_ page: Int) -> Int { min(max(page, 0), max(_numberOfPages - 1, 0)) }

    private var showsDots: Bool { !(hidesForSinglePage && _numberOfPages <= 1) && _numberOfPages > 0 }

    /// A user change: pinned; `.valueChanged` only when the page moved.
    private func moveUser(to page: Int, state: InteractionState) {
        guard showsDots else { return }
        let target = pinned(page)
        guard target != _currentPage else { return }
        _currentPage = target
        _interactionState = state
        setNeedsLayout()
        sendActions(for: .valueChanged)
    }

    private func finishTouch() {
        trackingStart = nil
        scrubbing = false
        setNeedsLayout()
    }

    private func configureBackground() {
        backgroundCapsule.isUserInteractionEnabled = false
        backgroundCapsule.backgroundColor = UIColor(white: 0, alpha: 0.25)
        backgroundCapsule.layer.cornerRadius = PageIndicatorLayout.thickness / 2
        addSubview(backgroundCapsule)
    }

    private func layoutIndicators() {
        let layout = layout
        let pages = showsDots ? layout.visiblePages : []
        while dotViews.count < pages.count {
            let dot = UIView()
            dot.isUserInteractionEnabled = false
            dot.layer.cornerRadius = PageIndicatorLayout.dotDiameter / 2
            addSubview(dot)
            dotViews.append(dot)
        }
        while dotViews.count > pages.count { dotViews.removeLast().removeFromSuperview() }
        let other = pageIndicatorTintColor ?? UIColor(white: 1, alpha: 0.35)
        let current = currentPageIndicatorTintColor ?? UIColor(white: 1, alpha: 1)
        for (dot, page) in zip(dotViews, pages) {
            dot.frame = layout.dotFrame(page) ?? .zero
            dot.backgroundColor = page == _currentPage ? current : other
        }
        let showsBackground =
            showsDots && (backgroundStyle == .prominent || (backgroundStyle == .automatic && isTracking))
        backgroundCapsule.isHidden = !showsBackground
        let content = size(forNumberOfPages: _numberOfPages)
        backgroundCapsule.frame = CGRect(
            x: bounds.midX - min(content.width, bounds.width) / 2,
            y: bounds.midY - min(content.height, bounds.height) / 2,
            width: min(content.width, bounds.width), height: min(content.height, bounds.height))
    }
}
#endif
