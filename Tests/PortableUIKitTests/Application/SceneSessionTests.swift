import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
import ContainmentTestTraits

/// Several scenes, disconnection and discarded sessions (issue 39; docs/semantics 19.6, 19.7).
@MainActor
@Suite("UIApplication — several scenes, disconnection, discarded sessions", .isolatedRuntime)
struct SceneSessionTests {
    /// What the delegates said and which notifications were posted, in order.
    @MainActor final class Log {
        static var current: Log?
        var entries: [String] = []
        static func record(_ entry: String) { current?.entries.append(entry) }
    }

    final class AppDelegate: UIResponder, UIApplicationDelegate {
        var configurations = 0
        var discarded: [Set<UISceneSession>] = []
        func application(
            _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
            options: UIScene.ConnectionOptions
        ) -> UISceneConfiguration {
            configurations += 1
            Log.record("configurationForConnecting")
            let configuration = UISceneConfiguration(name: "Main", sessionRole: connectingSceneSession.role)
            configuration.delegateClass = SceneDelegate.self
            return configuration
        }
        func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
            discarded.append(sceneSessions)
            Log.record("didDiscardSceneSessions")
        }
    }

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(
            _ scene: UIScene, willConnectTo session: UISceneSession,
            options connectionOptions: UIScene.ConnectionOptions
        ) {
            Log.record("willConnectTo")
            guard let windowScene = scene as? UIWindowScene else { return }
            // A visible window with no root controller: nothing waits for a host's turn.
            let window = UIWindow(windowScene: windowScene)
            window.isHidden = false
            self.window = window
        }
        func sceneDidDisconnect(_ scene: UIScene) {
            Log.record(
                "sceneDidDisconnect(\(scene.activationState == .unattached ? "unattached" : "attached"), connected: \(UIApplication.shared.connectedScenes.contains(scene)))"
            )
        }
        func sceneDidBecomeActive(_ scene: UIScene) { Log.record("sceneDidBecomeActive") }
        func sceneWillResignActive(_ scene: UIScene) { Log.record("sceneWillResignActive") }
        func sceneWillEnterForeground(_ scene: UIScene) { Log.record("sceneWillEnterForeground") }
        func sceneDidEnterBackground(_ scene: UIScene) { Log.record("sceneDidEnterBackground") }
    }

    /// Records the app's and the scenes' notifications in `log` while `body` runs.
    private func observingNotifications<T>(into log: Log, _ body: () throws -> T) rethrows -> T {
        let names: [Notification.Name] = [
            UIApplication.didBecomeActiveNotification, UIApplication.willResignActiveNotification,
            UIApplication.didEnterBackgroundNotification, UIApplication.willEnterForegroundNotification,
            UIScene.willConnectNotification, UIScene.didDisconnectNotification, UIScene.didActivateNotification,
            UIScene.willDeactivateNotification, UIScene.didEnterBackgroundNotification,
            UIScene.willEnterForegroundNotification,
        ]
        let tokens = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                let entry = note.name.rawValue.replacingOccurrences(of: "Notification", with: "")
                MainActor.assumeIsolated { log.entries.append(entry) }
            }
        }
        defer { tokens.forEach(NotificationCenter.default.removeObserver) }
        return try body()
    }

    private func launch() -> (UIApplication, AppDelegate, Log) {
        let log = Log()
        Log.current = log
        let delegate = AppDelegate()
        let application = UIApplication.simulateLaunch(delegate: delegate)
        log.entries = []
        return (application, delegate, log)
    }

    @Test(
        "19.6 a second scene connects beside the first, with its own session, delegate, window and states; the app stays active and posts nothing"
    )
    func secondSceneConnects() throws {
        let (application, delegate, log) = launch()
        defer { Log.current = nil }
        let first = try #require(application.connectedScenes.first as? UIWindowScene)
        let second = try #require(observingNotifications(into: log) { application.simulateConnectingScene() })
        #expect(
            log.entries == [
                "configurationForConnecting", "willConnectTo", "UISceneWillConnect",
                "sceneWillEnterForeground", "UISceneWillEnterForeground", "sceneDidBecomeActive", "UISceneDidActivate",
            ])
        #expect(application.connectedScenes == [first, second])
        #expect(application.openSessions == [first.session, second.session])
        #expect(first.session != second.session && second.session.scene === second)
        #expect(first.activationState == .foregroundActive && second.activationState == .foregroundActive)
        let firstWindow = try #require((first.delegate as? SceneDelegate)?.window)
        let secondWindow = try #require((second.delegate as? SceneDelegate)?.window)
        #expect(first.windows == [firstWindow] && second.windows == [secondWindow])
        #expect(application.windows == [firstWindow, secondWindow])
        #expect(delegate.configurations == 2)
    }

    @Test(
        "19.6 one scene goes to the background while another stays active: the app stays active and posts no app notification until its last foreground scene leaves"
    )
    func perSceneStates() throws {
        let (application, _, log) = launch()
        defer { Log.current = nil }
        let first = try #require(application.connectedScenes.first as? UIWindowScene)
        let second = try #require(application.simulateConnectingScene())
        log.entries = []
        observingNotifications(into: log) { application.simulateMovingToBackground(second) }
        #expect(
            log.entries == [
                "sceneWillResignActive", "UISceneWillDeactivate", "sceneDidEnterBackground",
                "UISceneDidEnterBackground",
            ])
        #expect(application.applicationState == .active)
        #expect(first.activationState == .foregroundActive && second.activationState == .background)
        log.entries = []
        observingNotifications(into: log) { application.simulateMovingToBackground(first) }
        #expect(
            log.entries == [
                "sceneWillResignActive", "UISceneWillDeactivate", "UIApplicationWillResignActive",
                "sceneDidEnterBackground", "UISceneDidEnterBackground", "UIApplicationDidEnterBackground",
            ])
        #expect(application.applicationState == .background)
        log.entries = []
        observingNotifications(into: log) { application.simulateMovingToForeground(second) }
        #expect(
            log.entries == [
                "sceneWillEnterForeground", "UISceneWillEnterForeground", "UIApplicationWillEnterForeground",
                "sceneDidBecomeActive", "UISceneDidActivate", "UIApplicationDidBecomeActive",
            ])
        #expect(first.activationState == .background && second.activationState == .foregroundActive)
        #expect(application.applicationState == .active)
        expectDiagnostic(.invalidApplicationUse) { application.simulateMovingToForeground(second) }
        expectDiagnostic(.invalidApplicationUse) { application.simulateMovingToBackground(first) }
    }

    @Test(
        "19.7 the system disconnects a background scene: sceneDidDisconnect, then didDisconnectNotification; the scene has left connectedScenes, its session stays open"
    )
    func systemDisconnectsBackgroundScene() throws {
        let (application, delegate, log) = launch()
        defer { Log.current = nil }
        let scene = try #require(application.connectedScenes.first as? UIWindowScene)
        let session = scene.session
        application.simulateMovingToBackground()
        log.entries = []
        observingNotifications(into: log) { application.simulateDisconnecting(scene) }
        #expect(log.entries == ["sceneDidDisconnect(unattached, connected: false)", "UISceneDidDisconnect"])
        #expect(application.connectedScenes.isEmpty && application.windows.isEmpty)
        #expect(application.openSessions == [session] && session.scene == nil)
        #expect(delegate.discarded.isEmpty, "a disconnected session is not discarded")
        // The user returns to it: a new scene for the same session, which the app delegate is not
        // asked to configure again.
        log.entries = []
        let again = try #require(
            observingNotifications(into: log) { application.simulateConnectingScene(session: session) })
        #expect(again !== scene && again.session === session && session.scene === again)
        #expect(log.entries.first == "willConnectTo" && !log.entries.contains("configurationForConnecting"))
        #expect(application.applicationState == .active)
    }

    @Test(
        "19.7 the system disconnects only background scenes: a foreground or unknown scene is refused (invalidApplicationUse) and stays"
    )
    func disconnectingForegroundSceneRefused() throws {
        let (application, _, log) = launch()
        defer { Log.current = nil }
        let scene = try #require(application.connectedScenes.first as? UIWindowScene)
        expectDiagnostic(.invalidApplicationUse) { application.simulateDisconnecting(scene) }
        #expect(application.connectedScenes == [scene] && scene.activationState == .foregroundActive)
        #expect(log.entries.isEmpty)
        let session = scene.session
        expectDiagnostic(.invalidApplicationUse) { application.simulateConnectingScene(session: session) }
    }

    @Test(
        "19.7 sceneDidDisconnect follows didEnterBackground: closing a foreground scene's session sends it to the background, disconnects it, then discards the session"
    )
    func destroyingForegroundSession() throws {
        let (application, delegate, log) = launch()
        defer { Log.current = nil }
        let first = try #require(application.connectedScenes.first as? UIWindowScene)
        let second = try #require(application.simulateConnectingScene())
        log.entries = []
        observingNotifications(into: log) { application.simulateDestroyingSession(second.session) }
        #expect(
            log.entries == [
                "sceneWillResignActive", "UISceneWillDeactivate", "sceneDidEnterBackground",
                "UISceneDidEnterBackground",
                "sceneDidDisconnect(unattached, connected: false)", "UISceneDidDisconnect", "didDiscardSceneSessions",
            ])
        #expect(delegate.discarded == [[second.session]])
        #expect(application.connectedScenes == [first] && application.openSessions == [first.session])
        #expect(application.applicationState == .active)
        expectDiagnostic(.invalidApplicationUse) { application.simulateDestroyingSession(second.session) }
        expectDiagnostic(.invalidApplicationUse) { application.simulateConnectingScene(session: second.session) }
    }

    @Test(
        "19.7 requestSceneSessionDestruction(_:options:errorHandler:) does its work after it returns, in the same order, and discards the session"
    )
    func requestSceneSessionDestruction() async throws {
        let (application, delegate, log) = launch()
        defer { Log.current = nil }
        let scene = try #require(application.connectedScenes.first as? UIWindowScene)
        let session = scene.session
        var failed = false
        application.requestSceneSessionDestruction(session, options: UISceneDestructionRequestOptions()) { _ in
            failed = true
        }
        #expect(
            log.entries.isEmpty && application.connectedScenes.count == 1, "nothing happens before the call returns")
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { continuation.resume() }
        }
        #expect(
            log.entries == [
                "sceneWillResignActive", "sceneDidEnterBackground",
                "sceneDidDisconnect(unattached, connected: false)", "didDiscardSceneSessions",
            ])
        #expect(delegate.discarded == [[session]] && !failed)
        #expect(application.connectedScenes.isEmpty && application.openSessions.isEmpty)
        #expect(application.applicationState == .background)
    }

    @Test(
        "19.7 requestSceneSessionDestruction for a session that is not open is reported (invalidApplicationUse) and calls the error handler"
    )
    func requestDestructionOfDiscardedSession() throws {
        let (application, _, _) = launch()
        defer { Log.current = nil }
        let session = try #require(application.connectedScenes.first?.session)
        application.simulateDestroyingSession(session)
        var error: (any Error)?
        expectDiagnostic(.invalidApplicationUse) {
            application.requestSceneSessionDestruction(session, options: nil) { error = $0 }
        }
        #expect((error as NSError?)?.domain == "UISceneErrorDomain")
    }
}
