#if !canImport(UIKit)
import Foundation

/// Painting a path into the current graphics context. Each call saves and restores the
/// context's state, so the path's drawing attributes do not leak into it; the context's current
/// path is replaced by this one (and consumed), as in UIKit.
extension UIBezierPath {
    /// Fills the path with the context's fill colour, under ``usesEvenOddFillRule``.
    public func fill() { fill(with: .normal, alpha: 1) }

    /// Fills the path with the context's fill colour, composited with `blendMode` at `alpha`.
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsContextStack.contextForDrawing("UIBezierPath.fill()") else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        context.beginPath()
        context.addPath(storage)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.restoreGState()
    }

    /// Strokes the path with the context's stroke colour and this path's line attributes.
    public func stroke() { stroke(with: .normal, alpha: 1) }

    /// Strokes the path composited with `blendMode` at `alpha`.
    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsContextStack.contextForDrawing("UIBezierPath.stroke()") else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        applyLineAttributes(to: context)
        context.beginPath()
        context.addPath(storage)
        context.strokePath()
        context.restoreGState()
    }

    /// Intersects the current context's clip with the area the path encloses (under
    /// ``usesEvenOddFillRule``). Not undone by the path: save the state first to undo it.
    public func addClip() {
        guard let context = UIGraphicsContextStack.contextForDrawing("UIBezierPath.addClip()") else { return }
        context.beginPath()
        context.addPath(storage)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    private func applyLineAttributes(to context: CGContext) {
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: dashPhase, lengths: dashPattern)
    }
}
#endif
