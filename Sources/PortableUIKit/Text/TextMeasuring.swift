#if !canImport(UIKit)
import Foundation

/// Host API, not UIKit: measures text for `UILabel` (and so `UIButton`).
///
/// PortableUIKit measures text with a deterministic approximation (see ``TextMeasurement``); a
/// host that draws text — the Showcase's Cairo/Pango renderer — installs a measurer that shapes
/// text with the same engine it draws with, so sizes and pixels agree.
@preconcurrency @MainActor
public protocol TextMeasuring {
    /// The size `text` takes in `font`, broken into lines no wider than `maxWidth`
    /// (`CGFloat.greatestFiniteMagnitude` for no limit), keeping at most `maximumLines` lines
    /// (0 for no limit; 1 means no wrapping), wrapped and truncated as `lineBreakMode` says.
    ///
    /// The width is the widest line's (never more than `maxWidth`), the height the lines' total;
    /// empty text measures `.zero`. Implementations need not round: callers round up to pixels.
    func size(
        of text: String, font: UIFont, maxWidth: CGFloat, maximumLines: Int, lineBreakMode: NSLineBreakMode
    ) -> CGSize
}

/// Host API, not UIKit: the one place where text gets measured.
///
/// The default measurer is deterministic and needs no font files: every character advances a
/// fixed fraction of the point size — 0.5 + 0.125 × the weight's raw value for proportional faces
/// (0.5 regular, 0.55 bold, 0.4 ultra-light), 0.6 for monospaced ones — and each line is the font's
/// `lineHeight` tall. It wraps at spaces (breaking words longer than a line between characters),
/// or between any characters with `.byCharWrapping`; a newline always starts a line; spaces at the
/// end of a line take no width. When lines are cut off, the last one shows an ellipsis (one more
/// character) in the truncating modes, filling the line if the rest of the text is long enough.
@preconcurrency @MainActor
public enum TextMeasurement {
    /// The measurer labels and buttons use. Hosts set it once at start-up; tests that replace it
    /// restore the previous value.
    public static var measurer: any TextMeasuring = ApproximateTextMeasurer()

    /// Measures through ``measurer``, refusing what would poison layout: a font size that is
    /// negative or not finite measures `.zero`, and a measurer result that is negative or not
    /// finite is replaced by the default measurer's; both are reported as `invalidTextMetrics`.
    static func size(
        of text: String, font: UIFont, maxWidth: CGFloat, maximumLines: Int, lineBreakMode: NSLineBreakMode
    ) -> CGSize {
        guard font.pointSize.isFinite, font.pointSize >= 0 else {
            PortableUIKitDiagnostics.report(
                .invalidTextMetrics, "text was measured in \(font.fontName) at \(font.pointSize) pt",
                fix: "give fonts a finite, non-negative point size", spec: "UIFont")
            return .zero
        }
        let size = measurer.size(
            of: text, font: font, maxWidth: maxWidth, maximumLines: maximumLines, lineBreakMode: lineBreakMode)
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            PortableUIKitDiagnostics.report(
                .invalidTextMetrics, "\(type(of: measurer)) measured \"\(text)\" as \(size)",
                fix:
                    "return a finite, non-negative size from TextMeasuring.size(of:font:maxWidth:maximumLines:lineBreakMode:)",
                spec: "TextMeasurement")
            return ApproximateTextMeasurer().size(
                of: text, font: font, maxWidth: maxWidth, maximumLines: maximumLines, lineBreakMode: lineBreakMode)
        }
        return size
    }
}
#endif
