#if !canImport(UIKit)
import Foundation

/// What PortableUIKit keeps for the whole process rather than for one window: the media clock,
/// the drivers every window tick runs (clock animations, property animators, scroll motion,
/// display links), work deferred outside any window, the `viewIsAppearing` queue, open animation
/// blocks, the diagnostics channel, the text measurer, whether animations are enabled, the key
/// window and the accessibility notification log.
///
/// In an app all of this lives as long as the process. In a test run one process runs hundreds
/// of tests, so whatever one test leaves here (an animation still running, a replaced measurer,
/// animations left disabled) would run or show in the next. Test hosts therefore check
/// ``pendingWork`` when a test ends and ``reset()`` everything before and after each test
/// (ContainmentTestTraits' `.isolatedRuntime`). Not UIKit API.
@_spi(Testing) @preconcurrency @MainActor
public enum ProcessWideState {
    /// The process-wide work that a window tick would still do to objects that are still alive,
    /// one line per kind, naming where it waits; empty when nothing is pending. (A window's own
    /// deferred work and layout go with the window; animations of deallocated layers, and
    /// controllers outside any window, are left to ``reset()``.)
    public static var pendingWork: [String] {
        var work: [String] = []
        if !DeferredWork.main.isEmpty {
            work.append("work deferred to the next turn outside any window (completions, appearance ends)")
        }
        if AnimationEngine.shared.hasFiniteWorkOnLiveLayers {
            work.append("view animations still running on layers that still exist")
        }
        if AnimatorDriver.shared.hasRunning { work.append("a UIViewPropertyAnimator still running") }
        if ScrollMotionDriver.shared.hasWork {
            work.append("a scroll view still decelerating, bouncing or animating its offset")
        }
        let waiting = ViewIsAppearingQueue.shared.waitingInWindowsCount
        if waiting > 0 { work.append("\(waiting) controller(s) in a window still waiting for viewIsAppearing") }
        if CADisplayLink.firingCount > 0 {
            work.append("\(CADisplayLink.firingCount) CADisplayLink(s) still firing (never invalidated)")
        }
        if ViewAnimationContext.openBlockCount > 0 { work.append("an animation block that never closed") }
        if !CATransaction.scopes.isEmpty {
            work.append("\(CATransaction.scopes.count) CATransaction.begin() never committed")
        }
        if CATransaction.hasReadyCompletions {
            work.append("a CATransaction completion block ready to run at the next tick")
        }
        if UIGraphicsContextStack.current != nil {
            work.append("a graphics context pushed with UIGraphicsPushContext(_:) and never popped")
        }
        return work
    }

    /// Whether the main loop's display ticks the windows on screen that no host drives in real time
    /// (`MainRunLoopDisplay`); `true` at launch. Test hosts on the virtual clock switch it off
    /// (ContainmentTestTraits' `.isolatedRuntime`), so that no real-time frame reaches a test
    /// that must be deterministic. ``reset()`` does not change it.
    public static var realTimeDisplayIsEnabled: Bool {
        get { MainRunLoopDisplay.shared.isEnabled }
        set { MainRunLoopDisplay.shared.isEnabled = newValue }
    }

    /// Puts every piece of process-wide state back to its launch value. Pending work is dropped
    /// unrun (no completion is called), display links are invalidated, the media clock reads 0
    /// again, diagnostics print (mode `.log`, no observer, nothing printed yet), the text measurer
    /// is the built-in approximation, every view class is probed again for drawing, animations
    /// are enabled, no window is key, the accessibility log is empty, Reduce Transparency is off and the Auto Layout engine
    /// is new; the real-time display is stopped and the next `UIApplication.shared` is a new,
    /// already launched app.
    public static func reset() {
        MainRunLoopDisplay.shared.stop()
        UIApplication.forgetCurrent()
        DeferredWork.main.forgetAll()
        AnimationEngine.shared.forgetAll()
        AnimatorDriver.shared.forgetAll()
        ScrollMotionDriver.shared.forgetAll()
        ViewIsAppearingQueue.shared.forgetAll()
        CADisplayLink.invalidateAll()
        ViewAnimationContext.forgetAll()
        CATransaction.forgetAll()
        UIGraphicsContextStack.forgetAll()
        UIView.forgetWhichClassesDraw()
        MediaClock.rewindForNewProcess()
        PortableUIKitDiagnostics.resetToLaunchState()
        TextMeasurement.measurer = ApproximateTextMeasurer()
        UIView.setAnimationsEnabled(true)
        UIWindow.forgetKeyWindow()
        UIAccessibility.removeAllPostedNotifications()
        UIAccessibility.resetSettingsToLaunchState()
        AutoLayoutEngineHost.reset()
    }
}
#endif
