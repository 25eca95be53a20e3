#if !canImport(UIKit)
import Foundation

/// Shadows (Core Graphics' `setShadow`): part of the graphics state, so `saveGState()` /
/// `restoreGState()` bring the previous shadow back. Each change is recorded as a
/// ``DrawingCommand/shadow(_:)``; the renderer casts a blurred, offset copy of every later
/// painting beneath it.
extension CGContext {
    /// The colour `setShadow(offset:blur:)` shadows with: black at 1/3 alpha, as Core Graphics
    /// documents (`{0, 0, 0, 1.0/3.0}`).
    static let defaultShadowColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1.0 / 3.0)

    /// Enables shadowing: everything drawn afterwards casts a shadow of black at 1/3 alpha,
    /// `offset` away in base space (points, y down: a positive height falls below the shape) and
    /// blurred by `blur`.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: Self.defaultShadowColor)
    }

    /// Enables shadowing in `color`; a nil or fully transparent `color` turns it off. `offset`
    /// is a translation in base space, which the CTM does not affect; `blur` is the amount of
    /// blur (Core Graphics asks for a non-negative number; a negative one blurs nothing here).
    /// Non-finite values are refused (`invalidDrawingUse`) and the shadow stays as it was.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard DrawingGeometry.finite(offset.width, offset.height, blur) else {
            return refuseNonFinite("setShadow(offset:blur:color:)")
        }
        let shadow = color.flatMap { colour -> DrawingShadow? in
            colour.alpha > 0 ? DrawingShadow(offset: offset, blur: max(blur, 0), color: colour) : nil
        }
        guard shadow != state.shadow else { return }
        setShadowState(shadow)
        record(.shadow(shadow))
    }
}
#endif
