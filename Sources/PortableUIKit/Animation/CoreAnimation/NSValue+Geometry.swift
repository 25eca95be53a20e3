#if !canImport(UIKit)
import Foundation

/// UIKit's and QuartzCore's `NSValue` additions for geometry (`NSValue(cgPoint:)` …
/// `caTransform3DValue`), so animation values are written as on iOS. Reading a value of another
/// type returns zero (or the identity) instead of trapping.
extension NSValue {
    /// Creates a value that contains the specified point.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// Creates a value that contains the specified size.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// Creates a value that contains the specified rectangle.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

    /// Creates a value that contains the specified 3D transform.
    public convenience init(caTransform3D t: CATransform3D) {
        let entries: [Double] = [
            t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
            t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
        ].map { Double($0) }
        self.init(entries, objCType: NSValue.transform3DType)
    }

    /// Creates a value that contains the specified affine transform.
    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        let t = transform
        self.init([t.a, t.b, t.c, t.d, t.tx, t.ty].map { Double($0) }, objCType: NSValue.affineTransformType)
    }

    /// The point the value contains (`.zero` when it holds something else).
    public var cgPointValue: CGPoint { kind == "{CGPoint=dd}" ? pointValue : .zero }
    /// The size the value contains (`.zero` when it holds something else).
    public var cgSizeValue: CGSize { kind == "{CGSize=dd}" ? sizeValue : .zero }
    /// The rectangle the value contains (`.zero` when it holds something else).
    public var cgRectValue: CGRect { kind == "{CGRect={CGPoint=dd}{CGSize=dd}}" ? rectValue : .zero }

    /// The 3D transform the value contains (the identity when it holds something else).
    public var caTransform3DValue: CATransform3D {
        guard let m = doubles(ofType: NSValue.transform3DType, count: 16) else { return CATransform3DIdentity }
        return CATransform3D(
            m11: m[0], m12: m[1], m13: m[2], m14: m[3], m21: m[4], m22: m[5], m23: m[6], m24: m[7],
            m31: m[8], m32: m[9], m33: m[10], m34: m[11], m41: m[12], m42: m[13], m43: m[14], m44: m[15])
    }

    /// The affine transform the value contains (the identity when it holds something else).
    public var cgAffineTransformValue: CGAffineTransform {
        guard let m = doubles(ofType: NSValue.affineTransformType, count: 6) else { return .identity }
        return CGAffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5])
    }

    /// swift-corelibs-foundation cannot box structs by type encoding, but it boxes arrays of
    /// doubles: transforms are stored as those, under their own encodings.
    nonisolated static let transform3DType = "[16d]"
    nonisolated static let affineTransformType = "[6d]"

    /// The value's type encoding.
    var kind: String { String(cString: objCType) }

    private convenience init(_ entries: [Double], objCType type: String) {
        let buffer = UnsafeMutablePointer<Double>.allocate(capacity: entries.count)
        buffer.initialize(from: entries, count: entries.count)
        defer { buffer.deallocate() }
        self.init(bytes: UnsafeRawPointer(buffer), objCType: type)
    }

    private func doubles(ofType type: String, count: Int) -> [CGFloat]? {
        guard kind == type else { return nil }
        var m = [Double](repeating: 0, count: count)
        m.withUnsafeMutableBufferPointer { buffer in
            if let base = buffer.baseAddress { getValue(UnsafeMutableRawPointer(base)) }
        }
        return m.map { CGFloat($0) }
    }
}
#endif
