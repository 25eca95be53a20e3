#if !canImport(UIKit)
import Foundation

/// A presentation controller that manages the appearance and behavior of a sheet (UIKit, iOS 15).
///
/// The engine gives it to every `.pageSheet` and `.formSheet` presentation (and `.automatic`, which
/// reads as `.formSheet`), so `presentedViewController.sheetPresentationController` is non-nil for
/// them. It is laid out as the compact-width sheet (spec 13.1's conformance choice, see
/// `SheetLayout`): a card with rounded top corners on a dimmed background, resting on its detents,
/// that the user drags between detents and swipes down to dismiss (spec 13.12, 13.13).
///
/// Difference from UIKit: UIKit re-declares `delegate` as `UISheetPresentationControllerDelegate?`.
/// Swift cannot override a stored property with a refined type, so `delegate` keeps the
/// superclass's type (`UIAdaptivePresentationControllerDelegate?`). Assigning a
/// `UISheetPresentationControllerDelegate` compiles unchanged; the sheet calls its
/// `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)` when the delegate conforms.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// The corner radius of the card when ``preferredCornerRadius`` is `nil`, 10 pt.
    static let defaultCornerRadius: CGFloat = 10

    /// The array of heights where a sheet can rest; `[.large()]`. Specify them from smallest to
    /// largest. An empty array is reported (`invalidSheetConfiguration`) and replaced by the
    /// default, as UIKit requires at least one detent; duplicate identifiers are reported and the
    /// first detent with an identifier is used.
    open var detents: [Detent] = [.large()] {
        didSet { detentsDidChange() }
    }

    /// The identifier of the most recently selected detent; `nil`, which shows the smallest detent.
    /// An identifier no detent has is kept but reported, and the sheet rests at the smallest detent.
    open var selectedDetentIdentifier: Detent.Identifier? {
        didSet { selectedDetentDidChange() }
    }

    /// The largest detent that doesn't dim the view underneath the sheet; `nil`, so every detent
    /// dims. At and below it the background is not dimmed and a tap there does not dismiss.
    open var largestUndimmedDetentIdentifier: Detent.Identifier? {
        didSet { largestUndimmedDetentDidChange() }
    }

    /// Whether the sheet shows a grabber at the top; `false`. The grabber is a 36 × 5 pt capsule
    /// 5 pt below the card's top.
    open var prefersGrabberVisible = false {
        didSet { updateChrome() }
    }

    /// The corner radius that the sheet attempts to present with; `nil`, the system radius (10 pt
    /// here). NaN, infinite and negative radii are reported and refused (the value stays); finite
    /// radii larger than half the card's width are drawn as half its width.
    open var preferredCornerRadius: CGFloat? {
        didSet { preferredCornerRadiusDidChange(oldValue) }
    }

    /// Whether scrolling expands the sheet to a larger detent; `true`. A drag on a scroll view in
    /// the sheet moves the sheet when it pulls down at the scroll view's top edge (resize or swipe
    /// to dismiss), and, when this is `true`, when it pushes up while the sheet rests below its
    /// largest detent; otherwise the scroll view scrolls.
    open var prefersScrollingExpandsWhenScrolledToEdge = true

    /// Whether the sheet attaches to the bottom edge in a compact-height size class; `false`.
    /// Stored; compact-height layout follows the compact-width sheet here (docs/guides/uikit-containers.md: not covered).
    open var prefersEdgeAttachedInCompactHeight = false

    /// Whether the sheet's width matches its view controller's preferred content size when edge
    /// attached; `false`. Stored; see ``prefersEdgeAttachedInCompactHeight``.
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false

    /// Whether the sheet sizes itself for readable content (iOS 17); `true`. Only regular-width
    /// page sheets use it in UIKit; stored here, where sheets are laid out compact.
    open var prefersPageSizing = true

    /// The view that the sheet centers itself over (regular width in UIKit); `nil`. Stored; the
    /// compact-width sheet is attached to the bottom edge and does not use it.
    open var sourceView: UIView?

    // MARK: State (internal)

    /// The card: the presented view's rounded, clipping ancestor that also holds the grabber.
    let card = SheetCardView()
    /// The dimming view over the presenter.
    let dimming = SheetDimmingView()
    /// The drag in progress, if any.
    var drag: SheetDragSession?
    /// Whether the dismissal that runs was started by the user (swipe or tap), so the adaptive
    /// delegate hears `presentationControllerDidDismiss` when it completes (spec 13.12).
    var userDismissalInProgress = false
    /// The presenter's layer values the card-stack look replaced, restored when the sheet leaves.
    var stackedPresenter: StackedPresenter?
    /// The custom detent identifiers already reported for a NaN value (reported once per set).
    var reportedNaNDetents: Set<Detent.Identifier> = []
    /// The pan that drags the card, added when the presentation completed.
    var dragRecognizer: UIPanGestureRecognizer?
    /// The drag recognizer's delegate (recognizes with scroll views in the card).
    let dragDelegate = SheetDragGestureDelegate()
    /// Whether an `animateChanges(_:)` block is running.
    var isAnimatingChanges = false

    public override init(
        presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
    ) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimming.sheet = self
        card.sheet = self
        dragDelegate.card = card
    }

    /// The card view: the presented view's rounded ancestor (spec 13.11 allows an ancestor).
    open override var presentedView: UIView? { card }

    /// The card's frame at the selected detent (or where a drag holds it), in container coordinates.
    open override var frameOfPresentedViewInContainerView: CGRect {
        let values = resolvedDetents().map(\.value)
        return layout.frame(forValue: shownValue, smallestValue: values.min() ?? 0)
    }

    // MARK: Transition hooks and layout (spec 13.11)

    /// Adds the dimming view and puts the presented view in the card; the dimming and the
    /// presenter's stacked look animate with the presentation. Call `super` when overriding.
    open override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        prepareLookForPresentation()
    }

    /// Installs the drag (completed) or removes the chrome (aborted). Call `super` when overriding.
    open override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        finishLookForPresentation(completed)
    }

    /// Fades the dimming and un-stacks the presenter with the dismissal. Call `super` when overriding.
    open override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        prepareLookForDismissal()
    }

    /// Removes the chrome and, after a user dismissal, calls `presentationControllerDidDismiss(_:)`
    /// (spec 13.12); after a cancelled one the sheet rests again (13.13). Call `super` when overriding.
    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        finishLookForDismissal(completed)
    }

    /// Keeps the dimming view covering the container. Call `super` when overriding.
    open override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        layOutDimming()
    }

    /// Animates the UI changes to the sheet's properties made in `changes` (a detent or
    /// selected-detent change moves the card with a spring; dimming and grabber follow).
    open func animateChanges(_ changes: () -> Void) {
        let wasAnimating = isAnimatingChanges
        isAnimatingChanges = true
        changes()
        isAnimatingChanges = wasAnimating
        if !wasAnimating { applyRestingLayout(animated: true) }
    }

    /// Notifies the sheet to re-evaluate its detent values in the next layout pass (iOS 16).
    open func invalidateDetents() {
        reportedNaNDetents = []
        containerView?.setNeedsLayout()
    }
}
#endif
