#if !canImport(UIKit)
import Foundation

/// A view that displays one or more lines of read-only text (UIKit's `UILabel`).
///
/// Sizes come from ``TextMeasurement``'s measurer, rounded up to the screen's pixel grid as UIKit
/// rounds them. Drawing is the renderer's job: it draws ``text`` in ``font`` and the current
/// colour (``highlightedTextColor`` while highlighted, dimmed while disabled) inside
/// ``textRect(forBounds:limitedToNumberOfLines:)`` centred vertically in the bounds, shrinking
/// the font down to ``minimumScaleFactor`` when ``adjustsFontSizeToFitWidth`` is set. So
/// `drawText(in:)` and attributed text are not part of PortableUIKit.
///
/// Labels ignore touches by default (`isUserInteractionEnabled` is `false`), as in UIKit.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The default font, one shared immutable instance (as UIKit caches its system fonts), so
    /// that making a label allocates no font.
    private nonisolated static let defaultFont = UIFont.systemFont(ofSize: UIFont.labelFontSize)
    private var _font = UILabel.defaultFont
    private var _textColor = UIColor.label

    /// Creates a label.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Creates a label from an archive (no nib loading: a zero frame).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    // MARK: Text and its attributes

    /// The text; nil by default.
    open var text: String? {
        didSet { if text != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The font; the system font at 17 pt by default. Setting nil restores the default.
    open var font: UIFont! {
        get { _font }
        set {
            _font = newValue ?? UILabel.defaultFont
            invalidateIntrinsicContentSize()
        }
    }

    /// The text colour; `.label` by default. Setting nil restores the default.
    open var textColor: UIColor! {
        get { _textColor }
        set { _textColor = newValue ?? UIColor.label }
    }

    /// How lines are aligned; `.natural` by default.
    open var textAlignment: NSTextAlignment = .natural

    /// How lines wrap and the last one truncates; `.byTruncatingTail` by default.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { if lineBreakMode != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The most lines the text may take; 0 means as many as it needs. 1 by default.
    open var numberOfLines = 1 {
        didSet { if numberOfLines != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// Whether the text is drawn enabled (disabled text is dimmed); `true` by default.
    open var isEnabled = true
    /// Whether the text is drawn in ``highlightedTextColor``; `false` by default.
    open var isHighlighted = false
    /// The text colour while highlighted; nil (use ``textColor``) by default.
    open var highlightedTextColor: UIColor?

    /// Whether the renderer shrinks the font so the text fits the width; `false` by default.
    /// Sizing ignores it, as in UIKit: ``sizeThatFits(_:)`` reports the text at full size.
    open var adjustsFontSizeToFitWidth = false
    /// The smallest fraction of the font size the renderer may shrink to; 0 by default.
    open var minimumScaleFactor: CGFloat = 0

    /// The width at which ``intrinsicContentSize`` wraps a label of several lines; 0 (do not
    /// wrap) by default.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }

    // MARK: Accessibility

    /// Labels are accessibility elements by default.
    open override var isAccessibilityElement: Bool {
        get { storedIsAccessibilityElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }

    /// The label's ``text`` unless a label was set.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? text }
        set { super.accessibilityLabel = newValue }
    }

    /// Labels behave as static text (`.staticText`) unless traits were set.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { storedAccessibilityTraits ?? .staticText }
        set { super.accessibilityTraits = newValue }
    }

    // MARK: Sizing

    /// The size the text needs: on one line (however wide) when ``numberOfLines`` is 1;
    /// otherwise wrapped at `size.width` (no limit when it is 0 or less) and limited to
    /// ``numberOfLines``. `size.height` does not limit it. Empty text needs `.zero`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        measuredSize(
            maxWidth: numberOfLines == 1 || size.width <= 0 ? .greatestFiniteMagnitude : size.width,
            lines: numberOfLines)
    }

    /// The text's size on one line, or wrapped at ``preferredMaxLayoutWidth`` when it is set and
    /// the label may have several lines.
    open override var intrinsicContentSize: CGSize {
        let wraps = numberOfLines != 1 && preferredMaxLayoutWidth > 0
        return measuredSize(maxWidth: wraps ? preferredMaxLayoutWidth : .greatestFiniteMagnitude, lines: numberOfLines)
    }

    /// The rectangle the text is drawn in: at the origin of `bounds`, wrapped at its width, with
    /// at most `numberOfLines` lines (0: no limit) and no more lines than fit its height (at
    /// least one).
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let lineHeight = _font.lineHeight
        var lines = max(numberOfLines, 0)
        if lineHeight > 0, bounds.height.isFinite {
            let fitting = Int(flooring: bounds.height / lineHeight + 1e-9, clampedTo: 1...Int(Int32.max))
            lines = lines == 0 ? fitting : min(lines, fitting)
        }
        let size = measuredSize(maxWidth: bounds.width > 0 ? bounds.width : .greatestFiniteMagnitude, lines: lines)
        return CGRect(
            origin: bounds.origin, size: CGSize(width: min(size.width, max(bounds.width, 0)), height: size.height))
    }

    private func measuredSize(maxWidth: CGFloat, lines: Int) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let size = TextMeasurement.size(
            of: text, font: _font, maxWidth: maxWidth, maximumLines: lines, lineBreakMode: lineBreakMode)
        let scale = (window?.screen ?? UIScreen.main).scale
        // 1e-9 of slack: a size already on the pixel grid must not grow by a pixel from rounding error.
        func ceilToPixel(_ value: CGFloat) -> CGFloat { (value * scale - 1e-9).rounded(.up) / scale }
        return CGSize(width: ceilToPixel(size.width), height: ceilToPixel(size.height))
    }
}
#endif
