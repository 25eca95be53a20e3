#if !canImport(UIKit)
import Foundation

/// PortableUIKit's simple page turn (16.1; UIKit's real curl is private): the turning page
/// rotates about the spine, in perspective, from flat (lift 0) to nearly edge-on (lift
/// ``maximumLift``), casting a shadow. Pure geometry, tested without views.
enum PageCurlGeometry {
    /// How long an animated turn takes (PortableUIKit's choice).
    static let duration: TimeInterval = 0.4
    /// The lift of a page that has turned away: just short of a right angle, so the transform
    /// stays invertible and interpolates without degenerating.
    static let maximumLift: CGFloat = .pi / 2 * 0.98
    /// The perspective the turn is seen with (m34 = −1/1000, as the flip transitions use).
    static let perspectiveDistance: CGFloat = 1000
    /// Rightward or upward finger speed (pt/s) past which a release finishes the turn.
    static let releaseVelocityThreshold: CGFloat = 300
    /// The fraction of the view at each end whose taps turn a page (PortableUIKit's choice).
    static let tapZoneFraction: CGFloat = 0.2

    /// The transform of a page of `size` lifted by `lift` radians about its spine edge (`.min`:
    /// left or top; `.max`: right or bottom), about the page's centre (the default anchor point).
    /// Points on the spine stay where they are; the free edge comes toward the viewer.
    static func transform(
        lift: CGFloat, size: CGSize, spine: UIPageViewController.SpineLocation,
        orientation: UIPageViewController.NavigationOrientation
    ) -> CATransform3D {
        let horizontal = orientation == .horizontal
        let sign: CGFloat = spine == .max ? 1 : -1
        let hinge = horizontal ? CGPoint(x: sign * size.width / 2, y: 0) : CGPoint(x: 0, y: sign * size.height / 2)
        let angle = horizontal ? sign * lift : -sign * lift
        let rotation =
            horizontal
            ? CATransform3DMakeRotation(angle, 0, 1, 0) : CATransform3DMakeRotation(angle, 1, 0, 0)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / perspectiveDistance
        let toHinge = CATransform3DMakeTranslation(-hinge.x, -hinge.y, 0)
        let back = CATransform3DMakeTranslation(hinge.x, hinge.y, 0)
        return CATransform3DConcat(CATransform3DConcat(CATransform3DConcat(toHinge, rotation), back), perspective)
    }
}
#endif
