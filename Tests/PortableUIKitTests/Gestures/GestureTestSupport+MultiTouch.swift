import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting

/// A view that logs each touch call with the number of touches in its set: `began 2`.
@MainActor
final class TouchSetLogView: UIView {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began \(touches.count)") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved \(touches.count)") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended \(touches.count)") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("cancelled \(touches.count)")
    }
}

/// A recognizer that logs each touch call with the number of touches in its set, and never
/// leaves `possible` on its own.
@MainActor
final class TouchSetLogRecognizer: UIGestureRecognizer {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { log.append("began \(touches.count)") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { log.append("moved \(touches.count)") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { log.append("ended \(touches.count)") }
}

/// A 400 × 800 window with one full-window view `target` (taking multiple touches) that gets
/// the recognizer under test.
@MainActor
struct GestureTarget {
    let host = HeadlessHost(size: CGSize(width: 400, height: 800))
    let target = TouchSetLogView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let center = CGPoint(x: 200, y: 400)

    init(_ recognizers: UIGestureRecognizer...) {
        target.isMultipleTouchEnabled = true
        host.window.addSubview(target)
        for recognizer in recognizers { target.addGestureRecognizer(recognizer) }
        host.runUntilIdle()
    }
}

/// Records each action call as the recognizer's state and a value read in the action.
@MainActor
final class ValueLog {
    var entries: [(state: UIGestureRecognizer.State, value: CGFloat)] = []
    var states: [UIGestureRecognizer.State] { entries.map(\.state) }
    var values: [CGFloat] { entries.map(\.value) }
}

extension UIGestureRecognizer {
    /// Attaches an action that appends the state and `value(self)` to `log`.
    func logValues(to log: ValueLog, _ value: @escaping @MainActor (UIGestureRecognizer) -> CGFloat) {
        addHandler { log.entries.append(($0.state, value($0))) }
    }
}
