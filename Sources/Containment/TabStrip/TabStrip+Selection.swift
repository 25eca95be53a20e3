#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// Selecting a tab: from code (no action), from the user (a tap, VoiceOver's activate or
/// adjust: `.valueChanged`), and the spring that moves the indicator.
extension TabStrip {
    /// Selects tab `index`, moving the indicator there with the selection spring when
    /// `animated` (the strip's scroll offset and the titles' colours move with it), at once
    /// otherwise. Sends no action. An index outside the titles is refused (`NSNotFound` is
    /// accepted only when there are no titles).
    public func setSelectedIndex(_ index: Int, animated: Bool) {
        if titles.isEmpty, index == NSNotFound { return }
        guard titles.indices.contains(index) else {
            reportContainerMisuse(
                .invalidContainerUse, "TabStrip selectedIndex \(index) is outside its \(titles.count) titles",
                fix:
                    "select an index in 0..<titles.count (NSNotFound only when there are no titles), or set titles first",
                spec: "issue 17")
            return
        }
        storedSelectedIndex = index
        if animated {
            animatePosition(to: CGFloat(index))
        } else {
            stopSelectionAnimation()
            show(position: CGFloat(index))
        }
    }

    /// What the user's pick of tab `index` does: nothing on the selected tab or a disabled
    /// strip; otherwise select it with the spring, then send `.valueChanged`.
    func selectByUser(_ index: Int) {
        guard isEnabled, titles.indices.contains(index), index != selectedIndex else { return }
        setSelectedIndex(index, animated: true)
        sendActions(for: .valueChanged)
    }

    /// VoiceOver's adjust on a tab: the selection moves `step` tabs as a tap would, and
    /// VoiceOver's focus moves to the newly selected tab (`.layoutChanged`). Nothing past the
    /// first or last tab.
    func adjustSelection(by step: Int) {
        guard isEnabled, selectedIndex != NSNotFound else { return }
        let target = selectedIndex + step
        guard tabs.indices.contains(target) else { return }
        selectByUser(target)
        UIAccessibility.post(notification: AccessibilityNotification.layoutChanged, argument: tabs[target])
    }

    // MARK: The selection spring

    /// Moves the shown position from where it is to `target` with the selection spring, one
    /// sample per frame.
    func animatePosition(to target: CGFloat) {
        stopSelectionAnimation()
        guard target != shownPosition, selectionAnimationDuration > 0, selectionAnimationDuration.isFinite else {
            return show(position: target)
        }
        let spring = DrawerSpring(
            from: shownPosition, to: target, duration: selectionAnimationDuration, dampingRatio: springDamping)
        let timer = FrameTimer(
            duration: spring.duration,
            onFrame: { [weak self] elapsed in self?.show(position: spring.position(at: elapsed)) },
            onEnd: { [weak self] in self?.selectionTimer = nil })
        selectionTimer = timer
        timer.start()
    }

    /// Stops the selection spring where it is.
    func stopSelectionAnimation() {
        selectionTimer?.stop()
        selectionTimer = nil
    }

    /// Whether the selection spring is running.
    var isAnimatingSelection: Bool { selectionTimer?.isRunning == true }
}
