#if !canImport(UIKit)
import Foundation

/// A value of an animatable layer property, and how two of them blend.
///
/// Numbers, points, sizes and rects blend component-wise; colors blend in premultiplied RGBA;
/// transforms blend as Core Animation does — decomposed into translation, scale, rotation
/// (a quaternion, slerped), shear-free, and perspective, then recomposed — so a rotation from
/// 0 to π/2 stays a rigid rotation half-way instead of shrinking as a matrix blend would.
enum AnimatableValue: Equatable, Sendable {
    case scalar(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CATransform3D)
    case color(CGColor?)
    /// A `CGPath` property (`CAShapeLayer.path`, `shadowPath`), as its elements (nil: no path).
    case path([CGPathElementKind]?)
    /// An array of colours (`CAGradientLayer.colors`; nil: none).
    case colors([CGColor]?)
    /// An array of numbers (`CAGradientLayer.locations`, `lineDashPattern`; nil: none).
    case numbers([Double]?)

    /// Same case and equal payload; transforms compare entry by entry (CATransform3D is not Equatable).
    static func == (lhs: AnimatableValue, rhs: AnimatableValue) -> Bool {
        switch (lhs, rhs) {
        case let (.scalar(a), .scalar(b)): a == b
        case let (.point(a), .point(b)): a == b
        case let (.size(a), .size(b)): a == b
        case let (.rect(a), .rect(b)): a == b
        case let (.transform(a), .transform(b)): CATransform3DEqualToTransform(a, b)
        case let (.color(a), .color(b)): a == b
        case let (.path(a), .path(b)): a == b
        case let (.colors(a), .colors(b)): a == b
        case let (.numbers(a), .numbers(b)): a == b
        default: false
        }
    }

    /// The value a fraction `t` of the way from `self` to `other` (t may leave 0…1 for springs).
    func blended(to other: AnimatableValue, _ t: Double) -> AnimatableValue {
        let f = CGFloat(t)
        switch (self, other) {
        case let (.scalar(a), .scalar(b)):
            return .scalar(a + (b - a) * t)
        case let (.point(a), .point(b)):
            return .point(CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f))
        case let (.size(a), .size(b)):
            return .size(CGSize(width: a.width + (b.width - a.width) * f, height: a.height + (b.height - a.height) * f))
        case let (.rect(a), .rect(b)):
            return .rect(
                CGRect(
                    x: a.minX + (b.minX - a.minX) * f, y: a.minY + (b.minY - a.minY) * f,
                    width: a.width + (b.width - a.width) * f, height: a.height + (b.height - a.height) * f))
        case let (.transform(a), .transform(b)):
            return .transform(TransformDecomposition(a).blended(to: TransformDecomposition(b), t).matrix)
        case let (.color(a), .color(b)):
            return .color(Self.blend(a, b, f))
        case let (.path(a?), .path(b?)):
            // Point by point when both paths have the same elements in the same order (Core
            // Animation's rule; other pairs are undefined there, spec 18.13): the nearer end otherwise.
            guard let blended = Self.blend(a, b, f) else { return t < 0.5 ? self : other }
            return .path(blended)
        case let (.colors(a?), .colors(b?)) where a.count == b.count:
            return .colors(zip(a, b).map { Self.blend($0, $1, f) ?? $1 })
        case let (.numbers(a?), .numbers(b?)) where a.count == b.count:
            return .numbers(zip(a, b).map { $0 + ($1 - $0) * t })
        default:
            return t < 0.5 ? self : other
        }
    }

    private static func blend(_ a: [CGPathElementKind], _ b: [CGPathElementKind], _ t: CGFloat) -> [CGPathElementKind]?
    {
        guard a.count == b.count else { return nil }
        func mix(_ p: CGPoint, _ q: CGPoint) -> CGPoint { CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t) }
        var result: [CGPathElementKind] = []
        result.reserveCapacity(a.count)
        for (x, y) in zip(a, b) {
            switch (x, y) {
            case let (.moveTo(p), .moveTo(q)): result.append(.moveTo(mix(p, q)))
            case let (.lineTo(p), .lineTo(q)): result.append(.lineTo(mix(p, q)))
            case let (.quadCurveTo(c, p), .quadCurveTo(d, q)):
                result.append(.quadCurveTo(control: mix(c, d), point: mix(p, q)))
            case let (.curveTo(c1, c2, p), .curveTo(d1, d2, q)):
                result.append(.curveTo(control1: mix(c1, d1), control2: mix(c2, d2), point: mix(p, q)))
            case (.closeSubpath, .closeSubpath): result.append(.closeSubpath)
            default: return nil
            }
        }
        return result
    }

    private static func blend(_ a: CGColor?, _ b: CGColor?, _ t: CGFloat) -> CGColor? {
        let ca = a.map(rgba) ?? [0, 0, 0, 0], cb = b.map(rgba) ?? [0, 0, 0, 0]
        let alpha = ca[3] + (cb[3] - ca[3]) * t
        guard alpha > 0 else { return CGColor(red: 0, green: 0, blue: 0, alpha: 0) }
        // Blend premultiplied components, then unpremultiply.
        let channels = (0..<3).map { i in (ca[i] * ca[3] + (cb[i] * cb[3] - ca[i] * ca[3]) * t) / alpha }
        return CGColor(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha)
    }

    static func rgba(_ color: CGColor) -> [CGFloat] {
        let c = color.components ?? [0, 0]
        return c.count >= 4 ? Array(c.prefix(4)) : [c[0], c[0], c[0], c.count > 1 ? c[1] : 1]
    }
}

/// A transform split into the parts Core Animation interpolates separately.
struct TransformDecomposition: Equatable {
    var translation: (x: Double, y: Double, z: Double)
    var scale: (x: Double, y: Double, z: Double)
    /// Unit quaternion (x, y, z, w).
    var rotation: (x: Double, y: Double, z: Double, w: Double)
    /// The perspective column (m14, m24, m34, m44).
    var perspective: (Double, Double, Double, Double)

    static func == (l: Self, r: Self) -> Bool { CATransform3DEqualToTransform(l.matrix, r.matrix) }

    init(_ m: CATransform3D) {
        translation = (Double(m.m41), Double(m.m42), Double(m.m43))
        perspective = (Double(m.m14), Double(m.m24), Double(m.m34), Double(m.m44))
        var rows = [
            [Double(m.m11), Double(m.m12), Double(m.m13)],
            [Double(m.m21), Double(m.m22), Double(m.m23)],
            [Double(m.m31), Double(m.m32), Double(m.m33)],
        ]
        func length(_ v: [Double]) -> Double { (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).squareRoot() }
        var sx = length(rows[0]), sy = length(rows[1]), sz = length(rows[2])
        for (i, s) in [sx, sy, sz].enumerated() where s > 0 { rows[i] = rows[i].map { $0 / s } }
        // A reflection shows as a negative determinant: fold it into x scale.
        let det =
            rows[0][0] * (rows[1][1] * rows[2][2] - rows[1][2] * rows[2][1])
            - rows[0][1] * (rows[1][0] * rows[2][2] - rows[1][2] * rows[2][0])
            + rows[0][2] * (rows[1][0] * rows[2][1] - rows[1][1] * rows[2][0])
        if det < 0 { sx = -sx; rows[0] = rows[0].map { -$0 } }
        if sx == 0 || sy == 0 || sz == 0 { rows = [[1, 0, 0], [0, 1, 0], [0, 0, 1]] }
        scale = (sx, sy, sz)
        rotation = Self.quaternion(rows)
    }

    /// Row-vector rotation matrix → quaternion (Shepperd's method).
    private static func quaternion(_ r: [[Double]]) -> (x: Double, y: Double, z: Double, w: Double) {
        let trace = r[0][0] + r[1][1] + r[2][2]
        var q: (x: Double, y: Double, z: Double, w: Double)
        if trace > 0 {
            let s = (trace + 1).squareRoot() * 2
            q = ((r[1][2] - r[2][1]) / s, (r[2][0] - r[0][2]) / s, (r[0][1] - r[1][0]) / s, s / 4)
        } else if r[0][0] > r[1][1] && r[0][0] > r[2][2] {
            let s = (1 + r[0][0] - r[1][1] - r[2][2]).squareRoot() * 2
            q = (s / 4, (r[0][1] + r[1][0]) / s, (r[2][0] + r[0][2]) / s, (r[1][2] - r[2][1]) / s)
        } else if r[1][1] > r[2][2] {
            let s = (1 + r[1][1] - r[0][0] - r[2][2]).squareRoot() * 2
            q = ((r[0][1] + r[1][0]) / s, s / 4, (r[1][2] + r[2][1]) / s, (r[2][0] - r[0][2]) / s)
        } else {
            let s = (1 + r[2][2] - r[0][0] - r[1][1]).squareRoot() * 2
            q = ((r[2][0] + r[0][2]) / s, (r[1][2] + r[2][1]) / s, s / 4, (r[0][1] - r[1][0]) / s)
        }
        return q
    }

    func blended(to other: TransformDecomposition, _ t: Double) -> TransformDecomposition {
        func lerp(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        var result = self
        result.translation = (
            lerp(translation.x, other.translation.x), lerp(translation.y, other.translation.y),
            lerp(translation.z, other.translation.z)
        )
        result.scale = (lerp(scale.x, other.scale.x), lerp(scale.y, other.scale.y), lerp(scale.z, other.scale.z))
        result.perspective = (
            lerp(perspective.0, other.perspective.0), lerp(perspective.1, other.perspective.1),
            lerp(perspective.2, other.perspective.2), lerp(perspective.3, other.perspective.3)
        )
        result.rotation = Self.slerp(rotation, other.rotation, t)
        return result
    }

    private static func slerp(
        _ a: (x: Double, y: Double, z: Double, w: Double), _ b0: (x: Double, y: Double, z: Double, w: Double),
        _ t: Double
    ) -> (x: Double, y: Double, z: Double, w: Double) {
        var b = b0
        var dot = a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w
        if dot < 0 { b = (-b.x, -b.y, -b.z, -b.w); dot = -dot }
        let (wa, wb): (Double, Double)
        if dot > 0.9995 {
            (wa, wb) = (1 - t, t)
        } else {
            let theta = acos(min(dot, 1))
            (wa, wb) = (sin((1 - t) * theta) / sin(theta), sin(t * theta) / sin(theta))
        }
        let q = (a.x * wa + b.x * wb, a.y * wa + b.y * wb, a.z * wa + b.z * wb, a.w * wa + b.w * wb)
        let n = (q.0 * q.0 + q.1 * q.1 + q.2 * q.2 + q.3 * q.3).squareRoot()
        return n > 0 ? (q.0 / n, q.1 / n, q.2 / n, q.3 / n) : a
    }

    /// Recomposes: scale, then rotation, then perspective column, then translation.
    var matrix: CATransform3D {
        let (x, y, z, w) = rotation
        let r: [[Double]] = [
            [1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)],
            [2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)],
            [2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y)],
        ]
        let s = [scale.x, scale.y, scale.z]
        var m = CATransform3DIdentity
        m.m11 = CGFloat(r[0][0] * s[0]); m.m12 = CGFloat(r[0][1] * s[0]); m.m13 = CGFloat(r[0][2] * s[0])
        m.m21 = CGFloat(r[1][0] * s[1]); m.m22 = CGFloat(r[1][1] * s[1]); m.m23 = CGFloat(r[1][2] * s[1])
        m.m31 = CGFloat(r[2][0] * s[2]); m.m32 = CGFloat(r[2][1] * s[2]); m.m33 = CGFloat(r[2][2] * s[2])
        m.m14 = CGFloat(perspective.0); m.m24 = CGFloat(perspective.1); m.m34 = CGFloat(perspective.2);
        m.m44 = CGFloat(perspective.3)
        m.m41 = CGFloat(translation.x); m.m42 = CGFloat(translation.y); m.m43 = CGFloat(translation.z)
        return m
    }
}
#endif
