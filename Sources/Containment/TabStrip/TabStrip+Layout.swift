#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// Laying out the tabs from ``TabStripLayout`` and showing a fractional position: indicator,
/// title colours and scroll offset.
extension TabStrip {
    /// Lays the tabs out when the size, the titles or the look changed since the last pass,
    /// then shows the current position again. A pass with nothing changed leaves the scroll
    /// offset where the user may have scrolled it. A strip whose size is not finite (NaN
    /// geometry flows through, as UIKit lets it) keeps its last layout, scroll view included:
    /// a NaN frame never equals itself and would be laid out again at every pass.
    func layoutTabs() {
        guard bounds.width.isFinite, bounds.height.isFinite else { return }
        scrollView.frame = bounds
        let layout = makeLayout(width: bounds.width)
        guard layout != tabLayout || bounds.size != laidOutSize else { return }
        tabLayout = layout
        laidOutSize = bounds.size
        for (tab, span) in zip(tabs, layout.tabSpans) {
            tab.frame = CGRect(x: span.minX, y: 0, width: span.width, height: bounds.height)
        }
        scrollView.contentSize = CGSize(width: layout.contentWidth, height: bounds.height)
        show(position: shownPosition)
    }

    /// The geometry for a strip `width` points wide, from the titles as the tabs measure them.
    func makeLayout(width: CGFloat) -> TabStripLayout {
        TabStripLayout(
            titleWidths: tabs.map { $0.intrinsicContentSize.width.rounded(.up) }, width: width,
            tabSpacing: tabSpacing, contentInset: edgeInset,
            isRightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    /// Forgets the geometry so the next layout pass recomputes it.
    func invalidateTabLayout() {
        tabLayout = nil
        setNeedsLayout()
    }

    /// Shows `position` (clamped to the tabs): the indicator's frame, the titles' colours and
    /// the scroll offset that keeps the indicator visible. Before the first layout pass only
    /// the position is kept.
    func show(position: CGFloat) {
        shownPosition = tabs.isEmpty || !position.isFinite ? 0 : min(max(position, 0), CGFloat(tabs.count - 1))
        applyTitleColors()
        guard let layout = tabLayout, layout.count == tabs.count else { return }
        if let span = layout.indicatorSpan(at: shownPosition) {
            let height = min(max(indicatorHeight, 0), bounds.height)
            indicatorView.frame = CGRect(x: span.minX, y: bounds.height - height, width: span.width, height: height)
        } else {
            indicatorView.frame = .zero
        }
        indicatorView.isHidden = tabs.isEmpty
        let offset = CGPoint(x: layout.contentOffset(at: shownPosition), y: 0)
        if scrollView.contentOffset != offset { scrollView.contentOffset = offset }
    }

    /// Each title's colour: ``titleColor`` mixed towards ``selectedTitleColor`` as the
    /// indicator nears it (fully selected on it, unselected one tab away).
    func applyTitleColors() {
        for tab in tabs {
            let emphasis = TabStripLayout.emphasis(ofTab: tab.index, at: shownPosition)
            tab.textColor = TitleColorBlend.mix(titleColor, selectedTitleColor, fraction: emphasis)
        }
    }

    func applyIndicatorColor() {
        indicatorView.backgroundColor = indicatorColor ?? tintColor
    }

    /// Rebuilds the tabs for new ``titles``, keeps or clamps the selection, and moves the
    /// indicator to it.
    func titlesDidChange() {
        stopSelectionAnimation()
        for tab in tabs { tab.removeFromSuperview() }
        tabs = titles.enumerated().map { index, title in
            let tab = TabStripTab(index: index, strip: self)
            tab.text = title
            tab.font = titleFont
            scrollView.insertSubview(tab, belowSubview: indicatorView)
            return tab
        }
        if titles.isEmpty {
            storedSelectedIndex = NSNotFound
        } else if storedSelectedIndex == NSNotFound {
            storedSelectedIndex = 0
        } else {
            storedSelectedIndex = min(storedSelectedIndex, titles.count - 1)
        }
        invalidateTabLayout()
        show(position: titles.isEmpty ? 0 : CGFloat(storedSelectedIndex))
    }
}
