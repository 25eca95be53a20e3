#if !canImport(UIKit)
import Foundation

/// Timing that mimics a spring (UIKit's `UISpringTimingParameters`), spec 8.3–8.6.
///
/// Two families, as in UIKit:
/// - **damping ratio** (`init(dampingRatio:…)`): the spring is fitted to the animation's duration
///   with the mapping of spec 8.4 (see `SpringMotion.init(dampingRatio:duration:initialVelocity:)`);
/// - **physical** (`init()`, `init(mass:stiffness:damping:…)`, `init(duration:bounce:…)`): the spring
///   is fixed and an animator's duration is ignored; the animation lasts until it settles (8.5).
///
/// `initialVelocity` is normalised to the animated distance (8.3); one-dimensional properties use `dx`.
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    enum Model: Equatable {
        case dampingRatio(Double)
        case physical(mass: Double, stiffness: Double, damping: Double)
    }

    let model: Model
    /// The rate of change at the start, normalised to the animated distance.
    public let initialVelocity: CGVector

    // UIKit's designated initializers (spec 20.60): `init()`, `init?(coder:)`,
    // `init(dampingRatio:initialVelocity:)` and `init(mass:stiffness:damping:initialVelocity:)`;
    // the others are conveniences, which a subclass that overrides these four inherits.

    /// UIKit's default spring: mass 3, stiffness 1000, damping 500 (damping ratio ≈ 4.56, spec 8.5).
    public override init() {
        model = .physical(mass: 3, stiffness: 1000, damping: 500)
        initialVelocity = .zero
        super.init()
    }

    /// A spring with a damping ratio, fitted to the animation's duration, starting at rest.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    /// A spring with a damping ratio, fitted to the animation's duration.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        model = .dampingRatio(Double(ratio))
        initialVelocity = velocity
        super.init()
    }

    /// A physical spring; the animation's duration is ignored.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        model = .physical(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping))
        initialVelocity = velocity
        super.init()
    }

    /// An iOS 17 perceptual spring (spec 8.6).
    public convenience init(duration: TimeInterval, bounce: CGFloat) {
        self.init(duration: duration, bounce: bounce, initialVelocity: .zero)
    }

    /// An iOS 17 perceptual spring (spec 8.6).
    public convenience init(duration: TimeInterval, bounce: CGFloat, initialVelocity: CGVector) {
        var repair = SpringParameterRepair()
        let spring = SpringMotion(
            perceptualDuration: duration, bounce: Double(bounce), initialVelocity: 0, repair: &repair)
        repair.report(in: "UISpringTimingParameters(duration:bounce:initialVelocity:)")
        self.init(
            mass: CGFloat(spring.mass), stiffness: CGFloat(spring.stiffness), damping: CGFloat(spring.damping),
            initialVelocity: initialVelocity)
    }

    /// Decodes the spring.
    nonisolated public required init?(coder: NSCoder) {
        if coder.containsValue(forKey: "ratio") {
            model = .dampingRatio(coder.decodeDouble(forKey: "ratio"))
        } else {
            model = .physical(
                mass: coder.decodeDouble(forKey: "mass"), stiffness: coder.decodeDouble(forKey: "stiffness"),
                damping: coder.decodeDouble(forKey: "damping"))
        }
        initialVelocity = CGVector(dx: coder.decodeDouble(forKey: "vx"), dy: coder.decodeDouble(forKey: "vy"))
        super.init()
    }

    /// Encodes the spring.
    nonisolated open func encode(with coder: NSCoder) {
        switch model {
        case .dampingRatio(let ratio):
            coder.encode(ratio, forKey: "ratio")
        case .physical(let mass, let stiffness, let damping):
            coder.encode(mass, forKey: "mass")
            coder.encode(stiffness, forKey: "stiffness")
            coder.encode(damping, forKey: "damping")
        }
        coder.encode(Double(initialVelocity.dx), forKey: "vx")
        coder.encode(Double(initialVelocity.dy), forKey: "vy")
    }

    /// The parameters are immutable, so a copy is the object itself.
    nonisolated open func copy(with zone: NSZone? = nil) -> Any { self }

    public var timingCurveType: UITimingCurveType { .spring }
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }

    /// Whether an animation's duration is ignored (physical springs, spec 8.5).
    var ignoresAnimationDuration: Bool {
        if case .physical = model { return true }
        return false
    }

    /// The spring and the time it runs for, for an animation of `duration`: ratio springs are
    /// fitted to `duration`; physical springs run until they settle.
    func motion(forDuration duration: TimeInterval, velocity: Double? = nil) -> (
        spring: SpringMotion, duration: TimeInterval
    ) {
        let v = velocity ?? Double(initialVelocity.dx)
        var repair = SpringParameterRepair()
        defer { repair.report(in: "an animation with UISpringTimingParameters") }
        switch model {
        case .dampingRatio(let ratio):
            let spring = SpringMotion(
                dampingRatio: ratio, duration: max(duration, 1e-6), initialVelocity: v, repair: &repair)
            // An infinite duration (repaired in the spring, reported) never ends: the animator
            // completes at once, as with a duration of 0 (issue 18).
            return (spring, duration.isFinite ? duration : 0)
        case .physical(let mass, let stiffness, let damping):
            let spring = SpringMotion(
                mass: mass, stiffness: stiffness, damping: damping, initialVelocity: v, repair: &repair)
            return (spring, spring.settlingDuration())
        }
    }
}
#endif
