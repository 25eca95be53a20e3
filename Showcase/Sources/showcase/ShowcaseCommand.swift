import ArgumentParser
import Foundation
import PortableUIKit
import PortableUIKitCairo
import ShowcaseScenes

/// `showcase`: the demo of every container. By default it plays a scripted tour headlessly on the
/// virtual clock and writes PNG frames, a contact sheet and the lifecycle trace.
@main
struct Showcase: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Plays the Containment showcase: headless frames, a contact sheet and trace.md, or a live window.")

    @Option(help: "Play only this scene (\(sceneNames.joined(separator: ", "))).")
    var scene: String?

    @Option(help: "Pixels per point: 1, 2 or 3.")
    var scale: Double = 2

    @Option(help: "Frames per second of the headless tour (the live window's frame cap).")
    var fps: Double = 30

    @Option(help: "Where the frames, contact sheet and trace go.")
    var output: String = "showcase-out"

    @Flag(help: "Open the live SDL window instead of writing frames (SDL_VIDEODRIVER=offscreen runs it without a display).")
    var window = false

    @Flag(help: "Write only one small picture per scene (the README pictures) into --output.")
    var pictures = false

    static let sceneNames = sceneNamesInTour

    mutating func validate() throws {
        guard [1.0, 2.0, 3.0].contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3") }
        guard fps >= 1, fps <= 240 else { throw ValidationError("--fps must be between 1 and 240") }
        if let scene, !Self.sceneNames.contains(scene) {
            throw ValidationError(ShowcaseError.unknownScene(scene, known: Self.sceneNames).description)
        }
    }

    func run() throws {
        let options = self
        try MainActor.assumeIsolated { try options.play() }
    }

    @MainActor
    private func play() throws {
        TextMeasurement.measurer = PangoTextMeasurer()
        let all = allScenes(fps: fps)
        let scenes = all.filter { scene == nil || $0.name == scene }
        let folder = URL(fileURLWithPath: output, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        if window {
            let first = scene.flatMap { Self.sceneNames.firstIndex(of: $0) } ?? 0
            return try LiveTour(scenes: all, scale: CGFloat(scale), fps: fps).run(startingAt: first)
        }
        if pictures { return try writePictures(scenes, to: folder) }
        var player = TourPlayer(scale: scale, fps: fps, output: folder)
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
        print("Wrote \(results.count) scenes to \(folder.path): frames in <scene>/frame-NNNN.png, \(sheet.lastPathComponent), \(trace.lastPathComponent)")
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
