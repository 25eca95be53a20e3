import Foundation

/// An object that describes a single user interaction (UIKit's `UIEvent`).
@MainActor
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

    /// The event's type.
    open internal(set) var type: EventType
    /// When the event occurred, on the window's clock, in seconds.
    open internal(set) var timestamp: TimeInterval

    init(type: EventType, timestamp: TimeInterval) {
        self.type = type
        self.timestamp = timestamp
        super.init()
    }
}
