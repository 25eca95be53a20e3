#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// Where a tab strip's tabs, indicator and scroll offset are, as a value (no views): the
/// functional core of ``TabStrip``.
///
/// Along the strip, each tab is its title's width plus ``tabSpacing`` (half on each side), after
/// ``contentInset`` at both ends. When that fits in ``width`` the tabs fill it, sharing the extra
/// space equally; otherwise the content is wider than the strip and scrolls. Right to left, tab 0
/// is at the right end: every span is mirrored within the content.
///
/// A fractional position `p` between tabs `i` and `i + 1` puts the indicator's centre and width
/// the fraction `p − i` of the way from tab `i`'s title to tab `i + 1`'s, and the scroll offset
/// that centres the indicator (clamped to the content), so offsets interpolate with `p` too.
struct TabStripLayout: Equatable, Sendable {
    /// A horizontal extent in content coordinates.
    struct Span: Equatable, Sendable {
        var minX: CGFloat
        var width: CGFloat
        var midX: CGFloat { minX + width / 2 }
    }

    /// The titles' widths, leading to trailing.
    let titleWidths: [CGFloat]
    /// The visible width of the strip.
    let width: CGFloat
    /// Space between adjacent titles; each tab has half of it on either side of its title.
    let tabSpacing: CGFloat
    /// Space before the first tab and after the last.
    let contentInset: CGFloat
    /// Whether tab 0 is at the right.
    let isRightToLeft: Bool
    /// Each tab's extent in content coordinates, by index.
    let tabSpans: [Span]
    /// The width of the content: the strip's width when the tabs fit, more when they overflow.
    let contentWidth: CGFloat

    init(titleWidths: [CGFloat], width: CGFloat, tabSpacing: CGFloat, contentInset: CGFloat, isRightToLeft: Bool) {
        let titleWidths = titleWidths.map(Self.clean)
        let width = Self.clean(width), tabSpacing = Self.clean(tabSpacing), contentInset = Self.clean(contentInset)
        self.titleWidths = titleWidths
        self.width = width
        self.tabSpacing = tabSpacing
        self.contentInset = contentInset
        self.isRightToLeft = isRightToLeft
        let natural = titleWidths.map { $0 + tabSpacing }
        let needed = natural.reduce(2 * contentInset, +)
        let extra = natural.isEmpty ? 0 : max(width - needed, 0) / CGFloat(natural.count)
        let contentWidth = max(needed, width)
        var x = contentInset
        var spans: [Span] = []
        for tabWidth in natural {
            let span = Span(minX: x, width: tabWidth + extra)
            spans.append(isRightToLeft ? Span(minX: contentWidth - span.minX - span.width, width: span.width) : span)
            x += tabWidth + extra
        }
        self.tabSpans = spans
        self.contentWidth = contentWidth
    }

    /// A length as the layout takes it: non-negative, 0 for non-finite values.
    private static func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? max(value, 0) : 0 }

    /// The number of tabs.
    var count: Int { tabSpans.count }

    /// Whether the tabs need more than the strip's width (the content scrolls).
    var overflows: Bool { contentWidth > width }

    /// `position` clamped to the tabs, `0...count − 1` (0 when there are none; non-finite → 0).
    func clamped(_ position: CGFloat) -> CGFloat {
        guard count > 0, position.isFinite else { return 0 }
        return min(max(position, 0), CGFloat(count - 1))
    }

    /// The extent of tab `index`'s title (centred in its tab).
    func titleSpan(at index: Int) -> Span {
        let tab = tabSpans[index]
        return Span(minX: tab.midX - titleWidths[index] / 2, width: titleWidths[index])
    }

    /// The indicator's extent at a fractional `position`: centre and width interpolated between
    /// the titles of the two tabs around it. Nil when there are no tabs.
    func indicatorSpan(at position: CGFloat) -> Span? {
        guard count > 0 else { return nil }
        let p = clamped(position)
        let lower = Int(p.rounded(.down))
        let upper = min(lower + 1, count - 1)
        let fraction = p - CGFloat(lower)
        let from = titleSpan(at: lower), to = titleSpan(at: upper)
        let midX = from.midX + (to.midX - from.midX) * fraction
        let width = from.width + (to.width - from.width) * fraction
        return Span(minX: midX - width / 2, width: width)
    }

    /// How much tab `index` is indicated at `position`: 1 on it, falling linearly to 0 one tab away.
    static func emphasis(ofTab index: Int, at position: CGFloat) -> CGFloat {
        position.isFinite ? max(0, 1 - abs(position - CGFloat(index))) : 0
    }

    /// The horizontal content offset that shows the indicator at `position` centred, clamped so
    /// the content covers the strip (0 when the tabs fit).
    func contentOffset(at position: CGFloat) -> CGFloat {
        guard overflows, let indicator = indicatorSpan(at: position) else { return 0 }
        return min(max(indicator.midX - width / 2, 0), contentWidth - width)
    }

    /// The tab whose extent contains content coordinate `x`, if any.
    func tabIndex(atContentX x: CGFloat) -> Int? {
        tabSpans.firstIndex { x >= $0.minX && x < $0.minX + $0.width }
    }
}
