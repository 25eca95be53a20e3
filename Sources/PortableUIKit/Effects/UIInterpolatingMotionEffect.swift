#if !canImport(UIKit)
import Foundation

/// A motion effect that maps one axis of tilt to a value between two relative values (UIKit's
/// `UIInterpolatingMotionEffect`, spec 23.10).
@preconcurrency @MainActor
open class UIInterpolatingMotionEffect: UIMotionEffect {
    /// The tilt an interpolating effect follows (UIKit's `UIInterpolatingMotionEffectType`).
    public enum EffectType: Int, Sendable {
        /// Tilting left (the minimum) to right (the maximum).
        case tiltAlongHorizontalAxis = 0
        /// Tilting down (the minimum) to up (the maximum).
        case tiltAlongVerticalAxis = 1
    }

    /// The key path of the target view the effect changes (`"center.x"`).
    open private(set) var keyPath: String
    /// The tilt followed.
    open private(set) var type: UIInterpolatingMotionEffect.EffectType
    /// The relative value at the minimum tilt.
    open var minimumRelativeValue: Any?
    /// The relative value at the maximum tilt.
    open var maximumRelativeValue: Any?

    /// Creates an effect changing `keyPath` with the tilt of `type`.
    public init(keyPath: String, type: UIInterpolatingMotionEffect.EffectType) {
        self.keyPath = keyPath
        self.type = type
        super.init()
    }

    /// Creates an effect from an archive: the key path and type written by ``encode(with:)``.
    public required init?(coder: NSCoder) {
        keyPath = coder.decodeObject(forKey: "keyPath") as? String ?? ""
        type =
            (coder.decodeObject(forKey: "type") as? NSNumber).flatMap { EffectType(rawValue: $0.intValue) }
            ?? .tiltAlongHorizontalAxis
        super.init(coder: coder)
    }

    /// Archives the key path and the type.
    open override func encode(with coder: NSCoder) {
        coder.encode(keyPath as NSString, forKey: "keyPath")
        coder.encode(NSNumber(value: type.rawValue), forKey: "type")
    }

    /// A copy with the same key path, type and relative values.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIInterpolatingMotionEffect(keyPath: keyPath, type: type)
        copy.minimumRelativeValue = minimumRelativeValue
        copy.maximumRelativeValue = maximumRelativeValue
        return copy
    }

    /// The value between the minimum and the maximum for the offset along ``type``'s axis
    /// (−1 the minimum, 1 the maximum), for numeric relative values; nil when either is missing
    /// or not a number (spec 23.10).
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        guard let minimum = Self.number(minimumRelativeValue), let maximum = Self.number(maximumRelativeValue)
        else { return nil }
        let offset = Double(type == .tiltAlongHorizontalAxis ? viewerOffset.horizontal : viewerOffset.vertical)
        guard offset.isFinite else { return nil }
        let fraction = (min(max(offset, -1), 1) + 1) / 2
        return [keyPath: NSNumber(value: minimum + (maximum - minimum) * fraction)]
    }

    private static func number(_ value: Any?) -> Double? {
        switch value {
        case let number as NSNumber: number.doubleValue
        case let value as Double: value
        case let value as CGFloat: Double(value)
        case let value as Float: Double(value)
        case let value as Int: Double(value)
        default: nil
        }
    }
}
#endif
