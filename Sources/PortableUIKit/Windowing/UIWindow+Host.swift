import Foundation

/// The host interface of a window: not UIKit API, used by hosts (the headless test host, the
/// SDL window) to drive PortableUIKit. Time is an input: nothing in PortableUIKit reads a clock.
extension UIWindow {
    /// The insets of the device's safe area (notch, home indicator), as the host sets them.
    public var hostSafeAreaInsets: UIEdgeInsets {
        get { storedHostSafeAreaInsets }
        set {
            storedHostSafeAreaInsets = newValue
            setNeedsLayoutInSubtree(self)
        }
    }

    /// The timestamp of the latest tick, in seconds on the host's clock.
    public var currentTime: TimeInterval { MediaClock.now }

    /// Advances the media clock to `timestamp` (never backwards), fires display links, retires
    /// finished animations
    /// (running their completions, oldest end first), then runs one turn of the main loop:
    /// `viewIsAppearing` for controllers that began appearing, the layout pass, then the work
    /// deferred to the end of the turn (deferred `viewDidAppear` / `viewDidDisappear`, completions).
    public func tick(_ timestamp: TimeInterval) {
        MediaClock.advance(to: timestamp)
        CADisplayLink.fireAll(at: MediaClock.now)
        AnimatorDriver.shared.tick(at: MediaClock.now)
        AnimationEngine.shared.tick(at: MediaClock.now)
        runTurn()
    }

    /// Whether a turn would do anything: deferred work, pending layout, `viewIsAppearing`, or a
    /// finite animation still running (animations that repeat forever do not count).
    public var hasPendingWork: Bool {
        !deferredWork.isEmpty || !DeferredWork.main.isEmpty || layoutIsPending
            || AnimationEngine.shared.hasFiniteWork || AnimatorDriver.shared.hasRunning
            || ViewIsAppearingQueue.shared.hasWork(in: self)
    }

    /// Delivers a memory warning to the root controller and every controller below it, on screen
    /// or not, as the system does (spec 6.5).
    public func simulateMemoryWarning() {
        rootViewController?.deliverMemoryWarning()
    }

    func runTurn() {
        ViewIsAppearingQueue.shared.deliver(in: self)
        if layoutIsPending {
            layoutIsPending = false
            layoutSubtreeIfNeeded()
        }
        deferredWork.drain()
        DeferredWork.main.drain()
    }

    private func setNeedsLayoutInSubtree(_ view: UIView) {
        view.setNeedsLayout()
        for subview in view.subviews { setNeedsLayoutInSubtree(subview) }
    }
}
