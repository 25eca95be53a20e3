#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// Where a released drawer pan settles: a pure value (MMDrawerController's rule).
///
/// A release faster than ``velocityThreshold`` opens the visible drawer when moving towards
/// its open position and closes it when moving away; a slower release keeps the drawer open if
/// at least half of it shows. The settling motion starts at the finger's speed, but at least
/// twice the threshold.
public struct DrawerReleaseDecision: Equatable, Sendable {
    /// The speed, in points per second, above which the direction decides.
    public var velocityThreshold: CGFloat = 200

    public init(velocityThreshold: CGFloat = 200) {
        self.velocityThreshold = velocityThreshold
    }

    /// The side to settle on, for a release at `offset` moving at `velocity` (points per second,
    /// positive to the right).
    public func finalSide(offset: CGFloat, velocity: CGFloat, geometry: DrawerGeometry) -> DrawerSide {
        let side = geometry.visibleSide(atOffset: offset)
        guard side != .none else { return .none }
        let towardsOpen = side == .left ? velocity : -velocity
        if towardsOpen > velocityThreshold { return side }
        if towardsOpen < -velocityThreshold { return .none }
        return geometry.percentVisible(atOffset: offset) >= 0.5 ? side : .none
    }

    /// The speed the settling motion is timed with: the release speed, at least twice the threshold.
    public func settlingSpeed(velocity: CGFloat) -> CGFloat {
        max(abs(velocity), 2 * velocityThreshold)
    }
}
