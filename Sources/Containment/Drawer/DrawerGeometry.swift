#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// Where everything in a ``DrawerController`` goes for a given center offset: a pure value,
/// tested without views.
///
/// The *offset* is how far the center has moved right: positive shows the left drawer,
/// negative the right one, 0 shows neither. A drawer is as tall as the container and as wide as
/// its maximum width, never wider than the container. Past the open position the center
/// stretches only if ``shouldStretch``, along MMDrawerController's overshoot curve: linear for
/// the first 7.5 % of the room left beside the drawer, then flattening towards 15 %.
public struct DrawerGeometry: Equatable, Sendable {
    /// The container's bounds (the view the center and drawers live in).
    public var bounds: CGRect
    /// The left drawer's maximum width; 0 when there is no left drawer.
    public var maximumLeftWidth: CGFloat
    /// The right drawer's maximum width; 0 when there is no right drawer.
    public var maximumRightWidth: CGFloat
    /// Whether a pan may pull the center past a drawer's open position.
    public var shouldStretch: Bool

    /// MMDrawerController's overshoot allowance: 10 % of the room beside the drawer...
    static let overshootFraction: CGFloat = 0.1
    /// ... of which the first 75 % follows the finger exactly.
    static let overshootLinearFraction: CGFloat = 0.75
    /// The softness of the curve past the linear range (MMDrawerController's constant).
    static let overshootSoftness: CGFloat = 15_000

    public init(bounds: CGRect, maximumLeftWidth: CGFloat, maximumRightWidth: CGFloat, shouldStretch: Bool = true) {
        self.bounds = bounds
        self.maximumLeftWidth = maximumLeftWidth
        self.maximumRightWidth = maximumRightWidth
        self.shouldStretch = shouldStretch
    }

    /// The width a side's drawer is shown at: its maximum, at most the container's width.
    public func drawerWidth(for side: DrawerSide) -> CGFloat {
        let maximum: CGFloat
        switch side {
        case .none: return 0
        case .left: maximum = maximumLeftWidth
        case .right: maximum = maximumRightWidth
        }
        return min(max(maximum, 0), max(bounds.width, 0))
    }

    /// The offset at which `side` is fully open (0 for `.none`).
    public func openOffset(for side: DrawerSide) -> CGFloat {
        switch side {
        case .none: return 0
        case .left: return drawerWidth(for: .left)
        case .right: return -drawerWidth(for: .right)
        }
    }

    /// The side an offset shows.
    public func visibleSide(atOffset offset: CGFloat) -> DrawerSide {
        offset > 0 ? .left : offset < 0 ? .right : .none
    }

    /// How much of the visible drawer shows: 0 closed, 1 open, above 1 when stretched.
    public func percentVisible(atOffset offset: CGFloat) -> CGFloat {
        let width = drawerWidth(for: visibleSide(atOffset: offset))
        return width > 0 ? abs(offset) / width : 0
    }

    /// The offset a finger asks for, kept within what the drawers allow: no movement towards a
    /// side without a drawer, and past an open position only the overshoot (or nothing).
    public func constrainedOffset(_ requested: CGFloat) -> CGFloat {
        guard requested.isFinite else { return 0 }
        let left = drawerWidth(for: .left)
        let right = drawerWidth(for: .right)
        if requested > left {
            return left > 0 && shouldStretch ? left + overshoot(requested - left, drawerWidth: left) : left
        }
        if requested < -right {
            return right > 0 && shouldStretch ? -right - overshoot(-right - requested, drawerWidth: right) : -right
        }
        return requested
    }

    /// The largest offset magnitude ``constrainedOffset(_:)`` can return on `side`.
    public func stretchLimit(for side: DrawerSide) -> CGFloat {
        let width = drawerWidth(for: side)
        guard width > 0, shouldStretch else { return width }
        return width + 2 * linearRange(drawerWidth: width)
    }

    /// The center's frame at `offset`: the bounds moved sideways.
    public func centerFrame(atOffset offset: CGFloat) -> CGRect {
        bounds.offsetBy(dx: offset, dy: 0)
    }

    /// A drawer's frame: full height, its width, against its screen edge.
    public func drawerFrame(for side: DrawerSide) -> CGRect {
        let width = drawerWidth(for: side)
        switch side {
        case .none: return .zero
        case .left: return CGRect(x: bounds.minX, y: bounds.minY, width: width, height: bounds.height)
        case .right: return CGRect(x: bounds.maxX - width, y: bounds.minY, width: width, height: bounds.height)
        }
    }

    /// The strip along a side's screen edge where a bezel pan may start, `range` points wide.
    public func bezelRect(for side: DrawerSide, range: CGFloat) -> CGRect {
        let width = min(max(range, 0), max(bounds.width, 0))
        switch side {
        case .none: return .zero
        case .left: return CGRect(x: bounds.minX, y: bounds.minY, width: width, height: bounds.height)
        case .right: return CGRect(x: bounds.maxX - width, y: bounds.minY, width: width, height: bounds.height)
        }
    }

    // MARK: Overshoot

    private func linearRange(drawerWidth: CGFloat) -> CGFloat {
        max(bounds.width - drawerWidth, 0) * Self.overshootFraction * Self.overshootLinearFraction
    }

    /// How far past the open position the center goes when the finger asks for `excess` more.
    private func overshoot(_ excess: CGFloat, drawerWidth: CGFloat) -> CGFloat {
        let linear = linearRange(drawerWidth: drawerWidth)
        guard excess > linear else { return excess }
        let beyond = excess - linear
        return linear + beyond * linear / (beyond * beyond + Self.overshootSoftness).squareRoot()
    }
}
