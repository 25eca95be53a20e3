#if !canImport(UIKit)
import Foundation

/// A window's gesture machinery: which recognizers take part in the current touch sequence,
/// arbitration between them (spec 9.2, 9.3), what the views see of the touches (spec 9.4),
/// actions at the next turn and `reset()` between sequences (spec 9.1).
///
/// Order of work for one event: recognizers get the touches first, deepest view's recognizers
/// first; then each touch goes to its view unless a recognizer holds it back or has cancelled it.
/// Whenever a recognizer recognizes, fails or runs out of time, held-back touches are replayed
/// or cancelled at once.
@MainActor
final class GestureEnvironment {
    private(set) var participants: [UIGestureRecognizer] = []
    /// Actions to send at the next turn, each with the state it is sent for.
    private var actionQueue: [(recognizer: UIGestureRecognizer, state: UIGestureRecognizer.State)] = []
    private var views: [ObjectIdentifier: TouchViewDelivery] = [:]
    private var sequenceActive = false
    private var currentEvent: UIEvent?
    /// Touches to send to their views, collected while settling and sent together (see `flush`).
    private var outgoing: [(phase: UITouch.Phase, touch: UITouch)] = []
    /// Counts touches as they begin, so views are served in the order their touches began.
    private var touchCounter = 0

    /// Whether a turn has work here: actions to run, recognizers to reset, timers, held touches.
    var hasPendingWork: Bool {
        !actionQueue.isEmpty || participants.contains { $0.deadline != nil }
            || (!sequenceActive && !participants.isEmpty)
            || views.values.contains { !$0.withheld.isEmpty }
    }

    // MARK: Delivering one event

    /// Delivers a touch event: recognizers first, then views.
    func deliver(_ event: UIEvent) {
        currentEvent = event
        let changed = event.currentTouches.filter { $0.phase != .stationary }
        let began = changed.filter { $0.phase == .began }
        if !began.isEmpty && !sequenceActive { startSequence(with: began) }
        sequenceActive = true
        for touch in began { attachRecognizers(to: touch, event: event) }
        abandonRecognizersOutsideWindow()
        deliverToRecognizers(changed, event: event)
        for touch in changed { deliverToView(touch, event: event) }
        settle()
        if event.currentTouches.allSatisfy({ $0.phase == .ended || $0.phase == .cancelled }) {
            sequenceActive = false
        }
    }

    /// A recognizer whose view left this window mid-sequence (its controller was removed, the
    /// root changed) takes no further part: a gesture in progress is cancelled and a possible one
    /// fails, as UIKit cancels the touches of a view that leaves its window (spec 9.1's
    /// `cancelled`), so a finger still down cannot drive a view that is no longer on screen.
    private func abandonRecognizersOutsideWindow() {
        let gone = participants.filter { $0._view?.window?.gestureEnvironment !== self }
        guard !gone.isEmpty else { return }
        participants.removeAll { recognizer in gone.contains { $0 === recognizer } }
        for recognizer in gone { GestureEnvironment.abandon(recognizer) }
    }

    private func startSequence(with touches: [UITouch]) {
        runActions()
        resetFinishedRecognizers()
        let hitRecognizers = Set(touches.flatMap { recognizersOnPath(of: $0) }.map(ObjectIdentifier.init))
        // A recognizer kept from the previous sequence (waiting for another tap) fails when the
        // new sequence does not reach it.
        for recognizer in participants where !hitRecognizers.contains(ObjectIdentifier(recognizer)) {
            if recognizer.storedState == .possible && recognizer.pendingState == nil { fail(recognizer) }
        }
    }

    private func recognizersOnPath(of touch: UITouch) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        var view = touch.view
        while let current = view {
            result += current._gestureRecognizers.filter(\.isEnabled)
            view = current.superview
        }
        return result
    }

    private func attachRecognizers(to touch: UITouch, event: UIEvent) {
        var accepted: [UIGestureRecognizer] = []
        for recognizer in recognizersOnPath(of: touch) {
            guard
                recognizer.storedState == .possible || recognizer.storedState == .began
                    || recognizer.storedState == .changed
            else { continue }
            if let delegate = recognizer.delegate {
                guard delegate.gestureRecognizer(recognizer, shouldReceive: event),
                    delegate.gestureRecognizer(recognizer, shouldReceive: touch)
                else { continue }
            }
            accepted.append(recognizer)
            recognizer.trackedTouches.append(touch)
            if !participants.contains(where: { $0 === recognizer }) { participants.append(recognizer) }
        }
        touch.gestureRecognizers = accepted
        var delivery = TouchViewDelivery(touch: touch, beganAt: touch.timestamp, order: touchCounter)
        touchCounter += 1
        // A view that does not take multiple touches sees only the first touch of those that
        // start in it; its recognizers still get them all (spec 9.21).
        if let view = touch.view, !view.isMultipleTouchEnabled,
            views.values.contains(where: { $0.touch?.view === view && !$0.touchEnded && !$0.ignoredByView })
        {
            delivery.ignoredByView = true
        }
        views[ObjectIdentifier(touch)] = delivery
    }

    private func deliverToRecognizers(_ touches: [UITouch], event: UIEvent) {
        for recognizer in participants where recognizer.isEnabled && recognizer.storedState.isTrackingTouches {
            let mine = touches.filter { touch in recognizer.trackedTouches.contains { $0 === touch } }
            guard !mine.isEmpty else { continue }
            for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
                let group = Set(mine.filter { $0.phase == phase })
                guard !group.isEmpty, recognizer.storedState.isTrackingTouches else { continue }
                recognizer.lastWindowLocation = recognizer.centroid(of: recognizer.trackedTouches)
                switch phase {
                case .began: recognizer.touchesBegan(group, with: event)
                case .moved: recognizer.touchesMoved(group, with: event)
                case .ended: recognizer.touchesEnded(group, with: event)
                default: recognizer.touchesCancelled(group, with: event)
                }
            }
            recognizer.lastWindowLocation = recognizer.centroid(of: recognizer.trackedTouches)
            recognizer.trackedTouches.removeAll { $0.phase == .ended || $0.phase == .cancelled }
            settle()
        }
    }

    // MARK: What the views see (spec 9.4)

    private func deliverToView(_ touch: UITouch, event: UIEvent) {
        guard var delivery = views[ObjectIdentifier(touch)] else { return }
        if touch.phase == .ended || touch.phase == .cancelled { delivery.touchEnded = true }
        guard !delivery.cancelledForView else {
            views[ObjectIdentifier(touch)] = delivery
            return
        }
        if touch.phase == .cancelled {
            delivery.withheld = []
            if delivery.beganDelivered { outgoing.append((.cancelled, touch)) }
            delivery.cancelledForView = true
        } else {
            delivery.withheld.append(touch.phase)
        }
        views[ObjectIdentifier(touch)] = delivery
    }

    /// Replays held-back touches that nothing holds any more, and cancels touches that a
    /// recognizer with `cancelsTouchesInView` recognized.
    func settle() {
        guard let event = currentEvent else { return }
        let now = MediaClock.now
        for (key, var delivery) in views.sorted(by: { $0.value.order < $1.value.order }) {
            guard let touch = delivery.touch, !delivery.cancelledForView else { continue }
            if delivery.ignoredByView {
                delivery.withheld = []
                views[key] = delivery
                continue
            }
            let recognizers = touch.gestureRecognizers ?? []
            if recognizers.contains(where: { $0.cancelsTouchesInView && $0.storedState.isRecognized }) {
                if delivery.beganDelivered && !delivery.endedDelivered { outgoing.append((.cancelled, touch)) }
                delivery.cancelledForView = true
                delivery.withheld = []
                views[key] = delivery
                continue
            }
            while let phase = delivery.withheld.first {
                let holdsBegan = recognizers.contains { recognizer in
                    recognizer.storedState == .possible
                        && (recognizer.delaysTouchesBegan
                            || (recognizer.touchesBeganDelayLimit.map { now < delivery.beganAt + $0 } ?? false))
                }
                let holdsEnded = recognizers.contains { $0.storedState == .possible && $0.delaysTouchesEnded }
                if phase == .began && holdsBegan { break }
                if phase == .ended && holdsEnded { break }
                delivery.withheld.removeFirst()
                if phase == .moved && delivery.withheld.contains(.moved) { continue }
                outgoing.append((phase, touch))
                if phase == .began { delivery.beganDelivered = true }
                if phase == .ended { delivery.endedDelivered = true }
            }
            views[key] = delivery
        }
        views = views.filter { !$0.value.isFinished }
        flush(event)
    }

    /// Sends the collected touches as UIKit does: for each phase in order (began, moved, ended,
    /// cancelled), each view gets one call with the set of its touches in that phase, views in
    /// the order their touches began (spec 9.20).
    private func flush(_ event: UIEvent) {
        let batch = outgoing
        outgoing = []
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            var groups: [(view: UIView, touches: Set<UITouch>)] = []
            for item in batch where item.phase == phase {
                guard let view = item.touch.view else { continue }
                if let index = groups.firstIndex(where: { $0.view === view }) {
                    groups[index].touches.insert(item.touch)
                } else {
                    groups.append((view, [item.touch]))
                }
            }
            for group in groups { send(phase, group.touches, to: group.view, event: event) }
        }
    }

    /// Whether the view under `touch` has been sent its `touchesBegan` (it is tracking the touch).
    func viewReceivedBegan(_ touch: UITouch) -> Bool {
        views[ObjectIdentifier(touch)]?.beganDelivered ?? false
    }

    private func send(_ phase: UITouch.Phase, _ touches: Set<UITouch>, to view: UIView, event: UIEvent) {
        switch phase {
        case .began: view.touchesBegan(touches, with: event)
        case .moved: view.touchesMoved(touches, with: event)
        case .ended: view.touchesEnded(touches, with: event)
        default: view.touchesCancelled(touches, with: event)
        }
    }

    // MARK: Time and turns

    /// Fires recognizer deadlines that have come, then replays touches whose delay ran out.
    func advance(to now: TimeInterval) {
        // A recognizer whose view left the window while a timer ran (a long press) must not
        // begin for a view that is no longer on screen.
        abandonRecognizersOutsideWindow()
        for recognizer in participants {
            if let deadline = recognizer.deadline, deadline <= now + 1e-9 {
                recognizer.deadline = nil
                recognizer.deadlineReached()
            }
        }
        settle()
    }

    /// Runs the actions queued since the last turn; between sequences, resets finished recognizers.
    func runTurn() {
        runActions()
        if !sequenceActive { resetFinishedRecognizers() }
    }

    private func runActions() {
        let batch = actionQueue
        actionQueue = []
        for action in batch { action.recognizer.performActions(as: action.state) }
    }

    private func resetFinishedRecognizers() {
        for recognizer in participants
        where recognizer.storedState == .possible
            && recognizer.pendingState == nil && recognizer.deadline == nil && recognizer.trackedTouches.isEmpty
        {
            // Still possible with no touches and no timer: no further input can decide it.
            fail(recognizer)
        }
        failDeadlockedRecognizers()
        let finished = participants.filter { $0.storedState.isFinished }
        participants.removeAll { $0.storedState.isFinished }
        for recognizer in finished { Self.resetRecognizer(recognizer) }
        if participants.isEmpty { views = [:] }
    }

    /// Recognizers that wait for each other's failure (a `require(toFail:)` cycle) can never
    /// resolve: report the cycle and fail them, so the next sequence starts clean.
    private func failDeadlockedRecognizers() {
        let waiting = participants.filter { $0.storedState == .possible && $0.pendingState != nil }
        let stuck = waiting.filter { recognizer in
            participants.allSatisfy { other in
                other === recognizer || other.storedState != .possible || !requiresFailure(recognizer, of: other)
                    || (other.pendingState != nil && other.deadline == nil)
            }
        }
        guard !stuck.isEmpty else { return }
        PortableUIKitDiagnostics.report(
            .invalidGestureRecognizerUse,
            "\(stuck.map { "\($0)" }.joined(separator: ", ")) wait for each other to fail and can never recognize",
            fix: "remove one of the require(toFail:) / shouldRequireFailureOf dependencies so they form no cycle",
            spec: "9.2")
        for recognizer in stuck {
            recognizer.pendingState = nil
            fail(recognizer)
        }
    }

    static func resetRecognizer(_ recognizer: UIGestureRecognizer) {
        recognizer.reset()
        recognizer.storedState = .possible
        recognizer.pendingState = nil
        recognizer.deadline = nil
        recognizer.trackedTouches = []
    }

    // MARK: Arbitration (spec 9.2, 9.3)

    private func requiresFailure(_ waiting: UIGestureRecognizer, of other: UIGestureRecognizer) -> Bool {
        waiting.failureRequirements.contains { $0.recognizer === other }
            || waiting.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: waiting)
            || waiting.delegate?.gestureRecognizer(waiting, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: waiting) == true
    }

    private func mustWait(_ recognizer: UIGestureRecognizer) -> Bool {
        participants.contains { other in
            other !== recognizer && other.storedState == .possible && requiresFailure(recognizer, of: other)
        }
    }

    private func allowsSimultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    private func prevents(_ winner: UIGestureRecognizer, _ loser: UIGestureRecognizer) -> Bool {
        !allowsSimultaneous(winner, loser) && winner.canPrevent(loser) && loser.canBePrevented(by: winner)
    }

    private func shouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        if let delegate = recognizer.delegate, !delegate.gestureRecognizerShouldBegin(recognizer) { return false }
        var asked: [UIView] = []
        if let view = recognizer.view { asked.append(view) }
        for touch in recognizer.trackedTouches {
            if let view = touch.view, !asked.contains(where: { $0 === view }) { asked.append(view) }
        }
        return asked.allSatisfy { $0.gestureRecognizerShouldBegin(recognizer) }
    }

    private func attemptRecognition(_ recognizer: UIGestureRecognizer, as state: UIGestureRecognizer.State) {
        recognizer.pendingState = nil
        let blocked = participants.contains { other in
            other !== recognizer && other.storedState.isActive && prevents(other, recognizer)
        }
        guard !blocked, shouldBegin(recognizer) else {
            fail(recognizer)
            return
        }
        recognizer.storedState = state
        recognizer.deadline = nil
        actionQueue.append((recognizer, state))
        for other in participants where other !== recognizer && other.storedState == .possible {
            if requiresFailure(other, of: recognizer) || prevents(recognizer, other) { fail(other) }
        }
    }

    private func fail(_ recognizer: UIGestureRecognizer) {
        guard recognizer.storedState == .possible else { return }
        recognizer.storedState = .failed
        recognizer.pendingState = nil
        recognizer.deadline = nil
        for other in participants where other.storedState == .possible {
            if let pending = other.pendingState, !mustWait(other) { attemptRecognition(other, as: pending) }
        }
    }

    private func apply(_ recognizer: UIGestureRecognizer, to state: UIGestureRecognizer.State) {
        let old = recognizer.storedState
        switch (old, state) {
        case (.possible, .possible):
            return
        case (.possible, .began), (.possible, .ended):
            if mustWait(recognizer) {
                recognizer.pendingState = state
            } else {
                attemptRecognition(recognizer, as: state)
            }
        case (.possible, .failed):
            fail(recognizer)
        case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended),
            (.began, .cancelled), (.changed, .cancelled):
            recognizer.storedState = state
            actionQueue.append((recognizer, state))
        default:
            PortableUIKitDiagnostics.report(
                .invalidGestureRecognizerUse,
                "\(recognizer) cannot go from \(old) to \(state)",
                fix:
                    "discrete recognizers go possible → recognized or failed; continuous ones possible → began → changed… → ended or cancelled; the framework returns them to possible with reset()",
                spec: "9.1")
            return
        }
        settle()
    }

    // MARK: Entry points for recognizers

    private static func environment(of recognizer: UIGestureRecognizer) -> GestureEnvironment? {
        recognizer._view?.window?.gestureEnvironment
    }

    /// A subclass set `state`: apply it through the recognizer's window, or directly (with the
    /// actions queued on the main loop) when the recognizer is in no window.
    static func requestTransition(of recognizer: UIGestureRecognizer, to state: UIGestureRecognizer.State) {
        if let environment = environment(of: recognizer) {
            if !environment.participants.contains(where: { $0 === recognizer }) {
                environment.participants.append(recognizer)
            }
            environment.apply(recognizer, to: state)
        } else {
            let detached = GestureEnvironment.detached
            detached.participants = [recognizer]
            detached.apply(recognizer, to: state)
            detached.participants = []
            for action in detached.actionQueue {
                DeferredWork.main.enqueue { action.recognizer.performActions(as: action.state) }
            }
            detached.actionQueue = []
            if recognizer.storedState.isFinished {
                DeferredWork.main.enqueue { if recognizer.storedState.isFinished { resetRecognizer(recognizer) } }
            }
        }
    }

    private static let detached = GestureEnvironment()

    /// The recognizer was disabled or detached: a gesture in progress is cancelled, a possible one fails.
    static func abandon(_ recognizer: UIGestureRecognizer) {
        switch recognizer.storedState {
        case .began, .changed: requestTransition(of: recognizer, to: .cancelled)
        case .possible:
            recognizer.pendingState = nil
            requestTransition(of: recognizer, to: .failed)
        default: break
        }
        recognizer.trackedTouches = []
    }

    /// The recognizer left its view: stop considering it.
    static func forget(_ recognizer: UIGestureRecognizer) {
        guard let environment = environment(of: recognizer) else { return }
        environment.participants.removeAll { $0 === recognizer }
        if recognizer.storedState.isFinished { resetRecognizer(recognizer) }
    }
}

/// What one touch's view has seen: phases held back, and whether began/ended were delivered or
/// the touch was cancelled for the view.
private struct TouchViewDelivery {
    var touch: UITouch?
    var beganAt: TimeInterval
    /// When the touch began among the sequence's touches.
    var order: Int
    /// The touch began in a view that already had one and takes no multiple touches (9.21).
    var ignoredByView = false
    var withheld: [UITouch.Phase] = []
    var beganDelivered = false
    var endedDelivered = false
    var cancelledForView = false
    var touchEnded = false

    init(touch: UITouch, beganAt: TimeInterval, order: Int) {
        self.touch = touch
        self.beganAt = beganAt
        self.order = order
    }

    var isFinished: Bool { touch == nil || (touchEnded && withheld.isEmpty) }
}

extension UIGestureRecognizer.State {
    /// `began` or `changed`: a continuous gesture in progress.
    var isActive: Bool { self == .began || self == .changed }
    /// Recognized in the sense of spec 9.4: began, changed or ended.
    var isRecognized: Bool { self == .began || self == .changed || self == .ended }
    /// Ended, cancelled or failed: waiting for `reset()`.
    var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }
    /// Whether the recognizer still receives touches in this state.
    var isTrackingTouches: Bool { self == .possible || isActive }
}
#endif
