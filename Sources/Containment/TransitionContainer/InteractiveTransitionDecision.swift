#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// How an interactive transition driven by a pan turns finger movement into progress, and
/// whether a release finishes or cancels it. A value type, tested without views.
///
/// The release rule (a choice; UIKit documents none): a flick of at least `velocityThreshold`
/// points per second decides by its direction alone; a slower release finishes when the
/// transition is at least `progressThreshold` complete.
public struct InteractiveTransitionDecision: Equatable, Sendable {
    /// The speed (pt/s) above which the direction of the release decides.
    public var velocityThreshold: CGFloat
    /// The progress from which a slow release finishes.
    public var progressThreshold: CGFloat

    /// A decision rule; the defaults are 300 pt/s (the speed at which a paging scroll view turns
    /// the page, spec 7.5) and half-way.
    public init(velocityThreshold: CGFloat = 300, progressThreshold: CGFloat = 0.5) {
        self.velocityThreshold = velocityThreshold
        self.progressThreshold = progressThreshold
    }

    /// Progress (0…1) of a finger that moved `translation` points towards completing a
    /// transition that completes after `distance` points. Movement the other way counts as 0;
    /// a distance that is not positive or not finite gives 0.
    public static func progress(translation: CGFloat, distance: CGFloat) -> CGFloat {
        guard distance > 0, distance.isFinite, translation.isFinite else { return 0 }
        return min(max(translation / distance, 0), 1)
    }

    /// Whether releasing at `progress` with `velocity` (pt/s, positive towards completing) finishes.
    public func shouldFinish(progress: CGFloat, velocity: CGFloat) -> Bool {
        if velocity.isFinite, abs(velocity) >= velocityThreshold { return velocity > 0 }
        return progress >= progressThreshold
    }
}
