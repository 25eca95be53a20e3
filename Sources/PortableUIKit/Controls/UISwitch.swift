#if !canImport(UIKit)
import Foundation

/// A control that offers a binary choice, on or off (UIKit's `UISwitch`).
///
/// The switch is 51 × 31 pt whatever frame it is given (spec 21.1). A tap toggles it; a drag
/// moves the thumb with the finger and the thumb's side at release decides (spec 21.3). A change
/// the user makes sends `.valueChanged` before the touch-up events (spec 21.4); ``isOn`` and
/// ``setOn(_:animated:)`` send nothing (spec 21.2). Drawn as subviews: a capsule track, green
/// (``onTintColor``) when on, and a white round thumb with a soft shadow.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// The switch's size, which it enforces (spec 21.1).
    static let fixedSize = CGSize(width: 51, height: 31)
    /// The thumb's diameter and its inset from the track's edge [UNC].
    static let thumbDiameter: CGFloat = 27
    static let thumbInset: CGFloat = 2
    /// How far a finger moves sideways before a touch is a drag rather than a tap [UNC].
    static let dragThreshold: CGFloat = 5

    private var _isOn = false
    let trackView = UIView()
    let thumbView = UIView()
    /// The thumb's offset from its off position while a finger drags it; nil otherwise.
    private var draggedThumbOffset: CGFloat?
    private var trackingStartX: CGFloat = 0

    /// Creates a switch at `frame`'s origin; the size is always 51 × 31 pt (spec 21.1).
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.fixedSize))
        configureParts()
    }

    /// Creates a switch from an archive (no nib loading: a 51 × 31 pt switch at the origin).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame = CGRect(origin: .zero, size: Self.fixedSize)
        configureParts()
    }

    /// Whether the switch is on; `false` by default. Setting it sends no action (spec 21.2).
    open var isOn: Bool {
        get { _isOn }
        set { setOn(newValue, animated: false) }
    }

    /// Sets the state; with `animated` the thumb slides and the track colour fades over 0.25 s on
    /// the animation clock [UNC: the duration]. Sends no action (spec 21.2).
    open func setOn(_ on: Bool, animated: Bool) {
        guard on != _isOn else { return }
        _isOn = on
        if animated, window != nil {
            UIView.animate(withDuration: 0.25) { self.layoutParts() }
        } else {
            layoutParts()
        }
    }

    /// The track's colour when on; nil draws `.systemGreen`.
    open var onTintColor: UIColor? { didSet { layoutParts() } }

    /// The thumb's colour; nil draws white.
    open var thumbTintColor: UIColor? { didSet { layoutParts() } }

    /// Unused since iOS 7, as in UIKit; stored.
    open var onImage: UIImage?

    /// Unused since iOS 7, as in UIKit; stored.
    open var offImage: UIImage?

    /// The title a checkbox-style switch shows (Mac idiom only); stored.
    open var title: String?

    /// The style the app prefers; `.automatic` by default.
    open var preferredStyle: Style = .automatic

    /// The style the switch shows: `.sliding` on iPhone and iPad, whatever ``preferredStyle`` says
    /// (the checkbox is Mac-only, spec 21.5).
    open var style: Style { .sliding }

    // MARK: Sizing

    /// 51 × 31 pt (spec 21.1).
    open override var intrinsicContentSize: CGSize { Self.fixedSize }

    /// 51 × 31 pt whatever `size` is (spec 21.1).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.fixedSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    // MARK: Accessibility

    /// Switches are accessibility elements by default.
    open override var isAccessibilityElement: Bool {
        get { storedIsAccessibilityElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }

    /// `[.button, .toggleButton]` unless traits were set (spec 21.6).
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { storedAccessibilityTraits ?? [.button, .toggleButton] }
        set { super.accessibilityTraits = newValue }
    }

    /// "1" when on, "0" when off, unless a value was set (spec 21.6).
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? (_isOn ? "1" : "0") }
        set { super.accessibilityValue = newValue }
    }

    /// Toggles the switch and sends `.valueChanged`, as a tap does (VoiceOver's double tap,
    /// spec 21.6); `false` when the switch is disabled.
    open override func accessibilityActivate() -> Bool {
        guard isEnabled else { return false }
        setOn(!_isOn, animated: true)
        sendActions(for: .valueChanged)
        return true
    }

    // MARK: Tracking (spec 21.3, 21.4)

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        trackingStartX = touch.location(in: self).x
        draggedThumbOffset = nil
        return super.beginTracking(touch, with: event)
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let dx = touch.location(in: self).x - trackingStartX
        if draggedThumbOffset != nil || abs(dx) >= Self.dragThreshold {
            let start = _isOn ? Self.thumbTravel : 0
            draggedThumbOffset = min(max(start + dx, 0), Self.thumbTravel)
            layoutParts()
        }
        return super.continueTracking(touch, with: event)
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        let target: Bool
        if let offset = draggedThumbOffset {
            target = offset >= Self.thumbTravel / 2
        } else {
            target = isTouchInside ? !_isOn : _isOn
        }
        draggedThumbOffset = nil
        if target != _isOn {
            setOn(target, animated: true)
            sendActions(for: .valueChanged)
        } else {
            UIView.animate(withDuration: 0.25) { self.layoutParts() }
        }
    }

    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        draggedThumbOffset = nil
        layoutParts()
    }

    // MARK: Parts

    /// How far the thumb moves between off and on.
    static var thumbTravel: CGFloat { fixedSize.width - thumbDiameter - 2 * thumbInset }

    /// The thumb's frame in the switch: where a drag holds it, or the side of ``isOn``.
    var thumbFrame: CGRect {
        let offset = draggedThumbOffset ?? (_isOn ? Self.thumbTravel : 0)
        return CGRect(
            x: Self.thumbInset + offset, y: Self.thumbInset, width: Self.thumbDiameter, height: Self.thumbDiameter)
    }

    private func configureParts() {
        for part in [trackView, thumbView] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        trackView.layer.cornerRadius = Self.fixedSize.height / 2
        thumbView.layer.cornerRadius = Self.thumbDiameter / 2
        thumbView.layer.shadowColor = UIColor.black.cgColor
        thumbView.layer.shadowOpacity = 0.2
        thumbView.layer.shadowRadius = 2
        thumbView.layer.shadowOffset = CGSize(width: 0, height: 2)
        layoutParts()
    }

    private func layoutParts() {
        trackView.frame = CGRect(origin: .zero, size: Self.fixedSize)
        let showsOn = draggedThumbOffset.map { $0 >= Self.thumbTravel / 2 } ?? _isOn
        trackView.backgroundColor = showsOn ? (onTintColor ?? .systemGreen) : UIColor.systemGray5
        thumbView.frame = thumbFrame
        thumbView.backgroundColor = thumbTintColor ?? .white
    }
}
#endif
