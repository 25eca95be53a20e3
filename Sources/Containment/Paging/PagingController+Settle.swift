#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// The seed's spring: a settle animates the scroll view's content offset with
/// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)` and
/// reports ``PagingEvent/settleEnded`` when it lands.
extension PagingController {
    func runSettle(_ settle: PageSettle) {
        guard isViewLoaded else { return send(.settleEnded) }
        settleToken += 1
        let token = settleToken
        let destination: CGFloat
        if let selected = engine.selectedIndex, !engine.slots.isAdjacentOrSelected(settle.target),
            settle.target != selected
        {
            jump = (settle.target, settle.direction)
            layoutPages()
            destination = jumpOrigin(for: settle.direction)
        } else {
            if settle.target != engine.selectedIndex { lastWrapSide = settle.direction }
            destination = displayOrigin(of: settle.target)
        }
        let offset = point(alongAxis: destination)
        let spring = settle.spring
        guard viewIfLoaded?.window != nil, spring.duration > 0 else {
            setContentOffset(offset)
            return send(.settleEnded)
        }
        isSettingOffset = true
        UIView.animate(
            withDuration: spring.duration, delay: 0, usingSpringWithDamping: spring.damping,
            initialSpringVelocity: spring.initialVelocity, options: [.allowUserInteraction, .beginFromCurrentState],
            animations: { [weak self] in self?.scrollView.contentOffset = offset },
            completion: { [weak self] _ in
                guard let self, self.settleToken == token else { return }
                self.stopReportingSettle()
                self.send(.settleEnded)
            })
        isSettingOffset = false
        startReportingSettle(duration: spring.duration)
    }

    /// Stops the running spring where its model is; its completion no longer lands anything.
    func stopSettleAnimation() {
        settleToken += 1
        stopReportingSettle()
        guard isViewLoaded else { return }
        scrollView.layer.removeAllAnimations()
    }
}
