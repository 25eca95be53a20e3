import Foundation
import PortableUIKit

/// Where a live window can appear: whether there is a display at all, and the largest scale at
/// which a device-sized window fits the display's usable area.
public enum DisplayFit {
    /// The scales tried, largest first: a device's 3× and 2×, then steps that keep a phone
    /// readable on a laptop screen.
    static let preferredScales: [CGFloat] = [3, 2, 1.5, 1.25, 1]

    /// The largest preferred scale at which `pointSize` fits in `usable` pixels (the display's
    /// usable bounds, without panels and docks) with `margin` pixels to spare for the title bar;
    /// below 1×, the exact scale that fits (never below 0.25).
    public static func scale(for pointSize: CGSize, usable: CGSize, margin: CGFloat = 40) -> CGFloat {
        let room = CGSize(width: max(usable.width, 1), height: max(usable.height - margin, 1))
        if let fitting = preferredScales.first(where: {
            pointSize.width * $0 <= room.width && pointSize.height * $0 <= room.height
        }) {
            return fitting
        }
        return max(min(room.width / pointSize.width, room.height / pointSize.height), 0.25)
    }

    /// Why no window can be shown, from the environment: nil when an X11 or Wayland display is
    /// named or SDL is told which video driver to use (`SDL_VIDEODRIVER`, e.g. `offscreen`).
    public static func missingDisplay(in environment: [String: String]) -> String? {
        let named = ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"].contains { !(environment[$0] ?? "").isEmpty }
        return named ? nil : "no display: neither DISPLAY nor WAYLAND_DISPLAY is set"
    }
}
