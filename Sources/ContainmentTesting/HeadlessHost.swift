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
    /// The time between frames in ``advance(by:)``; 1/60 s.
    public var frameInterval: TimeInterval = 1.0 / 60.0

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
        window.makeKeyAndVisible()
    }

    /// Runs one turn of the main loop at the current time.
    public func runTurn() { window.tick(now) }

    /// Advances the clock by `seconds`, running one turn per frame (and one at the end).
    public func advance(by seconds: TimeInterval) {
        let end = now + seconds
        var time = now
        // 1 ns of slack: sums of frame intervals at large media times must not add a near-duplicate tick.
        while time + frameInterval < end - 1e-9 {
            time += frameInterval
            window.tick(time)
        }
        window.tick(end)
    }

    /// Runs turns, one frame apart, until nothing is pending. Returns the number of turns run.
    /// Reports a `runLoop` diagnostic and stops after `maxTurns` if work never settles.
    @discardableResult
    public func runUntilIdle(maxTurns: Int = 1_000) -> Int {
        var turns = 0
        while window.hasPendingWork {
            guard turns < maxTurns else {
                ContainmentDiagnostics.report(ContainmentDiagnostic(
                    rule: .runLoop, message: "work was still pending after \(maxTurns) turns",
                    fix: "look for layout or completions that keep scheduling more work", specItem: "2.5"))
                break
            }
            window.tick(now + frameInterval)
            turns += 1
        }
        return turns
    }

    /// Resizes the window (a rotation or a size-class change); the root view follows by autoresizing.
    public func resize(to size: CGSize) {
        window.frame = CGRect(origin: window.frame.origin, size: size)
    }

    /// Delivers a memory warning to every controller in the window's tree (spec 6.5).
    public func simulateMemoryWarning() { window.simulateMemoryWarning() }
}
#endif
