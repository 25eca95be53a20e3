#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

extension FloatingPanelController {
    /// Moves the panel to `state`: a spring from where it is (taking over a running move), or at
    /// once when not animated or off screen. `completion` runs when the panel rests there.
    ///
    /// Moving to `.hidden` is a disappearance of the content (`viewWillDisappear` now,
    /// `viewDidDisappear` when it lands); moving away from it an appearance. A state the layout
    /// has no anchor for (other than `.hidden`) is reported and ignored.
    public func move(to state: FloatingPanelState, animated: Bool, completion: (() -> Void)? = nil) {
        let anchors = self.anchors
        guard let target = anchors.extent(of: state) else {
            reportContainerMisuse(
                .invalidContainerUse, "the panel's layout has no anchor for the state \(state)",
                fix: "add an anchor for \(state) to the layout, or move to one of \(anchors.states)", spec: "container")
            completion?()
            return
        }
        startMove(to: state, extent: target, velocity: 0, animated: animated, completion: completion)
    }

    /// Starts the attraction to `state` at `target`, from the current extent at `velocity`
    /// (expanding positive).
    func startMove(
        to state: FloatingPanelState, extent target: CGFloat, velocity: CGFloat, animated: Bool,
        completion: (() -> Void)?
    ) {
        stopAttraction()
        let previous = self.state
        self.state = state
        // The state is where the panel is heading, so it changes as the move starts (as in
        // FloatingPanel); the delegate hears of it then, only when it differs.
        if state != previous { delegate?.floatingPanelDidChangeState(self) }
        headAppearance(towards: state, animated: animated)
        guard animated, viewIfLoaded?.window != nil, target != extent else {
            extent = target
            applyExtent()
            land(at: state, animated: false)
            completion?()
            return
        }
        let spring = FloatingPanelSpring(
            from: extent, to: target, dampingRatio: behavior.springDampingRatio,
            response: behavior.springResponse, initialVelocity: velocity)
        delegate?.floatingPanelWillBeginAttracting(self, to: state)
        let timer = FrameTimer(
            duration: spring.settlingTime,
            onFrame: { [weak self] time in
                guard let self else { return }
                self.extent = spring.position(at: time)
                self.applyExtent()
            },
            onEnd: { [weak self] in
                guard let self else { return }
                self.attraction = nil
                self.extent = target
                self.applyExtent(notify: false)
                self.land(at: state, animated: true)
                self.delegate?.floatingPanelDidEndAttracting(self)
                completion?()
            })
        attraction = timer
        timer.start()
    }

    /// Stops a running attraction where it is (a drag caught the panel, or a new move began).
    func stopAttraction() {
        guard let attraction else { return }
        self.attraction = nil
        attraction.stop()
    }

    /// Points the content's appearance at where the panel is heading: visible unless `.hidden`.
    func headAppearance(towards state: FloatingPanelState, animated: Bool) {
        guard let content = contentViewController else { return }
        appearance.retargetChange(toVisible: state == .hidden ? [] : [content], animated: animated)
    }

    /// The panel rests at `state`: the content's appearance lands.
    func land(at state: FloatingPanelState, animated: Bool) {
        guard let content = contentViewController else { return }
        appearance.landChange(onVisible: state == .hidden ? [] : [content], animated: animated)
    }
}
