import Foundation
import Testing
@testable import PortableUIKit

/// Records, by name, every control event a control sends, in the order its actions run.
@MainActor
final class ControlEventLog {
    static let named: [(event: UIControl.Event, name: String)] = [
        (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"),
        (.touchDragInside, "touchDragInside"), (.touchDragOutside, "touchDragOutside"),
        (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
        (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
        (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
        (.primaryActionTriggered, "primaryActionTriggered"),
    ]

    private(set) var names: [String] = []

    /// Registers one recording action per event on `control`.
    init(recording control: UIControl) {
        for (event, name) in Self.named {
            control.addAction(UIAction(title: name) { [weak self] _ in self?.names.append(name) }, for: event)
        }
    }

    func clear() { names = [] }
}

/// A visible 400 × 400 window with a 300 × 300 container at (50, 50), and a system button
/// at (50, 50, 100, 44) in the container — (100, 100)…(200, 144) in the window.
@MainActor
struct ControlScene {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let container = UIView(frame: CGRect(x: 50, y: 50, width: 300, height: 300))
    let button = UIButton(type: .system)
    let log: ControlEventLog

    /// A point in the middle of the button, in window coordinates.
    static let onButton = CGPoint(x: 150, y: 122)

    init() {
        button.frame = CGRect(x: 50, y: 50, width: 100, height: 44)
        button.setTitle("Button", for: .normal)
        window.makeKeyAndVisible()
        window.addSubview(container)
        container.addSubview(button)
        log = ControlEventLog(recording: button)
        window.tick(window.currentTime)
    }

    /// Runs one turn of the main loop at `seconds` after the current time.
    func advance(_ seconds: TimeInterval = 0) { window.tick(window.currentTime + seconds) }

    /// Touches down and lifts at `point` (window coordinates), then runs a turn.
    func tap(at point: CGPoint = ControlScene.onButton) {
        window.sendTouch(.began, at: point)
        window.sendTouch(.ended, at: point)
        advance()
    }
}
