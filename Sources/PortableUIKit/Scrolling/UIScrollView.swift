#if !canImport(UIKit)
import Foundation

/// A view whose content can be dragged, flung, paged and bounced (UIKit's `UIScrollView`, spec 7).
///
/// The content offset is the bounds origin, as in UIKit. Dragging follows the finger and
/// rubber-bands past the edges (7.4); on release the content decelerates exponentially (7.2),
/// springs back from the edges (7.4), or snaps to a page (7.5), all on the window's clock. The
/// mechanics live in the extensions beside this file and the value types under `Physics/`.
@preconcurrency @MainActor
open class UIScrollView: UIView, UIGestureRecognizerDelegate {
    var storedContentSize: CGSize = .zero
    var storedContentInset: UIEdgeInsets = .zero
    var storedAdjustedContentInset: UIEdgeInsets = .zero
    var motion: ScrollViewMotion = .none
    var drag: ScrollDragState?
    var _isTracking = false
    let scrollPan = ScrollViewPanGestureRecognizer()
    /// The media time the scroll indicators were last shown at: the content moved under a
    /// finger or on its own, or ``flashScrollIndicators()`` ran (ScrollIndicatorLayout.swift).
    var scrollIndicatorsShownAt = -TimeInterval.infinity
    /// The navigation controller whose bar follows this scroll view (large titles, background).
    weak var barTrackingNavigationController: UINavigationController?
    /// How far the legal range reaches above the adjusted inset: the collapsed part of a large
    /// title, so that pulling down re-expands it one to one and a release can rest there.
    var largeTitleAllowance: CGFloat = 0

    /// Creates a scroll view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        installPanGestureRecognizer()
    }

    /// Creates a scroll view from an archive (no nib loading: a zero frame).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installPanGestureRecognizer()
    }

    /// The delegate, whichever type names it: `UIScrollView.delegate` (UIScrollView+Delegate.swift)
    /// and the narrower `delegate` of `UITableView` and `UICollectionView` read and write it here.
    weak var storedDelegate: UIScrollViewDelegate?

    /// Sets the delegate under any of its names and tells the subclass.
    func setStoredDelegate(_ newValue: UIScrollViewDelegate?) {
        let oldValue = storedDelegate
        storedDelegate = newValue
        delegateDidChange(from: oldValue)
    }

    /// Called after every assignment of the delegate (lists reload or invalidate their layout).
    func delegateDidChange(from oldValue: UIScrollViewDelegate?) {}

    // MARK: Offset and size

    /// The bounds; its origin is the content offset, and every change of it is reported with
    /// `scrollViewDidScroll`.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            postingChange(of: .contentOffset) {
                let oldOrigin = super.bounds.origin
                let oldSize = super.bounds.size
                super.bounds = newValue
                if oldSize != newValue.size { updateAdjustedContentInset() }
                if oldOrigin != newValue.origin {
                    if isContentMoving { scrollIndicatorsShownAt = CACurrentMediaTime() }
                    delegate?.scrollViewDidScroll(self)
                    barTrackingNavigationController?.trackedScrollViewDidScroll(self)
                }
            }
        }
    }

    /// The frame; a size change updates the adjusted inset.
    open override var frame: CGRect {
        get { super.frame }
        set {
            let oldSize = super.bounds.size
            super.frame = newValue
            if oldSize != super.bounds.size { updateAdjustedContentInset() }
        }
    }

    /// The point of the content at the scroll view's top-left corner (the bounds origin).
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { applyContentOffset(newValue) }
    }

    /// The size of the content.
    open var contentSize: CGSize {
        get { storedContentSize }
        set { applyContentSize(newValue) }
    }

    /// Extra space around the content (default zero, spec 7.6).
    open var contentInset: UIEdgeInsets {
        get { storedContentInset }
        set { applyContentInset(newValue) }
    }

    /// `contentInset` plus the safe-area insets that ``contentInsetAdjustmentBehavior`` selects (7.6).
    open var adjustedContentInset: UIEdgeInsets { storedAdjustedContentInset }

    /// Which safe-area insets join the content inset (default `.automatic`, 7.6).
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { updateAdjustedContentInset() }
    }

    /// Called when `adjustedContentInset` changed.
    open func adjustedContentInsetDidChange() {}

    /// Sets the offset, at once or with an animation that ends with
    /// `scrollViewDidEndScrollingAnimation`. Either way it stops any motion in progress.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        scrollContent(to: contentOffset, animated: animated, reason: .programmatic)
    }

    /// Scrolls the least distance that shows `rect` (content coordinates) inside the insets.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) { scrollToReveal(rect, animated: animated) }

    // MARK: Behaviour

    /// Whether the content bounces past its edges on both axes (default `true`, 7.7).
    open var bounces: Bool {
        get { bouncesHorizontally || bouncesVertically }
        set {
            bouncesHorizontally = newValue
            bouncesVertically = newValue
        }
    }
    /// Whether the content bounces past its left and right edges (default `true`).
    open var bouncesHorizontally = true
    /// Whether the content bounces past its top and bottom edges (default `true`).
    open var bouncesVertically = true
    /// Whether vertical drags bounce even when the content is not taller than the view.
    open var alwaysBounceVertical = false { didSet { updateAdjustedContentInset() } }
    /// Whether horizontal drags bounce even when the content is not wider than the view.
    open var alwaysBounceHorizontal = false { didSet { updateAdjustedContentInset() } }
    /// Whether dragging scrolls (default `true`); switches the pan recognizer.
    open var isScrollEnabled: Bool {
        get { scrollPan.isEnabled }
        set { scrollPan.isEnabled = newValue }
    }
    /// Whether the content stops on multiples of the bounds size (default `false`, 7.5).
    open var isPagingEnabled = false
    /// Whether a drag that starts along one axis stays on it (default `false`).
    open var isDirectionalLockEnabled = false
    /// How fast the content slows after a flick (default `.normal`, 7.1).
    open var decelerationRate: DecelerationRate = .normal
    /// Whether content touches wait 150 ms to see if the touch is a drag (default `true`).
    open var delaysContentTouches = true {
        didSet { scrollPan.touchesBeganDelayLimit = delaysContentTouches ? Self.contentTouchDelay : nil }
    }
    /// Whether a drag may take over touches the content already tracks (default `true`).
    open var canCancelContentTouches = true
    /// Whether a status-bar tap scrolls this view to the top (default `true`).
    open var scrollsToTop = true
    /// Whether the vertical scroll indicator shows (renderers draw it while the content moves
    /// and briefly after, as `scrollIndicators(at:)` says).
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows.
    open var showsHorizontalScrollIndicator = true
    /// How far the vertical scroll indicator is inset from the scroll view's edges (default
    /// zero). Stored for renderers; the insets do not move the content.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// How far the horizontal scroll indicator is inset from the scroll view's edges (default zero).
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Whether the system adds the safe area to the indicator insets (default `true`).
    open var automaticallyAdjustsScrollIndicatorInsets = true
    /// The colour of the scroll indicators (default `.default`).
    open var indicatorStyle: IndicatorStyle = .default

    /// Shows the scroll indicators for a moment (as a scroll does), for when the scroll view
    /// comes to the front.
    open func flashScrollIndicators() { scrollIndicatorsShownAt = CACurrentMediaTime() }

    // MARK: State

    /// Whether a finger is down on the content (it may not have started dragging yet).
    open var isTracking: Bool { _isTracking }
    /// Whether a drag is moving the content.
    open var isDragging: Bool { drag != nil }
    /// Whether the content moves on its own after a drag.
    open var isDecelerating: Bool { motion.isRelease }
    /// The scroll view's pan recognizer; its delegate is the scroll view.
    open var panGestureRecognizer: UIPanGestureRecognizer { scrollPan }

    // MARK: Touch arbitration with the content

    /// Whether the content should get touches that began in `view` (default `true`).
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Whether a drag may cancel the touches `view` tracks (default: `true` unless `view` is a
    /// `UIControl`).
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    /// The scroll view vets its own pan: it begins only on an axis the content can scroll and
    /// only if the content may lose its touches.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === scrollPan else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        return panMayTakeContentTouches()
    }

    /// Keeps the adjusted inset in step with the safe area.
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        updateAdjustedContentInset()
    }

    /// Where a drag's release motion would end, as the scroll view itself adjusts it before the
    /// delegate's `scrollViewWillEndDragging` sees it (a collection view asks its layout's
    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`). `velocity` is in
    /// points per millisecond. The default keeps the natural target.
    func adjustedTargetContentOffset(_ proposed: CGPoint, velocity: CGPoint) -> CGPoint { proposed }

    /// How long content touches wait with ``delaysContentTouches`` (150 ms, UIKit's figure).
    static let contentTouchDelay: TimeInterval = 0.15
}
#endif
