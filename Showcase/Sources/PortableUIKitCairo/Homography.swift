import Foundation
import CCairo
import PortableUIKit

/// A 3×3 projective map of the plane in Core Animation's row-vector convention: a point
/// `(x, y, 1)` is multiplied on the left, so `m31`, `m32` translate and `m13`, `m23` carry
/// perspective. It is what remains of a `CATransform3D` for a flat layer: the layer's content
/// lies on its z = 0 plane and is flattened into its superlayer's plane, so only rows and
/// columns 1, 2 and 4 of the 4×4 matrix matter.
struct Homography: Equatable {
    var m11: CGFloat, m12: CGFloat, m13: CGFloat
    var m21: CGFloat, m22: CGFloat, m23: CGFloat
    var m31: CGFloat, m32: CGFloat, m33: CGFloat

    static let identity = Homography(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

    /// Translation by `(tx, ty)`.
    static func translation(_ tx: CGFloat, _ ty: CGFloat) -> Homography {
        Homography(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: tx, m32: ty, m33: 1)
    }

    /// Scale by `(sx, sy)`.
    static func scale(_ sx: CGFloat, _ sy: CGFloat) -> Homography {
        Homography(m11: sx, m12: 0, m13: 0, m21: 0, m22: sy, m23: 0, m31: 0, m32: 0, m33: 1)
    }

    /// The plane map of a 4×4 transform applied to points with z = 0, the result's z dropped.
    init(flattening t: CATransform3D) {
        self.init(
            m11: t.m11, m12: t.m12, m13: t.m14, m21: t.m21, m22: t.m22, m23: t.m24,
            m31: t.m41, m32: t.m42, m33: t.m44)
    }

    init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat
    ) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13
        self.m21 = m21; self.m22 = m22; self.m23 = m23
        self.m31 = m31; self.m32 = m32; self.m33 = m33
    }

    /// `self` first, then `next` (the product `self · next`).
    func then(_ n: Homography) -> Homography {
        Homography(
            m11: m11 * n.m11 + m12 * n.m21 + m13 * n.m31, m12: m11 * n.m12 + m12 * n.m22 + m13 * n.m32,
            m13: m11 * n.m13 + m12 * n.m23 + m13 * n.m33,
            m21: m21 * n.m11 + m22 * n.m21 + m23 * n.m31, m22: m21 * n.m12 + m22 * n.m22 + m23 * n.m32,
            m23: m21 * n.m13 + m22 * n.m23 + m23 * n.m33,
            m31: m31 * n.m11 + m32 * n.m21 + m33 * n.m31, m32: m31 * n.m12 + m32 * n.m22 + m33 * n.m32,
            m33: m31 * n.m13 + m32 * n.m23 + m33 * n.m33)
    }

    /// Whether the map is affine (no perspective), up to rounding.
    var isAffine: Bool {
        let tolerance = 1e-12 * Swift.max(abs(m33), 1)
        return abs(m13) <= tolerance && abs(m23) <= tolerance && m33 != 0
    }

    /// The homogeneous weight of `p` (> 0 in front of the viewer).
    func weight(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x * m13 + y * m23 + m33 }

    /// Maps `(x, y)`; nil when the point is at or behind the viewer (w ≤ 0).
    func map(_ x: CGFloat, _ y: CGFloat) -> CGPoint? {
        let w = weight(x, y)
        guard w > 1e-9 else { return nil }
        return CGPoint(x: (x * m11 + y * m21 + m31) / w, y: (x * m12 + y * m22 + m32) / w)
    }

    /// How long the images of unit steps along x and along y are at `(x, y)` (the columns of the
    /// map's Jacobian there); nil when the point is at or behind the viewer.
    func stretch(atX x: CGFloat, y: CGFloat) -> (x: CGFloat, y: CGFloat)? {
        let w = weight(x, y)
        guard w > 1e-9, let p = map(x, y) else { return nil }
        return (hypot(m11 - p.x * m13, m12 - p.y * m13) / w, hypot(m21 - p.x * m23, m22 - p.y * m23) / w)
    }

    /// The affine part, normalised by `m33`, as a Cairo matrix (meaningful when ``isAffine``).
    var cairoMatrix: cairo_matrix_t {
        let w = m33
        return cairo_matrix_t(
            xx: Double(m11 / w), yx: Double(m12 / w), xy: Double(m21 / w), yy: Double(m22 / w),
            x0: Double(m31 / w), y0: Double(m32 / w))
    }

    /// The area scale of the affine part, as a length scale: √|det| (meaningful when ``isAffine``).
    var affineLengthScale: CGFloat {
        let w = m33
        return (abs(m11 * m22 - m12 * m21) / (w * w)).squareRoot()
    }

    /// The box bounding `rect`'s four mapped corners; nil if a corner is behind the viewer.
    func boundingBox(of rect: CGRect) -> CGRect? {
        guard !rect.isNull, !rect.isInfinite else { return nil }
        guard let a = map(rect.minX, rect.minY), let b = map(rect.maxX, rect.minY),
            let c = map(rect.minX, rect.maxY), let d = map(rect.maxX, rect.maxY)
        else { return nil }
        let minX = Swift.min(a.x, b.x, c.x, d.x), maxX = Swift.max(a.x, b.x, c.x, d.x)
        let minY = Swift.min(a.y, b.y, c.y, d.y), maxY = Swift.max(a.y, b.y, c.y, d.y)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// The product `a · b` (apply `a`, then `b`) without the heap traffic of `CATransform3DConcat`.
func concat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    CATransform3D(
        m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41,
        m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42,
        m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43,
        m14: a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44,
        m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41,
        m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42,
        m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43,
        m24: a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44,
        m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41,
        m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42,
        m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43,
        m34: a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44,
        m41: a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41,
        m42: a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42,
        m43: a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43,
        m44: a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44)
}

/// Core Animation's layer geometry as a plane map.
enum LayerGeometry {
    /// The map from a layer's bounds coordinates to its superlayer's bounds coordinates, as Core
    /// Animation composes it: move the anchor point (`bounds.origin + anchorPoint × size`, and
    /// `anchorPointZ`) to the origin, apply `transform`, move to `position` (and `zPosition`),
    /// then apply the superlayer's `sublayerTransform` about the superlayer's anchor point (its
    /// centre for the default anchor point). The superlayer's bounds origin needs no term here:
    /// it is the origin of the coordinates `position` is given in (that is how scrolling works).
    static func toSuperlayer(
        bounds: CGRect, position: CGPoint, anchorPoint: CGPoint, anchorPointZ: CGFloat,
        zPosition: CGFloat, transform: CATransform3D,
        superSublayerTransform: CATransform3D?, superAnchor: CGPoint
    ) -> Homography {
        let ax = bounds.minX + anchorPoint.x * bounds.width, ay = bounds.minY + anchorPoint.y * bounds.height
        let flat = anchorPointZ == 0 && zPosition == 0 && superSublayerTransform == nil
        if flat && CATransform3DIsAffine(transform) {
            // The common case: translate · affine · translate, no 4×4 arithmetic.
            let t = transform
            return Homography(
                m11: t.m11, m12: t.m12, m13: 0, m21: t.m21, m22: t.m22, m23: 0,
                m31: -ax * t.m11 - ay * t.m21 + t.m41 + position.x,
                m32: -ax * t.m12 - ay * t.m22 + t.m42 + position.y, m33: 1)
        }
        var m = concat(CATransform3DMakeTranslation(-ax, -ay, -anchorPointZ), transform)
        m = concat(m, CATransform3DMakeTranslation(position.x, position.y, zPosition))
        if let s = superSublayerTransform {
            m = concat(m, CATransform3DMakeTranslation(-superAnchor.x, -superAnchor.y, 0))
            m = concat(m, s)
            m = concat(m, CATransform3DMakeTranslation(superAnchor.x, superAnchor.y, 0))
        }
        return Homography(flattening: m)
    }
}
