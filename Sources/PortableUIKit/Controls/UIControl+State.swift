#if !canImport(UIKit)
import Foundation

extension UIControl {
    /// The states a control can be in, as bits (UIKit's `UIControl.State`, with UIKit's raw values).
    public struct State: OptionSet, Sendable {
        /// The state bits.
        public let rawValue: UInt

        /// Creates a state from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Enabled, not selected, not highlighted: no bits.
        public static let normal = State([])
        /// A touch is down inside the control.
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control is disabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected.
        public static let selected = State(rawValue: 1 << 2)
        /// The control has focus.
        public static let focused = State(rawValue: 1 << 3)
        /// Bits free for the app's own states.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Bits reserved for the framework.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }
}
#endif
