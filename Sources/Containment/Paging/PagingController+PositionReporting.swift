#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// The fractional page the pager shows (``PagingController/pagePosition``), told to the delegate
/// on every frame the pages move: a finger's drag, the spring of a release or of an animated
/// selection (sampled from the scroll view's presentation layer by a ``FrameTimer``, as a
/// display link would on a device), and once for a change without motion. A tab strip follows
/// the pages with it (issue 17).
extension PagingController {
    /// The position the content shows now: the selected index plus the fraction of a stride the
    /// shown content is away from the selected page, towards the page the motion heads for. A
    /// jump to a far page travels the whole distance; with wrapping pages the value is taken
    /// modulo the page count, so it stays in `0..<count`.
    var shownPagePosition: CGFloat {
        guard let selected = engine.selectedIndex, isViewLoaded, pageStride > 0 else { return engine.pagePosition }
        let shown = scrollView.layer.presentation()?.bounds.origin ?? scrollView.contentOffset
        let visual = axisValue(of: shown) - axisOrigin(of: selected)
        let fraction = axisLayout.logicalPosition(visualOffset: visual, pageStride: pageStride)
        guard fraction.isFinite else { return CGFloat(selected) }
        var position = CGFloat(selected) + fraction
        if let jump {
            let clamped = min(abs(fraction), 1)
            position = CGFloat(selected) + clamped * CGFloat(jump.target - selected)
        }
        let count = CGFloat(engine.pageCount)
        if engine.isInfinite, count > 0 {
            position -= count * (position / count).rounded(.down)
        }
        return position
    }

    /// Tells the delegate the shown position when it differs from the last one told.
    func reportPagePosition() {
        let position = shownPagePosition
        guard position != reportedPagePosition else { return }
        reportedPagePosition = position
        delegate?.pagingController(self, didScrollTo: position)
    }

    /// Samples the spring of a settle every frame for `duration` seconds.
    func startReportingSettle(duration: TimeInterval) {
        positionTimer?.stop()
        let timer = FrameTimer(
            duration: duration,
            onFrame: { [weak self] _ in self?.reportPagePosition() },
            onEnd: { [weak self] in self?.positionTimer = nil })
        positionTimer = timer
        timer.start()
    }

    func stopReportingSettle() {
        positionTimer?.stop()
        positionTimer = nil
    }
}
