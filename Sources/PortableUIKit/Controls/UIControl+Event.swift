#if !canImport(UIKit)
import Foundation

extension UIControl {
    /// The events a control reports to its actions, as bits (UIKit's `UIControl.Event`, with
    /// UIKit's raw values).
    public struct Event: OptionSet, Sendable {
        /// The event bits.
        public let rawValue: UInt

        /// Creates events from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A finger touched down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A finger touched down again in quick succession (`UITouch.tapCount` above 1).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A tracked finger moved inside the control's tracking area.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A tracked finger moved outside the control's tracking area.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A tracked finger moved into the tracking area.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A tracked finger moved out of the tracking area.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A tracked finger lifted inside the tracking area.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A tracked finger lifted outside the tracking area.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the tracked touch (a gesture recognizer took it, for example).
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action fired (a button's tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action fired, before the menu appears.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text field.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text of a text field changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text field.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended in a text field with the return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Bits free for the app's own events.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Bits reserved for the framework.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
}
#endif
