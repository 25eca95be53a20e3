#if !canImport(UIKit)
import Foundation

/// The device's side of the app's life cycle: not UIKit API, used by hosts (a test, the headless
/// host, the live SDL window) to launch the app, send it or one of its scenes to the background
/// and back, and terminate it, as the system does on iOS (docs/semantics 19.1, 19.6).
///
/// Order of callbacks and notifications (each scene callback is followed by the scene's
/// notification; the app's notification follows when the app's own state changes, which is
/// derived from its scenes: active while one is foreground-active, inactive while one is in the
/// foreground, in the background otherwise; "will" callbacks see the old state, the others the
/// new one):
/// - launch: `application(_:willFinishLaunchingWithOptions:)`,
///   `application(_:didFinishLaunchingWithOptions:)`, `didFinishLaunchingNotification`;
///   `application(_:configurationForConnecting:options:)`, `scene(_:willConnectTo:options:)`,
///   `UIScene.willConnectNotification`; `sceneWillEnterForeground(_:)`; `sceneDidBecomeActive(_:)`,
///   `didBecomeActiveNotification`. (No app-level `willEnterForegroundNotification` at launch.)
/// - background: `sceneWillResignActive(_:)`, `willResignActiveNotification`;
///   `sceneDidEnterBackground(_:)`, `didEnterBackgroundNotification`.
/// - foreground: `sceneWillEnterForeground(_:)`, `willEnterForegroundNotification`;
///   `sceneDidBecomeActive(_:)`, `didBecomeActiveNotification`.
/// - termination: the background steps if the app is not in the background, then
///   `applicationWillTerminate(_:)`, `willTerminateNotification`.
///
/// An app whose scene has a delegate (its configuration names a `delegateClass`) gets the state
/// callbacks through the scene delegate only; otherwise the app delegate gets
/// `applicationDidBecomeActive(_:)` and the others, as an app without scenes does.
extension UIApplication {
    /// Launches a new application with `delegate` (retained for the application's life, as
    /// `UIApplicationMain` retains the delegate it creates), connects one window scene and brings
    /// it to the foreground. The new application becomes ``shared``.
    ///
    /// A host that shows a window of its own (`HeadlessHost`, the live SDL window) passes it as
    /// `hostWindow`: the window joins the launched scene before the scene enters the foreground,
    /// unless the scene delegate made windows of its own while connecting.
    @discardableResult
    public static func simulateLaunch(
        delegate: (any UIApplicationDelegate)?, launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil,
        hostWindow: UIWindow? = nil
    ) -> UIApplication {
        let application = UIApplication()
        install(application)
        application.retainedDelegate = delegate
        application.delegate = delegate
        application.applicationState = .inactive
        _ = delegate?.application(application, willFinishLaunchingWithOptions: launchOptions)
        _ = delegate?.application(application, didFinishLaunchingWithOptions: launchOptions)
        application.post(UIApplication.didFinishLaunchingNotification)
        let scene = application.connectScene(for: nil)
        if let hostWindow, scene.windows.isEmpty { hostWindow.windowScene = scene }
        application.bringToForeground([scene])
        return application
    }

    /// Sends the app to the background (the user went home): its foreground scenes resign
    /// active and enter the background. An app already in the background is reported
    /// (`invalidApplicationUse`) and nothing happens.
    public func simulateMovingToBackground() {
        let foreground = windowScenesIn([.foregroundActive, .foregroundInactive])
        guard applicationState != .background, !foreground.isEmpty || scenes.isEmpty else {
            return refuse("simulateMovingToBackground()", "the app is already in the background")
        }
        sendToBackground(foreground)
    }

    /// Brings the app back from the background (the user opened it again): its background
    /// scenes enter the foreground and become active. An app that is not in the background is
    /// reported (`invalidApplicationUse`) and nothing happens.
    public func simulateMovingToForeground() {
        guard applicationState == .background else {
            return refuse("simulateMovingToForeground()", "the app is not in the background")
        }
        bringToForeground(windowScenesIn([.background]))
    }

    /// Sends one scene to the background (the user closed its window on an iPad, or moved it
    /// off screen); the app follows when no scene is left in the foreground. A scene that is not
    /// connected, or not in the foreground, is reported (`invalidApplicationUse`).
    public func simulateMovingToBackground(_ scene: UIWindowScene) {
        guard scenes.contains(scene), scene.activationState != .background else {
            return refuse("simulateMovingToBackground(_:)", "\(scene) is not a connected scene in the foreground")
        }
        sendToBackground([scene])
    }

    /// Brings one background scene back to the foreground. A scene that is not connected, or
    /// not in the background, is reported (`invalidApplicationUse`).
    public func simulateMovingToForeground(_ scene: UIWindowScene) {
        guard scenes.contains(scene), scene.activationState == .background else {
            return refuse("simulateMovingToForeground(_:)", "\(scene) is not a connected scene in the background")
        }
        bringToForeground([scene])
    }

    /// Terminates the app: to the background first if it is not there, then
    /// `applicationWillTerminate(_:)` and `willTerminateNotification`.
    public func simulateTermination() {
        if applicationState != .background { simulateMovingToBackground() }
        delegate?.applicationWillTerminate(self)
        post(UIApplication.willTerminateNotification)
    }

    /// `scenes` resign active (those that are active) and enter the background; the app
    /// resigns active when its last active scene does, and enters the background when its last
    /// foreground scene does.
    func sendToBackground(_ scenes: [UIScene]) {
        for scene in scenes where scene.activationState == .foregroundActive {
            scene.delegate?.sceneWillResignActive(scene)
            scene.post(UIScene.willDeactivateNotification)
            scene.activationState = .foregroundInactive
        }
        if applicationState == .active, !hasScene(in: [.foregroundActive]) {
            if !usesSceneDelegates { delegate?.applicationWillResignActive(self) }
            post(UIApplication.willResignActiveNotification)
            applicationState = .inactive
        }
        for scene in scenes {
            scene.activationState = .background
            scene.delegate?.sceneDidEnterBackground(scene)
            scene.post(UIScene.didEnterBackgroundNotification)
        }
        if applicationState != .background, !hasScene(in: [.foregroundActive, .foregroundInactive]) {
            applicationState = .background
            if !usesSceneDelegates { delegate?.applicationDidEnterBackground(self) }
            post(UIApplication.didEnterBackgroundNotification)
        }
        MainRunLoopDisplay.shared.update()
    }

    /// `scenes` enter the foreground and become active; the app enters the foreground if it was
    /// in the background (not at launch, when it is inactive) and becomes active if it was not.
    func bringToForeground(_ scenes: [UIScene]) {
        let wasInBackground = applicationState == .background
        for scene in scenes {
            scene.activationState = .foregroundInactive
            scene.delegate?.sceneWillEnterForeground(scene)
            scene.post(UIScene.willEnterForegroundNotification)
        }
        if wasInBackground {
            applicationState = .inactive
            if !usesSceneDelegates { delegate?.applicationWillEnterForeground(self) }
            post(UIApplication.willEnterForegroundNotification)
        }
        for scene in scenes {
            scene.activationState = .foregroundActive
            scene.delegate?.sceneDidBecomeActive(scene)
            scene.post(UIScene.didActivateNotification)
        }
        if applicationState != .active {
            applicationState = .active
            if !usesSceneDelegates { delegate?.applicationDidBecomeActive(self) }
            post(UIApplication.didBecomeActiveNotification)
        }
        MainRunLoopDisplay.shared.update()
    }

    private func hasScene(in states: Set<UIScene.ActivationState>) -> Bool {
        scenes.contains { states.contains($0.activationState) }
    }

    func windowScenesIn(_ states: Set<UIScene.ActivationState>) -> [UIWindowScene] {
        scenes.compactMap { $0 as? UIWindowScene }.filter { states.contains($0.activationState) }
    }

    func refuse(_ call: String, _ reason: String, spec: String = "19.1") {
        PortableUIKitDiagnostics.report(
            .invalidApplicationUse, "UIApplication.\(call) was refused: \(reason); nothing happened",
            fix: "check applicationState, connectedScenes and openSessions first", spec: spec)
    }
}
#endif
