import Foundation
import PortableUIKit
import PortableUIKitSDL
import ShowcaseScenes
import ContainmentTesting

/// The tour in a live SDL window: each scene plays its script on the real clock and stays
/// interactive (drag with the mouse, scroll with the wheel, resize the window). Keys (also in
/// the window's title): → or space for the next scene, ← for the previous one, r to replay, q or
/// Escape to quit. Each scene gets a fresh window, at the given scale or else the largest that
/// fits the display.
@MainActor
struct LiveTour {
    static let keys = "→ next · ← previous · r replay · q quit"
    let scenes: [ShowcaseScene]
    /// Pixels per point; nil: the largest that fits the display's usable area.
    let scale: CGFloat?
    let fps: Double

    func run(startingAt first: Int) throws {
        let scale =
            try scale ?? DisplayFit.scale(for: ShowcaseScene.screenSize, usable: LiveWindowHost.usableDisplaySize())
        var index = first
        while true {
            guard let next = try play(scenes[index], scale: scale) else { return }
            index = (index + next + scenes.count) % scenes.count
        }
    }

    /// Plays one scene until a key asks for another (returns the step: −1, 0 or +1) or the
    /// window closes (returns nil).
    private func play(_ scene: ShowcaseScene, scale: CGFloat) throws -> Int? {
        let host = ShowcaseScene.makeHost()
        let script = scene.build(host)
        let live = try LiveWindowHost(
            window: host.window, scale: scale, title: "Containment — \(scene.title) — \(Self.keys)")
        defer { live.close() }
        // The live window is the device: it launches the app into its window's scene, and
        // minimising the window sends the app to the background.
        live.launchApplication(delegate: nil)
        live.maximumFramesPerSecond = fps
        live.drawsStatusBar = true
        var step: Int?
        live.onKey = { key in
            switch key {
            case "right", "space": step = 1
            case "left": step = -1
            case "r": step = 0
            default: break
            }
        }
        print("Playing \(scene.name) at \(String(format: "%g", Double(scale)))×: \(Self.keys)")
        let start = host.window.currentTime
        var played = -1.0
        _ = try live.run {
            let elapsed = host.window.currentTime - start
            for event in script.events(after: played, until: elapsed) { event() }
            played = elapsed
            return step != nil
        }
        return step
    }
}
