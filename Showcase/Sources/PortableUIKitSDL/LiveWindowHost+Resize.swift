import Foundation
import CSDL2
import PortableUIKit

/// The SDL window's size in points: SDL reports window units (pixels on Linux, where windows
/// are not high-DPI), and points are pixels / scale.
enum LiveWindowResize {
    /// The size in points of an SDL window `width` × `height` window units at `scale` pixels per
    /// point; nil for a size that is not positive (a minimised window may report one), which the
    /// host ignores.
    static func pointSize(windowWidth width: Int32, windowHeight height: Int32, scale: CGFloat) -> CGSize? {
        guard width > 0, height > 0, scale > 0, scale.isFinite else { return nil }
        return CGSize(width: CGFloat(width) / scale, height: CGFloat(height) / scale)
    }
}

/// Resizing (spec 14.7): the SDL window is resizable, and `SDL_WINDOWEVENT_SIZE_CHANGED` (a user
/// dragging its edge, or `SDL_SetWindowSize`) resizes the `UIWindow` to the new size in points,
/// a size transition for its controllers: `viewWillTransition(to:with:)` before the views
/// resize, alongside blocks in the frame's layout pass, completions at its end. Frames are then
/// rendered at the new size (the streaming texture follows the frame's size).
extension LiveWindowHost {
    /// Applies an SDL window size of `width` × `height` window units.
    func windowSizeChanged(width: Int32, height: Int32) {
        guard let points = LiveWindowResize.pointSize(windowWidth: width, windowHeight: height, scale: scale),
            points != size
        else { return }
        size = points
        pixelSize = (Int(width), Int(height))
        window.frame = CGRect(origin: window.frame.origin, size: points)
    }

    /// Pushes the `SDL_WINDOWEVENT_SIZE_CHANGED` a user's resize to `size` points would produce
    /// (for tests and scripted demos; the SDL window itself keeps its size). A size that is not
    /// positive and within SDL's range throws ``LiveWindowHostError/pushEventFailed(_:)``.
    public func pushWindowResize(to size: CGSize) throws {
        let limit = CGFloat(Int32.max) / scale
        guard size.width > 0, size.height > 0, size.width < limit, size.height < limit else {
            throw LiveWindowHostError.pushEventFailed(
                "a window of \(size.width) × \(size.height) points cannot be pushed")
        }
        var event = SDL_Event()
        event.type = SDL_WINDOWEVENT.rawValue
        event.window.windowID = sdlWindowID
        event.window.event = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
        event.window.data1 = Int32((size.width * scale).rounded())
        event.window.data2 = Int32((size.height * scale).rounded())
        try push(event)
    }
}
