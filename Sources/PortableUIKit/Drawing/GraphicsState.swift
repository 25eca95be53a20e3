#if !canImport(UIKit)
import Foundation

/// The graphics state of a `CGContext` (what `saveGState()` pushes and `restoreGState()` pops):
/// the CTM, paint, line attributes and the clip's bounding box. The current path is not part of
/// it, as in Core Graphics. A value type tested without views.
struct GraphicsState: Equatable {
    /// User space → the context's base space.
    var ctm: CGAffineTransform = .identity
    var fillColor = CGColor(gray: 0, alpha: 1)
    var strokeColor = CGColor(gray: 0, alpha: 1)
    var lineWidth: CGFloat = 1
    var lineCap: CGLineCap = .butt
    var lineJoin: CGLineJoin = .miter
    var miterLimit: CGFloat = 10
    var dashLengths: [CGFloat] = []
    var dashPhase: CGFloat = 0
    var alpha: CGFloat = 1
    var blendMode: CGBlendMode = .normal
    /// `setShouldAntialias(_:)`: part of the graphics state (spec 20.6).
    var shouldAntialias = true
    /// `setAllowsAntialiasing(_:)`: kept here for painting, but not part of the graphics state
    /// (`restoreGState()` keeps the current value, spec 20.6).
    var allowsAntialiasing = true
    /// The shadow later paintings cast (`setShadow`); nil for none.
    var shadow: DrawingShadow?
    /// The bounding box of the clip, in base space (the context's bounds until clipped).
    var clipBox: CGRect

    init(clipBox: CGRect) { self.clipBox = clipBox }

    /// The paint for fills.
    var fillPaint: DrawingPaint {
        DrawingPaint(color: fillColor, alpha: alpha, blendMode: blendMode, antialias: antialias)
    }
    /// The paint for strokes.
    var strokePaint: DrawingPaint {
        DrawingPaint(color: strokeColor, alpha: alpha, blendMode: blendMode, antialias: antialias)
    }
    /// Whether painting is antialiased: both settings must allow it (spec 20.6).
    var antialias: Bool { shouldAntialias && allowsAntialiasing }
    /// The stroke attributes now.
    var strokeStyle: DrawingStrokeStyle {
        DrawingStrokeStyle(
            ctm: ctm, lineWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin, miterLimit: miterLimit,
            dashLengths: dashLengths, dashPhase: dashPhase)
    }
}

/// Geometry helpers for base space ↔ user space.
enum DrawingGeometry {
    /// The bounding box of `rect`'s four corners mapped through `t` (`.null` stays `.null`).
    static func boundingBox(of rect: CGRect, through t: CGAffineTransform) -> CGRect {
        guard !rect.isNull else { return .null }
        guard !rect.isInfinite else { return rect }
        return rect.applying(t)
    }

    /// Whether every value is finite (Core Graphics ignores calls given NaN or infinity).
    static func finite(_ values: CGFloat...) -> Bool { values.allSatisfy(\.isFinite) }
    static func finite(_ point: CGPoint) -> Bool { point.x.isFinite && point.y.isFinite }
    static func finite(_ rect: CGRect) -> Bool {
        rect.origin.x.isFinite && rect.origin.y.isFinite && rect.width.isFinite && rect.height.isFinite
    }
}
#endif
