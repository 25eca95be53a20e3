#if !canImport(UIKit)
import Foundation

/// Drawing an image into the current graphics context (recorded; the renderer draws it).
extension UIImage {
    /// Draws the image at its size with its top-left corner at `point`.
    public func draw(at point: CGPoint) { draw(at: point, blendMode: .normal, alpha: 1) }

    /// Draws the image at its size at `point`, composited with `blendMode` at `alpha`.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image scaled to fill `rect`.
    public func draw(in rect: CGRect) { draw(in: rect, blendMode: .normal, alpha: 1) }

    /// Draws the image scaled to fill `rect`, composited with `blendMode` at `alpha`.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsContextStack.contextForDrawing("UIImage.draw(in:)") else { return }
        guard DrawingGeometry.finite(rect), alpha.isFinite else { return context.refuseNonFinite("UIImage.draw(in:)") }
        let opacity = min(max(alpha, 0), 1) * context.state.alpha
        context.record(.image(self, rect: rect, ctm: context.state.ctm, alpha: opacity, blendMode: blendMode))
    }
}
#endif
