#if !canImport(UIKit)
import Foundation

/// An animation's `keyPath` resolved against a layer (spec 18.5): a top-level animatable key
/// (`position`, `opacity`, a subclass's `strokeEnd` …, read and written through the layer's
/// `animatableValue(forKey:)` hooks) or one field inside it: `position.x`, `bounds.size.width`,
/// `bounds.origin.y`, `bounds.size`, `shadowOffset.height`, `transform.scale(.x/.y/.z)`,
/// `transform.rotation(.x/.y/.z)` (`rotation` alone is z), `transform.translation(.x/.y/.z)`.
///
/// Transform fields read and write the decomposed transform (``TransformDecomposition``): a
/// scale or translation field replaces that component, a rotation replaces the rotation with one
/// about that axis (so a `transform.rotation.z` animation from 0 to 2π spins a full turn).
struct LayerKeyPath: Equatable, Sendable {
    /// The layer property.
    let key: String
    /// The field inside it, or nil for the whole value.
    let field: Field?

    enum Field: Equatable, Sendable {
        case pointX, pointY, width, height, originX, originY, origin, size
        case scale(axis: Axis?), rotation(axis: Axis), translation(axis: Axis?)
    }
    enum Axis: Equatable, Sendable { case x, y, z }

    /// Resolves `path` for `layer`, or nil when the layer has no such animatable value.
    @MainActor
    init?(_ path: String, on layer: CALayer) {
        var parts = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let head = parts.first, let whole = layer.animatableValue(forKey: head) else { return nil }
        parts.removeFirst()
        key = head
        switch (whole, parts) {
        case (_, []): field = nil
        case (.point, ["x"]): field = .pointX
        case (.point, ["y"]): field = .pointY
        case (.size, ["width"]): field = .width
        case (.size, ["height"]): field = .height
        case (.rect, ["size"]): field = .size
        case (.rect, ["origin"]): field = .origin
        case (.rect, ["size", "width"]): field = .width
        case (.rect, ["size", "height"]): field = .height
        case (.rect, ["origin", "x"]): field = .originX
        case (.rect, ["origin", "y"]): field = .originY
        case (.transform, ["scale"]): field = .scale(axis: nil)
        case (.transform, ["translation"]): field = .translation(axis: nil)
        case (.transform, ["rotation"]): field = .rotation(axis: .z)
        case (.transform, _) where parts.count == 2:
            guard let axis = Self.axis(parts[1]) else { return nil }
            switch parts[0] {
            case "scale": field = .scale(axis: axis)
            case "rotation": field = .rotation(axis: axis)
            case "translation": field = .translation(axis: axis)
            default: return nil
            }
        default: return nil
        }
    }

    private static func axis(_ name: String) -> Axis? {
        switch name {
        case "x": .x;
        case "y": .y;
        case "z": .z;
        default: nil
        }
    }

    /// The current value at the key path of `layer`.
    @MainActor
    func read(from layer: CALayer) -> AnimatableValue? {
        guard let whole = layer.animatableValue(forKey: key) else { return nil }
        guard let field else { return whole }
        return Self.extract(field, from: whole)
    }

    /// Writes `value` at the key path of `layer` (animation tracking off); false when the value
    /// does not fit.
    @MainActor @discardableResult
    func write(_ value: AnimatableValue, to layer: CALayer) -> Bool {
        guard let whole = layer.animatableValue(forKey: key) else { return false }
        guard let field else {
            layer.setAnimatableValue(value, forKey: key)
            return true
        }
        guard let updated = Self.inserting(value, as: field, into: whole) else { return false }
        layer.setAnimatableValue(updated, forKey: key)
        return true
    }

    static func extract(_ field: Field, from whole: AnimatableValue) -> AnimatableValue? {
        switch (field, whole) {
        case (.pointX, .point(let p)): return .scalar(Double(p.x))
        case (.pointY, .point(let p)): return .scalar(Double(p.y))
        case (.width, .size(let s)): return .scalar(Double(s.width))
        case (.height, .size(let s)): return .scalar(Double(s.height))
        case (.width, .rect(let r)): return .scalar(Double(r.size.width))
        case (.height, .rect(let r)): return .scalar(Double(r.size.height))
        case (.originX, .rect(let r)): return .scalar(Double(r.origin.x))
        case (.originY, .rect(let r)): return .scalar(Double(r.origin.y))
        case (.origin, .rect(let r)): return .point(r.origin)
        case (.size, .rect(let r)): return .size(r.size)
        case (.scale(let axis), .transform(let m)):
            let d = TransformDecomposition(m)
            return .scalar(axis == .y ? d.scale.y : axis == .z ? d.scale.z : d.scale.x)
        case (.translation(let axis), .transform(let m)):
            switch axis {
            case nil: return .size(CGSize(width: m.m41, height: m.m42))
            case .x?: return .scalar(Double(m.m41))
            case .y?: return .scalar(Double(m.m42))
            case .z?: return .scalar(Double(m.m43))
            }
        case (.rotation(let axis), .transform(let m)):
            let q = TransformDecomposition(m).rotation
            let component = axis == .x ? q.x : axis == .y ? q.y : q.z
            return .scalar(2 * atan2(component, q.w))
        default: return nil
        }
    }

    static func inserting(_ value: AnimatableValue, as field: Field, into whole: AnimatableValue) -> AnimatableValue? {
        switch (field, whole, value) {
        case (.pointX, .point(var p), .scalar(let v)): p.x = CGFloat(v); return .point(p)
        case (.pointY, .point(var p), .scalar(let v)): p.y = CGFloat(v); return .point(p)
        case (.width, .size(var s), .scalar(let v)): s.width = CGFloat(v); return .size(s)
        case (.height, .size(var s), .scalar(let v)): s.height = CGFloat(v); return .size(s)
        case (.width, .rect(var r), .scalar(let v)): r.size.width = CGFloat(v); return .rect(r)
        case (.height, .rect(var r), .scalar(let v)): r.size.height = CGFloat(v); return .rect(r)
        case (.originX, .rect(var r), .scalar(let v)): r.origin.x = CGFloat(v); return .rect(r)
        case (.originY, .rect(var r), .scalar(let v)): r.origin.y = CGFloat(v); return .rect(r)
        case (.origin, .rect(var r), .point(let p)): r.origin = p; return .rect(r)
        case (.size, .rect(var r), .size(let s)): r.size = s; return .rect(r)
        case (.translation(nil), .transform(var m), .size(let s)):
            m.m41 = s.width; m.m42 = s.height; return .transform(m)
        case (.translation(let axis?), .transform(var m), .scalar(let v)):
            switch axis {
            case .x: m.m41 = CGFloat(v);
            case .y: m.m42 = CGFloat(v);
            case .z: m.m43 = CGFloat(v)
            }
            return .transform(m)
        case (.scale(let axis), .transform(let m), .scalar(let v)):
            var d = TransformDecomposition(m)
            switch axis {
            case nil: d.scale = (v, v, v)
            case .x?: d.scale.x = v
            case .y?: d.scale.y = v
            case .z?: d.scale.z = v
            }
            return .transform(d.matrix)
        case (.rotation(let axis), .transform(let m), .scalar(let angle)):
            var d = TransformDecomposition(m)
            let s = sin(angle / 2), c = cos(angle / 2)
            d.rotation = axis == .x ? (s, 0, 0, c) : axis == .y ? (0, s, 0, c) : (0, 0, s, c)
            return .transform(d.matrix)
        default: return nil
        }
    }
}
#endif
