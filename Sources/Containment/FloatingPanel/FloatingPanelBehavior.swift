#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// How a floating panel moves: its spring, how far momentum carries it, whether it rubber-bands
/// past its outermost anchors and when a fling removes it. Every requirement has a default
/// (``FloatingPanelDefaultBehavior``'s), so a behaviour implements only what it changes.
@MainActor
public protocol FloatingPanelBehavior {
    /// The damping ratio of the spring that attracts the panel to an anchor (1: no overshoot).
    var springDampingRatio: CGFloat { get }
    /// The spring's response, in seconds: roughly how long the attraction takes.
    var springResponse: TimeInterval { get }
    /// The deceleration rate momentum is projected with (UIScrollView's `.normal`, 0.998).
    var momentumProjectionRate: CGFloat { get }
    /// Whether a fling may carry the panel past the next anchor to `proposedState` (false).
    func shouldProjectMomentum(_ panel: FloatingPanelController, to proposedState: FloatingPanelState) -> Bool
    /// The fraction of the way from one anchor to the next past which a release goes on (0.5).
    func redirectionalProgress(
        _ panel: FloatingPanelController, from: FloatingPanelState, to: FloatingPanelState
    ) -> CGFloat
    /// Whether the panel rubber-bands past its outermost anchor on `edge` (false: it stops there).
    func allowsRubberBanding(for edge: UIRectEdge) -> Bool
    /// Distances-to-hidden per second above which a collapsing fling removes the panel (5.5).
    var removalInteractionVelocityThreshold: CGFloat { get }
}

extension FloatingPanelBehavior {
    public var springDampingRatio: CGFloat { 1 }
    public var springResponse: TimeInterval { 0.4 }
    public var momentumProjectionRate: CGFloat { 0.998 }
    public func shouldProjectMomentum(_ panel: FloatingPanelController, to proposedState: FloatingPanelState) -> Bool {
        false
    }
    public func redirectionalProgress(
        _ panel: FloatingPanelController, from: FloatingPanelState, to: FloatingPanelState
    ) -> CGFloat { 0.5 }
    public func allowsRubberBanding(for edge: UIRectEdge) -> Bool { false }
    public var removalInteractionVelocityThreshold: CGFloat { 5.5 }
}

/// The behaviour of Apple Maps' search card: a critically damped 0.4 s spring, no projection past
/// an anchor, no rubber band, removal at 5.5 distances per second.
public struct FloatingPanelDefaultBehavior: FloatingPanelBehavior {
    public init() {}
}
