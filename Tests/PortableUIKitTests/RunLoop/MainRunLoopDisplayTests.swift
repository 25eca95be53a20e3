import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// The main run loop's real-time display (issue 39; proposed spec 19.4), driven here by a
/// stand-in frame source so that each frame's real time is chosen by the test.
@MainActor
@Suite("Real-time display (main run loop)", .isolatedRuntime)
struct MainRunLoopDisplayTests {
    /// A frame source whose frames the test delivers.
    final class ManualFrames: DisplayRefreshSource {
        var frame: (@MainActor (TimeInterval) -> Void)?
        var starts = 0
        var isRunning: Bool { frame != nil }
        func start(interval: TimeInterval, _ frame: @escaping @MainActor (TimeInterval) -> Void) {
            starts += 1
            self.frame = frame
        }
        func stop() { frame = nil }
        func deliver(at real: TimeInterval) { frame?(real) }
    }

    /// Runs `body` with the display on and fed by `frames`, then puts it back.
    private func withDisplay(_ body: (ManualFrames) throws -> Void) rethrows {
        let display = MainRunLoopDisplay.shared
        let previous = display.source
        let frames = ManualFrames()
        display.source = frames
        ProcessWideState.realTimeDisplayIsEnabled = true
        defer {
            ProcessWideState.realTimeDisplayIsEnabled = false
            display.stop()
            display.source = previous
        }
        try body(frames)
    }

    @Test(
        "19.4 a key, visible window with no host runs a turn at each frame, its clock moving with the real time since the first frame"
    )
    func ticksUnhostedKeyWindow() {
        withDisplay { frames in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            #expect(!frames.isRunning, "nothing to drive until a window is key and visible")
            window.makeKeyAndVisible()
            #expect(frames.isRunning)
            let root = UIViewController()
            window.rootViewController = root
            let start = window.currentTime
            var completed: Bool?
            UIView.animate(withDuration: 0.25, animations: { root.view.alpha = 0 }, completion: { completed = $0 })
            frames.deliver(at: 100)
            #expect(window.currentTime == start, "the first frame maps real time 100 to the media time now")
            #expect(root.appearanceState == .appeared, "the turn delivered viewDidAppear")
            frames.deliver(at: 100.2)
            #expect(abs(window.currentTime - (start + 0.2)) < 1e-9)
            #expect(completed == nil)
            frames.deliver(at: 100.3)
            #expect(completed == true)
            window.isHidden = true
            #expect(!frames.isRunning, "no key, visible window: the frames stop")
        }
    }

    @Test("19.4 a host's window is never ticked by the display; the media clock it moved is where real time resumes")
    func hostedWindowIsNotTicked() {
        withDisplay { frames in
            let host = HeadlessHost()
            #expect(host.window.isDrivenByHost)
            let view = UIView()
            host.window.addSubview(view)
            view.setNeedsLayout()
            let before = host.now
            frames.deliver(at: 5)
            frames.deliver(at: 5.5)  // under a second: no diagnostic yet (see below)
            #expect(host.now == before, "the display does not move a host's clock")
            #expect(host.window.hasPendingWork, "nor run its turn")
            host.runUntilIdle()
            host.window.isDrivenByHost = false  // the window goes back to the display
            frames.deliver(at: 7)  // real 7 ↔ the media time now
            let resumed = host.now
            host.advance(by: 10)  // a host moves the shared clock past real time…
            host.window.isDrivenByHost = false  // …and gives the window back again
            frames.deliver(at: 7.5)
            #expect(host.now == resumed + 10, "the display re-bases on the clock rather than going back")
            frames.deliver(at: 8)
            #expect(abs(host.now - (resumed + 10.5)) < 1e-9, "and moves on with real time from there")
        }
    }

    @Test("19.4 calling tick(_:) makes the caller the window's host")
    func tickTakesTheWindowOff() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(!window.isDrivenByHost)
        window.tick(window.currentTime)
        #expect(window.isDrivenByHost)
    }

    @Test(
        "19.4 waiting in real time for a host's window that has work and an unmoved clock gets one runLoop diagnostic after 1 s"
    )
    func mixingIsDiagnosed() {
        withDisplay { frames in
            let host = HeadlessHost()
            let view = UIView()
            host.window.addSubview(view)
            UIView.animate(withDuration: 1) { view.alpha = 0 }
            frames.deliver(at: 0)
            frames.deliver(at: 0.9)
            expectDiagnostic(.runLoop) { frames.deliver(at: 1.0) }
            frames.deliver(at: 3)  // reported once
            host.advance(by: 2)
        }
    }

    @Test(
        "19.4 with the real frame source, an awaiting Swift Testing test sees an animation complete in real time (the main queue is drained)"
    )
    func realFramesUnderSwiftTesting() async throws {
        ProcessWideState.realTimeDisplayIsEnabled = true
        defer { ProcessWideState.realTimeDisplayIsEnabled = false }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        var completed: Bool?
        UIView.animate(
            withDuration: 0.1, animations: { window.rootViewController?.view.alpha = 0.5 },
            completion: { completed = $0 })
        for _ in 0..<1_000 where completed == nil { try await Task.sleep(nanoseconds: 10_000_000) }
        #expect(completed == true, "the display ticked the window while the test awaited")
        #expect(window.rootViewController?.appearanceState == .appeared)
        window.isHidden = true
    }

    @Test(
        "19.8 every visible window with no host runs a turn at each frame, key or not; hidden windows and windows of background scenes do not"
    )
    func ticksEveryWindowOnScreen() throws {
        try withDisplay { frames in
            let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
            let key = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let hidden = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            #expect(other.windowScene === scene)
            other.rootViewController = UIViewController()
            hidden.rootViewController = UIViewController()
            other.isHidden = false
            #expect(frames.isRunning, "a visible window that is not key is on screen too")
            key.makeKeyAndVisible()
            #expect(MainRunLoopDisplay.shared.windowsOnScreen() == [key, other])
            var completed: Bool?
            UIView.animate(
                withDuration: 0.1, animations: { other.rootViewController?.view.alpha = 0 },
                completion: { completed = $0 })
            frames.deliver(at: 10)
            #expect(other.rootViewController?.appearanceState == .appeared)
            frames.deliver(at: 10.2)
            #expect(completed == true, "the window that is not key was driven")
            hidden.rootViewController?.view.setNeedsLayout()
            #expect(hidden.hasPendingWork)
            frames.deliver(at: 10.3)
            #expect(hidden.hasPendingWork, "a hidden window is not on screen")
            key.isHidden = true
            #expect(frames.isRunning, "the other window is still on screen")
            // The app goes to the background: nothing of it is on screen.
            UIApplication.shared.simulateMovingToBackground()
            #expect(MainRunLoopDisplay.shared.windowsOnScreen().isEmpty && !frames.isRunning)
            UIApplication.shared.simulateMovingToForeground()
            #expect(frames.isRunning)
            other.isHidden = true
            #expect(!frames.isRunning)
        }
    }

    @Test("19.4 .isolatedRuntime switches the display off for the test it wraps")
    func isolatedRuntimeSwitchesItOff() {
        #expect(!ProcessWideState.realTimeDisplayIsEnabled)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.makeKeyAndVisible()
        #expect(!MainRunLoopDisplay.shared.source.isRunning)
        window.isHidden = true
    }
}
