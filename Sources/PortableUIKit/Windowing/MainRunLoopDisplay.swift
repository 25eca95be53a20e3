#if !canImport(UIKit)
import Foundation
import PortableUIKitRealTime

/// Where the real-time display's frames come from: the display timer on the main queue
/// (`PortableUIKitRealTime`), or a test's stand-in. Each frame carries a reading of a monotonic
/// clock in seconds.
@MainActor
protocol DisplayRefreshSource: AnyObject {
    var isRunning: Bool { get }
    func start(interval: TimeInterval, _ frame: @escaping @MainActor (TimeInterval) -> Void)
    func stop()
}

extension MainRunLoopDisplayTimer: DisplayRefreshSource {}

/// The display of a device: it ticks every window on screen that no host drives (see
/// ``windowsOnScreen()``) at 60 Hz on the real clock whenever the main queue is drained (by the
/// main run loop, or by the main actor's executor) (issue 39; docs/semantics 19.4, 19.8), as Core
/// Animation and `CADisplayLink` do on iOS, so that `DispatchQueue.main`, `Timer`s, main-actor tasks and
/// XCTest's waiting interleave with layout, animations, scroll motion and deferred appearance.
///
/// - A host (`HeadlessHost`, the live SDL window, or any caller of ``UIWindow/tick(_:)``) takes
///   its window off this display: ``UIWindow/isDrivenByHost``.
/// - The media clock is shared: each frame ticks at the media time the real clock has moved on
///   since the display started; if something else moved the media clock past that, the display
///   re-bases on it (the clock never runs backwards).
/// - A key, visible window that a host drives and that has work pending while the main queue
///   is drained for ``hostSilenceLimit`` seconds of real time without the host moving the clock gets a
///   `runLoop` diagnostic: the test waits for something only its host can advance.
/// - Test hosts switch it off (``ProcessWideState/realTimeDisplayIsEnabled``), so a test on the
///   virtual clock never sees a real-time frame.
@MainActor
final class MainRunLoopDisplay {
    static let shared = MainRunLoopDisplay()
    /// 60 Hz, an iPhone's display rate.
    static let frameInterval: TimeInterval = 1.0 / 60.0
    /// Real seconds a host-driven window may wait with work pending before the display reports it.
    static let hostSilenceLimit: TimeInterval = 1

    /// Whether the display may run at all.
    var isEnabled = true { didSet { update() } }
    /// The frame source; replaced only by tests.
    var source: any DisplayRefreshSource = MainRunLoopDisplayTimer()
    /// A real-clock reading and the media time it stood for.
    private var origin: (real: TimeInterval, media: TimeInterval)?
    /// A host-driven key window with pending work: the media time it is stuck at, since when
    /// (real clock), and whether that was reported.
    private var stall: (window: ObjectIdentifier, media: TimeInterval, since: TimeInterval, reported: Bool)?

    /// Starts the frames when a window is on screen, stops them when none is (a window's
    /// visibility, scene or host, the key window, or a scene's state changed).
    func update() {
        let wanted = isEnabled && !windowsOnScreen().isEmpty
        if wanted, !source.isRunning {
            origin = nil
            stall = nil
            source.start(interval: Self.frameInterval) { [unowned self] real in self.frame(at: real) }
        } else if !wanted, source.isRunning {
            stop()
        }
    }

    /// The windows on the device's screen, as the display shows them: the visible windows of the
    /// app's foreground scenes, in the order the scenes connected and the windows joined them,
    /// and the key window if it is visible and in no scene (or in a foreground one). A hidden
    /// window, or one of a background or disconnected scene, is not on screen.
    func windowsOnScreen() -> [UIWindow] {
        var windows: [UIWindow] = []
        if let application = UIApplication.existing {
            for scene in application.windowScenesIn([.foregroundActive, .foregroundInactive]) {
                windows += scene.windows.filter { !$0.isHidden }
            }
        }
        if let key = UIWindow.currentKeyWindow, !key.isHidden, key.windowScene == nil, !windows.contains(key) {
            windows.append(key)
        }
        return windows
    }

    /// Stops the frames and forgets the clock mapping.
    func stop() {
        source.stop()
        origin = nil
        stall = nil
    }

    /// One display refresh at real time `real`: every window on screen that no host drives runs
    /// a turn at the same media time (the process-wide drivers advance once). With none, a key
    /// window that a host drives is watched for a stall.
    func frame(at real: TimeInterval) {
        guard isEnabled else { return update() }
        let onScreen = windowsOnScreen()
        let driven = onScreen.filter { !$0.isDrivenByHost }
        guard !driven.isEmpty else {
            guard let key = UIWindow.currentKeyWindow, onScreen.contains(key) else { return update() }
            return watch(hostDriven: key, at: real)
        }
        stall = nil
        var media = MediaClock.now
        if let origin, origin.media + (real - origin.real) > MediaClock.now {
            media = origin.media + (real - origin.real)
        } else {
            origin = (real, MediaClock.now)
        }
        UIWindow.advanceAndRunTurns(of: driven, to: media)
    }

    private func watch(hostDriven window: UIWindow, at real: TimeInterval) {
        origin = nil
        guard window.hasPendingWork else {
            stall = nil
            return
        }
        guard let current = stall, current.window == ObjectIdentifier(window), current.media == MediaClock.now else {
            stall = (ObjectIdentifier(window), MediaClock.now, real, false)
            return
        }
        guard !current.reported, real - current.since >= Self.hostSilenceLimit else { return }
        stall?.reported = true
        PortableUIKitDiagnostics.report(
            PortableUIKitDiagnostic(
                rule: .runLoop,
                message: """
                    \(window) has work pending (animations, layout or deferred appearance) and the main loop \
                    has run for \(Self.hostSilenceLimit) s, but a host drives its clock \
                    (isDrivenByHost) and has not moved it: the work waits for the host, not for the run loop
                    """,
                fix: """
                    advance the host (HeadlessHost.advance(by:) or runUntilIdle()) instead of waiting, or drop the \
                    host so that the main loop drives the window in real time (XCTest as on iOS)
                    """,
                specItem: "2.5"))
    }
}
#endif
