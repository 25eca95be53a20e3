#if !canImport(UIKit)
import Foundation

/// The abstract superclass for animations in Core Animation (QuartzCore's `CAAnimation`).
///
/// Create a concrete subclass (`CABasicAnimation`, `CAKeyframeAnimation`, `CASpringAnimation`,
/// `CAAnimationGroup`) and add it to a layer with `CALayer.add(_:forKey:)`, which copies it (spec
/// 18.3): changing the object afterwards changes nothing on screen. Timing follows `CAMediaTiming`
/// (spec 18.2) in the layer's time.
@preconcurrency @MainActor
open class CAAnimation: NSObject, @preconcurrency NSCopying, CAMediaTiming {
    /// Creates an animation with the default values (Core Animation's `+animation` is this
    /// initializer in Swift). Required so that `copy(with:)` can make an instance of the
    /// receiver's own class.
    public required override init() { super.init() }

    // MARK: CAMediaTiming (spec 18.2)

    /// When the animation begins, in its layer's time; 0 (the default) means "when added".
    open var beginTime: CFTimeInterval = 0
    /// The length of one pass in seconds; 0 (the default) takes the transaction's
    /// `animationDuration` (0.25 s) when added (spec 18.3).
    open var duration: CFTimeInterval = 0
    /// How fast the animation's time runs relative to its layer's (1 by default).
    open var speed: Float = 1
    /// An offset into the animation's active time (0 by default); it starts part-way and wraps.
    open var timeOffset: CFTimeInterval = 0
    /// How many passes it plays; 0 (the default) plays once; may be fractional.
    open var repeatCount: Float = 0
    /// For how many seconds it repeats; 0 (the default) does not repeat by time.
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each pass plays forwards and then backwards (false by default).
    open var autoreverses = false
    /// What shows outside the active interval (`.removed` by default).
    open var fillMode: CAMediaTimingFillMode = .removed

    // MARK: Animation attributes

    /// An optional timing function defining the pacing of the animation; nil means linear
    /// (spec 18.5). When nil at `add(_:forKey:)`, the transaction's `animationTimingFunction`
    /// is used if it has one.
    open var timingFunction: CAMediaTimingFunction?

    /// The delegate. **Strong**, as in Core Animation (spec 18.4): the animation retains it.
    open var delegate: CAAnimationDelegate?

    /// Whether the animation is removed from its layer once its active duration has completed
    /// (true by default). Keep it with `false` and hold the end value with `fillMode = .forwards`.
    open var isRemovedOnCompletion = true

    /// The default value of the property `key`, or nil when the property's "zero" default
    /// applies.
    open class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "speed": NSNumber(value: 1)
        case "removedOnCompletion", "isRemovedOnCompletion": NSNumber(value: true)
        case "fillMode": CAMediaTimingFillMode.removed.rawValue
        default: nil
        }
    }

    /// Whether the value of the property `key` is archived (always true; PortableUIKit does not
    /// archive animations).
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    // MARK: Copying

    /// A copy of the animation with every property of its class (the delegate is shared, not
    /// copied; timing functions are immutable and shared).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copyProperties(to: copy)
        return copy
    }

    /// Copies this class's properties to `copy`; each subclass copies its own and calls `super`.
    func copyProperties(to copy: CAAnimation) {
        copy.beginTime = beginTime; copy.duration = duration; copy.speed = speed; copy.timeOffset = timeOffset
        copy.repeatCount = repeatCount; copy.repeatDuration = repeatDuration; copy.autoreverses = autoreverses
        copy.fillMode = fillMode; copy.timingFunction = timingFunction; copy.delegate = delegate
        copy.isRemovedOnCompletion = isRemovedOnCompletion
    }

    // MARK: Engine seam

    /// Compiles the added copy into what the engine evaluates (the tracks of its properties),
    /// or nil after reporting `invalidAnimation` when it cannot animate `layer`. Each concrete
    /// class overrides it; the abstract classes animate nothing.
    func makeTracks(for layer: CALayer) -> [PropertyTrack]? {
        PortableUIKitDiagnostics.report(
            .invalidAnimation, "\(type(of: self)) is abstract and animates nothing",
            fix: "add a CABasicAnimation, CAKeyframeAnimation, CASpringAnimation or CAAnimationGroup", spec: "18.5")
        return nil
    }

    /// The timeline of this animation under its current timing properties.
    var timeline: MediaTimingTimeline {
        MediaTimingTimeline(
            beginTime: beginTime, duration: duration, speed: Double(speed), timeOffset: timeOffset,
            repeatCount: Double(repeatCount), repeatDuration: repeatDuration, autoreverses: autoreverses,
            fillsBackwards: fillMode.fillsBackwards, fillsForwards: fillMode.fillsForwards)
    }
}
#endif
