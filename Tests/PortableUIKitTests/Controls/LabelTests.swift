import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
import ContainmentTestTraits

/// UILabel: defaults, sizing with the default measurer (characters at 0.5 × the point size,
/// lines of `font.lineHeight`, rounded up to the 3× pixel grid), wrapping and truncation, the
/// host measurer hook, and the diagnostics that keep bad metrics out of layout.
@MainActor
@Suite("UILabel and text measurement", .isolatedRuntime)
struct LabelTests {
    /// `value` rounded up to the 3× pixel grid.
    func pixels(_ value: CGFloat) -> CGFloat { (value * 3 - 1e-9).rounded(.up) / 3 }
    /// One 17-pt system line: 17 × 2444 / 2048 = 20.287109375 pt.
    let line17: CGFloat = 17 * 2444 / 2048

    func makeLabel(_ text: String?, lines: Int = 1) -> UILabel {
        let label = UILabel()
        label.text = text
        label.numberOfLines = lines
        return label
    }

    @Test("defaults: system 17 pt, .label colour, natural alignment, one line, tail truncation, enabled, no touches")
    func defaults() {
        let label = UILabel()
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(label.textColor == .label)
        #expect(label.textAlignment == .natural && label.numberOfLines == 1 && label.lineBreakMode == .byTruncatingTail)
        #expect(label.isEnabled && !label.isHighlighted && label.highlightedTextColor == nil)
        #expect(!label.adjustsFontSizeToFitWidth && label.minimumScaleFactor == 0 && label.preferredMaxLayoutWidth == 0)
        #expect(!label.isUserInteractionEnabled)
        label.font = nil
        label.textColor = nil
        #expect(label.font == UIFont.systemFont(ofSize: 17) && label.textColor == .label, "nil restores the defaults")
    }

    @Test("one line: the whole text's width, whatever width is offered; empty or nil text is zero")
    func singleLine() {
        let label = makeLabel("Hello world")
        // 11 characters × 8.5 pt = 93.5 pt → 281 / 3 on the pixel grid.
        let expected = CGSize(width: 281.0 / 3, height: pixels(line17))
        #expect(label.sizeThatFits(CGSize(width: 50, height: 10)) == expected)
        #expect(label.intrinsicContentSize == expected)
        #expect(abs(expected.height - 61.0 / 3) < 1e-12)
        #expect(makeLabel("").sizeThatFits(.zero) == .zero && makeLabel(nil).intrinsicContentSize == .zero)
    }

    @Test("numberOfLines 0 wraps at the offered width, breaking at spaces; a width of 0 means no limit")
    func wrapping() {
        let label = makeLabel("Hello world", lines: 0)
        // 60 pt holds 7 characters: "Hello" / "world".
        #expect(
            label.sizeThatFits(CGSize(width: 60, height: 0)) == CGSize(width: pixels(42.5), height: pixels(2 * line17)))
        #expect(label.sizeThatFits(CGSize(width: 0, height: 0)) == CGSize(width: 281.0 / 3, height: pixels(line17)))
        #expect(label.sizeThatFits(CGSize(width: 200, height: 0)).height == pixels(line17))
    }

    @Test("numberOfLines limits the lines; in the truncating modes the last line runs on to the width")
    func lineLimit() {
        let unlimited = makeLabel("one two three four five", lines: 0)
        // 7 characters a line: "one two" / "three" / "four" / "five".
        #expect(unlimited.sizeThatFits(CGSize(width: 60, height: 0)).height == pixels(4 * line17))
        // "one" / "three" / "four" / "five": two lines, the second truncated as "three f…".
        let two = makeLabel("one three four five", lines: 2)
        #expect(
            two.sizeThatFits(CGSize(width: 60, height: 0)) == CGSize(width: pixels(59.5), height: pixels(2 * line17)))
        two.lineBreakMode = .byWordWrapping
        #expect(
            two.sizeThatFits(CGSize(width: 60, height: 0)).width == pixels(42.5),
            "no ellipsis: the line ends at its wrap")
    }

    @Test("newlines always break; a one-line label shows only the first line")
    func newlines() {
        #expect(
            makeLabel("ab\ncdef", lines: 0).sizeThatFits(.zero) == CGSize(width: pixels(34), height: pixels(2 * line17))
        )
        #expect(
            makeLabel("ab\ncdef", lines: 1).sizeThatFits(.zero) == CGSize(width: pixels(25.5), height: pixels(line17)),
            "\"ab\" and the tail's ellipsis")
    }

    @Test("byCharWrapping breaks between any characters; byWordWrapping at spaces")
    func charWrapping() {
        let words = makeLabel("ab cd", lines: 0)
        words.lineBreakMode = .byWordWrapping
        // 36 pt holds 4 characters: "ab" / "cd" by word, "ab c" / "d" by character.
        #expect(words.sizeThatFits(CGSize(width: 36, height: 0)).width == pixels(17))
        words.lineBreakMode = .byCharWrapping
        #expect(words.sizeThatFits(CGSize(width: 36, height: 0)).width == pixels(34))
    }

    @Test("intrinsicContentSize wraps at preferredMaxLayoutWidth for labels of several lines only")
    func preferredMaxLayoutWidth() {
        let label = makeLabel("Hello world", lines: 0)
        label.preferredMaxLayoutWidth = 60
        #expect(label.intrinsicContentSize.height == pixels(2 * line17))
        label.numberOfLines = 1
        #expect(label.intrinsicContentSize.height == pixels(line17))
    }

    @Test(
        "textRect(forBounds:limitedToNumberOfLines:) starts at the bounds' origin and keeps to the lines that fit its height"
    )
    func textRect() {
        let label = makeLabel("Hello world", lines: 0)
        let rect = label.textRect(forBounds: CGRect(x: 5, y: 6, width: 60, height: 30), limitedToNumberOfLines: 0)
        // One line fits 30 pt: "Hello w…", the truncated line running on to the width.
        #expect(rect == CGRect(x: 5, y: 6, width: pixels(59.5), height: pixels(line17)))
        let tall = label.textRect(forBounds: CGRect(x: 0, y: 0, width: 60, height: 100), limitedToNumberOfLines: 0)
        #expect(tall.height == pixels(2 * line17))
        let limited = label.textRect(forBounds: CGRect(x: 0, y: 0, width: 60, height: 100), limitedToNumberOfLines: 1)
        #expect(limited.height == pixels(line17) && limited.width <= 60)
    }

    @Test("bold text is wider (0.55 em), monospaced 0.6 em, named fonts by their style")
    func fontWidths() {
        let label = makeLabel("abcd")
        label.font = .boldSystemFont(ofSize: 10)
        #expect(label.intrinsicContentSize.width == 22)
        label.font = .monospacedSystemFont(ofSize: 10, weight: .regular)
        #expect(label.intrinsicContentSize.width == 24)
        label.font = UIFont(name: "Helvetica-Bold", size: 10)
        #expect(label.intrinsicContentSize.width == 22)
        label.font = UIFont(name: "Menlo-Regular", size: 10)
        #expect(label.intrinsicContentSize.width == 24)
    }

    @Test("changing text, font or lines marks the superview as needing layout")
    func invalidation() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let label = makeLabel("a")
        parent.addSubview(label)
        parent.layoutIfNeeded()
        #expect(!parent.needsLayoutForTesting)
        label.text = "b"
        #expect(parent.needsLayoutForTesting)
        parent.layoutIfNeeded()
        label.font = .systemFont(ofSize: 30)
        #expect(parent.needsLayoutForTesting)
        parent.layoutIfNeeded()
        label.textColor = .red
        #expect(!parent.needsLayoutForTesting, "colour does not change size")
    }

    struct FixedMeasurer: TextMeasuring {
        func size(of text: String, font: UIFont, maxWidth: CGFloat, maximumLines: Int, lineBreakMode: NSLineBreakMode)
            -> CGSize
        {
            CGSize(width: min(CGFloat(text.count) * 10, maxWidth), height: font.pointSize * 2)
        }
    }

    @Test("a host measurer replaces the default: labels size with it")
    func hostMeasurer() {
        let saved = TextMeasurement.measurer
        defer { TextMeasurement.measurer = saved }
        let label = makeLabel("abc")
        let before = label.intrinsicContentSize
        TextMeasurement.measurer = FixedMeasurer()
        #expect(label.intrinsicContentSize == CGSize(width: 30, height: 34))
        #expect(label.intrinsicContentSize != before)
        TextMeasurement.measurer = saved
        #expect(label.intrinsicContentSize == before)
    }

    struct BrokenMeasurer: TextMeasuring {
        func size(of text: String, font: UIFont, maxWidth: CGFloat, maximumLines: Int, lineBreakMode: NSLineBreakMode)
            -> CGSize
        {
            CGSize(width: CGFloat.nan, height: -1)
        }
    }

    @Test("a measurer returning a non-finite or negative size is reported, and the default measurement is used")
    func brokenMeasurer() {
        let saved = TextMeasurement.measurer
        defer { TextMeasurement.measurer = saved }
        let label = makeLabel("Hello world")
        let expected = label.intrinsicContentSize
        TextMeasurement.measurer = BrokenMeasurer()
        let result = PortableUIKitDiagnostics.collecting { label.intrinsicContentSize }
        #expect(result.result == expected)
        #expect(result.diagnostics.map(\.rule) == [.invalidTextMetrics])
        #expect(result.diagnostics.first?.message.contains("BrokenMeasurer") == true)
    }

    @Test("text in a font of non-finite or negative size is reported and measures zero")
    func badFontSize() {
        let label = makeLabel("Hello")
        label.font = .systemFont(ofSize: .nan)
        let result = PortableUIKitDiagnostics.collecting { label.intrinsicContentSize }
        #expect(result.result == .zero)
        #expect(result.diagnostics.map(\.rule) == [.invalidTextMetrics])
        label.font = .systemFont(ofSize: -3)
        #expect(diagnosticRules { _ = label.sizeThatFits(.zero) } == [.invalidTextMetrics])
        label.font = .systemFont(ofSize: 0)
        #expect(diagnosticRules { _ = label.sizeThatFits(.zero) }.isEmpty, "zero is a legal size")
    }
}
