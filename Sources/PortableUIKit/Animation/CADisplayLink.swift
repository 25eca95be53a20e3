#if !canImport(UIKit)
import Foundation

/// A timer synchronised to the display (QuartzCore's `CADisplayLink`), fired by window ticks.
///
/// Linux Swift has no selectors, so PortableUIKit offers the closure initializer
/// ``init(handler:)``; `Containment` declares the same initializer for real UIKit in its
/// target/action shim, so container code is written once.
@preconcurrency @MainActor
open class CADisplayLink: NSObject {
    private static var active: [CADisplayLink] = []

    private let handler: @MainActor (CADisplayLink) -> Void
    private var lastFire: TimeInterval?
    private var isScheduled = false

    /// The time of the frame being prepared (the tick's timestamp).
    public private(set) var timestamp: TimeInterval = 0
    /// The time between the last two frames (1/60 s before two frames have been seen).
    public private(set) var duration: TimeInterval = 1.0 / 60.0
    /// When the next frame is expected: `timestamp + duration`.
    public var targetTimestamp: TimeInterval { timestamp + duration }
    /// Whether firing is suspended.
    open var isPaused = false
    /// The rate the client wants; 0 (the default) means every frame.
    open var preferredFramesPerSecond = 0

    /// Creates a display link that calls `handler` on every frame once added to a run loop.
    public init(handler: @escaping @MainActor (CADisplayLink) -> Void) {
        self.handler = handler
        super.init()
    }

    /// Starts firing (the run loop and mode are accepted for UIKit compatibility; window ticks drive it).
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard !isScheduled else { return }
        isScheduled = true
        CADisplayLink.active.append(self)
    }

    /// Stops firing.
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) { invalidate() }

    /// Stops firing for good and releases the handler's captures at the next tick.
    open func invalidate() {
        isScheduled = false
        CADisplayLink.active.removeAll { $0 === self }
    }

    /// How many links are scheduled and not paused.
    static var firingCount: Int { active.count(where: { $0.isScheduled && !$0.isPaused }) }

    /// Invalidates every link (see ``ProcessWideState``).
    static func invalidateAll() {
        for link in active { link.isScheduled = false }
        active = []
    }

    /// Fires every scheduled, unpaused link whose preferred rate allows a frame at `time`.
    static func fireAll(at time: TimeInterval) {
        for link in active where link.isScheduled && !link.isPaused { link.fire(at: time) }
    }

    private func fire(at time: TimeInterval) {
        if let lastFire {
            guard time > lastFire else { return }
            if preferredFramesPerSecond > 0, time - lastFire < 1.0 / Double(preferredFramesPerSecond) - 1e-6 { return }
            duration = time - lastFire
        }
        lastFire = time
        timestamp = time
        handler(self)
    }
}
#endif
