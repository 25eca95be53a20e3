import Foundation
import Testing
import CSDL2
import PortableUIKit
@testable import PortableUIKitSDL
import ContainmentTestTraits

/// The live SDL window as the device of the app's life cycle (docs/semantics 19.9): it launches
/// the app into its window's scene; minimising the window sends the app to the background and
/// restoring it brings it back. Run on the offscreen driver with events pushed through SDL's
/// real queue, as `SDLHostTests` does.
@MainActor
@Suite("SDL live window — the app's life cycle (offscreen)", .serialized, .isolatedRuntime)
struct SDLApplicationLifecycleTests {
    /// An app delegate without scenes, so the state callbacks come to it.
    final class RecordingAppDelegate: UIResponder, UIApplicationDelegate {
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

    @Test(
        "19.9 minimising or hiding the window sends the app to the background, restoring, showing or maximising brings it back; other events and repeats do nothing",
        arguments: [UIApplication.State.active, .inactive, .background])
    func mapping(state: UIApplication.State) {
        let away = state == .background ? nil : LiveWindowLifecycle.Move.toBackground
        let back = state == .background ? LiveWindowLifecycle.Move.toForeground : nil
        #expect(LiveWindowLifecycle.move(for: SDL_WINDOWEVENT_MINIMIZED.rawValue, applicationState: state) == away)
        #expect(LiveWindowLifecycle.move(for: SDL_WINDOWEVENT_HIDDEN.rawValue, applicationState: state) == away)
        #expect(LiveWindowLifecycle.move(for: SDL_WINDOWEVENT_RESTORED.rawValue, applicationState: state) == back)
        #expect(LiveWindowLifecycle.move(for: SDL_WINDOWEVENT_SHOWN.rawValue, applicationState: state) == back)
        #expect(LiveWindowLifecycle.move(for: SDL_WINDOWEVENT_MAXIMIZED.rawValue, applicationState: state) == back)
        for other in [
            SDL_WINDOWEVENT_FOCUS_LOST, SDL_WINDOWEVENT_FOCUS_GAINED, SDL_WINDOWEVENT_MOVED, SDL_WINDOWEVENT_EXPOSED,
        ] {
            #expect(LiveWindowLifecycle.move(for: other.rawValue, applicationState: state) == nil)
        }
    }

    @Test(
        "19.9 19.1 the live window launches the app into its scene; a pushed minimise sends it to the background, a restore brings it back, in UIKit's order"
    )
    func minimiseAndRestore() throws {
        setenv("SDL_VIDEODRIVER", SDLHostTests.driver, 1)
        let host = try LiveWindowHost(
            size: CGSize(width: 100, height: 150), scale: 1, title: "SDLApplicationLifecycleTests")
        defer { host.close() }
        let delegate = RecordingAppDelegate()
        let application = host.launchApplication(delegate: delegate)
        #expect(UIApplication.shared === application && application.applicationState == .active)
        let scene = try #require(application.connectedScenes.first as? UIWindowScene)
        #expect(host.window.windowScene === scene && scene.windows == [host.window])
        try host.runFrames(1)
        #expect(delegate.log == ["didFinishLaunching", "didBecomeActive"])

        try host.pushWindowEvent(SDL_WINDOWEVENT_MINIMIZED)
        try host.runFrames(1)
        #expect(application.applicationState == .background && scene.activationState == .background)
        try host.pushWindowEvent(SDL_WINDOWEVENT_HIDDEN)
        try host.runFrames(1)
        try host.pushWindowEvent(SDL_WINDOWEVENT_RESTORED)
        try host.runFrames(1)
        #expect(application.applicationState == .active && scene.activationState == .foregroundActive)
        #expect(
            delegate.log == [
                "didFinishLaunching", "didBecomeActive",
                "willResignActive", "didEnterBackground", "willEnterForeground", "didBecomeActive",
            ])
        #expect(!host.isQuitRequested)
    }
}
