import Foundation
import CSDL2
import PortableUIKit

/// SDL events → touches, scrolling, keys, window resizes, the app's life cycle (minimise,
/// restore), quitting.
extension LiveWindowHost {
    /// The left button's bit in a motion event's `state` (`SDL_BUTTON_LMASK`, a function-like
    /// macro in C).
    static let leftButtonMask = UInt32(1) << UInt32(SDL_BUTTON_LEFT - 1)

    /// Polls and delivers every pending event. `now` is the frame's clock time and `ticksNow`
    /// SDL's millisecond count read just before.
    func pollEvents(now: TimeInterval, ticksNow: UInt32) {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            handle(event, now: now, ticksNow: ticksNow)
        }
    }

    private func handle(_ event: SDL_Event, now: TimeInterval, ticksNow: UInt32) {
        func time() -> TimeInterval {
            HostClock.eventTime(
                eventTicks: event.common.timestamp, ticksNow: ticksNow, now: now,
                notBefore: window.currentTime)
        }
        switch event.type {
        case SDL_QUIT.rawValue:
            requestQuit()
        case SDL_WINDOWEVENT.rawValue where isOurs(event.window.windowID):
            switch UInt32(event.window.event) {
            case SDL_WINDOWEVENT_CLOSE.rawValue:
                requestQuit()
            case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue:
                windowSizeChanged(width: event.window.data1, height: event.window.data2)
            case SDL_WINDOWEVENT_FOCUS_LOST.rawValue where fingerIsDown:
                deliverTouch(.cancelled, at: lastFingerLocation, time: time())
            case let windowEvent:
                windowLifecycleEvent(windowEvent)
            }
        case SDL_MOUSEBUTTONDOWN.rawValue
        where isOurs(event.button.windowID) && Int32(event.button.button) == SDL_BUTTON_LEFT:
            let location = point(x: event.button.x, y: event.button.y)
            if fingerIsDown { deliverTouch(.cancelled, at: lastFingerLocation, time: time()) }
            deliverTouch(.began, at: location, time: time())
        case SDL_MOUSEMOTION.rawValue where isOurs(event.motion.windowID):
            guard fingerIsDown, event.motion.state & Self.leftButtonMask != 0 else { return }
            deliverTouch(.moved, at: point(x: event.motion.x, y: event.motion.y), time: time())
        case SDL_MOUSEBUTTONUP.rawValue
        where isOurs(event.button.windowID) && Int32(event.button.button) == SDL_BUTTON_LEFT:
            guard fingerIsDown else { return }
            deliverTouch(.ended, at: point(x: event.button.x, y: event.button.y), time: time())
        case SDL_MOUSEWHEEL.rawValue where isOurs(event.wheel.windowID):
            scroll(event.wheel)
        case SDL_KEYDOWN.rawValue where isOurs(event.key.windowID) && event.key.repeat == 0:
            guard let name = SDL_GetKeyName(event.key.keysym.sym).map({ String(cString: $0) }), !name.isEmpty
            else { return }
            let key = name.lowercased()
            onKey?(key)
            if quitKeys.contains(key) { requestQuit() }
        default:
            break
        }
    }

    /// Whether an event stamped with `windowID` is for this host's window (0: no window, taken).
    private func isOurs(_ windowID: UInt32) -> Bool { windowID == sdlWindowID || windowID == 0 }

    /// Moves the clock to the event's time, sends finger 0's change, then runs a turn at the same
    /// time so that gesture actions have run before the next event (as `HeadlessHost` does).
    private func deliverTouch(_ phase: UITouch.Phase, at location: CGPoint, time: TimeInterval) {
        window.tick(time)
        window.sendTouch(phase, at: location, id: 0)
        window.tick(time)
        lastFingerLocation = location
        fingerIsDown = phase == .began || phase == .moved
    }

    /// Scrolls the scroll view under the pointer by the wheel's notches (see `WheelScrolling`).
    private func scroll(_ wheel: SDL_MouseWheelEvent) {
        var across = wheel.preciseX != 0 ? CGFloat(wheel.preciseX) : CGFloat(wheel.x)
        var up = wheel.preciseY != 0 ? CGFloat(wheel.preciseY) : CGFloat(wheel.y)
        if wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue {
            across = -across
            up = -up
        }
        // Positive y turns the wheel away from the user, which shows what is above: the offset
        // decreases. Positive x shows what is to the right: the offset increases.
        let delta = CGVector(dx: across * wheelPointsPerNotch, dy: -up * wheelPointsPerNotch)
        let location = point(x: wheel.mouseX, y: wheel.mouseY)
        guard let scrollView = WheelScrolling.target(at: location, in: window, delta: delta) else { return }
        scrollView.setContentOffset(WheelScrolling.offset(of: scrollView, movedBy: delta), animated: false)
    }
}
