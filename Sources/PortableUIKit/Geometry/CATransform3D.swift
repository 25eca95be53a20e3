#if !canImport(UIKit)
import Foundation

/// The standard 4×4 transform matrix used throughout Core Animation.
///
/// Row-vector convention: a point `(x, y, z, 1)` is multiplied on the left, so
/// `m41`, `m42`, `m43` hold the translation and `m34 = -1/d` gives perspective.
///
/// As in QuartzCore, the type is not `Equatable`: compare with
/// `CATransform3DEqualToTransform(_:_:)` or `CATransform3DIsIdentity(_:)`.
public struct CATransform3D: Sendable {
    /// The entry at position 1,1 in the matrix.
    public var m11: CGFloat
    /// The entry at position 1,2 in the matrix.
    public var m12: CGFloat
    /// The entry at position 1,3 in the matrix.
    public var m13: CGFloat
    /// The entry at position 1,4 in the matrix.
    public var m14: CGFloat
    /// The entry at position 2,1 in the matrix.
    public var m21: CGFloat
    /// The entry at position 2,2 in the matrix.
    public var m22: CGFloat
    /// The entry at position 2,3 in the matrix.
    public var m23: CGFloat
    /// The entry at position 2,4 in the matrix.
    public var m24: CGFloat
    /// The entry at position 3,1 in the matrix.
    public var m31: CGFloat
    /// The entry at position 3,2 in the matrix.
    public var m32: CGFloat
    /// The entry at position 3,3 in the matrix.
    public var m33: CGFloat
    /// The entry at position 3,4 in the matrix.
    public var m34: CGFloat
    /// The entry at position 4,1 in the matrix.
    public var m41: CGFloat
    /// The entry at position 4,2 in the matrix.
    public var m42: CGFloat
    /// The entry at position 4,3 in the matrix.
    public var m43: CGFloat
    /// The entry at position 4,4 in the matrix.
    public var m44: CGFloat

    /// Creates a matrix with every entry set to zero.
    public init() {
        self.init(
            m11: 0, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0, m23: 0, m24: 0,
            m31: 0, m32: 0, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 0)
    }

    /// Creates a matrix from its sixteen entries.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
        m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
        m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// Entries in row-major order.
    var _entries: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// Builds a matrix from 16 row-major entries (any other count gives the identity).
    init(_entries e: [CGFloat]) {
        guard e.count == 16 else {
            self = CATransform3DIdentity
            return
        }
        self.init(
            m11: e[0], m12: e[1], m13: e[2], m14: e[3],
            m21: e[4], m22: e[5], m23: e[6], m24: e[7],
            m31: e[8], m32: e[9], m33: e[10], m34: e[11],
            m41: e[12], m42: e[13], m43: e[14], m44: e[15])
    }

    /// Maps a point of the z = 0 plane through the matrix, with homogeneous divide.
    func _project(_ p: CGPoint) -> CGPoint {
        let x = p.x * m11 + p.y * m21 + m41
        let y = p.x * m12 + p.y * m22 + m42
        let w = p.x * m14 + p.y * m24 + m44
        return CGPoint(x: x / w, y: y / w)
    }

    /// Finds the point of the z = 0 plane that `_project` maps to `q`.
    ///
    /// Returns nil when no unique point exists or when it lies behind the viewer (w ≤ 0).
    func _unproject(_ q: CGPoint) -> CGPoint? {
        // Solve (x*m11 + y*m21 + m41) = qx * w and (x*m12 + y*m22 + m42) = qy * w,
        // where w = x*m14 + y*m24 + m44.
        let a11 = m11 - q.x * m14, a12 = m21 - q.x * m24, b1 = q.x * m44 - m41
        let a21 = m12 - q.y * m14, a22 = m22 - q.y * m24, b2 = q.y * m44 - m42
        let det = a11 * a22 - a12 * a21
        guard det != 0, det.isFinite else { return nil }
        let x = (b1 * a22 - a12 * b2) / det
        let y = (a11 * b2 - b1 * a21) / det
        let w = x * m14 + y * m24 + m44
        guard w > 0, x.isFinite, y.isFinite else { return nil }
        return CGPoint(x: x, y: y)
    }
}

/// The identity transform: `[1 0 0 0; 0 1 0 0; 0 0 1 0; 0 0 0 1]`.
public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

/// Returns whether `t` is exactly the identity transform.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
    CATransform3DEqualToTransform(t, CATransform3DIdentity)
}

/// Returns whether `a` and `b` are exactly equal, entry by entry.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    a.m11 == b.m11 && a.m12 == b.m12 && a.m13 == b.m13 && a.m14 == b.m14
        && a.m21 == b.m21 && a.m22 == b.m22 && a.m23 == b.m23 && a.m24 == b.m24
        && a.m31 == b.m31 && a.m32 == b.m32 && a.m33 == b.m33 && a.m34 == b.m34
        && a.m41 == b.m41 && a.m42 == b.m42 && a.m43 == b.m43 && a.m44 == b.m44
}

/// Returns a transform that translates by `(tx, ty, tz)`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m41 = tx; t.m42 = ty; t.m43 = tz
    return t
}

/// Returns a transform that scales by `(sx, sy, sz)`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = sx; t.m22 = sy; t.m33 = sz
    return t
}

/// Returns a transform that rotates by `angle` radians about the vector `(x, y, z)`.
///
/// A zero-length vector gives the identity transform.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return CATransform3DIdentity }
    let (x, y, z) = (x / length, y / length, z / length)
    let s = sin(angle), c = cos(angle), k = 1 - c
    return CATransform3D(
        m11: c + k * x * x, m12: k * x * y + s * z, m13: k * x * z - s * y, m14: 0,
        m21: k * x * y - s * z, m22: c + k * y * y, m23: k * y * z + s * x, m24: 0,
        m31: k * x * z + s * y, m32: k * y * z - s * x, m33: c + k * z * z, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// Returns `t` preceded by a translation of `(tx, ty, tz)`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// Returns `t` preceded by a scale of `(sx, sy, sz)`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// Returns `t` preceded by a rotation of `angle` radians about `(x, y, z)`.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat)
    -> CATransform3D
{
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// Returns the transform that applies `a` first and then `b` (the matrix product `a · b`).
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let l = a._entries, r = b._entries
    var out = [CGFloat](repeating: 0, count: 16)
    for i in 0..<4 {
        for j in 0..<4 {
            var sum: CGFloat = 0
            for k in 0..<4 { sum += l[i * 4 + k] * r[k * 4 + j] }
            out[i * 4 + j] = sum
        }
    }
    return CATransform3D(_entries: out)
}

/// Returns the inverse of `t`, or `t` unchanged if it has no inverse.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    // Gauss–Jordan elimination with partial pivoting on [t | I].
    var m = t._entries
    var inv = CATransform3DIdentity._entries
    for col in 0..<4 {
        var pivot = col
        for row in (col + 1)..<4 where abs(m[row * 4 + col]) > abs(m[pivot * 4 + col]) {
            pivot = row
        }
        let p = m[pivot * 4 + col]
        guard p != 0, p.isFinite else { return t }
        if pivot != col {
            for k in 0..<4 {
                m.swapAt(pivot * 4 + k, col * 4 + k)
                inv.swapAt(pivot * 4 + k, col * 4 + k)
            }
        }
        for k in 0..<4 {
            m[col * 4 + k] /= p
            inv[col * 4 + k] /= p
        }
        for row in 0..<4 where row != col {
            let f = m[row * 4 + col]
            if f == 0 { continue }
            for k in 0..<4 {
                m[row * 4 + k] -= f * m[col * 4 + k]
                inv[row * 4 + k] -= f * inv[col * 4 + k]
            }
        }
    }
    guard inv.allSatisfy(\.isFinite) else { return t }
    return CATransform3D(_entries: inv)
}

/// Returns the 3D transform equivalent to the affine transform `m`.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = m.a; t.m12 = m.b
    t.m21 = m.c; t.m22 = m.d
    t.m41 = m.tx; t.m42 = m.ty
    return t
}

/// Returns whether `t` can be represented exactly by an affine transform.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0
        && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0
        && t.m43 == 0 && t.m44 == 1
}

/// Returns the affine part of `t` (`m11`, `m12`, `m21`, `m22`, `m41`, `m42`).
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
#endif
