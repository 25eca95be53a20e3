import Foundation
import CSDL2
import PortableUIKit

extension LiveWindowHost {
    /// The usable area of the first display in pixels (without panels and docks), for choosing a
    /// scale that fits (``DisplayFit/scale(for:usable:margin:)``).
    ///
    /// - Throws: ``LiveWindowHostError/noDisplay(_:)`` without a display, and
    ///   ``LiveWindowHostError/videoInitFailed(_:)`` when SDL's video cannot start.
    public static func usableDisplaySize() throws -> CGSize {
        if let missing = DisplayFit.missingDisplay(in: ProcessInfo.processInfo.environment) {
            throw LiveWindowHostError.noDisplay(missing)
        }
        guard SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 else { throw LiveWindowHostError.videoInitFailed(sdlError()) }
        defer { SDL_QuitSubSystem(SDL_INIT_VIDEO) }
        var bounds = SDL_Rect()
        guard SDL_GetDisplayUsableBounds(0, &bounds) == 0, bounds.w > 0, bounds.h > 0 else {
            throw LiveWindowHostError.videoInitFailed("no usable display bounds: \(sdlError())")
        }
        return CGSize(width: CGFloat(bounds.w), height: CGFloat(bounds.h))
    }
}
