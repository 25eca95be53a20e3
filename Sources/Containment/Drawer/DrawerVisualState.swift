#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// A block that styles the visible drawer for how far it is open (DrawerController's
/// `DrawerControllerDrawerVisualStateBlock`): the controller, the visible side, and the
/// fraction visible (0 closed, 1 open, above 1 when stretched).
public typealias DrawerControllerDrawerVisualStateBlock = @MainActor (DrawerController, DrawerSide, CGFloat) -> Void

/// Ready-made looks for a drawer as it opens, as values: each is a pure function from the
/// fraction visible to a transform and an alpha for the drawer's view.
///
/// Every look stretches a drawer pulled past its open position (``DrawerController/shouldStretchDrawer``)
/// by scaling it from its screen edge, so its inner edge stays on the center's edge. At 1 (open)
/// and 0 every look is the identity with alpha 1, so a settled drawer is untouched.
public enum DrawerVisualState: Equatable, Sendable {
    /// The drawer stays still under the center (DrawerController's default).
    case none
    /// The drawer moves with the center, edge to edge.
    case slide
    /// The drawer grows from 90 % and fades in while sliding 50 pt towards its edge.
    case slideAndScale
    /// The drawer moves with the center at 1/`factor` of its speed (`factor` ≥ 1).
    case parallax(factor: CGFloat)
    /// The drawer swings open like a door hinged on the center's edge, in perspective.
    case swingingDoor

    /// What a look sets on a drawer's view.
    public struct Appearance: Equatable, Sendable {
        /// The drawer view's layer transform.
        public var transform: CATransform3D
        /// The drawer view's alpha.
        public var alpha: CGFloat

        /// No transform, fully opaque.
        public static let identity = Appearance(transform: CATransform3DIdentity, alpha: 1)

        /// Equal transforms (entry by entry, as `CATransform3DEqualToTransform`) and equal alphas.
        /// Written by hand because QuartzCore's `CATransform3D` is not `Equatable`.
        public static func == (lhs: Appearance, rhs: Appearance) -> Bool {
            CATransform3DEqualToTransform(lhs.transform, rhs.transform) && lhs.alpha == rhs.alpha
        }
    }

    /// The distance the slide-and-scale look travels.
    static let slideAndScaleDistance: CGFloat = 50
    /// The smallest scale of the slide-and-scale look.
    static let slideAndScaleMinimumScale: CGFloat = 0.9
    /// The swinging door's perspective (m34).
    static let swingingDoorPerspective: CGFloat = -1.0 / 1000

    /// The drawer's look on `side` when `percentVisible` of its `drawerWidth` shows.
    public func appearance(for side: DrawerSide, percentVisible: CGFloat, drawerWidth: CGFloat) -> Appearance {
        guard side != .none, percentVisible.isFinite, drawerWidth > 0 else { return .identity }
        let p = max(percentVisible, 0)
        if p > 1 { return Self.stretched(side: side, percentVisible: p, width: drawerWidth) }
        // Towards the drawer's screen edge: left drawers hide to the left (−1), right ones to the right.
        let outward: CGFloat = side == .left ? -1 : 1
        switch self {
        case .none:
            return .identity
        case .slide:
            return Self.shifted(by: outward * drawerWidth * (1 - p))
        case .parallax(let factor):
            return Self.shifted(by: outward * drawerWidth * (1 - p) / max(factor, 1))
        case .slideAndScale:
            let scale = Self.slideAndScaleMinimumScale + p * (1 - Self.slideAndScaleMinimumScale)
            let shift = -outward * Self.slideAndScaleDistance * (1 - p)
            let transform = CATransform3DConcat(
                CATransform3DMakeScale(scale, scale, scale), CATransform3DMakeTranslation(shift, 0, 0))
            return Appearance(transform: transform, alpha: p)
        case .swingingDoor:
            // Hinged on the inner edge (half a width from the middle, away from the screen edge),
            // which follows the center's edge.
            let hinge = -outward * drawerWidth / 2
            let angle = -outward * -(CGFloat.pi / 2) * (1 - p)
            var perspective = CATransform3DIdentity
            perspective.m34 = Self.swingingDoorPerspective
            var transform = CATransform3DMakeTranslation(-hinge, 0, 0)
            transform = CATransform3DConcat(transform, CATransform3DMakeRotation(angle, 0, 1, 0))
            transform = CATransform3DConcat(
                transform, CATransform3DMakeTranslation(hinge + outward * drawerWidth * (1 - p), 0, 0))
            transform = CATransform3DConcat(transform, perspective)
            return Appearance(transform: transform, alpha: 1)
        }
    }

    private static func shifted(by dx: CGFloat) -> Appearance {
        Appearance(transform: CATransform3DMakeTranslation(dx, 0, 0), alpha: 1)
    }

    /// Scaled by `percentVisible` from the screen edge, so the inner edge is at the center's edge.
    private static func stretched(side: DrawerSide, percentVisible: CGFloat, width: CGFloat) -> Appearance {
        let edge = side == .left ? -width / 2 : width / 2
        var transform = CATransform3DMakeTranslation(-edge, 0, 0)
        transform = CATransform3DConcat(transform, CATransform3DMakeScale(percentVisible, 1, 1))
        transform = CATransform3DConcat(transform, CATransform3DMakeTranslation(edge, 0, 0))
        return Appearance(transform: transform, alpha: 1)
    }

    /// A block that applies this look to the controller's drawer on the visible side.
    public var block: DrawerControllerDrawerVisualStateBlock {
        { controller, side, percentVisible in controller.apply(self, to: side, percentVisible: percentVisible) }
    }

    // MARK: DrawerController's names

    /// DrawerController's `DrawerVisualState.slideAndScaleVisualStateBlock`.
    @MainActor public static var slideAndScaleVisualStateBlock: DrawerControllerDrawerVisualStateBlock {
        slideAndScale.block
    }
    /// DrawerController's `DrawerVisualState.slideVisualStateBlock`.
    @MainActor public static var slideVisualStateBlock: DrawerControllerDrawerVisualStateBlock { slide.block }
    /// DrawerController's `DrawerVisualState.swingingDoorVisualStateBlock`.
    @MainActor public static var swingingDoorVisualStateBlock: DrawerControllerDrawerVisualStateBlock {
        swingingDoor.block
    }
    /// DrawerController's `DrawerVisualState.parallaxVisualStateBlock(parallaxFactor:)`.
    @MainActor public static func parallaxVisualStateBlock(parallaxFactor: CGFloat)
        -> DrawerControllerDrawerVisualStateBlock
    {
        parallax(factor: parallaxFactor).block
    }
}
