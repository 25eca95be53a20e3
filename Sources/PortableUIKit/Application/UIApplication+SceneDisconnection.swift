#if !canImport(UIKit)
import Foundation

/// Disconnecting scenes and discarding sessions (docs/semantics 19.7), as UIKit does:
/// - the system disconnects a background scene to reclaim its resources: the scene leaves
///   ``connectedScenes`` and becomes `.unattached`, then `sceneDidDisconnect(_:)` and
///   `UIScene.didDisconnectNotification`; its session stays in ``openSessions`` and can connect a
///   new scene later (``simulateConnectingScene(session:)``);
/// - the user closes a scene in the app switcher, or the app asks for it with
///   ``requestSceneSessionDestruction(_:options:errorHandler:)``: a foreground scene goes to the
///   background first (resign active, enter background), then it disconnects as above, then its
///   session leaves ``openSessions`` and the app delegate gets
///   `application(_:didDiscardSceneSessions:)`.
extension UIApplication {
    /// Asks the system to dismiss the scene of `sceneSession` and to remove it from the app
    /// switcher. As on iOS the request is carried out after the call returns (on the main
    /// queue): the scene, if connected, goes to the background and disconnects, and the session
    /// is discarded (`application(_:didDiscardSceneSessions:)`).
    ///
    /// A session that is not one of ``openSessions`` is reported (`invalidApplicationUse`) and
    /// `errorHandler` is called, before the call returns, with an error of `UISceneErrorDomain`.
    public func requestSceneSessionDestruction(
        _ sceneSession: UISceneSession, options: UISceneDestructionRequestOptions?,
        errorHandler: ((any Error) -> Void)? = nil
    ) {
        guard sessions.contains(sceneSession) else {
            refuse(
                "requestSceneSessionDestruction(_:options:errorHandler:)",
                "\(sceneSession.persistentIdentifier) is not an open session", spec: "19.7")
            errorHandler?(
                NSError(
                    domain: "UISceneErrorDomain", code: 1,
                    userInfo: [
                        NSLocalizedDescriptionKey: "The scene session is not one of the app's open sessions."
                    ]))
            return
        }
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                guard self.sessions.contains(sceneSession) else { return }
                self.discard(sceneSession)
            }
        }
    }

    /// The system disconnects `scene`, which is in the background, to reclaim its resources; its
    /// session stays open. A scene that is not connected, or not in the background, is reported
    /// (`invalidApplicationUse`) and stays: UIKit disconnects background scenes only.
    public func simulateDisconnecting(_ scene: UIScene) {
        guard scenes.contains(scene), scene.activationState == .background else {
            return refuse(
                "simulateDisconnecting(_:)", "\(scene) is not a connected scene in the background", spec: "19.7")
        }
        disconnect(scene)
    }

    /// The user closes `session`'s scene in the app switcher (what the system also does for
    /// ``requestSceneSessionDestruction(_:options:errorHandler:)``): its scene, if any, goes to
    /// the background and disconnects, and the session is discarded. A session that is not one of
    /// ``openSessions`` is reported (`invalidApplicationUse`).
    public func simulateDestroyingSession(_ session: UISceneSession) {
        guard sessions.contains(session) else {
            return refuse(
                "simulateDestroyingSession(_:)", "\(session.persistentIdentifier) is not an open session", spec: "19.7")
        }
        discard(session)
    }

    private func discard(_ session: UISceneSession) {
        if let scene = session.scene, scenes.contains(scene) {
            if scene.activationState != .background { sendToBackground([scene]) }
            disconnect(scene)
        }
        sessions.removeAll { $0 === session }
        delegate?.application(self, didDiscardSceneSessions: [session])
    }

    private func disconnect(_ scene: UIScene) {
        scenes.removeAll { $0 === scene }
        scene.session.scene = nil
        scene.activationState = .unattached
        scene.delegate?.sceneDidDisconnect(scene)
        scene.post(UIScene.didDisconnectNotification)
        MainRunLoopDisplay.shared.update()
    }
}
#endif
