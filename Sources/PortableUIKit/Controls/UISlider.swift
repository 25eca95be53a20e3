#if !canImport(UIKit)
import Foundation

/// A control for choosing one value from a continuous range (UIKit's `UISlider`).
///
/// ``value`` is pinned into ``minimumValue``...``maximumValue`` (spec 21.20); NaN and infinite
/// values are refused with an `.invalidControlValue` diagnostic (spec 21.21). A finger that
/// touches down on the thumb (its hit area is at least 44 pt on each side) drags it; a touch
/// elsewhere on the track does not move it (spec 21.23). While dragging, a continuous slider sends
/// `.valueChanged` each time the value changes, a non-continuous one once as the finger lifts
/// (spec 21.24); code that sets the value sends nothing (spec 21.22). Intrinsic height 31 pt, no
/// intrinsic width (spec 21.25). Drawn as subviews: the blue minimum track, the grey maximum
/// track, and a white round thumb with a shadow.
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// The control's height, the thumb's diameter, the track's thickness [UNC: the last two].
    static let height: CGFloat = 31
    static let thumbDiameter: CGFloat = 28
    static let trackThickness: CGFloat = 4
    /// The smallest side of the area a touch may begin in to take the thumb (spec 21.23).
    static let minimumThumbHitSide: CGFloat = 44
    /// The gap between a value image and the track [UNC].
    static let imageSpacing: CGFloat = 8

    private var _value: Float = 0
    private var _minimumValue: Float = 0
    private var _maximumValue: Float = 1
    /// How far from the thumb's centre the finger took it, along the track.
    private var grabOffset: CGFloat = 0
    /// The value when tracking began, for a non-continuous slider's single event.
    private var valueAtTrackingStart: Float = 0
    let minimumTrackView = UIView()
    let maximumTrackView = UIView()
    let thumbView = UIView()
    let minimumValueImageView = UIImageView(image: nil)
    let maximumValueImageView = UIImageView(image: nil)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureParts()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureParts()
    }

    // MARK: Value (spec 21.20–21.22)

    /// The value, pinned into the range; 0 by default. Setting it sends no action.
    open var value: Float {
        get { _value }
        set { setValue(newValue, animated: false) }
    }

    /// Sets the value (pinned into the range; NaN and infinities refused). With `animated` the
    /// thumb moves on the animation clock [UNC: 0.2 s, where UIKit moves at a fixed speed]. Sends
    /// no action.
    open func setValue(_ value: Float, animated: Bool) {
        guard isUsable(value, "value") else { return }
        _value = pinned(value)
        if animated, window != nil {
            UIView.animate(withDuration: 0.2) { self.layoutParts() }
        } else {
            setNeedsLayout()
        }
    }

    /// The lower end of the range; 0 by default. Raising it above ``value`` raises the value, and
    /// above ``maximumValue`` raises the maximum with it [UNC].
    open var minimumValue: Float {
        get { _minimumValue }
        set {
            guard isUsable(newValue, "minimumValue") else { return }
            _minimumValue = newValue
            if _maximumValue < newValue { _maximumValue = newValue }
            _value = pinned(_value)
            setNeedsLayout()
        }
    }

    /// The upper end of the range; 1 by default. Lowering it below ``value`` lowers the value, and
    /// below ``minimumValue`` lowers the minimum with it [UNC].
    open var maximumValue: Float {
        get { _maximumValue }
        set {
            guard isUsable(newValue, "maximumValue") else { return }
            _maximumValue = newValue
            if _minimumValue > newValue { _minimumValue = newValue }
            _value = pinned(_value)
            setNeedsLayout()
        }
    }

    /// Whether dragging sends `.valueChanged` as the value changes (`true`, the default) or once
    /// when the finger lifts (spec 21.24).
    open var isContinuous = true

    // MARK: Appearance

    /// The image left of the track; nil by default.
    open var minimumValueImage: UIImage? { didSet { setNeedsLayout() } }

    /// The image right of the track; nil by default.
    open var maximumValueImage: UIImage? { didSet { setNeedsLayout() } }

    /// The colour of the track left of the thumb; nil draws the tint colour.
    open var minimumTrackTintColor: UIColor? { didSet { setNeedsLayout() } }

    /// The colour of the track right of the thumb; nil draws a light grey.
    open var maximumTrackTintColor: UIColor? { didSet { setNeedsLayout() } }

    /// The thumb's colour; nil draws white.
    open var thumbTintColor: UIColor? { didSet { setNeedsLayout() } }

    private var thumbImages: [UInt: UIImage] = [:]
    private var minimumTrackImages: [UInt: UIImage] = [:]
    private var maximumTrackImages: [UInt: UIImage] = [:]

    /// Sets the thumb image for `state` (stored; PortableUIKit draws the default thumb).
    open func setThumbImage(_ image: UIImage?, for state: State) { thumbImages[state.rawValue] = image }
    /// Sets the minimum track image for `state` (stored).
    open func setMinimumTrackImage(_ image: UIImage?, for state: State) { minimumTrackImages[state.rawValue] = image }
    /// Sets the maximum track image for `state` (stored).
    open func setMaximumTrackImage(_ image: UIImage?, for state: State) { maximumTrackImages[state.rawValue] = image }
    /// The thumb image set for `state`, or nil.
    open func thumbImage(for state: State) -> UIImage? { thumbImages[state.rawValue] }
    /// The minimum track image set for `state`, or nil.
    open func minimumTrackImage(for state: State) -> UIImage? { minimumTrackImages[state.rawValue] }
    /// The maximum track image set for `state`, or nil.
    open func maximumTrackImage(for state: State) -> UIImage? { maximumTrackImages[state.rawValue] }
    /// The thumb image for the current state, falling back to `.normal`'s.
    open var currentThumbImage: UIImage? { thumbImages[state.rawValue] ?? thumbImages[State.normal.rawValue] }
    /// The minimum track image for the current state, falling back to `.normal`'s.
    open var currentMinimumTrackImage: UIImage? {
        minimumTrackImages[state.rawValue] ?? minimumTrackImages[State.normal.rawValue]
    }
    /// The maximum track image for the current state, falling back to `.normal`'s.
    open var currentMaximumTrackImage: UIImage? {
        maximumTrackImages[state.rawValue] ?? maximumTrackImages[State.normal.rawValue]
    }

    // MARK: Geometry (spec 21.25, 21.26)

    /// Where ``minimumValueImage`` is drawn: its size, at the left end, centred vertically.
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        let size = minimumValueImage?.size ?? .zero
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Where ``maximumValueImage`` is drawn: its size, at the right end, centred vertically.
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        let size = maximumValueImage?.size ?? .zero
        return CGRect(
            x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The track: 4 pt thick, centred vertically, the full width less the value images and their
    /// spacing (spec 21.26).
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        var minX = bounds.minX
        var maxX = bounds.maxX
        if minimumValueImage != nil { minX = minimumValueImageRect(forBounds: bounds).maxX + Self.imageSpacing }
        if maximumValueImage != nil { maxX = maximumValueImageRect(forBounds: bounds).minX - Self.imageSpacing }
        return CGRect(
            x: minX, y: bounds.midY - Self.trackThickness / 2, width: max(0, maxX - minX), height: Self.trackThickness)
    }

    /// The thumb for `value`: 28 pt round, centred on the track, its centre travelling from
    /// half a thumb inside the track's left end to half a thumb inside its right end (spec 21.26).
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let travel = max(0, rect.width - Self.thumbDiameter)
        let centerX = rect.minX + Self.thumbDiameter / 2 + travel * CGFloat(fraction(of: value))
        return CGRect(
            x: centerX - Self.thumbDiameter / 2, y: rect.midY - Self.thumbDiameter / 2,
            width: Self.thumbDiameter, height: Self.thumbDiameter)
    }

    /// No intrinsic width, 31 pt tall (spec 21.25).
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.height) }

    /// The width offered (or the thumb's width when none is), 31 pt tall.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : Self.thumbDiameter, height: Self.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsLayout()
    }

    // MARK: Accessibility (spec 21.27)

    /// Sliders are accessibility elements by default.
    open override var isAccessibilityElement: Bool {
        get { storedIsAccessibilityElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }

    /// `.adjustable` unless traits were set.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { storedAccessibilityTraits ?? .adjustable }
        set { super.accessibilityTraits = newValue }
    }

    /// The value's place in the range as a whole percentage ("50%"), unless a value was set.
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? "\(Int((fraction(of: _value) * 100).rounded()))%" }
        set { super.accessibilityValue = newValue }
    }

    /// Raises the value by a tenth of the range and sends `.valueChanged` when it moved.
    open override func accessibilityIncrement() { adjustByTenth(1) }

    /// Lowers the value by a tenth of the range and sends `.valueChanged` when it moved.
    open override func accessibilityDecrement() { adjustByTenth(-1) }

    // MARK: Tracking (spec 21.23, 21.24)

    /// The area a touch must begin in to take the thumb: the thumb grown to at least 44 × 44 pt.
    var thumbHitRect: CGRect {
        let thumb = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: _value)
        let dx = max(0, (Self.minimumThumbHitSide - thumb.width) / 2)
        let dy = max(0, (Self.minimumThumbHitSide - thumb.height) / 2)
        return thumb.insetBy(dx: -dx, dy: -dy)
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        guard thumbHitRect.contains(point) else { return false }
        grabOffset = point.x - thumbHitRect.midX
        valueAtTrackingStart = _value
        return super.beginTracking(touch, with: event)
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let track = trackRect(forBounds: bounds)
        let travel = track.width - Self.thumbDiameter
        let centerX = touch.location(in: self).x - grabOffset
        let fraction = travel > 0 ? Float((centerX - track.minX - Self.thumbDiameter / 2) / travel) : 0
        let newValue = pinned(_minimumValue + (_maximumValue - _minimumValue) * min(max(fraction, 0), 1))
        if newValue != _value {
            _value = newValue
            layoutParts()
            if isContinuous { sendActions(for: .valueChanged) }
        }
        return super.continueTracking(touch, with: event)
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        if !isContinuous, _value != valueAtTrackingStart { sendActions(for: .valueChanged) }
    }

    // MARK: Private

    private func pinned(_ value: Float) -> Float { min(max(value, _minimumValue), _maximumValue) }

    private func fraction(of value: Float) -> Float {
        let range = _maximumValue - _minimumValue
        guard range > 0, range.isFinite else { return 0 }
        return min(max((value - _minimumValue) / range, 0), 1)
    }

    /// Whether `value` is a number the slider can hold; reports it otherwise (spec 21.21).
    private func isUsable(_ value: Float, _ property: String) -> Bool {
        guard value.isFinite else {
            PortableUIKitDiagnostics.report(
                .invalidControlValue, "\(property) = \(value) on \(self); ignored, the value stays \(_value)",
                fix: "give the slider finite numbers", spec: "21.21")
            return false
        }
        return true
    }

    private func adjustByTenth(_ direction: Float) {
        let old = _value
        _value = pinned(_value + direction * (_maximumValue - _minimumValue) / 10)
        guard _value != old else { return }
        setNeedsLayout()
        sendActions(for: .valueChanged)
    }

    private func configureParts() {
        for part in [minimumValueImageView, maximumValueImageView, minimumTrackView, maximumTrackView, thumbView] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        minimumTrackView.layer.cornerRadius = Self.trackThickness / 2
        maximumTrackView.layer.cornerRadius = Self.trackThickness / 2
        thumbView.layer.cornerRadius = Self.thumbDiameter / 2
        thumbView.layer.shadowColor = UIColor.black.cgColor
        thumbView.layer.shadowOpacity = 0.25
        thumbView.layer.shadowRadius = 3
        thumbView.layer.shadowOffset = CGSize(width: 0, height: 2)
    }

    private func layoutParts() {
        minimumValueImageView.image = minimumValueImage
        maximumValueImageView.image = maximumValueImage
        minimumValueImageView.frame = minimumValueImageRect(forBounds: bounds)
        maximumValueImageView.frame = maximumValueImageRect(forBounds: bounds)
        let track = trackRect(forBounds: bounds)
        let thumb = thumbRect(forBounds: bounds, trackRect: track, value: _value)
        minimumTrackView.frame = CGRect(
            x: track.minX, y: track.minY, width: thumb.midX - track.minX, height: track.height)
        maximumTrackView.frame = CGRect(
            x: thumb.midX, y: track.minY, width: track.maxX - thumb.midX, height: track.height)
        minimumTrackView.backgroundColor = minimumTrackTintColor ?? tintColor
        maximumTrackView.backgroundColor = maximumTrackTintColor ?? UIColor.systemGray4
        thumbView.frame = thumb
        thumbView.backgroundColor = thumbTintColor ?? .white
    }
}
#endif
