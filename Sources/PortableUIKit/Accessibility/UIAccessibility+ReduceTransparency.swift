#if !canImport(UIKit)
import Foundation
import Synchronization

/// The Reduce Transparency setting (UIKit's `UIAccessibility.isReduceTransparencyEnabled`,
/// spec 23.8). Off at launch; a test or host turns it on with
/// ``setReduceTransparencyEnabled(_:)``, which posts
/// ``reduceTransparencyStatusDidChangeNotification`` when the setting changes, as iOS does when
/// the user changes it in Settings.
extension UIAccessibility {
    private static let reduceTransparency = Mutex(false)

    /// Whether the user asked for less transparency: blurs then show an opaque colour.
    public static var isReduceTransparencyEnabled: Bool { reduceTransparency.withLock { $0 } }

    /// Posted (object nil) when ``isReduceTransparencyEnabled`` changes.
    public static let reduceTransparencyStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityReduceTransparencyStatusDidChangeNotification")

    /// Changes the setting, as the user does in Settings, and posts
    /// ``reduceTransparencyStatusDidChangeNotification`` when it changed. Not UIKit API.
    @_spi(Testing) @MainActor public static func setReduceTransparencyEnabled(_ enabled: Bool) {
        let changed = reduceTransparency.withLock { value in
            defer { value = enabled }
            return value != enabled
        }
        if changed { NotificationCenter.default.post(name: reduceTransparencyStatusDidChangeNotification, object: nil) }
    }

    /// Back to the launch value, without a notification (see `ProcessWideState`).
    static func resetSettingsToLaunchState() { reduceTransparency.withLock { $0 = false } }
}
#endif
