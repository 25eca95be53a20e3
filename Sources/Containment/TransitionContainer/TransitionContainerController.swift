#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// A container that shows one of its view controllers at a time and switches between them through
/// an animator and an optional interaction controller vended by its delegate (seeds 001 and 002).
///
/// - **Containment** follows UIKit's recipe: only the selected controller is a child. A switch
///   sends `willMove(toParent: nil)` to the outgoing child and adds the incoming one before the
///   animation; when the context completes, the outgoing child is removed and the incoming one
///   gets `didMove(toParent:)`. A cancelled transition restores exactly: the incoming controller
///   leaves again and the outgoing one stays (its `willMove(toParent: nil)` is closed by
///   `didMove(toParent: self)`).
/// - **Appearance** is forwarded by the shared ``ChildAppearanceCoordinator``: both sides begin
///   when the transition starts, end when it commits, and are reversed when it is cancelled, so
///   no child sees `viewDidAppear` for a switch that never happened. Everything is gated on the
///   container's own appearance.
/// - **A selection during a running transition waits**: it starts when the running one
///   completes (only the latest waiting selection is kept; one that asks for the controller then
///   shown is dropped). Changing `viewControllers` mid-flight waits the same way.
/// - **The pan** (on by default): a horizontal pan on the container's view moves to the next
///   (finger moving left) or previous controller, scrubbing the transition; the release decides
///   with ``InteractiveTransitionDecision``.
/// - Children fill ``contentView`` and follow its size. Transitions that flip turn the content
///   view, not the container's root view (spec 3.5).
@MainActor
open class TransitionContainerController: AppearanceForwardingController {
    /// The controllers the container switches between, in order.
    public var viewControllers: [UIViewController] {
        get { controllers }
        set { setViewControllers(newValue) }
    }

    /// The controller shown (nil only when `viewControllers` is empty).
    public var selectedViewController: UIViewController? {
        get { selected }
        set { if let newValue { setSelectedViewController(newValue, animated: false) } }
    }

    /// The index of the shown controller in `viewControllers`, or `NSNotFound`.
    public var selectedIndex: Int {
        get { selected.flatMap { index(of: $0) } ?? NSNotFound }
        set {
            guard controllers.indices.contains(newValue) else {
                return reportContainerMisuse(
                    .invalidContainerUse, "selectedIndex \(newValue) is outside 0..<\(controllers.count)",
                    fix: "select an index of viewControllers", spec: "container")
            }
            setSelectedViewController(controllers[newValue], animated: false)
        }
    }

    /// The delegate that vends animators and interaction controllers and hears about selections.
    public weak var delegate: TransitionContainerControllerDelegate?

    /// The animator used when the delegate vends none (default: a slide in the direction of
    /// the index change).
    public var defaultAnimator: UIViewControllerAnimatedTransitioning = SlideTransitionAnimator()

    /// The pan that switches controllers interactively; disable it to switch only from code.
    public private(set) lazy var interactivePanGestureRecognizer: UIPanGestureRecognizer = makeInteractivePan()

    /// How a released pan finishes or cancels.
    public var interactiveDecision = InteractiveTransitionDecision()

    /// The view the children live in; it fills the container's view.
    public let contentView = UIView()

    /// The running transition's context, if any.
    public internal(set) var activeTransition: ContainerTransitionContext?

    var controllers: [UIViewController] = []
    var selected: UIViewController?
    var waitingSelection: (controller: UIViewController, animated: Bool)?
    var waitingViewControllers: [UIViewController]?
    var panTransition: (interaction: ContainerTransitionInteraction, direction: CGFloat)?

    /// Creates a container showing the first of `viewControllers`.
    public init(viewControllers: [UIViewController] = []) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers(viewControllers)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: View

    open override func viewDidLoad() {
        super.viewDidLoad()
        contentView.frame = view.bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(contentView)
        view.addGestureRecognizer(interactivePanGestureRecognizer)
        if let selected { install(selected.view) }
    }

    /// During a transition, its context; children reach it through their own `transitionCoordinator`.
    open override var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        super.transitionCoordinator ?? activeTransition
    }

    /// Controllers that are not children (the ones not shown) hear the warning too, as every
    /// controller does on UIKit.
    open override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        for controller in controllers where controller.parent !== self { controller.didReceiveMemoryWarning() }
    }

    /// Puts a child's view in the content view, filling it and following its size.
    func install(_ childView: UIView) {
        fit(childView)
        contentView.addSubview(childView)
    }

    /// Sizes a child's view to the content view (unless an animator left it transformed).
    func fit(_ childView: UIView) {
        childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if childView.transform == .identity { childView.frame = contentView.bounds }
    }

    func index(of controller: UIViewController) -> Int? {
        controllers.firstIndex { $0 === controller }
    }
}
