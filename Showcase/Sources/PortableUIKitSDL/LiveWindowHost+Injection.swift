import Foundation
import CSDL2
import PortableUIKit

/// Synthetic input for tests and scripted demos: each helper builds the SDL event a real mouse,
/// wheel or keyboard would produce for this window and pushes it onto SDL's queue
/// (`SDL_PushEvent`, which stamps it with `SDL_GetTicks()`). The next frame polls it like any
/// other event, so synthetic input takes the real path. Points are window coordinates.
extension LiveWindowHost {
    /// Pushes `event` onto SDL's event queue.
    public func push(_ event: SDL_Event) throws {
        var event = event
        guard SDL_PushEvent(&event) >= 0 else { throw LiveWindowHostError.pushEventFailed(Self.sdlError()) }
    }

    /// Pushes a left-button press at `point` (`SDL_MOUSEBUTTONDOWN`).
    public func pushMouseDown(at point: CGPoint) throws {
        try pushButton(SDL_MOUSEBUTTONDOWN, pressed: true, at: point)
    }

    /// Pushes a left-button release at `point` (`SDL_MOUSEBUTTONUP`).
    public func pushMouseUp(at point: CGPoint) throws { try pushButton(SDL_MOUSEBUTTONUP, pressed: false, at: point) }

    /// Pushes the mouse moving to `point` (`SDL_MOUSEMOTION`), with the left button held or not.
    public func pushMouseMove(to point: CGPoint, buttonHeld: Bool = true) throws {
        let (x, y) = windowCoordinates(of: point)
        var event = SDL_Event()
        event.type = SDL_MOUSEMOTION.rawValue
        event.motion.windowID = sdlWindowID
        event.motion.state = buttonHeld ? Self.leftButtonMask : 0
        event.motion.x = x
        event.motion.y = y
        try push(event)
    }

    /// Pushes a wheel turn with the pointer at `point` (`SDL_MOUSEWHEEL`): `notches` > 0 turns it
    /// away from the user (shows what is above), `across` > 0 scrolls right.
    public func pushWheel(notches: Float, across: Float = 0, at point: CGPoint) throws {
        let (x, y) = windowCoordinates(of: point)
        var event = SDL_Event()
        event.type = SDL_MOUSEWHEEL.rawValue
        event.wheel.windowID = sdlWindowID
        event.wheel.direction = SDL_MOUSEWHEEL_NORMAL.rawValue
        event.wheel.x = Int32(across.rounded(.towardZero))
        event.wheel.y = Int32(notches.rounded(.towardZero))
        event.wheel.preciseX = across
        event.wheel.preciseY = notches
        event.wheel.mouseX = x
        event.wheel.mouseY = y
        try push(event)
    }

    /// Pushes a press of the key SDL calls `name` (`"Left"`, `"Space"`, `"Escape"`, `"Q"` …;
    /// `SDL_GetKeyFromName`) as `SDL_KEYDOWN`.
    public func pushKey(named name: String) throws {
        let keycode = SDL_GetKeyFromName(name)
        guard keycode != SDLK_UNKNOWN.rawValue else {
            throw LiveWindowHostError.pushEventFailed("no key is named \(name)")
        }
        var event = SDL_Event()
        event.type = SDL_KEYDOWN.rawValue
        event.key.windowID = sdlWindowID
        event.key.state = UInt8(SDL_PRESSED)
        event.key.keysym.sym = keycode
        event.key.keysym.scancode = SDL_GetScancodeFromKey(keycode)
        try push(event)
    }

    /// Pushes `SDL_QUIT`, as closing the last window or Ctrl-C would.
    public func pushQuit() throws {
        var event = SDL_Event()
        event.type = SDL_QUIT.rawValue
        try push(event)
    }

    private func pushButton(_ type: SDL_EventType, pressed: Bool, at point: CGPoint) throws {
        let (x, y) = windowCoordinates(of: point)
        var event = SDL_Event()
        event.type = type.rawValue
        event.button.windowID = sdlWindowID
        event.button.button = UInt8(SDL_BUTTON_LEFT)
        event.button.state = UInt8(pressed ? SDL_PRESSED : SDL_RELEASED)
        event.button.clicks = 1
        event.button.x = x
        event.button.y = y
        try push(event)
    }
}
