#if !canImport(UIKit)
import Foundation

/// The stepper's repeats while a half is held (spec 21.32), its drawing (a grey rounded
/// rectangle, a divider, − and + glyphs) and its two accessibility elements (spec 21.35).
extension UIStepper {
    /// The stepper's size (spec 21.34).
    static let fixedSize = CGSize(width: 94, height: 32)
    /// How long a half is held before the first repeat, and the time between repeats after it
    /// [UNC: UIKit documents neither; these are the familiar keyboard-like half second and tenth].
    static let autorepeatDelay: TimeInterval = 0.5
    static let autorepeatInterval: TimeInterval = 0.1
    /// The background: UIKit's tertiary system fill [UNC].
    static let fillColor = UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)

    /// Starts the repeats on the animation clock when ``autorepeat`` is on.
    func startRepeating() {
        repeatsDone = -1
        pressStartTime = MediaClock.now
        guard autorepeat else { return }
        let link = CADisplayLink { [weak self] link in self?.repeatIfDue(at: link.timestamp) }
        link.add(to: .main, forMode: .common)
        repeatLink = link
    }

    func stopRepeating() {
        repeatLink?.invalidate()
        repeatLink = nil
    }

    /// Steps once for each repeat due by `time` while the finger stays inside.
    private func repeatIfDue(at time: TimeInterval) {
        guard let direction = pressedDirection, isTouchInside, repeatsDone >= 0 else { return }
        let held = time - pressStartTime + 1e-9  // a tick on a repeat's time counts
        guard held >= Self.autorepeatDelay else { return }
        let due = 1 + Int(((held - Self.autorepeatDelay) / Self.autorepeatInterval).rounded(.down))
        while repeatsDone < due, canStep(direction) {
            repeatsDone += 1
            step(direction)
        }
    }

    func configureParts() {
        backgroundView.isUserInteractionEnabled = false
        backgroundView.backgroundColor = Self.fillColor
        backgroundView.layer.cornerRadius = 8
        dividerView.isUserInteractionEnabled = false
        dividerView.backgroundColor = UIColor(white: 0, alpha: 0.15)
        addSubview(backgroundView)
        addSubview(dividerView)
        for half in [decrementButton, incrementButton] {
            half.stepper = self
            addSubview(half)
        }
        refreshParts()
    }

    func layoutParts() {
        let size = Self.fixedSize
        backgroundView.frame = CGRect(origin: .zero, size: size)
        dividerView.frame = CGRect(x: size.width / 2 - 0.5, y: 8, width: 1, height: size.height - 16)
        decrementButton.frame = CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)
        incrementButton.frame = CGRect(x: size.width / 2, y: 0, width: size.width / 2, height: size.height)
    }

    /// Shows which halves can step and which is pressed.
    func refreshParts() {
        for half in [decrementButton, incrementButton] {
            let images = half.direction > 0 ? incrementImages : decrementImages
            let pressed = pressedDirection == half.direction && isTouchInside
            var state: State = pressed ? .highlighted : .normal
            if !isEnabled || !canStep(half.direction) { state = .disabled }
            half.imageView.image = images[state.rawValue] ?? images[State.normal.rawValue]
            half.glyph.isHidden = half.imageView.image != nil
            half.glyph.textColor = state == .disabled ? .tertiaryLabel : .label
            half.backgroundColor = pressed ? UIColor(white: 0, alpha: 0.08) : nil
        }
        setNeedsLayout()
    }

    /// The value as VoiceOver reads it: whole numbers without a fraction ("5"), others as Swift
    /// prints them (spec 21.35).
    var accessibleValueText: String {
        _value == _value.rounded() && abs(_value) < 1e15 ? String(Int(_value)) : String(_value)
    }
}

/// One half of a stepper: the − or + glyph (or image), and the "Decrement" or "Increment" button
/// VoiceOver reads (spec 21.35).
@MainActor
final class StepperHalfView: UIView {
    let direction: Double
    let glyph = UILabel()
    let imageView = UIImageView(image: nil)
    weak var stepper: UIStepper?

    init(direction: Double) {
        self.direction = direction
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        glyph.text = direction > 0 ? "+" : "\u{2212}"
        glyph.font = .systemFont(ofSize: 22)
        glyph.textAlignment = .center
        addSubview(glyph)
        addSubview(imageView)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        glyph.frame = bounds
        let size = imageView.image?.size ?? .zero
        imageView.frame = CGRect(
            x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    override var isAccessibilityElement: Bool {
        get { storedIsAccessibilityElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }

    override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? (direction > 0 ? "Increment" : "Decrement") }
        set { super.accessibilityLabel = newValue }
    }

    /// `.button`, with `.notEnabled` when this half cannot step.
    override var accessibilityTraits: UIAccessibilityTraits {
        get {
            if let stored = storedAccessibilityTraits { return stored }
            guard let stepper, stepper.isEnabled, stepper.canStep(direction) else { return [.button, .notEnabled] }
            return .button
        }
        set { super.accessibilityTraits = newValue }
    }

    /// The stepper's value.
    override var accessibilityValue: String? {
        get { super.accessibilityValue ?? stepper?.accessibleValueText }
        set { super.accessibilityValue = newValue }
    }

    /// Steps once, sending `.valueChanged`, as a tap on the half does.
    override func accessibilityActivate() -> Bool {
        guard let stepper, stepper.isEnabled, stepper.canStep(direction) else { return false }
        stepper.step(direction)
        if !stepper.isContinuous { stepper.sendActions(for: .valueChanged) }
        return true
    }
}
#endif
