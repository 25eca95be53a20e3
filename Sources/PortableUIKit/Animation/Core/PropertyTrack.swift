#if !canImport(UIKit)
import Foundation

/// One animated key path of an added `CAAnimation`, compiled for the engine: where it writes,
/// how its value follows one pass, and how the pass is paced. A `CABasicAnimation` or
/// `CAKeyframeAnimation` is one track; a `CAAnimationGroup` is one per child, each with the
/// child's own timeline inside the group's time (spec 18.8).
@MainActor
struct PropertyTrack {
    /// How the value follows the (paced) progress of a pass.
    enum Curve {
        /// `CABasicAnimation`'s optional endpoints (the table of spec 18.5).
        case basic(from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?)
        /// `CAKeyframeAnimation`'s keyframes (spec 18.6).
        case keyframes(KeyframeTrack)
    }

    /// How progress follows time inside a pass.
    enum Pacing {
        /// A cubic timing function of the pass's fraction (`timingFunction`; nil is linear).
        case curve(CubicTimingCurve)
        /// A spring in physical seconds (`CASpringAnimation`, spec 18.7): it replaces the curve.
        case spring(SpringMotion)

        func progress(at sample: MediaTimingTimeline.Sample, duration: Double) -> Double {
            switch self {
            case .curve(let curve): curve.progress(at: sample.fraction)
            case .spring(let spring):
                sample.time >= duration ? spring.progress(at: duration) : spring.progress(at: sample.time)
            }
        }
    }

    let keyPath: LayerKeyPath
    /// The timelines of the groups' children this track sits in, outermost first, each in its
    /// parent's time within one pass (spec 18.8); empty for a top-level animation.
    var timelines: [MediaTimingTimeline] = []
    let curve: Curve
    let pacing: Pacing
    let isAdditive: Bool
    let isCumulative: Bool
    /// The animation's value function (spec 18.5): the values are its inputs, and each value
    /// written is the transform it makes of them.
    var valueFunction: ValueFunctionTransform? = nil

    /// Writes the track's value at `sample` (a pass of `duration` seconds) into `layer`, a
    /// presentation copy that already shows the animations applied before this one.
    func apply(to layer: CALayer, at sample: MediaTimingTimeline.Sample, duration: Double) {
        guard let model = keyPath.read(from: layer) else { return }
        // With a value function, an unset endpoint is the function's identity input.
        let current = valueFunction?.identityInput ?? model
        let progress = pacing.progress(at: sample, duration: duration)
        var value: AnimatableValue
        var step: AnimatableValue?
        switch curve {
        case let .basic(from, to, by):
            let (a, b) = Self.endpoints(from: from, to: to, by: by, current: current)
            value = a.blended(to: b, progress)
            step = b.subtracting(a)
        case .keyframes(let track):
            value = track.value(at: progress)
            if let first = track.values.first, let last = track.values.last { step = last.subtracting(first) }
            if let rotation = track.rotation(at: progress) {
                LayerKeyPath(key: "transform", field: .rotation(axis: .z)).write(.scalar(rotation), to: layer)
            }
        }
        if isCumulative, sample.iteration > 0, let repeated = step?.repeated(sample.iteration) {
            value = value.adding(repeated)
        }
        if let valueFunction { value = .transform(valueFunction.transform(of: value)) }
        if isAdditive { value = model.adding(value) }
        keyPath.write(value, to: layer)
    }

    /// The interpolation endpoints of spec 18.5's table (`current`: the presentation value).
    static func endpoints(
        from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?,
        current: AnimatableValue
    ) -> (AnimatableValue, AnimatableValue) {
        switch (from, to, by) {
        case let (from?, to?, _): (from, to)
        case let (from?, nil, by?): (from, from.adding(by))
        case let (nil, to?, by?): (to.subtracting(by), to)
        case let (from?, nil, nil): (from, current)
        case let (nil, to?, nil): (current, to)
        case let (nil, nil, by?): (current, current.adding(by))
        case (nil, nil, nil): (current, current)
        }
    }
}

extension LayerKeyPath {
    /// A key path built from its parts (the rotation a keyframe path's `rotationMode` writes).
    init(key: String, field: Field?) {
        self.key = key
        self.field = field
    }
}
#endif
