#if !canImport(UIKit)
import Foundation

/// The property change whose action is running: which layer, which key, and the value before
/// the change. Core Animation keeps the old value for the action itself; `CAAction`'s signature
/// carries only the event and the layer, so the built-in actions read it here. An action run
/// by hand (not from a change) finds no pending change and starts from the presentation value.
@MainActor
struct PendingPropertyChange {
    unowned(unsafe) let layer: CALayer
    let key: String
    let old: AnimatableValue

    /// The change being handled, innermost last (an action may change other properties).
    private static var stack: [PendingPropertyChange] = []

    /// Runs `action` for the change of `key` on `layer` from `old`.
    static func run(_ action: CAAction, on layer: CALayer, key: String, old: AnimatableValue) {
        stack.append(PendingPropertyChange(layer: layer, key: key, old: old))
        defer { stack.removeLast() }
        action.run(forKey: key, object: layer, arguments: nil)
    }

    /// The value `key` of `layer` had before the change being handled, or nil when no such
    /// change is being handled.
    static func oldValue(of layer: CALayer, key: String) -> AnimatableValue? {
        guard let last = stack.last, last.layer === layer, last.key == key else { return nil }
        return last.old
    }

    /// The value an animation of `key` on `layer` starts from: the presentation value before
    /// the change (an in-flight animation's value, else the old model value).
    static func startValue(of layer: CALayer, key: String) -> AnimatableValue? {
        if let inFlight = layer.inFlightValue(forKey: key) { return inFlight }
        return oldValue(of: layer, key: key) ?? layer.animatableValue(forKey: key)
    }
}
#endif
