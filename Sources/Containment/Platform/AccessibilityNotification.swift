#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// The accessibility notifications Containment posts.
///
/// UIKit exports `UIAccessibility.Notification.screenChanged` and its siblings as non-constant
/// global variables (`UIAccessibilityScreenChangedNotification`), which Swift 6 refuses to read
/// from any context ("not concurrency-safe because it involves shared mutable state"). The values
/// are fixed, so Containment builds each notification from its raw value, on both platforms.
@MainActor
enum AccessibilityNotification {
    /// `UIAccessibility.Notification.screenChanged` (`UIAccessibilityScreenChangedNotification`).
    static let screenChanged = UIAccessibility.Notification(rawValue: 1000)
    /// `UIAccessibility.Notification.layoutChanged` (`UIAccessibilityLayoutChangedNotification`).
    static let layoutChanged = UIAccessibility.Notification(rawValue: 1001)
}
