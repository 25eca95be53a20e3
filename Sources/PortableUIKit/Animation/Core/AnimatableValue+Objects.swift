#if !canImport(UIKit)
import Foundation

/// Animation values as Core Animation takes them (`fromValue`, `values` …: `Any?`, spec 18.5):
/// Swift numbers (`Int`, `Double`, `Float`, `CGFloat`) and `NSNumber` for scalars, `NSValue` or
/// the bare struct for points, sizes, rects and transforms, `CGColor`, `CGPath`, arrays of
/// colours or numbers. Converted against the kind of value the key path holds.
extension AnimatableValue {
    /// `object` as a value of the same kind as `template`, or nil when it cannot be one.
    init?(object: Any, like template: AnimatableValue) {
        switch template {
        case .scalar:
            guard let number = Self.number(object) else { return nil }
            self = .scalar(number)
        case .point:
            if let p = object as? CGPoint {
                self = .point(p)
            } else if let v = object as? NSValue, !(v is NSNumber), v.kind == "{CGPoint=dd}" {
                self = .point(v.cgPointValue)
            } else {
                return nil
            }
        case .size:
            if let s = object as? CGSize {
                self = .size(s)
            } else if let v = object as? NSValue, !(v is NSNumber), v.kind == "{CGSize=dd}" {
                self = .size(v.cgSizeValue)
            } else {
                return nil
            }
        case .rect:
            if let r = object as? CGRect {
                self = .rect(r)
            } else if let v = object as? NSValue, !(v is NSNumber), v.kind == "{CGRect={CGPoint=dd}{CGSize=dd}}" {
                self = .rect(v.cgRectValue)
            } else {
                return nil
            }
        case .transform:
            if let t = object as? CATransform3D {
                self = .transform(t)
            } else if let v = object as? NSValue, !(v is NSNumber), v.kind == NSValue.transform3DType {
                self = .transform(v.caTransform3DValue)
            } else {
                return nil
            }
        case .color:
            guard let color = object as? CGColor else { return nil }
            self = .color(color)
        case .path:
            guard let path = object as? CGPath else { return nil }
            self = .path(path.pathElements)
        case .colors:
            guard let array = object as? [Any] else { return nil }
            let colors = array.compactMap { $0 as? CGColor }
            guard colors.count == array.count else { return nil }
            self = .colors(colors)
        case .numbers:
            guard let array = object as? [Any] else { return nil }
            let numbers = array.compactMap(Self.number)
            guard numbers.count == array.count else { return nil }
            self = .numbers(numbers)
        }
    }

    /// A Swift or Foundation number as a `Double`.
    static func number(_ object: Any) -> Double? {
        switch object {
        case let v as Double: v
        case let v as CGFloat: Double(v)
        case let v as Float: Double(v)
        case let v as Int: Double(v)
        case let v as NSNumber: v.doubleValue
        default: nil
        }
    }

    /// The value as the object Core Animation reports (`NSNumber`, `NSValue`, `CGColor`,
    /// `CGPath`, arrays), for the animations UIKit's view animations describe.
    var object: Any? {
        switch self {
        case .scalar(let v): NSNumber(value: v)
        case .point(let p): NSValue(cgPoint: p)
        case .size(let s): NSValue(cgSize: s)
        case .rect(let r): NSValue(cgRect: r)
        case .transform(let t): NSValue(caTransform3D: t)
        case .color(let c): c
        case .path(let elements): elements.map { CGPath(elements: $0) }
        case .colors(let colors): colors
        case .numbers(let numbers): numbers?.map { NSNumber(value: $0) }
        }
    }
}

/// The arithmetic of `byValue`, `isAdditive` and `isCumulative` (spec 18.5): numbers, points,
/// sizes, rects, colour components and number arrays add component-wise; transforms concatenate
/// (the animated transform applied before the other). Values that have no sum (paths, colour
/// arrays, mismatched kinds) take the right-hand value.
extension AnimatableValue {
    func adding(_ other: AnimatableValue) -> AnimatableValue { combined(with: other, sign: 1) }
    func subtracting(_ other: AnimatableValue) -> AnimatableValue { combined(with: other, sign: -1) }

    private func combined(with other: AnimatableValue, sign: Double) -> AnimatableValue {
        let s = CGFloat(sign)
        switch (self, other) {
        case let (.scalar(a), .scalar(b)): return .scalar(a + sign * b)
        case let (.point(a), .point(b)): return .point(CGPoint(x: a.x + s * b.x, y: a.y + s * b.y))
        case let (.size(a), .size(b)):
            return .size(CGSize(width: a.width + s * b.width, height: a.height + s * b.height))
        case let (.rect(a), .rect(b)):
            return .rect(
                CGRect(
                    x: a.minX + s * b.minX, y: a.minY + s * b.minY,
                    width: a.width + s * b.width, height: a.height + s * b.height))
        case let (.transform(a), .transform(b)):
            return .transform(CATransform3DConcat(sign > 0 ? b : CATransform3DInvert(b), a))
        case let (.color(a?), .color(b?)):
            let ca = Self.rgba(a), cb = Self.rgba(b)
            let c = (0..<4).map { ca[$0] + s * cb[$0] }
            return .color(CGColor(red: c[0], green: c[1], blue: c[2], alpha: c[3]))
        case let (.numbers(a?), .numbers(b?)) where a.count == b.count:
            return .numbers(zip(a, b).map { $0 + sign * $1 })
        default:
            return sign > 0 ? other : self
        }
    }

    /// `self` added `times` times (cumulative repeats); transforms and values without a sum
    /// are returned unchanged (no accumulation).
    func repeated(_ times: Double) -> AnimatableValue? {
        let t = CGFloat(times)
        switch self {
        case .scalar(let v): return .scalar(v * times)
        case .point(let p): return .point(CGPoint(x: p.x * t, y: p.y * t))
        case .size(let s): return .size(CGSize(width: s.width * t, height: s.height * t))
        case .rect(let r): return .rect(CGRect(x: r.minX * t, y: r.minY * t, width: r.width * t, height: r.height * t))
        case .numbers(let n?): return .numbers(n.map { $0 * times })
        default: return nil
        }
    }
}
#endif
