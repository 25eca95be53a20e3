#if !canImport(UIKit)
import Foundation

/// Connecting scenes (docs/semantics 19.1, 19.6): the launch's first scene, and later ones the
/// user opens (a new window on an iPad) or brings back (a session whose scene the system
/// disconnected). Host API, not UIKit's: on iOS the system connects scenes.
extension UIApplication {
    /// Connects a window scene and brings it to the foreground, as when the user opens a new
    /// window of the app (`session` nil: a new session, configured by
    /// `application(_:configurationForConnecting:options:)`) or returns to one whose scene the
    /// system disconnected (`session` one of ``openSessions`` with no scene: its configuration is
    /// kept and the app delegate is not asked again). Returns the connected scene.
    ///
    /// A session that has a scene, or is not one of ``openSessions`` (it was discarded), is
    /// reported (`invalidApplicationUse`) and nil is returned.
    @discardableResult
    public func simulateConnectingScene(session: UISceneSession? = nil) -> UIWindowScene? {
        if let session {
            guard sessions.contains(session), session.scene == nil else {
                refuse(
                    "simulateConnectingScene(session:)",
                    "\(session.persistentIdentifier) \(session.scene == nil ? "was discarded" : "is connected already")",
                    spec: "19.6")
                return nil
            }
        }
        let scene = connectScene(for: session)
        bringToForeground([scene])
        return scene
    }

    /// Connects a window scene for `existing`, or for a new session configured by the delegate:
    /// `scene(_:willConnectTo:options:)`, then `UIScene.willConnectNotification`.
    func connectScene(for existing: UISceneSession?) -> UIWindowScene {
        let options = UIScene.ConnectionOptions()
        let session = existing ?? makeSession()
        if existing == nil {
            session.configuration =
                delegate?.application(self, configurationForConnecting: session, options: options)
                ?? session.configuration
        }
        let configuration = session.configuration
        if let sceneClass = configuration.sceneClass, sceneClass != UIWindowScene.self {
            PortableUIKitDiagnostics.report(
                .invalidApplicationUse,
                "the scene configuration's sceneClass \(sceneClass) is not UIWindowScene; a UIWindowScene is connected",
                fix: "leave sceneClass nil (PortableUIKit connects window scenes)", spec: "19.2")
        }
        let scene = UIWindowScene(session: session, connectionOptions: options)
        session.scene = scene
        if let delegateClass = configuration.delegateClass {
            scene.delegate = SceneDelegateClass.makeDelegate(of: delegateClass)
        }
        if scenes.isEmpty, sessions.count == 1 { usesSceneDelegates = scene.delegate != nil }
        scenes.append(scene)
        scene.delegate?.scene(scene, willConnectTo: session, options: options)
        scene.post(UIScene.willConnectNotification)
        return scene
    }

    /// The scene of the application that ``shared`` creates by itself: connected and active,
    /// no delegate, no callbacks or notifications (the app was launched before the test began).
    func connectDefaultScene() {
        let scene = UIWindowScene(session: makeSession(), connectionOptions: UIScene.ConnectionOptions())
        scene.session.scene = scene
        scene.activationState = .foregroundActive
        scenes.append(scene)
    }

    /// A new session, one of ``openSessions`` from now on.
    private func makeSession() -> UISceneSession {
        sessionCount += 1
        let session = UISceneSession(
            role: .windowApplication,
            configuration: UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication),
            persistentIdentifier: "PortableUIKitSceneSession-\(sessionCount)")
        sessions.append(session)
        return session
    }
}
#endif
