import Foundation
import Testing
@testable import PortableUIKit

/// A control in a visible 400 × 400 window, its events recorded, touched in its own coordinates.
@MainActor
struct HostedControl<Control: UIControl> {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let control: Control
    let log: ControlEventLog

    /// Puts `control` in the window at `origin`, keeping its size (or giving it `size`).
    init(_ control: Control, at origin: CGPoint = CGPoint(x: 50, y: 100), size: CGSize? = nil) {
        self.control = control
        control.frame = CGRect(origin: origin, size: size ?? control.frame.size)
        window.makeKeyAndVisible()
        window.addSubview(control)
        log = ControlEventLog(recording: control)
        window.tick(window.currentTime)
    }

    /// `point` in the control's coordinates, in the window's.
    func inWindow(_ point: CGPoint) -> CGPoint { control.convert(point, to: window) }

    func down(at point: CGPoint) { window.sendTouch(.began, at: inWindow(point)) }
    func move(to point: CGPoint) { window.sendTouch(.moved, at: inWindow(point)) }
    func up(at point: CGPoint) { window.sendTouch(.ended, at: inWindow(point)) }

    /// Touches down and lifts at `point` (control coordinates), then runs a turn a second later,
    /// so the next tap is not a repeat.
    func tap(at point: CGPoint) {
        down(at: point)
        up(at: point)
        advance(1)
    }

    /// Runs one turn of the main loop `seconds` after the current time.
    func advance(_ seconds: TimeInterval = 0) { window.tick(window.currentTime + seconds) }
}
