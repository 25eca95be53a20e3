#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// A non-modal panel that sits above its parent's content, rests at its layout's anchors, is
/// dragged by the user and hands a drag over to its content's scroll view at the top anchor
/// (issue 41). It is a child controller embedded where you put it (``addPanel(toParent:animated:)``);
/// what lies outside its surface stays interactive.
///
/// Containment and appearance are UIKit's: the content controller is a child from
/// ``set(contentViewController:)``; its appearance follows the panel's parent (parent first) and
/// **moving to `.hidden` is a disappearance**: `viewWillDisappear` when the move starts,
/// `viewDidDisappear` when it lands; a drag towards hidden begins it and a cancelled drag
/// reverses it. Everything goes through the shared ``ChildAppearanceCoordinator``.
@MainActor
open class FloatingPanelController: AppearanceForwardingController {
    /// The delegate told about drags, attractions, state changes and removal.
    public weak var delegate: FloatingPanelControllerDelegate?
    /// Where the panel may rest; applying a new one keeps the state (or its nearest).
    public var layout: FloatingPanelLayout = FloatingPanelBottomLayout() {
        didSet { layoutChanged(animated: false) }
    }
    /// How the panel moves.
    public var behavior: FloatingPanelBehavior = FloatingPanelDefaultBehavior()
    /// Whether a fast collapse below the lowest anchor removes the panel (asking the delegate first).
    public var isRemovalInteractionEnabled = false

    /// The state the panel rests at, or is moving to.
    public internal(set) var state: FloatingPanelState = .hidden
    /// Whether the panel is moving to an anchor after a release or a ``move(to:animated:completion:)``.
    public var isAttracting: Bool { attraction != nil || flingScroll != nil }
    /// The controller the panel shows.
    public internal(set) var contentViewController: UIViewController?
    /// The scroll view whose drags the panel shares (``track(scrollView:)``).
    public internal(set) weak var trackingScrollView: UIScrollView?

    /// The surface: the rounded card that holds the content, with its grabber.
    public let surfaceView = FloatingPanelSurfaceView()
    /// The view behind the surface, dimmed by state.
    public let backdropView = FloatingPanelBackdropView()

    /// How far the surface reaches into the container now.
    var extent: CGFloat = 0
    /// The running attraction, if any.
    var attraction: FrameTimer?
    /// The drag in progress, if any.
    var drag: FloatingPanelDragSession?
    /// The content scroll last seen while a fling hands over from the panel to the content.
    var flingScroll: CGFloat?
    /// The handler added to the tracked scroll view's pan, and the observation of its offset
    /// during a fling hand-off.
    var trackingRegistration: AnyObject?
    var offsetObservation: NSKeyValueObservation?
    /// Decides which touches the panel's pan takes.
    lazy var gestureArbiter = FloatingPanelGestureArbiter(controller: self)
    /// The pan that drags the panel by its surface (outside the tracked content).
    public private(set) lazy var panGestureRecognizer: UIPanGestureRecognizer = makePanGestureRecognizer()

    public init(delegate: FloatingPanelControllerDelegate? = nil) {
        self.delegate = delegate
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override func loadView() {
        view = FloatingPanelPassthroughView(frame: .zero)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(backdropView)
        view.addSubview(surfaceView)
        backdropView.alpha = 0
        surfaceView.addGestureRecognizer(panGestureRecognizer)
        if let content = contentViewController {
            surfaceView.containerView.addSubview(content.view)
            surfaceView.contentView = content.view
        }
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        restAtState()
    }

    open override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        if let layout = delegate?.floatingPanel(self, layoutFor: size) { self.layout = layout }
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if let layout = delegate?.floatingPanel(self, layoutFor: traitCollection) { self.layout = layout }
    }
}
