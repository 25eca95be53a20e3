import Foundation
import Testing
@_spi(Testing) import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

/// An app delegate that writes its callbacks down.
@MainActor
private final class RecordingAppDelegate: UIResponder, UIApplicationDelegate {
    var log: [String] = []
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
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
    @Test("19.1 19.3 the host launches the app into its window's scene, sends it to the background and brings it back, in UIKit's order")
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
        #expect(delegate.log.suffix(4) == ["willResignActive", "didEnterBackground", "willEnterForeground", "didBecomeActive"])
    }
}
