#if !canImport(UIKit)
import Foundation

/// The host interface of a window: not UIKit API, used by hosts (the headless test host, the
/// SDL window) to drive PortableUIKit. Time is an input: nothing in PortableUIKit reads a clock.
extension UIWindow {
    /// The insets of the device's safe area (notch, home indicator), as the host sets them.
    public var hostSafeAreaInsets: UIEdgeInsets {
        get { storedHostSafeAreaInsets }
        set {
            storedHostSafeAreaInsets = newValue
            GeometryEpoch.advance()
            setNeedsLayoutInSubtree()
        }
    }

    /// Whether a host drives this window's clock. A window no host drives is ticked, while it is
    /// on screen (visible, in a foreground scene or key), at 60 Hz on the real clock whenever the
    /// main queue is drained (as a device's display is: what XCTest written as on iOS relies on). A host sets this before it shows the
    /// window (`HeadlessHost`, the live SDL window); calling ``tick(_:)`` sets it too. Setting it
    /// back to `false` returns the window to the real-time display.
    public var isDrivenByHost: Bool {
        get { storedIsDrivenByHost }
        set {
            storedIsDrivenByHost = newValue
            MainRunLoopDisplay.shared.update()
        }
    }

    /// The timestamp of the latest tick, in seconds on the host's clock.
    public var currentTime: TimeInterval { MediaClock.now }

    /// Advances the media clock to `timestamp` (never backwards); fires recognizer timers, display
    /// links and scroll motion; retires finished animations (running their completions, oldest
    /// end first); then runs one turn of the main loop: gesture actions (spec 9.1),
    /// `viewIsAppearing` for controllers that began appearing, the layout pass, the display pass
    /// (layers marked with `setNeedsDisplay`, spec 18.15), then the work deferred to the end of the
    /// turn (deferred `viewDidAppear` / `viewDidDisappear`, completions) and the commit of the
    /// implicit `CATransaction`. The caller becomes the window's host (``isDrivenByHost``).
    public func tick(_ timestamp: TimeInterval) {
        if !storedIsDrivenByHost { isDrivenByHost = true }
        advanceAndRunTurn(to: timestamp)
    }

    /// ``tick(_:)``'s work, for hosts and for the real-time display alike.
    func advanceAndRunTurn(to timestamp: TimeInterval) {
        UIWindow.advanceAndRunTurns(of: [self], to: timestamp)
    }

    /// Advances the media clock to `timestamp` and runs one turn of each of `windows` (the
    /// display's frame when several windows are on screen): their recognizer timers first, then
    /// the process-wide drivers once (display links, scroll motion, animators, animations,
    /// transaction completions), then each window's turn, in order.
    static func advanceAndRunTurns(of windows: [UIWindow], to timestamp: TimeInterval) {
        MediaClock.advance(to: timestamp)
        for window in windows { window.gestureEnvironment.advance(to: MediaClock.now) }
        CADisplayLink.fireAll(at: MediaClock.now)
        ScrollMotionDriver.shared.tick(at: MediaClock.now)
        AnimatorDriver.shared.tick(at: MediaClock.now)
        AnimationEngine.shared.tick(at: MediaClock.now)
        CATransaction.runReadyCompletions()
        for window in windows { window.runTurn() }
    }

    /// Whether a turn would do anything: deferred work, pending layout, `viewIsAppearing`, or a
    /// finite animation still running (animations that repeat forever do not count).
    public var hasPendingWork: Bool {
        !deferredWork.isEmpty || !DeferredWork.main.isEmpty || layoutIsPending
            || AnimationEngine.shared.hasFiniteWork || AnimatorDriver.shared.hasRunning
            || ViewIsAppearingQueue.shared.hasWork(in: self)
            || gestureEnvironment.hasPendingWork || ScrollMotionDriver.shared.hasWork
            || CATransaction.hasReadyCompletions
            || layerDisplayQueue.hasPending(in: self) || keyboard.pending != nil
    }

    /// Delivers a memory warning to the root controller and every controller below it, on screen
    /// or not, as the system does (spec 6.5).
    public func simulateMemoryWarning() {
        rootViewController?.deliverMemoryWarning()
    }

    func runTurn() {
        gestureEnvironment.runTurn()
        ViewIsAppearingQueue.shared.deliver(in: self)
        deliverQueuedTraitChanges()
        if layoutIsPending {
            layoutIsPending = false
            prepareConstraintBasedLayout()
            layoutSubtreeIfNeeded()
        }
        finishSizeTransitionsInLayoutPass()
        LayerDisplayQueue.displayPass(in: self)
        postKeyboardDidNotificationsIfDue()
        deferredWork.drain()
        DeferredWork.main.drain()
        CATransaction.commitAtEndOfTurn()
    }
}

extension UIWindow {
    /// A tap on the status bar: the one visible scroll view in the window with `scrollsToTop`
    /// scrolls to its top, if its delegate agrees. With none, or more than one, nothing scrolls,
    /// as in UIKit.
    public func simulateStatusBarTap() {
        var candidates: [UIScrollView] = []
        func collect(_ view: UIView) {
            guard !view.isHidden, view.alpha >= 0.01 else { return }
            if let scrollView = view as? UIScrollView, scrollView.scrollsToTop { candidates.append(scrollView) }
            for subview in view.subviews { collect(subview) }
        }
        collect(self)
        guard candidates.count == 1 else { return }
        candidates[0].scrollToTopFromStatusBar()
    }
}
#endif
