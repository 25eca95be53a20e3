#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// The spring a pager settles with: the parameters of UIKit's
/// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`, which seed 004's
/// TTPageScrollViewController animates with (the seed: the smaller the damping, the more the
/// spring oscillates; the larger the initial velocity, the faster the start; a high velocity
/// with a short duration also bounces). Issue 15 exposes them as `springDamping`,
/// `initialSpringVelocity` and `selectionAnimationDuration`.
struct PageSpring: Equatable, Sendable {
    /// ζ in (0, 1]: 1 settles without overshoot (clamped as ``DrawerSpring`` clamps it).
    let damping: CGFloat
    /// UIKit's normalised unit: 1 covers the whole remaining distance in one second.
    let initialVelocity: CGFloat
    /// Seconds; 0 lands at once.
    let duration: TimeInterval

    /// A spring with its values made usable: damping clamped to [0.01, 1] (1 when not a
    /// number), velocity non-negative and finite (0 otherwise), duration non-negative and
    /// finite (0 otherwise).
    init(damping: CGFloat, initialVelocity: CGFloat, duration: TimeInterval) {
        self.damping = damping.isNaN ? 1 : min(max(damping, DrawerSpring.minimumDampingRatio), 1)
        self.initialVelocity = initialVelocity.isFinite ? max(initialVelocity, 0) : 0
        self.duration = duration.isFinite ? max(duration, 0) : 0
    }
}

/// The pager's motion settings: the seed's spring properties and the release rule.
struct PagingMotionSettings: Equatable, Sendable {
    /// `springDamping` (default 1: no bounce, the pager lands as a paging scroll view does).
    var springDamping: CGFloat = 1
    /// `initialSpringVelocity` for programmatic selection (default 0: starts at rest).
    var initialSpringVelocity: CGFloat = 0
    /// `selectionAnimationDuration`, also used to settle a released drag (default 0.3 s).
    var selectionAnimationDuration: TimeInterval = 0.3
    /// The speed (pt/s) above which a release's direction decides (spec 7.5's ≈ 300 pt/s).
    var velocityThreshold: CGFloat = 300

    /// The spring of a programmatic `select(pageAt:animated:)`.
    var selectionSpring: PageSpring {
        PageSpring(damping: springDamping, initialVelocity: initialSpringVelocity, duration: selectionAnimationDuration)
    }
}

/// Where a released drag settles and how: a pure value, like ``DrawerReleaseDecision``.
///
/// The rule is a paging scroll view's (spec 7.5, UNC): a release at least as fast as the
/// threshold goes one page in its direction from the page under the finger (so a fast flick
/// back from 0.3 towards the selected page returns to it, and one onwards turns the page); a
/// slower release lands on the nearer page. A flick moves at most one page. A target with no
/// page there (the ends of a finite pager) becomes the selected page.
enum PageReleaseDecision {
    /// The page to settle on, as −1 (previous), 0 (selected) or +1 (next), for a release at the
    /// fractional `position` (positive towards next) moving at `velocity` pt/s (positive
    /// towards next). Non-finite inputs count as 0.
    static func targetOffset(
        position: CGFloat, velocity: CGFloat, settings: PagingMotionSettings,
        hasPrevious: Bool, hasNext: Bool
    ) -> Int {
        let position = position.isFinite ? min(max(position, -1), 1) : 0
        let velocity = velocity.isFinite ? velocity : 0
        let offset: CGFloat
        if abs(velocity) >= settings.velocityThreshold, velocity != 0 {
            offset = velocity > 0 ? position.rounded(.up) : position.rounded(.down)
        } else {
            offset = position.rounded(.toNearestOrAwayFromZero)
        }
        if offset > 0 { return hasNext ? 1 : 0 }
        if offset < 0 { return hasPrevious ? -1 : 0 }
        return 0
    }

    /// The page step of a flick: +1 or −1 for a release at or above the velocity threshold in
    /// that direction, nil for a slower one (which lands on the nearer page). A flick that
    /// caught a settle counts this step from where the pages were heading; spec 7.5 leaves
    /// which page a paging scroll view stops on after a touch interrupts a settle open (UNC),
    /// and this choice makes each deliberate flick of a storm move one page.
    static func flickStep(velocity: CGFloat, settings: PagingMotionSettings) -> Int? {
        guard velocity.isFinite, abs(velocity) >= settings.velocityThreshold, velocity != 0 else { return nil }
        return velocity > 0 ? 1 : -1
    }

    /// The spring that carries a release at `position` to `targetOffset`: the settings' damping
    /// and duration, and the finger's speed towards the target in UIKit's normalised unit
    /// (speed ÷ remaining distance), so the page leaves the finger without a jolt. A finger
    /// moving away from the target, or no distance left, starts the spring at rest.
    static func spring(
        position: CGFloat, targetOffset: Int, velocity: CGFloat, pageLength: CGFloat,
        settings: PagingMotionSettings
    ) -> PageSpring {
        let position = position.isFinite ? min(max(position, -1), 1) : 0
        let remaining = (CGFloat(targetOffset) - position) * (pageLength.isFinite ? max(pageLength, 0) : 0)
        var normalised: CGFloat = 0
        if remaining != 0, velocity.isFinite, (velocity > 0) == (remaining > 0), velocity != 0 {
            normalised = abs(velocity / remaining)
        }
        return PageSpring(
            damping: settings.springDamping, initialVelocity: normalised, duration: settings.selectionAnimationDuration)
    }
}
