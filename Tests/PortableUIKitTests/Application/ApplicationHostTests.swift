import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
import ContainmentTestTraits

/// UIApplication and its scenes (issue 39; proposed spec 19.1–19.3): what a process starts with,
/// misconfigurations and misuse, and `open(_:options:completionHandler:)`.
@MainActor
@Suite("UIApplication and scenes", .isolatedRuntime)
struct ApplicationHostTests {
    final class NotAResponder: NSObject, UISceneDelegate {}
    final class ResponderWithoutSceneDelegate: UIResponder {}
    final class Delegate: UIResponder, UIApplicationDelegate {
        var delegateClass: AnyClass?
        var sceneClass: AnyClass?
        func application(
            _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
            options: UIScene.ConnectionOptions
        ) -> UISceneConfiguration {
            let configuration = UISceneConfiguration(name: "Main", sessionRole: .windowApplication)
            configuration.delegateClass = delegateClass
            configuration.sceneClass = sceneClass
            return configuration
        }
    }

    final class WindowSceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        var connected = false
        func scene(
            _ scene: UIScene, willConnectTo session: UISceneSession,
            options connectionOptions: UIScene.ConnectionOptions
        ) {
            connected = true
        }
    }

    @Test(
        "19.3 the process starts with a launched, active app with one connected window scene, which windows made with init(frame:) join"
    )
    func defaultApplication() {
        let application = UIApplication.shared
        #expect(application.applicationState == .active)
        #expect(application.connectedScenes.count == 1)
        let scene = application.connectedScenes.first as? UIWindowScene
        #expect(scene?.activationState == .foregroundActive)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(window.windowScene === scene)
        #expect(application.windows.contains(window))
        window.windowScene = nil
        #expect(!application.windows.contains(window))
    }

    @Test("19.3 a deallocated window leaves its scene's windows")
    func deallocatedWindowLeaves() {
        let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
        var window: UIWindow? = UIWindow(frame: .zero)
        #expect(scene?.windows.count == 1)
        window = nil
        #expect(window == nil && scene?.windows.isEmpty == true)
    }

    @Test(
        "19.2 the configuration's delegateClass is created with its own init(); in a scene-delegate app init(frame:) windows join no scene"
    )
    func sceneDelegateFromClass() {
        let delegate = Delegate()
        delegate.delegateClass = WindowSceneDelegate.self
        let application = UIApplication.simulateLaunch(delegate: delegate)
        let scene = application.connectedScenes.first
        let sceneDelegate = scene?.delegate as? WindowSceneDelegate
        #expect(sceneDelegate?.connected == true)
        #expect(scene?.session.configuration.name == "Main")
        #expect(UIWindow(frame: .zero).windowScene == nil)
    }

    @Test(
        "19.2 a delegateClass that is not a UIResponder conforming to UISceneDelegate is reported (invalidApplicationUse); the scene gets no delegate"
    )
    func invalidDelegateClass() {
        for type: AnyClass in [NotAResponder.self, ResponderWithoutSceneDelegate.self] {
            let delegate = Delegate()
            delegate.delegateClass = type
            let application = expectDiagnostic(.invalidApplicationUse) {
                UIApplication.simulateLaunch(delegate: delegate)
            }
            #expect(application.connectedScenes.first?.delegate == nil)
            #expect(application.applicationState == .active)
        }
    }

    @Test("19.2 a sceneClass other than UIWindowScene is reported (invalidApplicationUse); a window scene is connected")
    func invalidSceneClass() {
        let delegate = Delegate()
        delegate.sceneClass = UIScene.self
        let application = expectDiagnostic(.invalidApplicationUse) { UIApplication.simulateLaunch(delegate: delegate) }
        #expect(application.connectedScenes.first is UIWindowScene)
    }

    @Test("19.1 moving to the state the app is in is reported (invalidApplicationUse) and posts nothing")
    func refusedMoves() {
        let application = UIApplication.shared
        var posted = 0
        let token = NotificationCenter.default.addObserver(
            forName: UIApplication.willEnterForegroundNotification, object: nil, queue: nil
        ) { _ in
            MainActor.assumeIsolated { posted += 1 }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        expectDiagnostic(.invalidApplicationUse) { application.simulateMovingToForeground() }
        #expect(posted == 0 && application.applicationState == .active)
        application.simulateMovingToBackground()
        expectDiagnostic(.invalidApplicationUse) { application.simulateMovingToBackground() }
        #expect(application.applicationState == .background)
        application.simulateMovingToForeground()
        #expect(posted == 1 && application.applicationState == .active)
    }

    @Test("19.1 an app without scene delegates gets the state callbacks through its app delegate")
    func appDelegateCallbacksWithoutSceneDelegate() {
        final class Recording: UIResponder, UIApplicationDelegate {
            var calls: [String] = []
            func applicationDidBecomeActive(_ application: UIApplication) { calls.append("didBecomeActive") }
            func applicationWillResignActive(_ application: UIApplication) { calls.append("willResignActive") }
            func applicationDidEnterBackground(_ application: UIApplication) { calls.append("didEnterBackground") }
            func applicationWillEnterForeground(_ application: UIApplication) { calls.append("willEnterForeground") }
        }
        let delegate = Recording()
        let application = UIApplication.simulateLaunch(delegate: delegate)
        application.simulateMovingToBackground()
        application.simulateMovingToForeground()
        #expect(
            delegate.calls == [
                "didBecomeActive", "willResignActive", "didEnterBackground", "willEnterForeground", "didBecomeActive",
            ])
    }

    @Test("19.3 the responder chain goes on from a window to its scene, the application and a responder app delegate")
    func responderChain() {
        final class AppDelegate: UIResponder, UIApplicationDelegate {}
        let delegate = AppDelegate()
        let application = UIApplication.simulateLaunch(delegate: delegate)
        let scene = application.connectedScenes.first as? UIWindowScene
        let window = UIWindow(frame: .zero)
        #expect(window.windowScene === scene)
        #expect(window.next === scene)
        #expect(scene?.next === application)
        #expect(application.next === delegate)
        #expect(delegate.next == nil)
        window.windowScene = nil
        #expect(window.next === application, "a window without a scene goes to the application")
    }

    @Test(
        "supportedInterfaceOrientations(for:) is the delegate's answer, or an iPhone app's default; keyWindow is the key window; isIdleTimerDisabled keeps its value"
    )
    func orientationsKeyWindowAndIdleTimer() {
        final class LandscapeOnly: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?)
                -> UIInterfaceOrientationMask
            { .landscape }
        }
        #expect(UIApplication.shared.supportedInterfaceOrientations(for: nil) == .allButUpsideDown)
        let window = UIWindow(frame: .zero)
        #expect(UIApplication.shared.keyWindow == nil)
        window.makeKeyAndVisible()
        #expect(UIApplication.shared.keyWindow === window)
        #expect(!UIApplication.shared.isIdleTimerDisabled)
        UIApplication.shared.isIdleTimerDisabled = true
        #expect(UIApplication.shared.isIdleTimerDisabled)
        let delegate = LandscapeOnly()
        let application = UIApplication.simulateLaunch(delegate: delegate)
        #expect(application.supportedInterfaceOrientations(for: window) == .landscape)
        window.isHidden = true
    }

    @Test(
        "open(_:options:completionHandler:) records the URL and completes with false on the main queue, after it returns"
    )
    func openURL() async {
        @MainActor final class Flag { var returned = false }
        let url = URL(string: "https://example.com")!
        let flag = Flag()
        let result: Bool = await withCheckedContinuation { continuation in
            UIApplication.shared.open(url) { opened in
                #expect(flag.returned, "the completion runs after open returns")
                continuation.resume(returning: opened)
            }
            flag.returned = true
        }
        #expect(result == false)
        #expect(UIApplication.shared.openedURLs == [url])
    }
}
