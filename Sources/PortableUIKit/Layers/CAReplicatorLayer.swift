#if !canImport(UIKit)
import Foundation

/// A layer that draws its sublayers several times, each copy transformed and tinted from the
/// previous one (QuartzCore's `CAReplicatorLayer`).
///
/// Copy `i` (0 is the sublayers themselves) is drawn through ``instanceTransform`` applied `i`
/// times, about the layer's anchor point as a sublayer transform is, and multiplied by
/// ``instanceColor`` plus `i` times the colour offsets (`ReplicatorInstances`). Copy `i` shows
/// its sublayers' presentation at `now − i × instanceDelay` (their animations run `i` delays
/// late in it).
@preconcurrency @MainActor
open class CAReplicatorLayer: CALayer {
    /// Creates a replicator that draws one copy, untransformed and untinted.
    public required init() { super.init() }

    /// Copies `layer`'s properties, its replication included when it is a replicator layer.
    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAReplicatorLayer else { return }
        instanceCount = other.instanceCount; instanceDelay = other.instanceDelay
        instanceTransform = other.instanceTransform; instanceColor = other.instanceColor
        instanceRedOffset = other.instanceRedOffset; instanceGreenOffset = other.instanceGreenOffset
        instanceBlueOffset = other.instanceBlueOffset; instanceAlphaOffset = other.instanceAlphaOffset
        preservesDepth = other.preservesDepth
    }

    /// The number of copies, the sublayers themselves included; 1 by default. Zero or less
    /// draws nothing; the renderer draws at most `ReplicatorInstances/maximumCount` copies.
    open var instanceCount: Int = 1
    /// The delay, in seconds, between copies' timelines; 0 by default. Animatable.
    open var instanceDelay: CFTimeInterval = 0 {
        didSet { animatableDidChange("instanceDelay", from: .scalar(oldValue)) }
    }
    /// The transform that makes each copy from the previous one; the identity by default.
    /// Animatable.
    open var instanceTransform: CATransform3D = CATransform3DIdentity {
        didSet { animatableDidChange("instanceTransform", from: .transform(oldValue)) }
    }
    /// The colour that multiplies the first copy; opaque white by default. Animatable.
    open var instanceColor: CGColor? = CGColor(gray: 1, alpha: 1) {
        didSet { animatableDidChange("instanceColor", from: .color(oldValue)) }
    }
    /// Added to the red component of the colour for each further copy; 0 by default. Animatable.
    open var instanceRedOffset: Float = 0 {
        didSet { animatableDidChange("instanceRedOffset", from: .scalar(Double(oldValue))) }
    }
    /// Added to the green component for each further copy; 0 by default. Animatable.
    open var instanceGreenOffset: Float = 0 {
        didSet { animatableDidChange("instanceGreenOffset", from: .scalar(Double(oldValue))) }
    }
    /// Added to the blue component for each further copy; 0 by default. Animatable.
    open var instanceBlueOffset: Float = 0 {
        didSet { animatableDidChange("instanceBlueOffset", from: .scalar(Double(oldValue))) }
    }
    /// Added to the alpha component for each further copy; 0 by default. Animatable.
    open var instanceAlphaOffset: Float = 0 {
        didSet { animatableDidChange("instanceAlphaOffset", from: .scalar(Double(oldValue))) }
    }
    /// Whether the copies keep their depth instead of being flattened into the layer's plane;
    /// false by default. PortableUIKit's renderer flattens every layer, so this is stored only.
    open var preservesDepth = false

    // MARK: Animatable values

    override func animatableValue(forKey key: String) -> AnimatableValue? {
        switch key {
        case "instanceDelay": .scalar(instanceDelay)
        case "instanceTransform": .transform(instanceTransform)
        case "instanceColor": .color(instanceColor)
        case "instanceRedOffset": .scalar(Double(instanceRedOffset))
        case "instanceGreenOffset": .scalar(Double(instanceGreenOffset))
        case "instanceBlueOffset": .scalar(Double(instanceBlueOffset))
        case "instanceAlphaOffset": .scalar(Double(instanceAlphaOffset))
        default: super.animatableValue(forKey: key)
        }
    }

    override func applyAnimatableValue(_ value: AnimatableValue, forKey key: String) {
        switch (key, value) {
        case ("instanceDelay", .scalar(let v)): instanceDelay = v
        case ("instanceTransform", .transform(let t)): instanceTransform = t
        case ("instanceColor", .color(let c)): instanceColor = c
        case ("instanceRedOffset", .scalar(let v)): instanceRedOffset = Float(v)
        case ("instanceGreenOffset", .scalar(let v)): instanceGreenOffset = Float(v)
        case ("instanceBlueOffset", .scalar(let v)): instanceBlueOffset = Float(v)
        case ("instanceAlphaOffset", .scalar(let v)): instanceAlphaOffset = Float(v)
        default: super.applyAnimatableValue(value, forKey: key)
        }
    }
}
#endif
