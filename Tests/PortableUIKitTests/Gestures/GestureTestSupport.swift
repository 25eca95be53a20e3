import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting

/// A view that logs the touches it receives, as `began`, `moved`, `ended`, `cancelled`.
@MainActor
final class TouchLogView: UIView {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
}

/// A recognizer delegate with switchable answers.
@MainActor
final class SwitchableGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    var simultaneous = false
    var shouldBegin = true
    var requireFailureOf: UIGestureRecognizer?
    var receives = true

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { shouldBegin }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { simultaneous }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        otherGestureRecognizer === requireFailureOf
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { receives }
}

/// A host whose window holds `outer` (full window) containing `inner` (a 200 × 200 square at
/// 100, 100), both logging touches.
@MainActor
struct TouchScene {
    let host = HeadlessHost(size: CGSize(width: 400, height: 800))
    let outer = TouchLogView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let inner = TouchLogView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
    /// A point inside `inner`, in window coordinates.
    let point = CGPoint(x: 200, y: 200)

    init() {
        host.window.addSubview(outer)
        outer.addSubview(inner)
        host.runUntilIdle()
    }
}

/// Records each action call as the recognizer's state at that moment.
@MainActor
final class ActionLog {
    var states: [UIGestureRecognizer.State] = []
    func record(_ recognizer: UIGestureRecognizer) { states.append(recognizer.state) }
}

extension UIGestureRecognizer {
    /// Attaches an action that appends the state to `log`.
    func logActions(to log: ActionLog) { addHandler { log.record($0) } }
}
