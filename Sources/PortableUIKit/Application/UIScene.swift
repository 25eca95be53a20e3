#if !canImport(UIKit)
import Foundation

/// One instance of an app's user interface (UIKit's `UIScene`): its session, its delegate and its
/// activation state. Window scenes (``UIWindowScene``) hold windows.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// The scene's session.
    open private(set) var session: UISceneSession
    /// The scene's delegate, retained by the scene as in UIKit.
    open var delegate: (any UISceneDelegate)?
    /// Whether the scene is unattached, in the foreground (active or inactive) or in the
    /// background.
    open internal(set) var activationState: UIScene.ActivationState = .unattached
    /// The scene's title; empty by default.
    open var title: String! = ""

    /// Creates a scene for `session` (UIKit creates scenes; apps do not).
    public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// The scene's next responder is the application.
    open override var next: UIResponder? { UIApplication.shared }
}

extension UIScene {
    /// A scene's state.
    public enum ActivationState: Int, Sendable {
        /// Not connected to the app.
        case unattached = -1
        /// In the foreground, receiving events.
        case foregroundActive = 0
        /// In the foreground, not receiving events.
        case foregroundInactive = 1
        /// In the background.
        case background = 2
    }

    /// What the system passes when it connects a scene: here, nothing asked the app to open a
    /// URL, continue an activity or answer a shortcut.
    @preconcurrency @MainActor
    open class ConnectionOptions: NSObject {
        /// The bundle identifier of the app that asked for the scene; nil.
        open var sourceApplication: String? { nil }
        /// The type of a Handoff activity to continue; nil.
        open var handoffUserActivityType: String? { nil }

        override init() { super.init() }
    }

    /// A scene connected to the app (the object is the scene).
    nonisolated public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// A scene was disconnected from the app.
    nonisolated public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    /// A scene became active.
    nonisolated public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// A scene is about to stop being active.
    nonisolated public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// A scene is about to enter the foreground.
    nonisolated public static let willEnterForegroundNotification = Notification.Name(
        "UISceneWillEnterForegroundNotification")
    /// A scene entered the background.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name(
        "UISceneDidEnterBackgroundNotification")

    /// Posts `name` with the scene as the object.
    func post(_ name: Notification.Name) {
        NotificationCenter.default.post(name: name, object: self)
    }
}
#endif
