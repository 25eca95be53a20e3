import Foundation
#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

#if !canImport(UIKit)
/// The host as the device of the app's life cycle (docs/semantics 19.1, 19.6, 19.7): it launches
/// the application, connects its scenes, sends them to the background and back, and disconnects
/// them, as iOS does when the user opens the app, goes home, returns, or closes a window. Linux
/// only, like ``HeadlessHost``; on iOS the system does this.
extension HeadlessHost {
    /// Launches a new application with `delegate` (`UIApplication.simulateLaunch`): the launch
    /// callbacks, a connected window scene in the foreground, `UIApplication.shared` the new app.
    /// The host's window joins that scene unless the scene delegate made windows of its own, so
    /// `window.windowScene` and `UIApplication.shared.windows` see it as an app's window.
    @discardableResult
    public func launchApplication(
        delegate: (any UIApplicationDelegate)?, launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> UIApplication {
        let application = UIApplication.simulateLaunch(
            delegate: delegate, launchOptions: launchOptions, hostWindow: window)
        runTurn()
        return application
    }

    /// The user goes home: the app's scenes resign active and enter the background.
    public func moveApplicationToBackground() {
        UIApplication.shared.simulateMovingToBackground()
        runTurn()
    }

    /// The user comes back: the app's scenes enter the foreground and become active.
    public func moveApplicationToForeground() {
        UIApplication.shared.simulateMovingToForeground()
        runTurn()
    }

    /// The user opens another window of the app (`session` nil) or returns to a session whose
    /// scene the system disconnected (`UIApplication.simulateConnectingScene(session:)`). Returns
    /// the connected scene; nil (with an `invalidApplicationUse` diagnostic) for a session that is
    /// connected or discarded.
    @discardableResult
    public func connectScene(session: UISceneSession? = nil) -> UIWindowScene? {
        let scene = UIApplication.shared.simulateConnectingScene(session: session)
        runTurn()
        return scene
    }

    /// The system disconnects a background scene to reclaim its resources
    /// (`UIApplication.simulateDisconnecting(_:)`): `sceneDidDisconnect(_:)`, then
    /// `UIScene.didDisconnectNotification`; the session stays open.
    public func disconnectScene(_ scene: UIScene) {
        UIApplication.shared.simulateDisconnecting(scene)
        runTurn()
    }

    /// The user closes a scene in the app switcher (`UIApplication.simulateDestroyingSession(_:)`):
    /// the scene goes to the background if it is not there, disconnects, and the app delegate
    /// gets `application(_:didDiscardSceneSessions:)`.
    public func destroySession(_ session: UISceneSession) {
        UIApplication.shared.simulateDestroyingSession(session)
        runTurn()
    }
}
#endif
