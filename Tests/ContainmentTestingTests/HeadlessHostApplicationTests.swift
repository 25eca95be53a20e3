import Foundation
import Testing
@_spi(Testing) import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

/// An app delegate that writes its callbacks down.
@MainActor
private final class RecordingAppDelegate: UIResponder, UIApplicationDelegate {
    var log: [String] = []
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        log.append("didFinishLaunching")
        return true
    }
    func applicationDidBecomeActive(_ application: UIApplication) { log.append("didBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { log.append("willResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { log.append("didEnterBackground") }
    func applicationWillEnterForeground(_ application: UIApplication) { log.append("willEnterForeground") }
}

/// The headless host is the device: it launches the app and sends it to the background and back.
@MainActor
@Suite("HeadlessHost — the app's life cycle", .isolatedRuntime)
struct HeadlessHostApplicationTests {
    @Test(
        "19.1 19.3 the host launches the app into its window's scene, sends it to the background and brings it back, in UIKit's order"
    )
    func launchBackgroundForeground() {
        let host = HeadlessHost(rootViewController: UIViewController())
        let delegate = RecordingAppDelegate()
        let application = host.launchApplication(delegate: delegate)
        #expect(UIApplication.shared === application && application.applicationState == .active)
        let scene = application.connectedScenes.first as? UIWindowScene
        #expect(scene != nil && host.window.windowScene === scene)
        #expect(application.windows.contains(host.window) && scene?.windows.contains(host.window) == true)
        #expect(delegate.log == ["didFinishLaunching", "didBecomeActive"])
        var posted: [String] = []
        let names: [(Notification.Name, String)] = [
            (UIApplication.willResignActiveNotification, "willResignActive"),
            (UIApplication.didEnterBackgroundNotification, "didEnterBackground"),
            (UIApplication.willEnterForegroundNotification, "willEnterForeground"),
            (UIApplication.didBecomeActiveNotification, "didBecomeActive"),
        ]
        let tokens = names.map { name, label in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in
                MainActor.assumeIsolated { posted.append(label) }
            }
        }
        defer { tokens.forEach(NotificationCenter.default.removeObserver) }
        host.moveApplicationToBackground()
        #expect(application.applicationState == .background)
        host.moveApplicationToForeground()
        #expect(application.applicationState == .active)
        #expect(posted == ["willResignActive", "didEnterBackground", "willEnterForeground", "didBecomeActive"])
        #expect(
            delegate.log.suffix(4) == [
                "willResignActive", "didEnterBackground", "willEnterForeground", "didBecomeActive",
            ])
    }

    @Test(
        "19.6 19.7 the host connects a second scene, the system disconnects it in the background, and closing the first scene's session discards it"
    )
    func connectDisconnectDestroy() throws {
        final class Discarding: UIResponder, UIApplicationDelegate {
            var discarded: [Set<UISceneSession>] = []
            func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
                discarded.append(sceneSessions)
            }
        }
        let host = HeadlessHost(rootViewController: UIViewController())
        let delegate = Discarding()
        let application = host.launchApplication(delegate: delegate)
        let first = try #require(application.connectedScenes.first as? UIWindowScene)
        let second = try #require(host.connectScene())
        #expect(application.connectedScenes.count == 2 && second.activationState == .foregroundActive)
        var disconnected: [UIScene] = []
        let token = NotificationCenter.default.addObserver(
            forName: UIScene.didDisconnectNotification, object: nil, queue: nil
        ) { note in
            let scene = note.object as? UIScene
            MainActor.assumeIsolated { scene.map { disconnected.append($0) } }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        expectDiagnostic(.invalidApplicationUse) { host.disconnectScene(second) }
        application.simulateMovingToBackground(second)
        host.disconnectScene(second)
        #expect(disconnected == [second] && application.connectedScenes == [first])
        #expect(application.openSessions.contains(second.session))
        host.destroySession(first.session)
        #expect(disconnected == [second, first] && application.connectedScenes.isEmpty)
        #expect(delegate.discarded == [[first.session]] && application.applicationState == .background)
    }
}
