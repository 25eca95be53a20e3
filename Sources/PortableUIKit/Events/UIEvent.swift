#if !canImport(UIKit)
import Foundation

/// An object that describes a single user interaction (UIKit's `UIEvent`).
///
/// For touches, a window reuses one event object for a whole touch sequence and updates it for
/// every change, as UIKit does; do not keep references to it across events.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// The kinds of event.
    public enum EventType: Int, Sendable {
        /// Touches on the screen.
        case touches = 0
        /// Device motion.
        case motion = 1
        /// Remote-control commands.
        case remoteControl = 2
        /// Physical button presses.
        case presses = 3
        /// Indirect-pointer scroll (trackpad, wheel).
        case scroll = 10
        /// Indirect-pointer transform (trackpad pinch or rotate).
        case transform = 14
        /// Pointer hover.
        case hover = 11
    }

    /// Finer kinds of motion and remote-control events; touches have `.none`.
    public enum EventSubtype: Int, Sendable {
        /// No subtype (touch events).
        case none = 0
        /// The device was shaken.
        case motionShake = 1
    }

    /// The event's type.
    open internal(set) var type: EventType
    /// The event's subtype; `.none` for touches.
    open internal(set) var subtype: EventSubtype = .none
    /// When the event occurred, on the window's clock, in seconds.
    open internal(set) var timestamp: TimeInterval
    /// Every touch of the event's sequence that is still current, including stationary ones.
    var currentTouches: [UITouch] = []

    init(type: EventType, timestamp: TimeInterval) {
        self.type = type
        self.timestamp = timestamp
        super.init()
    }

    /// All touches of the event, or nil for events that are not touch events.
    open var allTouches: Set<UITouch>? {
        type == .touches ? Set(currentTouches) : nil
    }

    /// The touches that began in `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        Set(currentTouches.filter { $0.view === view })
    }

    /// The touches that belong to `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        Set(currentTouches.filter { $0.window === window })
    }

    /// The touches delivered to `gesture`.
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        Set(currentTouches.filter { $0.gestureRecognizers?.contains { $0 === gesture } ?? false })
    }

    /// The touches that were coalesced into `touch` since the previous event; hosts deliver every
    /// sample as its own event, so this is `[touch]`.
    open func coalescedTouches(for touch: UITouch) -> [UITouch]? { [touch] }

    /// Predicted future positions of `touch`; PortableUIKit predicts none.
    open func predictedTouches(for touch: UITouch) -> [UITouch]? { [] }
}
#endif
