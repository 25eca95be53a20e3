#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

extension FloatingPanelController {
    /// Whether a drag is moving (or may move) the panel now.
    public var isDragging: Bool { drag != nil }

    func makePanGestureRecognizer() -> UIPanGestureRecognizer {
        let pan = UIPanGestureRecognizer { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
            self.handleSurfacePan(pan)
        }
        pan.delegate = gestureArbiter
        return pan
    }

    // MARK: Surface drags

    /// A drag on the surface outside the tracked content (the grabber, a header): the panel
    /// follows the finger, rubber-banded past its outermost anchors where the behaviour allows.
    private func handleSurfacePan(_ recognizer: UIPanGestureRecognizer) {
        let geometry = self.geometry(for: anchors)
        let translation = geometry.expandingDistance(of: recognizer.translation(in: view))
        switch recognizer.state {
        case .began:
            beginDrag(with: recognizer, inContent: false)
            follow(translation: translation)
        case .changed:
            guard drag?.recognizer === recognizer else { return }
            follow(translation: translation)
        case .ended:
            guard drag?.recognizer === recognizer else { return }
            follow(translation: translation)
            release(
                velocity: geometry.expandingSpeed(of: recognizer.velocity(in: view)),
                velocityPoint: recognizer.velocity(in: view))
        case .cancelled, .failed:
            guard let drag, drag.recognizer === recognizer else { return }
            self.drag = nil
            move(to: drag.startState, animated: true)
        default:
            break
        }
    }

    /// Starts a drag: a running attraction stops where it is and the delegate hears
    /// `WillBeginDragging`.
    func beginDrag(with recognizer: UIPanGestureRecognizer, inContent: Bool) {
        stopAttraction()
        drag = FloatingPanelDragSession(
            recognizer: recognizer, inContent: inContent, startState: state, extent: extent,
            scroll: trackingScrollView.map(Self.scroll(of:)) ?? 0)
        delegate?.floatingPanelWillBeginDragging(self)
    }

    /// Moves the panel to the finger's place for a surface drag.
    private func follow(translation: CGFloat) {
        guard let drag else { return }
        let delta = translation - drag.lastTranslation
        drag.lastTranslation = translation
        drag.rawExtent += delta
        moveDuringDrag(to: constrained(drag.rawExtent))
    }

    /// The panel's place for a finger at `raw`, within the anchors or rubber-banded past them.
    func constrained(_ raw: CGFloat) -> CGFloat {
        let anchors = self.anchors
        let position = resolvedPosition
        return geometry(for: anchors).constrainedExtent(
            raw, minimum: anchors.extents.first ?? 0, maximum: anchors.extents.last ?? 0,
            rubberBandsBeyondMaximum: behavior.allowsRubberBanding(for: Self.edge(facing: position, expanding: true)),
            rubberBandsBeyondMinimum: behavior.allowsRubberBanding(for: Self.edge(facing: position, expanding: false)))
    }

    /// Puts the panel at `newExtent` mid-drag, pointing the content's appearance at whether the
    /// drag is taking it towards `.hidden` (below the lowest shown anchor, when hidden is an anchor).
    func moveDuringDrag(to newExtent: CGFloat) {
        guard let drag, newExtent != extent else { return }
        drag.movedPanel = true
        extent = newExtent
        let anchors = self.anchors
        let towardsHidden = anchors.states.contains(.hidden) && extent < anchors.leastExpandedShown.extent
        headAppearance(
            towards: towardsHidden ? .hidden : (state == .hidden ? anchors.leastExpandedShown.state : state),
            animated: true)
        applyExtent()
    }

    /// The drag ended: the release decision picks a state (or removal), the delegate may change
    /// it, and the panel is attracted there at the finger's speed.
    func release(velocity: CGFloat, velocityPoint: CGPoint) {
        guard let drag else { return }
        self.drag = nil
        let anchors = self.anchors
        var decision = FloatingPanelReleaseDecision()
        decision.projectionRate = behavior.momentumProjectionRate
        // The decision is a Sendable value; the behaviour's answers are asked here, on the main
        // actor, for every pair of this layout's states.
        let states = anchors.states
        let projecting = Set(states.filter { behavior.shouldProjectMomentum(self, to: $0) })
        var redirections: [FloatingPanelState: [FloatingPanelState: CGFloat]] = [:]
        for from in states {
            for to in states where to != from {
                redirections[from, default: [:]][to] = behavior.redirectionalProgress(self, from: from, to: to)
            }
        }
        let progress = redirections
        decision.shouldProjectMomentum = { projecting.contains($0) }
        decision.redirectionalProgress = { progress[$0]?[$1] ?? 0.5 }
        decision.allowsRemoval = isRemovalInteractionEnabled
        decision.removalVelocityThreshold = behavior.removalInteractionVelocityThreshold
        let outcome = decision.outcome(extent: extent, velocity: velocity, current: drag.startState, anchors: anchors)
        if isRemovalInteractionEnabled,
            shouldRemove(extent: extent, velocity: velocity, outcome: outcome, anchors: anchors)
        {
            delegate?.floatingPanelDidEndDragging(self, willAttract: false)
            removeByInteraction(velocity: velocity)
            return
        }
        var target: FloatingPanelState
        if case .move(let state) = outcome { target = state } else { target = anchors.leastExpandedShown.state }
        delegate?.floatingPanelWillEndDragging(self, withVelocity: velocityPoint, targetState: &target)
        let targetExtent = anchors.extent(of: target) ?? anchors.extent(of: drag.startState) ?? anchors.hiddenExtent
        delegate?.floatingPanelDidEndDragging(self, willAttract: targetExtent != extent)
        startMove(to: target, extent: targetExtent, velocity: velocity, animated: true, completion: nil)
    }

    /// Whether a release removes the panel: the delegate decides when it answers, with the
    /// velocity in distances-to-hidden per second; otherwise the release decision's rule.
    private func shouldRemove(
        extent: CGFloat, velocity: CGFloat, outcome: FloatingPanelReleaseDecision.Outcome,
        anchors: FloatingPanelAnchorResolution
    ) -> Bool {
        let distance = abs(extent - anchors.hiddenExtent)
        let rate = distance > 0 ? -velocity / distance : 0
        let vector = resolvedPosition.isVertical ? CGVector(dx: 0, dy: rate) : CGVector(dx: rate, dy: 0)
        if let answer = delegate?.floatingPanel(self, shouldRemoveAt: surfaceLocation, with: vector) { return answer }
        return outcome == .remove
    }

    /// The screen edge the panel moves towards when expanding (or collapsing).
    static func edge(facing position: FloatingPanelPosition, expanding: Bool) -> UIRectEdge {
        let rising: UIRectEdge
        switch position {
        case .bottom: rising = .top
        case .top: rising = .bottom
        case .left, .leading: rising = .right
        case .right, .trailing: rising = .left
        }
        guard !expanding else { return rising }
        switch rising {
        case .top: return .bottom
        case .bottom: return .top
        case .left: return .right
        default: return .left
        }
    }
}
