#if !canImport(UIKit)
import Foundation

/// The device's side of the app's life cycle: not UIKit API, used by hosts (a test, the headless
/// host, the live SDL window) to launch the app, send it to the background and back, and
/// terminate it, as the system does on iOS (proposed spec 19.1).
///
/// Order of callbacks and notifications (each scene callback is followed by the scene's
/// notification, then the app's; "will" callbacks see the old state, the others the new one):
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
    @discardableResult
    public static func simulateLaunch(
        delegate: (any UIApplicationDelegate)?, launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> UIApplication {
        let application = UIApplication()
        install(application)
        application.retainedDelegate = delegate
        application.delegate = delegate
        application.applicationState = .inactive
        _ = delegate?.application(application, willFinishLaunchingWithOptions: launchOptions)
        _ = delegate?.application(application, didFinishLaunchingWithOptions: launchOptions)
        application.post(UIApplication.didFinishLaunchingNotification)
        let scene = application.connectScene()
        application.bringToForeground([scene], launching: true)
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
        for scene in foreground where scene.activationState == .foregroundActive {
            scene.delegate?.sceneWillResignActive(scene)
            scene.post(UIScene.willDeactivateNotification)
            scene.activationState = .foregroundInactive
        }
        if !usesSceneDelegates { delegate?.applicationWillResignActive(self) }
        post(UIApplication.willResignActiveNotification)
        applicationState = .inactive
        for scene in foreground {
            scene.activationState = .background
            scene.delegate?.sceneDidEnterBackground(scene)
            scene.post(UIScene.didEnterBackgroundNotification)
        }
        applicationState = .background
        if !usesSceneDelegates { delegate?.applicationDidEnterBackground(self) }
        post(UIApplication.didEnterBackgroundNotification)
    }

    /// Brings the app back from the background (the user opened it again). An app that is not
    /// in the background is reported (`invalidApplicationUse`) and nothing happens.
    public func simulateMovingToForeground() {
        guard applicationState == .background else {
            return refuse("simulateMovingToForeground()", "the app is not in the background")
        }
        bringToForeground(windowScenesIn([.background]), launching: false)
    }

    /// Terminates the app: to the background first if it is not there, then
    /// `applicationWillTerminate(_:)` and `willTerminateNotification`.
    public func simulateTermination() {
        if applicationState != .background { simulateMovingToBackground() }
        delegate?.applicationWillTerminate(self)
        post(UIApplication.willTerminateNotification)
    }

    private func bringToForeground(_ scenes: [UIWindowScene], launching: Bool) {
        for scene in scenes {
            scene.activationState = .foregroundInactive
            scene.delegate?.sceneWillEnterForeground(scene)
            scene.post(UIScene.willEnterForegroundNotification)
        }
        applicationState = .inactive
        if !launching {
            if !usesSceneDelegates { delegate?.applicationWillEnterForeground(self) }
            post(UIApplication.willEnterForegroundNotification)
        }
        for scene in scenes {
            scene.activationState = .foregroundActive
            scene.delegate?.sceneDidBecomeActive(scene)
            scene.post(UIScene.didActivateNotification)
        }
        applicationState = .active
        if !usesSceneDelegates { delegate?.applicationDidBecomeActive(self) }
        post(UIApplication.didBecomeActiveNotification)
        MainRunLoopDisplay.shared.update()
    }

    /// Connects a window scene configured by the delegate.
    private func connectScene() -> UIWindowScene {
        let session = makeSession()
        let options = UIScene.ConnectionOptions()
        let configuration = delegate?.application(self, configurationForConnecting: session, options: options)
            ?? session.configuration
        session.configuration = configuration
        if let sceneClass = configuration.sceneClass, sceneClass != UIWindowScene.self {
            ContainmentDiagnostics.report(
                .invalidApplicationUse, "the scene configuration's sceneClass \(sceneClass) is not UIWindowScene; a UIWindowScene is connected",
                fix: "leave sceneClass nil (PortableUIKit connects window scenes)", spec: "19.2")
        }
        let scene = UIWindowScene(session: session, connectionOptions: options)
        session.scene = scene
        if let delegateClass = configuration.delegateClass {
            scene.delegate = SceneDelegateClass.makeDelegate(of: delegateClass)
        }
        usesSceneDelegates = scene.delegate != nil
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

    private func makeSession() -> UISceneSession {
        sessionCount += 1
        return UISceneSession(
            role: .windowApplication,
            configuration: UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication),
            persistentIdentifier: "PortableUIKitSceneSession-\(sessionCount)")
    }

    private func windowScenesIn(_ states: Set<UIScene.ActivationState>) -> [UIWindowScene] {
        scenes.compactMap { $0 as? UIWindowScene }.filter { states.contains($0.activationState) }
    }

    private func refuse(_ call: String, _ reason: String) {
        ContainmentDiagnostics.report(
            .invalidApplicationUse, "UIApplication.\(call) was refused: \(reason); nothing happened",
            fix: "check applicationState first", spec: "19.1")
    }
}
#endif
