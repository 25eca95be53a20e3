#if !canImport(UIKit)
import Foundation

/// One finger on the screen during one touch sequence (UIKit's `UITouch`).
///
/// A touch object lives from its `began` phase to its `ended` or `cancelled` phase; the window
/// updates it in place for every event of the sequence, as UIKit does. Locations are kept in
/// window coordinates and converted on request through the current view geometry.
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// The phase of a touch within its sequence.
    public enum Phase: Int, Sendable {
        /// The finger touched the screen.
        case began = 0
        /// The finger moved.
        case moved = 1
        /// The finger is down but did not move since the previous event.
        case stationary = 2
        /// The finger left the screen.
        case ended = 3
        /// The system cancelled the touch.
        case cancelled = 4
        /// A pointer entered a region (indirect input; never produced by PortableUIKit hosts).
        case regionEntered = 5
        /// A pointer moved within a region (indirect input).
        case regionMoved = 6
        /// A pointer left a region (indirect input).
        case regionExited = 7
    }

    /// The kind of input that produced the touch.
    public enum TouchType: Int, Sendable {
        /// A finger on the screen.
        case direct = 0
        /// A touch not on the screen (a remote's surface).
        case indirect = 1
        /// Apple Pencil.
        case pencil = 2
        /// A trackpad or mouse pointer.
        case indirectPointer = 3
    }

    /// The touch's current phase.
    open internal(set) var phase: Phase = .began
    /// When the touch last changed, on the window's clock, in seconds.
    open internal(set) var timestamp: TimeInterval = 0
    /// How many times the finger tapped this spot in quick succession (see `TapTiming`).
    open internal(set) var tapCount: Int = 1
    /// The kind of input; hosts produce direct touches.
    open internal(set) var type: TouchType = .direct
    /// The view the touch began in (the hit-test result), or nil if it hit nothing.
    open internal(set) var view: UIView?
    /// The window the touch belongs to (strong, as UIKit's `window` property is).
    open internal(set) var window: UIWindow?
    /// The recognizers receiving this touch, deepest view's first.
    open internal(set) var gestureRecognizers: [UIGestureRecognizer]? = []
    /// The radius of the touch in points; hosts report a fingertip of 20 pt.
    open internal(set) var majorRadius: CGFloat = 20
    /// The tolerance of ``majorRadius``.
    open internal(set) var majorRadiusTolerance: CGFloat = 5
    /// The force of the touch; 0 on hardware without force sensing (all PortableUIKit hosts).
    open internal(set) var force: CGFloat = 0
    /// The maximum possible force; 0 without force sensing.
    open internal(set) var maximumPossibleForce: CGFloat = 0

    /// Where the touch is, in window coordinates.
    var windowLocation: CGPoint = .zero
    /// Where the touch was at the previous event, in window coordinates.
    var previousWindowLocation: CGPoint = .zero

    /// Creates a touch; touches are made by the window from host input.
    override init() {
        super.init()
    }

    /// The touch's location in `view`'s coordinates (window coordinates when nil).
    open func location(in view: UIView?) -> CGPoint {
        convert(windowLocation, to: view)
    }

    /// The touch's location at the previous event, in `view`'s coordinates (window when nil).
    open func previousLocation(in view: UIView?) -> CGPoint {
        convert(previousWindowLocation, to: view)
    }

    /// The exact location; the same as ``location(in:)`` (hosts report exact points).
    open func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }

    /// The exact previous location; the same as ``previousLocation(in:)``.
    open func precisePreviousLocation(in view: UIView?) -> CGPoint { previousLocation(in: view) }

    private func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, view !== window else { return point }
        return view.convert(point, from: window)
    }
}
#endif
