#if !canImport(UIKit)
import Foundation

/// A namespace for accessibility symbols (UIKit's `UIAccessibility`).
///
/// PortableUIKit has no assistive apps, so ``post(notification:argument:)`` keeps what it is
/// given: hosts and tests read ``postedNotifications`` (oldest first) and clear it with
/// ``removeAllPostedNotifications()``.
public struct UIAccessibility: Sendable {
    private init() {}

    /// An accessibility notification an app can post (UIKit's `UIAccessibility.Notification`).
    ///
    /// Raw values are UIKit's `UIAccessibilityNotifications` constants as commonly reported
    /// [UNC: UIKit exports them as variables, not in its headers].
    public struct Notification: RawRepresentable, Hashable, Sendable {
        /// The notification's identifier.
        public let rawValue: UInt32
        /// Creates a notification from its identifier.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A new view occupies a major part of the screen; the argument is the element VoiceOver
        /// should focus, or nil for the first element.
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout of the screen changed; the argument is the element to focus, or nil.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// Something to announce; the argument is the string to speak.
        public static let announcement = Notification(rawValue: 1008)
    }

    /// One call of ``post(notification:argument:)``, as recorded for the host.
    public struct PostedNotification {
        /// The notification posted.
        public let notification: Notification
        /// The argument it was posted with.
        public let argument: Any?
    }

    /// Every notification posted since the log was last cleared, oldest first. Linux host API:
    /// not part of UIKit.
    @MainActor public private(set) static var postedNotifications: [PostedNotification] = []

    /// Empties ``postedNotifications``. Linux host API: not part of UIKit.
    @MainActor public static func removeAllPostedNotifications() { postedNotifications = [] }

    /// Posts a notification to assistive apps; PortableUIKit appends it to ``postedNotifications``.
    @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) {
        postedNotifications.append(PostedNotification(notification: notification, argument: argument))
    }
}
#endif
