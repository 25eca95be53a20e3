#if !canImport(UIKit)
import Foundation

/// The copies a ``CAReplicatorLayer`` draws: for each, the transform applied to its sublayers
/// and the colour that multiplies them. A pure engine the renderer reads.
@_spi(Rendering) public struct ReplicatorInstances {
    /// At most this many copies are drawn (a huge ``CAReplicatorLayer/instanceCount`` would
    /// otherwise stall a frame; Core Animation documents no limit).
    @_spi(Rendering) public static let maximumCount = 1024

    /// One copy: the transform (the instance transform applied `index` times) and the colour
    /// multiplier as straight-alpha components clamped to 0…1.
    @_spi(Rendering) public struct Instance {
        @_spi(Rendering) public var index: Int
        @_spi(Rendering) public var transform: CATransform3D
        @_spi(Rendering) public var red: Double, green: Double, blue: Double, alpha: Double
        /// Whether the colour is opaque white (the copy is drawn untinted).
        @_spi(Rendering) public var isUntinted: Bool { red == 1 && green == 1 && blue == 1 && alpha == 1 }
    }

    @_spi(Rendering) public let instances: [Instance]

    /// The copies of `layer` (its presentation values): none when `instanceCount` ≤ 0.
    @_spi(Rendering) @MainActor public init(_ layer: CAReplicatorLayer) {
        let count = min(max(layer.instanceCount, 0), Self.maximumCount)
        let base = layer.instanceColor.map { AnimatableValue.rgba($0).map(Double.init) } ?? [1, 1, 1, 1]
        let offsets = [
            layer.instanceRedOffset, layer.instanceGreenOffset, layer.instanceBlueOffset, layer.instanceAlphaOffset,
        ]
        .map { $0.isFinite ? Double($0) : 0 }
        func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
        var transform = CATransform3DIdentity
        var result: [Instance] = []
        result.reserveCapacity(count)
        for index in 0..<count {
            let c = (0..<4).map { clamp(base[$0] + Double(index) * offsets[$0]) }
            result.append(Instance(index: index, transform: transform, red: c[0], green: c[1], blue: c[2], alpha: c[3]))
            transform = CATransform3DConcat(transform, layer.instanceTransform)
        }
        instances = result
    }
}
#endif
