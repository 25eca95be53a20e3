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
    public var currentTime: TimeInterval { clockNow }

    /// Advances the window's clock to `timestamp` (never backwards) and runs one turn of the main
    /// loop: `viewIsAppearing` for controllers that began appearing, the layout pass, then the work
    /// deferred to the end of the turn (deferred `viewDidAppear` / `viewDidDisappear`, completions).
    public func tick(_ timestamp: TimeInterval) {
        clockNow = max(clockNow, timestamp)
        runTurn()
    }

    /// Whether a turn would do anything: deferred work, pending layout or `viewIsAppearing`.
    public var hasPendingWork: Bool {
        !deferredWork.isEmpty || !DeferredWork.main.isEmpty || layoutIsPending
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
