#if !canImport(UIKit)
import Foundation

/// A layer that draws a colour gradient over its background colour, filling the shape of the
/// layer (QuartzCore's `CAGradientLayer`, spec 18.14).
///
/// Points are in the unit square of the bounds: on iOS (0, 0) is the top-left corner, so the
/// default gradient runs from the first colour at the top to the last at the bottom. The stops
/// are resolved by `GradientStops`.
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
    /// Creates a gradient layer with no colours: it draws nothing over its background.
    public required init() { super.init() }

    /// Copies `layer`'s properties, its gradient included when it is a gradient layer
    /// (presentation copies use this).
    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAGradientLayer else { return }
        colors = other.colors; locations = other.locations
        startPoint = other.startPoint; endPoint = other.endPoint; type = other.type
    }

    /// The colours of the stops, as `CGColor`s; nil by default. Animatable (stop by stop when
    /// both arrays have the same count).
    open var colors: [Any]? {
        didSet { animatableDidChange("colors", from: .colors(oldValue.map(Self.cgColors))) }
    }
    /// The location of each stop, rising, in 0…1; nil (evenly spaced) by default. Animatable.
    open var locations: [NSNumber]? {
        didSet { animatableDidChange("locations", from: .numbers(oldValue?.map(\.doubleValue))) }
    }
    /// Where the gradient starts, in the unit square of the bounds; (0.5, 0) by default.
    /// Animatable.
    open var startPoint = CGPoint(x: 0.5, y: 0) {
        didSet { animatableDidChange("startPoint", from: .point(oldValue)) }
    }
    /// Where the gradient ends, in the unit square of the bounds; (0.5, 1) by default. Animatable.
    open var endPoint = CGPoint(x: 0.5, y: 1) {
        didSet { animatableDidChange("endPoint", from: .point(oldValue)) }
    }
    /// The style of gradient; `.axial` by default.
    open var type: CAGradientLayerType = .axial

    private static func cgColors(_ items: [Any]) -> [CGColor] { items.compactMap { $0 as? CGColor } }

    // MARK: Animatable values

    override func animatableValue(forKey key: String) -> AnimatableValue? {
        switch key {
        case "colors": .colors(colors.map(Self.cgColors))
        case "locations": .numbers(locations?.map(\.doubleValue))
        case "startPoint": .point(startPoint)
        case "endPoint": .point(endPoint)
        default: super.animatableValue(forKey: key)
        }
    }

    override func applyAnimatableValue(_ value: AnimatableValue, forKey key: String) {
        switch (key, value) {
        case ("colors", .colors(let c)): colors = c
        case ("locations", .numbers(let n)): locations = n.map { $0.map { NSNumber(value: $0) } }
        case ("startPoint", .point(let p)): startPoint = p
        case ("endPoint", .point(let p)): endPoint = p
        default: super.applyAnimatableValue(value, forKey: key)
        }
    }
}
#endif
