#if !canImport(UIKit)
import Foundation

/// A control for stepping a value up or down: a − half and a + half (UIKit's `UIStepper`).
///
/// A touch on a half steps the value by ``stepValue`` at once (spec 21.30); held, it repeats on
/// the animation clock when ``autorepeat`` is on (spec 21.32). At an end the value holds, or with
/// ``wraps`` goes round to the other end (spec 21.31). A continuous stepper sends `.valueChanged`
/// for each step, a non-continuous one once as the finger lifts (spec 21.33); code that sets the
/// value sends nothing. Bounds and steps UIKit raises on (a minimum not below the maximum, a step
/// not above 0, NaN or infinite numbers) are refused with an `.invalidControlValue` diagnostic
/// (spec 21.29). 94 × 32 pt (spec 21.34). The timing of the repeats and the drawing are in
/// `UIStepper+Parts.swift`.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    var _value: Double = 0
    var _minimumValue: Double = 0
    var _maximumValue: Double = 100
    var _stepValue: Double = 1
    var incrementImages: [UInt: UIImage] = [:]
    var decrementImages: [UInt: UIImage] = [:]
    /// The half a finger is down on (+1 or −1), while it is.
    var pressedDirection: Double?
    /// The value when tracking began, for a non-continuous stepper's single event.
    var valueAtTrackingStart: Double = 0
    /// Fires the repeats while a half is held.
    var repeatLink: CADisplayLink?
    var pressStartTime: TimeInterval = 0
    /// The repeats made so far; −1 until the first step, which follows `touchDown`.
    var repeatsDone = -1
    let backgroundView = UIView()
    let dividerView = UIView()
    let decrementButton = StepperHalfView(direction: -1)
    let incrementButton = StepperHalfView(direction: 1)

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.fixedSize))
        configureParts()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame = CGRect(origin: .zero, size: Self.fixedSize)
        configureParts()
    }

    /// Whether each step sends `.valueChanged` at once (`true`, the default) or one event is sent
    /// when the finger lifts (spec 21.33).
    open var isContinuous = true

    /// Whether holding a half repeats the step; `true` by default (spec 21.32).
    open var autorepeat = true

    /// Whether stepping past an end goes round to the other; `false` by default (spec 21.31).
    open var wraps = false

    /// The value, pinned into the range; 0 by default. Setting it sends no action.
    open var value: Double {
        get { _value }
        set {
            guard isUsable(newValue, "value") else { return }
            _value = pinned(newValue)
            refreshParts()
        }
    }

    /// The lower end; 0 by default. Must stay below ``maximumValue`` (spec 21.29).
    open var minimumValue: Double {
        get { _minimumValue }
        set {
            guard isUsable(newValue, "minimumValue") else { return }
            guard newValue < _maximumValue else {
                refuse("minimumValue = \(newValue) is not below maximumValue \(_maximumValue)")
                return
            }
            _minimumValue = newValue
            _value = pinned(_value)
            refreshParts()
        }
    }

    /// The upper end; 100 by default. Must stay above ``minimumValue`` (spec 21.29).
    open var maximumValue: Double {
        get { _maximumValue }
        set {
            guard isUsable(newValue, "maximumValue") else { return }
            guard newValue > _minimumValue else {
                refuse("maximumValue = \(newValue) is not above minimumValue \(_minimumValue)")
                return
            }
            _maximumValue = newValue
            _value = pinned(_value)
            refreshParts()
        }
    }

    /// The step; 1 by default. Must be above 0 (spec 21.29).
    open var stepValue: Double {
        get { _stepValue }
        set {
            guard isUsable(newValue, "stepValue") else { return }
            guard newValue > 0 else {
                refuse("stepValue = \(newValue) is not above 0")
                return
            }
            _stepValue = newValue
        }
    }

    // MARK: Images (stored; the + and − glyphs are drawn unless an image is set)

    /// Sets the image of the + half for `state`.
    open func setIncrementImage(_ image: UIImage?, for state: State) {
        incrementImages[state.rawValue] = image
        refreshParts()
    }

    /// The image of the + half set for `state`, or nil.
    open func incrementImage(for state: State) -> UIImage? { incrementImages[state.rawValue] }

    /// Sets the image of the − half for `state`.
    open func setDecrementImage(_ image: UIImage?, for state: State) {
        decrementImages[state.rawValue] = image
        refreshParts()
    }

    /// The image of the − half set for `state`, or nil.
    open func decrementImage(for state: State) -> UIImage? { decrementImages[state.rawValue] }

    // MARK: Sizing (spec 21.34)

    /// 94 × 32 pt.
    open override var intrinsicContentSize: CGSize { Self.fixedSize }

    /// 94 × 32 pt whatever `size` is.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.fixedSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    // MARK: Tracking (spec 21.30–21.33)

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let direction: Double = touch.location(in: self).x < Self.fixedSize.width / 2 ? -1 : 1
        guard canStep(direction) else { return false }
        pressedDirection = direction
        valueAtTrackingStart = _value
        guard super.beginTracking(touch, with: event) else { return false }
        startRepeating()
        refreshParts()
        return true
    }

    /// Tracks the touch, then makes the first step, which follows `touchDown` (spec 21.30).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        if isTracking, let direction = pressedDirection, repeatsDone == -1 {
            repeatsDone = 0
            step(direction)
        }
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        super.continueTracking(touch, with: event)
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        finishPress()
    }

    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        finishPress()
    }

    /// Disabling the stepper dims both halves.
    override func controlStateDidChange() {
        super.controlStateDidChange()
        refreshParts()
    }

    // MARK: Stepping

    /// Whether a step in `direction` (+1 or −1) can change the value: always when wrapping.
    func canStep(_ direction: Double) -> Bool {
        wraps || (direction > 0 ? _value < _maximumValue : _value > _minimumValue)
    }

    /// One step in `direction`: pinned at the ends, or round to the other end when wrapping
    /// (spec 21.31); `.valueChanged` at once when continuous.
    func step(_ direction: Double) {
        let old = _value
        let next = _value + direction * _stepValue
        if next > _maximumValue {
            _value = wraps ? _minimumValue : _maximumValue
        } else if next < _minimumValue {
            _value = wraps ? _maximumValue : _minimumValue
        } else {
            _value = next
        }
        guard _value != old else { return }
        refreshParts()
        if isContinuous { sendActions(for: .valueChanged) }
    }

    private func finishPress() {
        stopRepeating()
        pressedDirection = nil
        if !isContinuous, _value != valueAtTrackingStart { sendActions(for: .valueChanged) }
        refreshParts()
    }

    private func pinned(_ value: Double) -> Double { min(max(value, _minimumValue), _maximumValue) }

    private func isUsable(_ value: Double, _ property: String) -> Bool {
        guard value.isFinite else {
            refuse("\(property) = \(value) is not a finite number")
            return false
        }
        return true
    }

    private func refuse(_ what: String) {
        PortableUIKitDiagnostics.report(
            .invalidControlValue, "\(what) on \(self); ignored (UIKit raises NSInvalidArgumentException)",
            fix: "keep minimumValue < maximumValue, stepValue > 0 and every number finite", spec: "21.29")
    }
}
#endif
