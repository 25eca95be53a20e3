import Foundation
#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

#if !canImport(UIKit)
/// A window with no screen and no real clock, for tests: the test decides when turns run and
/// how far time moves.
///
/// - ``runTurn()`` runs one turn of the main loop at the current time (what UIKit does when the
///   run loop cycles: `viewIsAppearing`, layout, deferred `viewDidAppear` …);
/// - ``advance(by:)`` moves the virtual clock forward frame by frame, one turn per frame;
/// - ``runUntilIdle(maxTurns:)`` runs turns until nothing is pending.
///
/// The host takes its window off the main loop's real-time display
/// (`UIWindow.isDrivenByHost`): only the test moves its clock. To test as on iOS instead (no
/// host; `await fulfillment(of:timeout:)` while the main loop ticks the windows on screen at
/// 60 Hz on the real clock), see docs/guides/testing-your-own-code.md.
///
/// Linux only: it drives PortableUIKit's window clock (`UIWindow.tick(_:)`), which UIKit has no
/// counterpart of. On iOS, put controllers in a real `UIWindow` and let the run loop turn;
/// ``LifecycleRecorder``, ``HierarchyValidator`` and ``RestorationArchive`` work there too.
@MainActor
public final class HeadlessHost {
    /// The host's window; visible and key.
    public let window: UIWindow
    /// The virtual time of the last turn, in seconds: the window's media clock, which every window
    /// shares and which never runs backwards (so a new host starts at the current media time).
    public var now: TimeInterval { window.currentTime }
    /// The time between frames in ``advance(by:)``; 1/60 s. A value that is not a positive,
    /// finite time (0 would never move the clock) is refused with a `runLoop` diagnostic and the
    /// interval stays as it was.
    public var frameInterval: TimeInterval = 1.0 / 60.0 {
        didSet {
            guard !(frameInterval > 0 && frameInterval.isFinite) else { return }
            let refused = frameInterval
            frameInterval = oldValue
            Self.refuseClock("frameInterval = \(refused)", fix: "use a positive, finite frame interval such as 1/60")
        }
    }

    /// The most turns one ``advance(by:)`` runs: past it (a jump of hours or of 1e19 s) frames
    /// are spread evenly over the time, so a huge jump takes bounded work, as a real device's
    /// display link skips frames when the app stalls.
    public static let maximumFramesPerAdvance = 100_000

    /// Creates a visible window of `size` with optional safe-area insets, layout direction (the
    /// app's direction for the window's views, `UIWindow.hostLayoutDirection`) and root
    /// controller. The window becomes visible at once; its root's `viewDidAppear` comes with the
    /// first turn.
    public init(
        size: CGSize = CGSize(width: 390, height: 844), safeAreaInsets: UIEdgeInsets = .zero,
        layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight,
        rootViewController: UIViewController? = nil
    ) {
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.hostSafeAreaInsets = safeAreaInsets
        window.hostLayoutDirection = layoutDirection
        window.rootViewController = rootViewController
        // The host's clock, not the main loop's real-time display, drives the window.
        window.isDrivenByHost = true
        window.hostKeyboardHeight = Self.defaultKeyboardHeight
        window.makeKeyAndVisible()
    }

    /// Runs one turn of the main loop at the current time.
    public func runTurn() { window.tick(now) }

    /// Advances the clock by `seconds`, running one turn per frame (and one at the end), at most
    /// ``maximumFramesPerAdvance`` turns. A time that is negative or not finite (the clock never
    /// runs backwards, and an infinite one would never return) is refused with a `runLoop`
    /// diagnostic and the clock stays.
    public func advance(by seconds: TimeInterval) {
        guard seconds >= 0, seconds.isFinite else {
            return Self.refuseClock("advance(by: \(seconds))", fix: "advance by a finite time of at least 0")
        }
        let start = now
        let end = start + seconds
        let interval = max(frameInterval, seconds / Double(Self.maximumFramesPerAdvance))
        // 1 ns of slack: frame times at large media times must not add a near-duplicate tick.
        // Frame times are start + k·interval (not running sums), so an interval below the clock's
        // resolution cannot stall the loop.
        var frame = 1
        while frame < Self.maximumFramesPerAdvance, start + Double(frame) * interval < end - 1e-9 {
            let time = start + Double(frame) * interval
            if time > now { window.tick(time) }
            frame += 1
        }
        window.tick(end)
    }

    /// Reports a clock call the host refuses (issue 18: the host is public API, so it refuses
    /// rather than hanging or trapping).
    static func refuseClock(_ call: String, fix: String) {
        PortableUIKitDiagnostics.report(
            PortableUIKitDiagnostic(
                rule: .runLoop,
                message: "HeadlessHost.\(call) was refused: the virtual clock cannot run that time; nothing ran",
                fix: fix, specItem: "2.5"))
    }

    /// Runs turns, one frame apart, until nothing is pending. Returns the number of turns run.
    /// Reports a `runLoop` diagnostic and stops after `maxTurns` if work never settles.
    @discardableResult
    public func runUntilIdle(maxTurns: Int = 1_000) -> Int {
        var turns = 0
        while window.hasPendingWork {
            guard turns < maxTurns else {
                PortableUIKitDiagnostics.report(
                    PortableUIKitDiagnostic(
                        rule: .runLoop, message: "work was still pending after \(maxTurns) turns",
                        fix: "look for layout or completions that keep scheduling more work", specItem: "2.5"))
                break
            }
            window.tick(now + frameInterval)
            turns += 1
        }
        return turns
    }

    /// Resizes the window, as a user resizing a desktop window or a device changing its screen
    /// size would: a size transition (spec 14.7): `willTransition(to:with:)` first when the size
    /// classes change, `viewWillTransition(to:with:)` to the root controller (and down through
    /// `super`) while the views still have their old sizes, then the new size (the root view
    /// follows by autoresizing) and `traitCollectionDidChange`; alongside blocks run in the next
    /// turn's layout pass and completions at its end (``runTurn()``). An unchanged size sends
    /// nothing. A size that is not finite and non-negative, or a resize while one is being
    /// delivered, is refused with an `invalidSizeTransition` diagnostic.
    public func resize(to size: CGSize) {
        window.frame = CGRect(origin: window.frame.origin, size: size)
    }

    /// Delivers a memory warning to every controller in the window's tree (spec 6.5).
    public func simulateMemoryWarning() { window.simulateMemoryWarning() }
}
#endif
