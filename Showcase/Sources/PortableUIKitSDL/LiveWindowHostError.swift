import Foundation

/// Why the live host could not start or could not finish a frame. Each case carries SDL's own
/// message (`SDL_GetError()`).
public enum LiveWindowHostError: Error, Equatable, CustomStringConvertible {
    /// The device size or scale is not positive and finite.
    case invalidDeviceSize(String)
    /// No display to show a window on (``DisplayFit/missingDisplay(in:)``): checked before SDL
    /// starts, which would otherwise pick a driver that shows nothing.
    case noDisplay(String)
    /// `SDL_InitSubSystem(SDL_INIT_VIDEO)` failed: no display and no usable video driver, for
    /// instance. Without a display, set `SDL_VIDEODRIVER=offscreen` (or run under xvfb).
    case videoInitFailed(String)
    /// `SDL_CreateWindow` failed.
    case windowCreationFailed(String)
    /// No renderer could be created, hardware or software.
    case rendererCreationFailed(String)
    /// The streaming texture could not be created.
    case textureCreationFailed(String)
    /// A frame could not be uploaded or drawn.
    case drawingFailed(String)
    /// `SDL_RenderReadPixels` failed.
    case readPixelsFailed(String)
    /// `SDL_PushEvent` refused an event.
    case pushEventFailed(String)

    public var description: String {
        switch self {
        case .invalidDeviceSize(let message):
            "invalid device size: \(message) (give a positive width, height and scale)"
        case .noDisplay(let message):
            "\(message). Run it on a desktop session, under a virtual display (xvfb-run -a swift run -c release showcase --window), or set SDL_VIDEODRIVER=offscreen to run it without showing a window"
        case .videoInitFailed(let message): "SDL video init failed: \(message)"
        case .windowCreationFailed(let message): "SDL window creation failed: \(message)"
        case .rendererCreationFailed(let message): "SDL renderer creation failed: \(message)"
        case .textureCreationFailed(let message): "SDL texture creation failed: \(message)"
        case .drawingFailed(let message): "SDL drawing failed: \(message)"
        case .readPixelsFailed(let message): "SDL_RenderReadPixels failed: \(message)"
        case .pushEventFailed(let message): "SDL_PushEvent failed: \(message)"
        }
    }
}
