#if !canImport(UIKit)
import Foundation

/// The base of controls: views that track a touch and report what happens to it as events to
/// their actions (UIKit's `UIControl`).
///
/// Linux Swift has no selectors, so target/action does not exist: register closures with
/// ``addAction(_:for:)``. Touch tracking (mechanics in `UIControl+Tracking.swift`) follows the
/// first finger that touches down: `touchDown` (with `touchDownRepeat` when its tap count is above
/// 1), then drag events, then `touchUpInside`/`touchUpOutside`, or `touchCancel` when the touch
/// is cancelled. The control is highlighted while the finger is inside.
///
/// "Inside" is the bounds grown by 70 pt on every side: UIKit's tracking area is larger than the
/// control, by an undocumented amount that PortableUIKit fixes at 70 pt [UNC].
///
/// A disabled control gets no touches: hit-testing passes over it, as it passes over a view
/// whose `isUserInteractionEnabled` is `false`, so touches go to the views beneath. Disabling a
/// control while it tracks ends the tracking (`cancelTracking(with: nil)`, unhighlighted) without
/// sending events.
@preconcurrency @MainActor
open class UIControl: UIView {
    var actionTable = ControlActionTable()
    var trackedTouch: UITouch?
    var _isTracking = false
    var _isTouchInside = false

    /// Creates a control.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a control from an archive (no nib loading: a zero frame).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a control whose `primaryAction` answers `.primaryActionTriggered` (a button also
    /// takes the action's title as its normal title).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { installPrimaryAction(primaryAction) }
    }

    /// Registers the primary action; `UIButton` also takes its title.
    func installPrimaryAction(_ action: UIAction) {
        addAction(action, for: .primaryActionTriggered)
    }

    // MARK: State

    /// Whether the control takes touches; `true` by default.
    open var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled { abandonTracking(cancelling: true) }
            controlStateDidChange()
        }
    }

    /// Whether the control is selected; `false` by default.
    open var isSelected = false {
        didSet { if isSelected != oldValue { controlStateDidChange() } }
    }

    /// Whether the control draws highlighted; set while a tracked finger is inside.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { controlStateDidChange() } }
    }

    /// The control's state bits, from ``isEnabled``, ``isSelected`` and ``isHighlighted``.
    open var state: State {
        var state: State = .normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Called after ``isEnabled``, ``isSelected`` or ``isHighlighted`` changed (`UIButton` updates
    /// its title there).
    func controlStateDidChange() {}

    /// Whether the control is following a touch.
    open var isTracking: Bool { _isTracking }

    /// Whether the followed touch is inside the tracking area (the bounds grown by 70 pt).
    open var isTouchInside: Bool { _isTouchInside }

    // MARK: Content alignment

    /// How content sits vertically; `.center` by default.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { setNeedsLayout() }
    }

    /// How content sits horizontally; `.center` by default.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { setNeedsLayout() }
    }

    /// ``contentHorizontalAlignment`` with `.leading` and `.trailing` resolved to `.left` and
    /// `.right` (PortableUIKit lays out left to right).
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        switch contentHorizontalAlignment {
        case .leading: .left
        case .trailing: .right
        default: contentHorizontalAlignment
        }
    }

    // MARK: Tracking (override to follow touches; UIKit calls these instead of the touch methods)

    /// A finger touched down in the control; return `false` not to track it (no events follow).
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The tracked finger moved; return `false` to stop tracking it (no further events).
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The tracked finger lifted; called before the touch-up events are sent.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// The tracked touch was cancelled; called before `touchCancel` is sent.
    open func cancelTracking(with event: UIEvent?) {}

    // MARK: Actions

    /// Registers `action` for `controlEvents`. An action with the same identifier already
    /// registered for some of these events is replaced for them.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actionTable.add(action, for: controlEvents)
    }

    /// Stops `action` (any action with its identifier) from answering `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        actionTable.remove(action.identifier, for: controlEvents)
    }

    /// Stops the action with `actionIdentifier` from answering `controlEvents`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        actionTable.remove(actionIdentifier, for: controlEvents)
    }

    /// Every event some action answers.
    open var allControlEvents: Event { actionTable.allEvents }

    /// Sends every action registered for any of `controlEvents` — each once, in the order they
    /// were added — through ``sendAction(_:)``. Works whether or not the control is enabled.
    open func sendActions(for controlEvents: Event) {
        for action in actionTable.actions(for: controlEvents) { sendAction(action) }
    }

    /// Runs `action`'s handler with the control as its `sender`.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    /// Sends the actions registered for `.primaryActionTriggered`.
    open func performPrimaryAction() {
        sendActions(for: .primaryActionTriggered)
    }

    /// The events a touch lifting inside sends: `touchUpInside`, plus `primaryActionTriggered`
    /// for buttons.
    var touchUpInsideEvents: Event { .touchUpInside }

    // MARK: Touches (the control handles them; they do not go up the responder chain)

    /// Starts tracking the first finger (see ``beginTracking(_:with:)``).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackingBegan(touches, with: event)
    }

    /// Follows the tracked finger in and out of the tracking area.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackingMoved(touches, with: event)
    }

    /// Ends tracking with `touchUpInside` or `touchUpOutside`.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackingEnded(touches, with: event)
    }

    /// Ends tracking with `touchCancel`.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackingCancelled(touches, with: event)
    }

    // MARK: Hit-testing

    /// Nil while the control is disabled, so touches reach the views beneath it; otherwise UIView's.
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isEnabled else { return nil }
        return super.hitTest(point, with: event)
    }
}
#endif
