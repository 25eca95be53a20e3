#if !canImport(UIKit)
import Foundation

/// The size factories (spec 17.6): `first {==, >=, <=} m × second + c`, or a bare constant.
extension NSLayoutDimension {
    /// A constraint that makes the size `c`.
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, nil, multiplier: 1, constant: c)
    }

    /// A constraint that makes the size at least `c`.
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, nil, multiplier: 1, constant: c)
    }

    /// A constraint that makes the size at most `c`.
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, nil, multiplier: 1, constant: c)
    }

    /// A constraint that makes the size `m` times `anchor`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, anchor.term, multiplier: m, constant: 0)
    }

    /// A constraint that makes the size `m` times `anchor` plus `c`.
    public func constraint(
        equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint {
        makeConstraint(.equal, anchor.term, multiplier: m, constant: c)
    }

    /// A constraint that makes the size at least `m` times `anchor`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint
    {
        makeConstraint(.greaterThanOrEqual, anchor.term, multiplier: m, constant: 0)
    }

    /// A constraint that makes the size at least `m` times `anchor` plus `c`.
    public func constraint(
        greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, anchor.term, multiplier: m, constant: c)
    }

    /// A constraint that makes the size at most `m` times `anchor`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, anchor.term, multiplier: m, constant: 0)
    }

    /// A constraint that makes the size at most `m` times `anchor` plus `c`.
    public func constraint(
        lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, anchor.term, multiplier: m, constant: c)
    }
}
#endif
