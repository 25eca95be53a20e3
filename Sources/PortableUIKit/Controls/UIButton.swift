#if !canImport(UIKit)
import Foundation

/// A control that runs app code when tapped, showing a title (UIKit's `UIButton`).
///
/// A tap — the finger lifting inside — sends `touchUpInside` and `primaryActionTriggered`, so the
/// button's primary action (``init(type:primaryAction:)``) runs. The title and its colour are set
/// per state; the state-resolution rules and system-button colours are in `UIButton+Title.swift`.
/// PortableUIKit has no `UIImage`, so buttons have titles only, and no `UIButton.Configuration`.
@preconcurrency @MainActor
open class UIButton: UIControl {
    var _buttonType: ButtonType = .custom
    /// Titles by state, keyed by the state's raw value (UIControl.State is not Hashable in UIKit).
    var titles: [UInt: String] = [:]
    /// Title colours by state, keyed by the state's raw value.
    var titleColors: [UInt: UIColor] = [:]
    var _titleLabel: UILabel?

    /// Creates a `.custom` button.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a `.custom` button from an archive (no nib loading: a zero frame).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a button of `buttonType` with a zero frame.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        _buttonType = buttonType
        refreshTitleLabel()
    }

    /// Creates a button of `buttonType` whose `primaryAction` answers `.primaryActionTriggered`
    /// and whose normal title is the action's title (when it has one).
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { installPrimaryAction(primaryAction) }
    }

    override func installPrimaryAction(_ action: UIAction) {
        super.installPrimaryAction(action)
        if !action.title.isEmpty { setTitle(action.title, for: .normal) }
    }

    /// The button's type.
    open var buttonType: ButtonType { _buttonType }

    /// Space between the bounds and the title; zero by default. (Deprecated in iOS 15 together
    /// with the rest of the pre-configuration API, which is all PortableUIKit has.)
    open var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// The label that shows ``currentTitle`` in ``currentTitleColor``; made (and added as a
    /// subview) on first use. Its font is the system font at 15 pt [UNC: UIKit's default title
    /// font, not `UIFont.buttonFontSize`], one line, truncating in the middle.
    open var titleLabel: UILabel? { ensureTitleLabel() }

    // MARK: Title per state

    /// Sets the title for `state` (nil removes it, so the state falls back to `.normal`'s).
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        refreshTitleLabel()
    }

    /// The title for `state`, or `.normal`'s when `state` has none.
    open func title(for state: State) -> String? {
        titles[state.rawValue] ?? titles[State.normal.rawValue]
    }

    /// Sets the title colour for `state` (nil removes it).
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        refreshTitleLabel()
    }

    /// The title colour for `state` (see `UIButton+Title.swift` for the fallbacks).
    open func titleColor(for state: State) -> UIColor? {
        resolvedTitleColor(for: state)
    }

    /// The title for the current state.
    open var currentTitle: String? { title(for: state) }

    /// The title colour for the current state.
    open var currentTitleColor: UIColor { resolvedTitleColor(for: state) }

    // MARK: Accessibility

    /// Buttons are accessibility elements by default (so their title label is not a separate one).
    open override var isAccessibilityElement: Bool {
        get { storedIsAccessibilityElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }

    /// The button's ``currentTitle`` unless a label was set.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? currentTitle }
        set { super.accessibilityLabel = newValue }
    }

    /// Buttons behave as buttons (`.button`) unless traits were set.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { storedAccessibilityTraits ?? .button }
        set { super.accessibilityTraits = newValue }
    }

    // MARK: Behaviour

    override var touchUpInsideEvents: Event { [.touchUpInside, .primaryActionTriggered] }

    override func controlStateDidChange() {
        super.controlStateDidChange()
        refreshTitleLabel()
    }

    /// A button's default action wins over an overlapping gesture: a single-finger single-tap
    /// `UITapGestureRecognizer` on an ancestor may not begin for a touch in the button, so the
    /// button gets its tap (Apple, "Attaching gesture recognizers to UIKit controls", which names
    /// buttons, switches, steppers, segmented and page controls, not every UIControl:
    /// https://developer.apple.com/documentation/uikit/attaching-gesture-recognizers-to-uikit-controls).
    /// Recognizers on the control itself, and other taps (double, two-finger), are unaffected.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if let tap = gestureRecognizer as? UITapGestureRecognizer,
            tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1,
            let view = tap.view, view !== self, isDescendant(of: view)
        {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// A system button's title follows the tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        refreshTitleLabel()
    }

    // MARK: Sizing and layout

    /// The title's one-line size plus ``contentEdgeInsets`` (and 6 pt above and below for system
    /// buttons: 30 pt tall at the 15-pt title font, UIKit's familiar height [UNC]); a button
    /// without a title is 30 × 34 pt [UNC], plus the insets. `size` is ignored.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        contentSize()
    }

    /// The same as ``sizeThatFits(_:)``.
    open override var intrinsicContentSize: CGSize { contentSize() }

    /// Places the title label inside the bounds less ``contentEdgeInsets``, as the content
    /// alignments say (centred by default).
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutTitleLabel()
    }
}
#endif
