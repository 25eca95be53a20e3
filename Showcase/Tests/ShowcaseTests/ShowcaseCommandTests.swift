import ArgumentParser
import CCairo
import Foundation
import PortableUIKit
import PortableUIKitCairo
import PortableUIKitSDL
import ShowcaseCLI
import ShowcaseScenes
import Testing
import ContainmentTestTraits

/// The `showcase` command line as a newcomer meets it: every bad input gets a sentence that says
/// what is wrong and what to do, never a parser's "missing value" or Foundation's error text.
@MainActor
@Suite("showcase command line", .isolatedRuntime)
struct ShowcaseCommandTests {
    /// The message the command prints for `arguments`, or nil when they parse and validate.
    static func message(for arguments: [String]) -> String? {
        do {
            _ = try ShowcaseCommand.parse(arguments)
            return nil
        } catch {
            return ShowcaseCommand.message(for: error)
        }
    }

    static func scratchFolder(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent(
            "showcase-cli-\(name)-\(getpid())", isDirectory: true)
    }

    @Test("a negative --scale or --fps is refused with the rule, not as a missing value")
    func negativeNumbers() throws {
        let output = Self.scratchFolder("numbers").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let scale = try #require(Self.message(for: ["--scale", "-1", "--output", output]))
        #expect(scale.contains("--scale must be 1, 2 or 3 (got -1)"), "\(scale)")
        #expect(!scale.contains("Missing value"))
        let fps = try #require(Self.message(for: ["--fps", "-5", "--output", output]))
        #expect(fps.contains("--fps must be between 1 and 240 (got -5)"), "\(fps)")
        #expect(
            Self.message(for: ["--scale", "1.5", "--output", output])?.contains("--scale must be 1, 2 or 3") == true)
        #expect(
            Self.message(for: ["--fps", "nan", "--output", output])?.contains("--fps must be between 1 and 240") == true
        )
        #expect(Self.message(for: ["--scale", "3", "--fps", "60", "--output", output]) == nil, "good values pass")
    }

    @Test("an unknown scene lists the scenes there are")
    func unknownScene() throws {
        let message = try #require(
            Self.message(for: ["--scene", "nope", "--output", Self.scratchFolder("scene").path]))
        #expect(message.contains("no scene named 'nope'; the scenes are: switch, layout"), "\(message)")
    }

    @Test("an output folder that cannot be created says why and what to do")
    func unwritableOutput() throws {
        let virtual = try #require(Self.message(for: ["--output", "/proc/nope"]))
        #expect(
            virtual.contains("cannot write the output to '/proc/nope': '/proc' does not accept new files"), "\(virtual)"
        )
        #expect(virtual.contains("Choose a folder you can write to with --output <folder>."))
        #expect(!virtual.contains("doesn’t exist") && !virtual.contains("NSError"))

        let folder = Self.scratchFolder("blocked")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("a-file")
        try Data("x".utf8).write(to: file)
        let blocked = try #require(Self.message(for: ["--output", file.appendingPathComponent("out").path]))
        #expect(blocked.contains("'\(file.path)' is a file, not a folder"), "\(blocked)")
    }

    @Test("permission is checked before anything is written (the check a non-root user meets)")
    func permissionDenied() throws {
        let problem = OutputFolder.Problem.permissionDenied(path: "/root/out", folder: "/root")
        #expect(
            problem.description
                == "cannot write the output to '/root/out': you do not have permission to write in '/root'. Choose a folder you can write to with --output <folder>."
        )
        guard getuid() != 0 else { return }  // root may write anywhere: the refusal below needs a user
        #expect(throws: OutputFolder.Problem.self) { try OutputFolder.prepare("/root/showcase-out-check") }
    }

    @Test("the default output folder is showcase-out/ at the top of the repository, wherever the command runs")
    func defaultOutput() {
        let path = OutputFolder.defaultPath
        #expect(path.hasPrefix("/") && path.hasSuffix("/showcase-out"))
        let top = URL(fileURLWithPath: path).deletingLastPathComponent()
        #expect(FileManager.default.fileExists(atPath: top.appendingPathComponent("Showcase/Package.swift").path))
    }

    @Test("a scene's folder is replaced: frames of an earlier run do not stay mixed in")
    func sceneFolderReplaced() throws {
        TextMeasurement.measurer = PangoTextMeasurer()
        let output = Self.scratchFolder("replace")
        defer { try? FileManager.default.removeItem(at: output) }
        let stale = output.appendingPathComponent("switch/frame-9999.png")
        try FileManager.default.createDirectory(
            at: stale.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("old".utf8).write(to: stale)
        let scene = try #require(allScenes(fps: 30).first { $0.name == "switch" })
        _ = try TourPlayer(scale: 1, fps: 4, output: output).play(scene)
        #expect(!FileManager.default.fileExists(atPath: stale.path))
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("switch/frame-0001.png").path))
    }

    /// The colour type in a PNG's header (IHDR, byte 25): 2 is RGB, 6 is RGB with alpha.
    static func pngColorType(_ url: URL) throws -> UInt8 {
        let bytes = try Data(contentsOf: url)
        guard bytes.count > 25 else { return 0 }
        return bytes[bytes.startIndex + 25]
    }

    @Test("every PNG the tour writes is opaque RGB, mid-flip frames included, laid over the window's background")
    func opaqueFrames() throws {
        TextMeasurement.measurer = PangoTextMeasurer()
        let output = Self.scratchFolder("opaque")
        defer { try? FileManager.default.removeItem(at: output) }
        let scene = try #require(allScenes(fps: 30).first { $0.name == "transition" })
        let result = try TourPlayer(scale: 1, fps: 6, output: output).play(scene)
        try ContactSheet.write(
            rows: [(scene.title, result.keyFrames)], to: output.appendingPathComponent("contact-sheet.png"))
        let files = try #require(FileManager.default.enumerator(at: output, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "png" }
        #expect(files.count > 10)
        for file in files {
            #expect(try Self.pngColorType(file) == 2, "\(file.lastPathComponent) has an alpha channel")
        }

        // Positive control: a transparent window renders with alpha, and is written opaque over
        // its background colour.
        let host = ShowcaseScene.makeHost()
        host.window.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let image = WindowRenderer(scale: 1).render(host.window)
        #expect(image.pixel(atX: 5, y: 5).a == 255)
        let transparent = ShowcaseScene.makeHost()
        transparent.window.backgroundColor = nil
        let clear = WindowRenderer(scale: 1).render(transparent.window)
        #expect(clear.pixel(atX: 5, y: 5).a == 0, "an empty window renders transparent")
        let url = output.appendingPathComponent("control.png")
        try WindowRenderer(scale: 1).renderPNG(host.window, to: url)
        #expect(try Self.pngColorType(url) == 2)
        let surface = cairo_image_surface_create_from_png(url.path)
        defer { cairo_surface_destroy(surface) }
        let word = try #require(cairo_image_surface_get_data(surface)).withMemoryRebound(to: UInt32.self, capacity: 1) {
            $0.pointee
        }
        #expect(word & 0xFF_FFFF == 0xFF_0000, "the window's red shows where nothing is drawn")
    }

    @Test("the live window fits a 1920×1080 display: the largest scale whose window fits its usable area")
    func liveWindowFits() {
        let phone = ShowcaseScene.screenSize
        for usable in [
            CGSize(width: 1920, height: 1080), CGSize(width: 1920, height: 1048), CGSize(width: 1366, height: 728),
        ] {
            let scale = DisplayFit.scale(for: phone, usable: usable)
            #expect(
                phone.width * scale <= usable.width && phone.height * scale + 40 <= usable.height,
                "\(usable) at \(scale)")
        }
        #expect(DisplayFit.scale(for: phone, usable: CGSize(width: 1920, height: 1080)) == 1)
        #expect(DisplayFit.scale(for: phone, usable: CGSize(width: 3840, height: 2160)) == 2)
        #expect(DisplayFit.scale(for: phone, usable: CGSize(width: 5120, height: 2880)) == 3)
        #expect(DisplayFit.scale(for: phone, usable: CGSize(width: 800, height: 600)) < 1)
    }

    @Test("with no display the live window fails with the hint, before SDL starts")
    func noDisplay() throws {
        #expect(DisplayFit.missingDisplay(in: ["DISPLAY": ":0"]) == nil)
        #expect(DisplayFit.missingDisplay(in: ["WAYLAND_DISPLAY": "wayland-0"]) == nil)
        #expect(DisplayFit.missingDisplay(in: ["SDL_VIDEODRIVER": "offscreen"]) == nil)
        let missing = try #require(DisplayFit.missingDisplay(in: ["DISPLAY": "", "HOME": "/root"]))
        let error = LiveWindowHostError.noDisplay(missing).description
        #expect(error.contains("neither DISPLAY nor WAYLAND_DISPLAY is set"))
        #expect(error.contains("SDL_VIDEODRIVER=offscreen") && error.contains("xvfb-run"))
    }
}
