#if !canImport(UIKit)
import Foundation

/// The base class of gesture recognizers (UIKit's `UIGestureRecognizer`): a state machine fed
/// the touches of the views it is attached to, before those views see them (spec 9.1–9.4).
///
/// Linux Swift has no selectors, so actions are closures: ``init(handler:)`` here, and the same
/// initializer for real UIKit in `Containment`'s target/action shim. Actions run at the next
/// turn of the main loop after each transition to `began`, `changed`, `ended` or `cancelled`
/// (spec 9.1). Subclasses set ``state`` from their touch methods and clear their own fields in
/// ``reset()``; the window's gesture environment arbitrates between recognizers (see
/// `GestureEnvironment`).
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// The recognizer's states; raw values as in UIKit's header (spec 9.1).
    public enum State: Int, Sendable {
        /// Waiting for touches; the initial state.
        case possible = 0
        /// A continuous gesture began.
        case began = 1
        /// A continuous gesture changed.
        case changed = 2
        /// The gesture ended (a continuous gesture finished, or a discrete one was recognized).
        case ended = 3
        /// A continuous gesture was cancelled.
        case cancelled = 4
        /// The touches are not this gesture.
        case failed = 5

        /// A discrete gesture was recognized: an alias of ``ended``.
        public static var recognized: State { .ended }
    }

    /// The actions, in the order they were added; each with the registration that removes it.
    final var handlers: [GestureAction] = []
    var storedState: State = .possible
    /// A recognition held back until the recognizers this one requires to fail have failed (9.2).
    var pendingState: State?
    /// The state an action is being sent for, while its handlers run.
    var actionState: State?
    /// The touches this recognizer follows, in the order they began.
    var trackedTouches: [UITouch] = []
    /// The centroid of the tracked touches at the last event, in window coordinates.
    var lastWindowLocation: CGPoint = .zero
    /// Recognizers named with ``require(toFail:)``.
    var failureRequirements: [WeakGestureRecognizer] = []
    /// When the environment must call ``deadlineReached()`` (multi-tap intervals and the like).
    var deadline: TimeInterval?
    /// How long this recognizer holds back `began` touches from its view while it is still
    /// possible, beyond ``delaysTouchesBegan`` (the scroll view's `delaysContentTouches`).
    var touchesBeganDelayLimit: TimeInterval?
    weak var _view: UIView?

    /// Creates a recognizer with no action.
    public override init() {
        super.init()
    }

    /// Creates a recognizer that calls `handler` after each transition to `began`, `changed`,
    /// `ended` or `cancelled`.
    public convenience init(handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        self.init()
        handlers.append(GestureAction(registration: GestureActionRegistration(), handler: handler))
    }

    /// The recognizer's state. Subclasses set it from their touch methods; the gesture environment
    /// may hold a recognition back (9.2) or refuse it (9.3, `gestureRecognizerShouldBegin`).
    /// A transition the state machine of spec 9.1 does not allow is reported and ignored.
    open var state: State {
        get { actionState ?? storedState }
        set { GestureEnvironment.requestTransition(of: self, to: newValue) }
    }

    /// The recognizer's delegate.
    open weak var delegate: UIGestureRecognizerDelegate?

    /// Whether the recognizer takes touches. Disabling it during a gesture cancels the gesture
    /// (or fails it if it has not begun).
    open var isEnabled = true {
        didSet { if !isEnabled, oldValue { GestureEnvironment.abandon(self) } }
    }

    /// The view the recognizer is attached to.
    open var view: UIView? { _view }

    /// Whether touches the recognizer recognized are cancelled in the view (default `true`, 9.4).
    open var cancelsTouchesInView = true
    /// Whether `began` touches wait for this recognizer to fail before reaching the view
    /// (default `false`, 9.4).
    open var delaysTouchesBegan = false
    /// Whether `ended` touches wait for this recognizer to resolve before reaching the view
    /// (default `true`, 9.4).
    open var delaysTouchesEnded = true
    /// Whether the recognizer ignores touches of other types once it tracks one type.
    open var requiresExclusiveTouchType = true
    /// The touch types the recognizer accepts, as `UITouch.TouchType` raw values.
    open var allowedTouchTypes: [NSNumber] = [0, 1, 2, 3].map { NSNumber(value: $0) }
    /// A name for debugging.
    open var name: String?

    /// Makes this recognizer wait in `possible` until `otherGestureRecognizer` fails; if the
    /// other recognizes, this one fails (spec 9.2).
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self else {
            PortableUIKitDiagnostics.report(
                .invalidGestureRecognizerUse, "\(self) was asked to require its own failure",
                fix: "pass a different recognizer to require(toFail:)", spec: "9.2")
            return
        }
        failureRequirements.removeAll { $0.recognizer == nil || $0.recognizer === otherGestureRecognizer }
        failureRequirements.append(WeakGestureRecognizer(otherGestureRecognizer))
    }

    /// The centroid of the recognizer's touches in `view`'s coordinates (window coordinates when
    /// nil); after the touches end, where they were last.
    open func location(in view: UIView?) -> CGPoint {
        let point = trackedTouches.isEmpty ? lastWindowLocation : centroid(of: trackedTouches)
        guard let view, let window = view.window, view !== window else { return point }
        return view.convert(point, from: window)
    }

    /// How many touches the recognizer follows.
    open var numberOfTouches: Int { trackedTouches.count }

    /// The location of one of the recognizer's touches. An index out of range is reported and
    /// gives the recognizer's centroid (UIKit raises).
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard trackedTouches.indices.contains(touchIndex) else {
            PortableUIKitDiagnostics.report(
                .invalidGestureRecognizerUse,
                "touch index \(touchIndex) is out of range: \(self) follows \(trackedTouches.count) touches",
                fix: "ask for an index below numberOfTouches", spec: "9.1")
            return location(in: view)
        }
        return trackedTouches[touchIndex].location(in: view)
    }

    // MARK: For subclasses (UIKit's UIGestureRecognizerSubclass)

    /// Clears the subclass's per-sequence fields; called before the next sequence once the
    /// recognizer is finished (spec 9.1). Overrides call `super.reset()`.
    open func reset() {}

    /// Stops delivering `touch` to this recognizer.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        trackedTouches.removeAll { $0 === touch }
        touch.gestureRecognizers?.removeAll { $0 === self }
    }

    /// Whether this recognizer's recognition prevents `preventedGestureRecognizer` (default `true`).
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer` may prevent this one (default `true`).
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether this recognizer must wait for `otherGestureRecognizer` to fail (default `false`, 9.2).
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` must wait for this one to fail (default `false`, 9.2).
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Touches began; subclasses decide whether they are the gesture.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches ended.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches were cancelled.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Called when the time set in ``deadline`` comes; subclasses fail or recognize.
    func deadlineReached() {}

    func centroid(of touches: [UITouch]) -> CGPoint {
        guard !touches.isEmpty else { return lastWindowLocation }
        let sum = touches.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.windowLocation.x, y: $0.y + $1.windowLocation.y) }
        return CGPoint(x: sum.x / CGFloat(touches.count), y: sum.y / CGFloat(touches.count))
    }

    /// Runs the actions (the gesture environment calls this at the next turn).
    /// Sends the actions of one state change. Two changes in one turn (a last move and the lift
    /// in the same event batch) send two actions, and each handler reads the state its action
    /// was sent for, as on UIKit, where every change is sent before the next event arrives.
    func performActions(as sentState: State) {
        actionState = sentState
        defer { actionState = nil }
        for action in handlers { action.handler(self) }
    }
}

/// A weak reference to a recognizer (failure requirements must not keep recognizers alive).
struct WeakGestureRecognizer {
    weak var recognizer: UIGestureRecognizer?
    init(_ recognizer: UIGestureRecognizer) { self.recognizer = recognizer }
}
#endif
