#if !canImport(UIKit)
import Foundation

/// The animation of a modal presentation and its dismissal (UIKit's `UIModalTransitionStyle`,
/// UIKit's raw values). The presented controller's style is used, unless a context-defining
/// presenter provides its own (`providesPresentationContextTransitionStyle`, spec 13.7).
public enum UIModalTransitionStyle: Int, Sendable {
    /// The presented view slides up from the bottom; the dismissal slides it back down.
    case coverVertical = 0
    /// The presenter's view flips over to reveal the presented view (a 3D flip around the
    /// vertical axis); the dismissal flips back.
    case flipHorizontal = 1
    /// The presenter's view fades out while the presented view fades in.
    case crossDissolve = 2
    /// One corner of the presenter's view curls up to reveal the presented view underneath.
    /// Only for full-screen presentations (UIKit raises otherwise; PortableUIKit refuses with a
    /// diagnostic).
    case partialCurl = 3
}
#endif
