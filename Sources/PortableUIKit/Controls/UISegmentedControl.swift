#if !canImport(UIKit)
import Foundation

/// A horizontal row of segments, each a button, at most one selected (UIKit's
/// `UISegmentedControl`).
///
/// A tap on an enabled segment other than the selected one selects it, runs the segment's
/// `UIAction` if it has one, and sends `.valueChanged`, before the touch-up events (spec 21.14);
/// setting ``selectedSegmentIndex`` in code sends nothing (spec 21.12). A momentary control
/// reports the tapped segment during its actions and then shows none selected (spec 21.15).
/// Indexes outside the segments are refused with an `.invalidControlValue` diagnostic and change
/// nothing (spec 21.13). The control is 32 pt tall (spec 21.16); segment widths are in
/// `UISegmentedControl+Layout.swift`, the drawing (a grey capsule, the selected segment a white
/// rounded rectangle with a shadow) in `UISegmentedControl+Parts.swift`.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The index of "no segment selected" (UIKit's `UISegmentedControl.noSegment`).
    public static let noSegment: Int = -1

    var segmentContents: [SegmentContent] = []
    var _selectedSegmentIndex = UISegmentedControl.noSegment
    /// The segment a finger is down on, while it is.
    var highlightedSegment: Int?
    var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    let backgroundView = UIView()
    let selectionView = UIView()
    var segmentViews: [SegmentView] = []

    /// Creates a control with no segments.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureParts()
    }

    /// Creates a control with no segments from an archive (no nib loading: a zero frame).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureParts()
    }

    /// Creates a control with a segment per item: a `String` is a title, a `UIImage` an image
    /// (anything else is reported and skipped). The frame is sized to fit (spec 21.10).
    public init(items: [Any]?) {
        super.init(frame: .zero)
        configureParts()
        for item in items ?? [] {
            switch item {
            case let title as String: segmentContents.append(SegmentContent(title: title))
            case let image as UIImage: segmentContents.append(SegmentContent(image: image))
            default:
                PortableUIKitDiagnostics.report(
                    .invalidControlValue, "\(type(of: item)) item \(item) is neither a String nor a UIImage; skipped",
                    fix: "give UISegmentedControl(items:) titles and images only", spec: "21.10")
            }
        }
        segmentsDidChange()
        frame.size = intrinsicContentSize
    }

    /// Creates a control with a segment per action, showing the action's title and image; the
    /// action runs when the user selects its segment (spec 21.11).
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segmentContents = actions.map { SegmentContent(action: $0) }
        segmentsDidChange()
    }

    // MARK: Segments

    /// How many segments the control has.
    open var numberOfSegments: Int { segmentContents.count }

    /// Inserts a segment with `title` before `segment` (pinned to `0...numberOfSegments`).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(SegmentContent(title: title), at: segment)
    }

    /// Inserts a segment with `image` before `segment` (pinned to `0...numberOfSegments`).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(SegmentContent(image: image), at: segment)
    }

    /// Inserts a segment for `action` before `segment` (pinned to `0...numberOfSegments`).
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(SegmentContent(action: action), at: segment)
    }

    /// Removes the segment at `segment`; the selection follows its segment, or becomes
    /// ``noSegment`` when the selected segment goes (spec 21.12).
    open func removeSegment(at segment: Int, animated: Bool) {
        guard checkIndex(segment, "removeSegment(at:animated:)") else { return }
        segmentContents.remove(at: segment)
        if _selectedSegmentIndex == segment {
            _selectedSegmentIndex = Self.noSegment
        } else if _selectedSegmentIndex > segment {
            _selectedSegmentIndex -= 1
        }
        segmentsDidChange()
    }

    /// Removes every segment; nothing is selected.
    open func removeAllSegments() {
        segmentContents = []
        _selectedSegmentIndex = Self.noSegment
        segmentsDidChange()
    }

    /// Sets the title of `segment` (a segment shows a title or an image: the image goes).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard checkIndex(segment, "setTitle(_:forSegmentAt:)") else { return }
        segmentContents[segment].title = title
        segmentContents[segment].image = nil
        segmentsDidChange()
    }

    /// The title of `segment`; nil when it has none or does not exist.
    open func titleForSegment(at segment: Int) -> String? {
        segmentContents.indices.contains(segment) ? segmentContents[segment].title : nil
    }

    /// Sets the image of `segment` (a segment shows a title or an image: the title goes).
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard checkIndex(segment, "setImage(_:forSegmentAt:)") else { return }
        segmentContents[segment].image = image
        segmentContents[segment].title = nil
        segmentsDidChange()
    }

    /// The image of `segment`; nil when it has none or does not exist.
    open func imageForSegment(at segment: Int) -> UIImage? {
        segmentContents.indices.contains(segment) ? segmentContents[segment].image : nil
    }

    /// Replaces the action of `segment`, and its title and image with the action's.
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        guard checkIndex(segment, "setAction(_:forSegmentAt:)") else { return }
        segmentContents[segment] = SegmentContent(action: action, keeping: segmentContents[segment])
        segmentsDidChange()
    }

    /// The action of `segment`; nil when it has none or does not exist.
    open func actionForSegment(at segment: Int) -> UIAction? {
        segmentContents.indices.contains(segment) ? segmentContents[segment].action : nil
    }

    /// The index of the segment whose action has `actionIdentifier`, or ``noSegment``.
    open func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
        segmentContents.firstIndex { $0.action?.identifier == actionIdentifier } ?? Self.noSegment
    }

    /// Enables or disables `segment`; a disabled segment takes no taps. Segments are enabled by
    /// default.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard checkIndex(segment, "setEnabled(_:forSegmentAt:)") else { return }
        segmentContents[segment].isEnabled = enabled
        segmentsDidChange()
    }

    /// Whether `segment` is enabled (`false` for a segment that does not exist).
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segmentContents.indices.contains(segment) ? segmentContents[segment].isEnabled : false
    }

    /// Gives `segment` a fixed width; 0 (the default) sizes it automatically (spec 21.17).
    /// Negative or non-finite widths are refused.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard checkIndex(segment, "setWidth(_:forSegmentAt:)") else { return }
        guard width.isFinite, width >= 0 else {
            PortableUIKitDiagnostics.report(
                .invalidControlValue, "setWidth(\(width), forSegmentAt: \(segment)) is not a width",
                fix: "give a finite width of 0 or more (0 sizes the segment automatically)", spec: "21.17")
            return
        }
        segmentContents[segment].width = width
        segmentsDidChange()
    }

    /// The fixed width of `segment`, or 0 when it sizes automatically.
    open func widthForSegment(at segment: Int) -> CGFloat {
        segmentContents.indices.contains(segment) ? segmentContents[segment].width : 0
    }

    /// Moves the content of `segment` by `offset`; zero by default.
    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        guard checkIndex(segment, "setContentOffset(_:forSegmentAt:)") else { return }
        segmentContents[segment].contentOffset = offset
        setNeedsLayout()
    }

    /// The content offset of `segment`.
    open func contentOffsetForSegment(at segment: Int) -> CGSize {
        segmentContents.indices.contains(segment) ? segmentContents[segment].contentOffset : .zero
    }

    // MARK: Selection

    /// The selected segment, or ``noSegment`` (the default). Setting it sends no action
    /// (spec 21.12); an index that is neither ``noSegment`` nor a segment is refused (spec 21.13).
    open var selectedSegmentIndex: Int {
        get { _selectedSegmentIndex }
        set {
            guard newValue == Self.noSegment || segmentContents.indices.contains(newValue) else {
                PortableUIKitDiagnostics.report(
                    .invalidControlValue,
                    "selectedSegmentIndex = \(newValue) on \(self) with \(numberOfSegments) segments; the selection stays \(_selectedSegmentIndex)",
                    fix: "select an index in 0..<numberOfSegments, or UISegmentedControl.noSegment", spec: "21.13")
                return
            }
            _selectedSegmentIndex = newValue
            refreshParts()
        }
    }

    /// Whether the control shows no lasting selection; `false` by default (spec 21.15).
    open var isMomentary = false

    /// Whether automatic segments are as wide as their content (`true`) or share the width
    /// equally (`false`, the default) (spec 21.17).
    open var apportionsSegmentWidthsByContent = false { didSet { segmentsDidChange() } }

    /// The colour of the selected segment; nil draws white.
    open var selectedSegmentTintColor: UIColor? { didSet { refreshParts() } }

    /// Sets the title attributes (font, colour) for `state`; nil removes them.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: State) {
        titleAttributes[state.rawValue] = attributes
        segmentsDidChange()
    }

    /// The title attributes set for `state`, or nil.
    open func titleTextAttributes(for state: State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    // MARK: Sizing (spec 21.16, 21.17; widths in `UISegmentedControl+Layout.swift`)

    /// The natural size: the segments' widths, 32 pt tall (spec 21.16).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: naturalWidth, height: Self.height)
    }

    /// The same as ``intrinsicContentSize``; `size` is ignored.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    // MARK: Tracking (spec 21.14, 21.15)

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        highlightedSegment = segmentIndex(at: touch.location(in: self))
        refreshParts()
        return super.beginTracking(touch, with: event)
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        highlightedSegment = isTouchInside ? segmentIndex(at: touch.location(in: self)) : nil
        refreshParts()
        return super.continueTracking(touch, with: event)
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        highlightedSegment = nil
        defer { refreshParts() }
        guard let touch, isTouchInside, let tapped = segmentIndex(at: touch.location(in: self)) else { return }
        userSelect(tapped)
    }

    /// The user chose `segment` (a tap, or VoiceOver activating it): unless it is already
    /// selected, select it, run its action and send `.valueChanged` (spec 21.14, 21.15).
    func userSelect(_ segment: Int) {
        guard isMomentary || segment != _selectedSegmentIndex else { return }
        _selectedSegmentIndex = segment
        if let action = segmentContents[segment].action { sendAction(action) }
        sendActions(for: .valueChanged)
        if isMomentary { resetMomentarySelection(after: segment) }
        refreshParts()
    }

    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        highlightedSegment = nil
        refreshParts()
    }

    /// Disabling the control dims every segment.
    override func controlStateDidChange() {
        super.controlStateDidChange()
        refreshParts()
    }

    // MARK: Private

    private func insert(_ content: SegmentContent, at segment: Int) {
        let index = min(max(segment, 0), segmentContents.count)
        segmentContents.insert(content, at: index)
        if _selectedSegmentIndex >= index { _selectedSegmentIndex += 1 }
        segmentsDidChange()
    }

    /// A momentary control shows no selection once the touch has ended: the index reads the
    /// tapped segment during the actions, and ``noSegment`` from the end of the turn [UNC].
    private func resetMomentarySelection(after tapped: Int) {
        let reset = { [weak self] in
            guard let self, self._selectedSegmentIndex == tapped else { return }
            self._selectedSegmentIndex = Self.noSegment
            self.refreshParts()
        }
        if let window { window.deferredWork.enqueue(reset) } else { DeferredWork.main.enqueue(reset) }
    }

    /// Whether `segment` is a segment; reports `call` otherwise (spec 21.13).
    private func checkIndex(_ segment: Int, _ call: String) -> Bool {
        guard segmentContents.indices.contains(segment) else {
            PortableUIKitDiagnostics.report(
                .invalidControlValue, "\(call) with segment \(segment) on \(self) with \(numberOfSegments) segments",
                fix: "pass an index in 0..<numberOfSegments", spec: "21.13")
            return false
        }
        return true
    }
}
#endif
