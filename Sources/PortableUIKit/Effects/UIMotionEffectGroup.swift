#if !canImport(UIKit)
import Foundation

/// Motion effects applied together, their values added for key paths they share (UIKit's
/// `UIMotionEffectGroup`, spec 23.10).
@preconcurrency @MainActor
open class UIMotionEffectGroup: UIMotionEffect {
    /// The effects of the group (a copy of the array given).
    open var motionEffects: [UIMotionEffect]?

    /// A group with the same effects.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIMotionEffectGroup()
        copy.motionEffects = motionEffects
        return copy
    }

    /// The members' key paths and values; numbers for the same key path are added.
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        guard let motionEffects, !motionEffects.isEmpty else { return nil }
        var merged: [String: Any] = [:]
        for effect in motionEffects {
            for (key, value) in effect.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) ?? [:] {
                if let existing = merged[key] as? NSNumber, let added = value as? NSNumber {
                    merged[key] = NSNumber(value: existing.doubleValue + added.doubleValue)
                } else {
                    merged[key] = value
                }
            }
        }
        return merged
    }
}
#endif
