#if !canImport(UIKit)
import Foundation

/// Key-value coding of a layer (spec 20.7): the animatable properties by name, through the key
/// path parser animations use (``LayerKeyPath``), boxed as Core Animation boxes them
/// (``AnimatableValue/object``); every other key is a slot of the layer's own dictionary.
extension CALayer {
    func codedValue(forKeyPath path: String, wholeKeyOnly: Bool) -> Any? {
        if let keyPath = LayerKeyPath(path, on: self), !(wholeKeyOnly && keyPath.field != nil) {
            return keyPath.read(from: self)?.object
        }
        return undefinedKeyValues[path]
    }

    func setCodedValue(_ value: Any?, forKeyPath path: String, wholeKeyOnly: Bool) {
        guard let keyPath = LayerKeyPath(path, on: self), !(wholeKeyOnly && keyPath.field != nil) else {
            undefinedKeyValues[path] = value
            return
        }
        guard let whole = animatableValue(forKey: keyPath.key), let template = keyPath.read(from: self) else { return }
        let converted: AnimatableValue?
        if let value {
            converted = AnimatableValue(object: value, like: template)
        } else {
            // nil clears the object-valued properties (colours, paths, arrays); a number, point,
            // size, rect or transform cannot be nil (Foundation raises in setNilValueForKey:).
            switch template {
            case .color: converted = .color(nil)
            case .path: converted = .path(nil)
            case .colors: converted = .colors(nil)
            case .numbers: converted = .numbers(nil)
            default: converted = nil
            }
        }
        guard let converted, CAPropertyAnimation.isFinite(converted),
            let updated = keyPath.field.map({ LayerKeyPath.inserting(converted, as: $0, into: whole) }) ?? converted
        else {
            PortableUIKitDiagnostics.report(
                .invalidAnimation,
                "setValue(\(value.map { "\($0)" } ?? "nil"), forKeyPath: \"\(path)\") on \(type(of: self)): the value is not a finite \(template.kindName), so the property is unchanged",
                fix: "pass the property's kind (NSNumber or a Swift number, NSValue(cgPoint:) or CGPoint, CGColor, …)",
                spec: "20.7")
            return
        }
        applyAnimatableValue(updated, forKey: keyPath.key)
    }
}

extension AnimatableValue {
    /// The kind of value, for diagnostics.
    var kindName: String {
        switch self {
        case .scalar: "number"
        case .point: "point"
        case .size: "size"
        case .rect: "rectangle"
        case .transform: "transform"
        case .color: "colour"
        case .path: "path"
        case .colors: "array of colours"
        case .numbers: "array of numbers"
        }
    }
}
#endif
