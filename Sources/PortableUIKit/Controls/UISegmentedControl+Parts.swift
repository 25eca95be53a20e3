#if !canImport(UIKit)
import Foundation

/// What one segment holds: a title or an image, an optional action, and its settings.
@MainActor
struct SegmentContent {
    var title: String?
    var image: UIImage?
    var action: UIAction?
    /// A fixed width, or 0 to size automatically.
    var width: CGFloat = 0
    var isEnabled = true
    var contentOffset: CGSize = .zero

    init(title: String? = nil, image: UIImage? = nil) {
        self.title = title
        self.image = image
    }

    /// A segment showing `action`'s title (PortableUIKit's `UIAction` has no image), keeping `previous`'s
    /// settings.
    init(action: UIAction, keeping previous: SegmentContent? = nil) {
        self.init(title: action.title.isEmpty ? nil : action.title)
        self.action = action
        if let previous {
            width = previous.width
            isEnabled = previous.isEnabled
            contentOffset = previous.contentOffset
        }
    }
}

/// One segment as drawn: its title label or image, and the accessibility element VoiceOver reads
/// for it (spec 21.18).
@MainActor
final class SegmentView: UIView {
    let label = UILabel()
    let imageView = UIImageView(image: nil)
    var isSegmentSelected = false
    var isSegmentEnabled = true
    weak var control: UISegmentedControl?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        label.textAlignment = .center
        addSubview(label)
        addSubview(imageView)
    }

    required init?(coder: NSCoder) { nil }

    override var isAccessibilityElement: Bool {
        get { storedIsAccessibilityElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }

    /// The title, unless a label was set.
    override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? label.text }
        set { super.accessibilityLabel = newValue }
    }

    /// `.button`, with `.selected` for the selected segment and `.notEnabled` for a disabled one.
    override var accessibilityTraits: UIAccessibilityTraits {
        get {
            if let stored = storedAccessibilityTraits { return stored }
            var traits: UIAccessibilityTraits = .button
            if isSegmentSelected { traits.insert(.selected) }
            if !isSegmentEnabled { traits.insert(.notEnabled) }
            return traits
        }
        set { super.accessibilityTraits = newValue }
    }

    /// Selects the segment as a tap does (spec 21.18); `false` when it is disabled.
    override func accessibilityActivate() -> Bool {
        guard isSegmentEnabled, let control, let index = control.segmentViews.firstIndex(where: { $0 === self })
        else { return false }
        control.userSelect(index)
        return true
    }
}

extension UISegmentedControl {
    /// The track's colour: UIKit's tertiary system fill, 12 % grey [UNC].
    static let trackColor = UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
    /// The selected segment's inset from the track and its corner radius [UNC].
    static let selectionInset: CGFloat = 2
    static let cornerRadius: CGFloat = 8
    /// The title font: the system font at 13 pt, semibold when selected [UNC].
    static let titleFontSize: CGFloat = 13

    /// The subviews that draw the control: the grey track, the selected segment's plate, then a
    /// view per segment.
    func configureParts() {
        backgroundView.isUserInteractionEnabled = false
        backgroundView.backgroundColor = Self.trackColor
        backgroundView.layer.cornerRadius = Self.cornerRadius
        selectionView.isUserInteractionEnabled = false
        selectionView.layer.cornerRadius = Self.cornerRadius - Self.selectionInset
        selectionView.layer.shadowColor = UIColor.black.cgColor
        selectionView.layer.shadowOpacity = 0.12
        selectionView.layer.shadowRadius = 4
        selectionView.layer.shadowOffset = CGSize(width: 0, height: 3)
        addSubview(backgroundView)
        addSubview(selectionView)
    }

    /// The segments changed: one view per segment, sizes invalidated.
    func segmentsDidChange() {
        while segmentViews.count < segmentContents.count {
            let view = SegmentView(frame: .zero)
            view.control = self
            addSubview(view)
            segmentViews.append(view)
        }
        while segmentViews.count > segmentContents.count { segmentViews.removeLast().removeFromSuperview() }
        for (view, content) in zip(segmentViews, segmentContents) {
            view.label.text = content.title
            view.imageView.image = content.image
        }
        invalidateIntrinsicContentSize()
        refreshParts()
    }

    /// Shows the selection, highlight and enabled state of each segment.
    func refreshParts() {
        for (index, (view, content)) in zip(segmentViews, segmentContents).enumerated() {
            let selected = index == _selectedSegmentIndex
            view.isSegmentSelected = selected
            view.isSegmentEnabled = content.isEnabled && isEnabled
            var state: State = selected ? .selected : .normal
            if index == highlightedSegment { state.insert(.highlighted) }
            if !view.isSegmentEnabled { state = .disabled }
            let attributes = titleTextAttributes(for: state) ?? titleTextAttributes(for: .normal) ?? [:]
            view.label.font =
                attributes[.font] as? UIFont
                ?? .systemFont(ofSize: Self.titleFontSize, weight: selected ? .semibold : .regular)
            let color = attributes[.foregroundColor] as? UIColor ?? .label
            view.label.textColor = view.isSegmentEnabled ? color : color.withAlphaComponent(0.3)
            view.alpha = index == highlightedSegment && !selected ? 0.5 : 1
        }
        selectionView.backgroundColor = selectedSegmentTintColor ?? .white
        setNeedsLayout()
    }

    /// Places the track, the segments and the selected segment's plate.
    func layoutParts() {
        backgroundView.frame = bounds
        let frames = segmentFrames(in: bounds)
        for (index, view) in segmentViews.enumerated() {
            view.frame = frames[index]
            let offset = segmentContents[index].contentOffset
            let content = view.bounds.offsetBy(dx: offset.width, dy: offset.height)
            view.label.frame = content
            let imageSize = segmentContents[index].image?.size ?? .zero
            view.imageView.frame = CGRect(
                x: content.midX - imageSize.width / 2, y: content.midY - imageSize.height / 2,
                width: imageSize.width, height: imageSize.height)
        }
        let showsSelection = frames.indices.contains(_selectedSegmentIndex)
        selectionView.isHidden = !showsSelection
        if showsSelection {
            selectionView.frame = frames[_selectedSegmentIndex].insetBy(
                dx: Self.selectionInset, dy: Self.selectionInset)
        }
    }
}
#endif
