import Foundation
import CSDL2
import PortableUIKit

/// What the SDL window's own life cycle means for the app (docs/semantics 19.9): minimising or
/// hiding the window is the user going home, restoring or showing it is the user coming back.
/// A pure mapping from an SDL window event and the app's state to the move it calls for.
enum LiveWindowLifecycle {
    /// A move of the app between the foreground and the background.
    enum Move: Equatable {
        case toBackground
        case toForeground
    }

    /// Whether SDL window event `windowEvent` is one that ``move(for:applicationState:)`` reads.
    static func isLifecycleEvent(_ windowEvent: UInt32) -> Bool {
        move(for: windowEvent, applicationState: .active) != nil
            || move(for: windowEvent, applicationState: .background) != nil
    }

    /// The move that SDL window event `windowEvent` (an `SDL_WindowEventID`) calls for when the app
    /// is in `state`; nil when it calls for none (another event, or the app is already there).
    static func move(for windowEvent: UInt32, applicationState state: UIApplication.State) -> Move? {
        switch windowEvent {
        case SDL_WINDOWEVENT_MINIMIZED.rawValue, SDL_WINDOWEVENT_HIDDEN.rawValue:
            return state == .background ? nil : .toBackground
        case SDL_WINDOWEVENT_RESTORED.rawValue, SDL_WINDOWEVENT_SHOWN.rawValue, SDL_WINDOWEVENT_MAXIMIZED.rawValue:
            return state == .background ? .toForeground : nil
        default:
            return nil
        }
    }
}

/// The live window as the device of the app's life cycle, through the same PortableUIKit entry
/// points as `HeadlessHost` (`UIApplication.simulateLaunch(delegate:launchOptions:hostWindow:)`,
/// `simulateMovingToBackground()`, `simulateMovingToForeground()`), so the sequencing of callbacks
/// and notifications is PortableUIKit's, written once.
extension LiveWindowHost {
    /// Launches a new application with `delegate`: the launch callbacks, a connected window scene
    /// in the foreground that the host's window joins (unless the scene delegate made windows of
    /// its own), `UIApplication.shared` the new app. Then minimising the SDL window sends it to
    /// the background and restoring it brings it back.
    @discardableResult
    public func launchApplication(
        delegate: (any UIApplicationDelegate)?, launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> UIApplication {
        UIApplication.simulateLaunch(delegate: delegate, launchOptions: launchOptions, hostWindow: window)
    }

    /// Applies SDL window event `windowEvent` to the app's life cycle, at the time of the
    /// current frame (the frame's tick then runs the turn).
    func windowLifecycleEvent(_ windowEvent: UInt32) {
        let application = UIApplication.shared
        switch LiveWindowLifecycle.move(for: windowEvent, applicationState: application.applicationState) {
        case .toBackground?: application.simulateMovingToBackground()
        case .toForeground?: application.simulateMovingToForeground()
        case nil: break
        }
    }

    /// Pushes SDL window event `windowEvent` (`SDL_WINDOWEVENT_MINIMIZED`, …) for this window, as
    /// the window manager sends it when the user minimises or restores the window.
    public func pushWindowEvent(_ windowEvent: SDL_WindowEventID) throws {
        var event = SDL_Event()
        event.type = SDL_WINDOWEVENT.rawValue
        event.window.windowID = sdlWindowID
        event.window.event = UInt8(windowEvent.rawValue)
        try push(event)
    }
}
