import Foundation
import PortableUIKit
import PortableUIKitCairo
import ContainmentTesting

/// Plays scenes headlessly on the virtual clock and writes what they look like: numbered PNG
/// frames, the key frames, and the trace.
@MainActor
public struct TourPlayer {
    public let scale: CGFloat
    public let fps: Double
    public let output: URL
    /// Called with (scene, frame, frames) as frames are written.
    public var progress: (String, Int, Int) -> Void = { _, _, _ in }

    /// What one scene produced.
    public struct Result {
        public let scene: ShowcaseScene
        public let keyFrames: [(url: URL, caption: String)]
        public let pictureKeyFrame: Int
        public let trace: [String]
    }

    public init(scale: CGFloat, fps: Double, output: URL) {
        self.scale = scale
        self.fps = fps
        self.output = output
    }

    /// Plays `scene` into a fresh `NAME/` folder of the output folder: `frame-0001.png` … when
    /// `writeFrames`, and `key-N.png` at the script's key frames.
    public func play(_ scene: ShowcaseScene, writeFrames: Bool = true) throws -> Result {
        let host = ShowcaseScene.makeHost()
        let script = scene.build(host)
        host.runUntilIdle()
        let folder = output.appendingPathComponent(scene.name, isDirectory: true)
        // The scene's folder is replaced, so that no frame of an earlier, longer run stays behind.
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var renderer = WindowRenderer(scale: scale)
        renderer.drawsStatusBar = true
        let start = host.now
        let frames = Int((scene.duration * fps).rounded())
        var pendingKeys = script.keyFrames.sorted { $0.time < $1.time }
        var keyFrames: [(URL, String)] = []
        var previous = -1.0
        for frame in 0...frames {
            let elapsed = Double(frame) / fps
            host.window.tick(start + elapsed)
            for event in script.events(after: previous, until: elapsed) { event() }
            host.window.tick(start + elapsed)
            previous = elapsed
            if writeFrames {
                let url = folder.appendingPathComponent(String(format: "frame-%04d.png", frame))
                try renderer.renderPNG(host.window, to: url)
            }
            while let key = pendingKeys.first, key.time <= elapsed + 1e-9 {
                pendingKeys.removeFirst()
                let url = folder.appendingPathComponent("key-\(keyFrames.count + 1).png")
                try renderer.renderPNG(host.window, to: url)
                keyFrames.append((url, key.caption))
            }
            progress(scene.name, frame, frames)
        }
        return Result(
            scene: scene, keyFrames: keyFrames, pictureKeyFrame: script.pictureKeyFrame, trace: script.trace())
    }
}
