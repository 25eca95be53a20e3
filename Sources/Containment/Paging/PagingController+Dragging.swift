#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// The finger on the scroll view, as engine events.
extension PagingController {
    /// The finger takes hold. A spring under way is caught where it shows (its presentation
    /// value), so the pages do not jump; the engine carries an open change on rather than
    /// beginning a second one (a flick storm gives one begin/end pair per page change).
    func fingerBeganDragging() {
        if case .settling(let target) = engine.motion {
            let shown = scrollView.layer.presentation()?.bounds.origin ?? scrollView.contentOffset
            stopSettleAnimation()
            if jump != nil {
                // A jump to a far page lands there (the engine says so); the finger continues from it.
                jump = nil
                setContentOffset(restingOffset(of: target))
            } else {
                setContentOffset(shown)
            }
        }
        releaseVelocity = .zero
        send(.dragBegan(position: offsetPosition))
        announceProgress()
    }

    /// The content moved. Only a finger's movement is an event; a movement of more than a
    /// page lands on each page it passes (the engine moves at most one page per event). A
    /// finger still dragging pages the engine brought to rest under it (a reload or an event
    /// applied from a delegate callback) begins a new drag from where it holds them, so its
    /// release lands on a page.
    func fingerMovedContent() {
        guard !isSettingOffset else { return }
        if engine.motion == .rest, scrollView.isDragging {
            send(.dragBegan(position: offsetPosition))
        }
        guard case .dragging = engine.motion else { return }
        for _ in 0..<3 {
            let before = engine.selectedIndex
            let position = offsetPosition
            send(.dragMoved(position: position))
            recentreAfterLanding(from: before, position: position)
            guard engine.selectedIndex != before, case .dragging = engine.motion, abs(offsetPosition) >= 1 else {
                break
            }
        }
        announceProgress()
        reportPagePosition()
    }

    /// The finger lifted: the engine decides where to settle from the position and the
    /// content's speed (points per millisecond from the scroll view, towards the next page).
    func fingerEndedDragging() {
        guard case .dragging = engine.motion else { return }
        let visual = axisValue(of: releaseVelocity) * 1000
        send(.dragEnded(velocity: axisLayout.logicalVelocity(visualVelocity: visual), pageLength: pageStride))
    }
}
