// The application and its scenes as an app's tests see them (issue 39): windows and scenes with
// no setup, and the life cycle a host (the device) drives, in UIKit's order (proposed spec 19.1;
// https://developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle and
// https://developer.apple.com/documentation/uikit/preparing-your-ui-to-run-in-the-foreground).
import XCTest
#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

final class ApplicationTests: XCTestCase {
    /// As in a test bundle hosted in an app: the app is running, has a window scene, and a window
    /// made for that scene is one of the app's windows (proposed spec 19.3).
    @MainActor func testWindowMadeForTheConnectedSceneIsOneOfTheAppsWindows() async {
        let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
        XCTAssertNotNil(scene)
        guard let scene else { return }
        let window = UIWindow(windowScene: scene)
        window.rootViewController = AppearanceProbe()
        window.makeKeyAndVisible()
        XCTAssertIdentical(window.windowScene, scene)
        XCTAssertTrue(scene.windows.contains(window))
        XCTAssertTrue(UIApplication.shared.windows.contains(window))
        XCTAssertIdentical(scene.keyWindow, window)
        XCTAssertEqual(window.frame, scene.screen.bounds)
        let appeared = expectation(description: "the root's viewDidAppear")
        (window.rootViewController as? AppearanceProbe)?.onDidAppear = { appeared.fulfill() }
        await fulfillment(of: [appeared], timeout: 10)
        window.isHidden = true
        window.windowScene = nil
        XCTAssertFalse(UIApplication.shared.windows.contains(window))
    }

    #if !canImport(UIKit)
    /// The device launches an app that declares a scene delegate class, sends it to the
    /// background, back, and terminates it: callbacks and notifications in UIKit's order.
    @MainActor func testLifecycleCallbacksAndNotificationsInOrder() async {
        let log = LifecycleLog()
        let names: [Notification.Name] = [
            UIApplication.didFinishLaunchingNotification, UIApplication.didBecomeActiveNotification,
            UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
            UIApplication.willEnterForegroundNotification, UIApplication.willTerminateNotification,
            UIScene.willConnectNotification, UIScene.didActivateNotification, UIScene.willDeactivateNotification,
            UIScene.didEnterBackgroundNotification, UIScene.willEnterForegroundNotification,
        ]
        let tokens = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                let entry = note.name.rawValue
                MainActor.assumeIsolated { log.entries.append(entry) }
            }
        }
        defer { tokens.forEach(NotificationCenter.default.removeObserver) }
        LifecycleLog.current = log
        let appDelegate = AppDelegate()
        let application = UIApplication.simulateLaunch(delegate: appDelegate)

        XCTAssertIdentical(UIApplication.shared, application)
        XCTAssertEqual(application.applicationState, .active)
        XCTAssertEqual(application.connectedScenes.count, 1)
        let scene = application.connectedScenes.first as? UIWindowScene
        let sceneDelegate = scene?.delegate as? SceneDelegate
        XCTAssertNotNil(sceneDelegate, "the configuration's delegateClass was instantiated")
        XCTAssertEqual(scene?.activationState, .foregroundActive)
        XCTAssertEqual(scene?.session.configuration.name, "Main")
        let window = sceneDelegate?.window
        XCTAssertNotNil(window)
        XCTAssertIdentical(window?.windowScene, scene)
        XCTAssertEqual(application.windows, window.map { [$0] } ?? [])
        XCTAssertIdentical(scene?.keyWindow, window)
        XCTAssertEqual(
            log.entries,
            [
                "willFinishLaunching", "didFinishLaunching", "UIApplicationDidFinishLaunchingNotification",
                "configurationForConnecting", "scene(_:willConnectTo:options:)", "UISceneWillConnectNotification",
                "sceneWillEnterForeground", "UISceneWillEnterForegroundNotification",
                "sceneDidBecomeActive", "UISceneDidActivateNotification", "UIApplicationDidBecomeActiveNotification",
            ])

        // The scene delegate's window is driven in real time: its root appears by itself.
        let appeared = expectation(description: "the scene window's root appeared")
        (window?.rootViewController as? AppearanceProbe)?.onDidAppear = { appeared.fulfill() }
        await fulfillment(of: [appeared], timeout: 10)

        log.entries = []
        application.simulateMovingToBackground()
        XCTAssertEqual(application.applicationState, .background)
        XCTAssertEqual(scene?.activationState, .background)
        application.simulateMovingToForeground()
        application.simulateTermination()
        XCTAssertEqual(
            log.entries,
            [
                "sceneWillResignActive", "UISceneWillDeactivateNotification",
                "UIApplicationWillResignActiveNotification",
                "sceneDidEnterBackground", "UISceneDidEnterBackgroundNotification",
                "UIApplicationDidEnterBackgroundNotification",
                "sceneWillEnterForeground", "UISceneWillEnterForegroundNotification",
                "UIApplicationWillEnterForegroundNotification",
                "sceneDidBecomeActive", "UISceneDidActivateNotification", "UIApplicationDidBecomeActiveNotification",
                "sceneWillResignActive", "UISceneWillDeactivateNotification",
                "UIApplicationWillResignActiveNotification",
                "sceneDidEnterBackground", "UISceneDidEnterBackgroundNotification",
                "UIApplicationDidEnterBackgroundNotification",
                "applicationWillTerminate", "UIApplicationWillTerminateNotification",
            ])
        window?.isHidden = true
        LifecycleLog.current = nil
        // The next test finds a running app without scene delegates again.
        UIApplication.simulateLaunch(delegate: nil)
    }
    #endif
}

#if !canImport(UIKit)
/// What the delegates and the notifications said, in order.
@MainActor final class LifecycleLog {
    static var current: LifecycleLog?
    var entries: [String] = []
    static func record(_ entry: String) { current?.entries.append(entry) }
}

final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        LifecycleLog.record("willFinishLaunching")
        return true
    }

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        LifecycleLog.record("didFinishLaunching")
        return true
    }

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        LifecycleLog.record("configurationForConnecting")
        let configuration = UISceneConfiguration(name: "Main", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        LifecycleLog.record("applicationDidBecomeActive (not for scene apps)")
    }
    func applicationWillTerminate(_ application: UIApplication) { LifecycleLog.record("applicationWillTerminate") }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        LifecycleLog.record("scene(_:willConnectTo:options:)")
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = AppearanceProbe()
        window.makeKeyAndVisible()
        self.window = window
    }

    func sceneDidBecomeActive(_ scene: UIScene) { LifecycleLog.record("sceneDidBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { LifecycleLog.record("sceneWillResignActive") }
    func sceneWillEnterForeground(_ scene: UIScene) { LifecycleLog.record("sceneWillEnterForeground") }
    func sceneDidEnterBackground(_ scene: UIScene) { LifecycleLog.record("sceneDidEnterBackground") }
}
#endif
