import ArgumentParser
import Foundation
import PortableUIKit
import PortableUIKitCairo
import ShowcaseScenes

/// `showcase`: the demo of every container. By default it plays a scripted tour headlessly on the
/// virtual clock and writes PNG frames, a contact sheet and the lifecycle trace.
public struct ShowcaseCommand: ParsableCommand, Sendable {
    public static let configuration = CommandConfiguration(
        commandName: "showcase",
        abstract: "Plays the Containment showcase: headless frames, a contact sheet and trace.md, or a live window.",
        discussion: """
            Headless (the default): writes <output>/<scene>/frame-NNNN.png (every frame), \
            <output>/<scene>/key-N.png (the moments the contact sheet shows), contact-sheet.png and \
            trace.md; each scene's folder is replaced. --window: the live window; keys: → or space next \
            scene, ← previous, r replay, q or Escape quit.
            """)

    public init() {}

    @Option(help: "Play only this scene (\(sceneNames.joined(separator: ", "))).")
    var scene: String?

    // `.unconditional`: "--scale -1" is a value to refuse with the rule, not a missing value.
    @Option(
        parsing: .unconditional, help: "Pixels per point: 1, 2 or 3 (default: 2; the live window fits the display).")
    var scale: Double?

    @Option(
        parsing: .unconditional, help: "Frames per second of the headless tour (the live window's frame cap), 1 to 240."
    )
    var fps: Double = 30

    @Option(help: "Where the frames, contact sheet and trace go.")
    var output: String = OutputFolder.defaultPath

    @Flag(
        help:
            "Open the live SDL window instead of writing frames (SDL_VIDEODRIVER=offscreen runs it without a display).")
    var window = false

    @Flag(help: "Write only one small picture per scene (the README pictures) into --output.")
    var pictures = false

    static let sceneNames = sceneNamesInTour

    public mutating func validate() throws {
        if let scale, ![1.0, 2.0, 3.0].contains(scale) {
            throw ValidationError(
                "--scale must be 1, 2 or 3 (got \(String(format: "%g", scale))): the pixels per point of an iPhone screen"
            )
        }
        guard fps >= 1, fps <= 240 else {
            throw ValidationError(
                "--fps must be between 1 and 240 (got \(String(format: "%g", fps))): frames per second of the tour")
        }
        if let scene, !Self.sceneNames.contains(scene) {
            throw ValidationError(ShowcaseError.unknownScene(scene, known: Self.sceneNames).description)
        }
        if !window {
            do { try OutputFolder.prepare(output) } catch { throw ValidationError(error.description) }
        }
    }

    public func run() throws {
        let options = self
        try MainActor.assumeIsolated { try options.play() }
    }

    @MainActor
    private func play() throws {
        TextMeasurement.measurer = PangoTextMeasurer()
        let all = allScenes(fps: fps)
        let scenes = all.filter { scene == nil || $0.name == scene }
        let folder = URL(fileURLWithPath: output, isDirectory: true)
        if window {
            let first = scene.flatMap { Self.sceneNames.firstIndex(of: $0) } ?? 0
            return try LiveTour(scenes: all, scale: scale.map { CGFloat($0) }, fps: fps).run(startingAt: first)
        }
        if pictures { return try writePictures(scenes, to: folder) }
        var player = TourPlayer(scale: CGFloat(scale ?? 2), fps: fps, output: folder)
        player.progress = { name, frame, frames in
            if frame == frames || frame % 10 == 0 {
                FileHandle.standardError.write(Data("\r  \(name): frame \(frame)/\(frames)   ".utf8))
            }
            if frame == frames { FileHandle.standardError.write(Data("\n".utf8)) }
        }
        var results: [TourPlayer.Result] = []
        for scene in scenes { results.append(try player.play(scene)) }
        let sheet = folder.appendingPathComponent("contact-sheet.png")
        try ContactSheet.write(rows: results.map { ($0.scene.title, $0.keyFrames) }, to: sheet)
        let trace = folder.appendingPathComponent("trace.md")
        try TraceDocument.markdown(for: results).write(to: trace, atomically: true, encoding: .utf8)
        let scenesWritten = results.count == 1 ? "1 scene" : "\(results.count) scenes"
        print(
            "Wrote \(scenesWritten) to \(folder.path): <scene>/frame-NNNN.png (every frame), <scene>/key-N.png (the contact sheet's moments), \(sheet.lastPathComponent), \(trace.lastPathComponent)"
        )
    }

    /// One picture per scene (the key frame the scene picks), at 1×, for the README.
    @MainActor
    private func writePictures(_ scenes: [ShowcaseScene], to folder: URL) throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("showcase-pictures-\(getpid())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let player = TourPlayer(scale: 1, fps: fps, output: scratch)
        for scene in scenes {
            let result = try player.play(scene, writeFrames: false)
            guard !result.keyFrames.isEmpty else { continue }
            let best = result.keyFrames[min(max(0, result.pictureKeyFrame), result.keyFrames.count - 1)]
            let target = folder.appendingPathComponent("\(scene.name).png")
            try? FileManager.default.removeItem(at: target)
            try FileManager.default.copyItem(at: best.url, to: target)
            print("Wrote \(target.path) (\(best.caption))")
        }
    }
}
