import CCairo
import Foundation
import PortableUIKit
import PortableUIKitCairo
import ShowcaseScenes
import Testing
import ContainmentTestTraits

/// Whole-scene snapshots: the tour's picture key frame and last key frame of every scene, at 1×,
/// against the PNGs in `Snapshots/`. A pixel matches when every channel is within 16 of the
/// reference; a snapshot matches when at least 99.5 % of its pixels do (text antialiasing and
/// shadow blur may differ by a few counts between Cairo builds). References are rewritten only
/// by the explicit command `make snapshots` (SNAPSHOT_RECORD=1).
@MainActor
@Suite("Scene snapshots", .isolatedRuntime)
struct SceneSnapshotTests {
    nonisolated static let channelTolerance = 16
    static let requiredMatch = 0.995
    static let references = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Snapshots", isDirectory: true)

    @Test(
        "each scene's key frames match their snapshots (99.5 % of pixels within 16 counts)",
        arguments: sceneNamesInTour)
    func sceneMatchesSnapshots(name: String) throws {
        TextMeasurement.measurer = PangoTextMeasurer()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("snapshots-\(name)-\(getpid())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let scene = try #require(allScenes(fps: 30).first { $0.name == name })
        let result = try TourPlayer(scale: 1, fps: 30, output: scratch).play(scene, writeFrames: false)
        let picked = Set([result.pictureKeyFrame, result.keyFrames.count - 1])
        for index in picked.sorted() {
            try Self.expectSnapshot(result.keyFrames[index].url, matches: "\(name)-key-\(index + 1).png")
        }
    }

    /// Compares `actual` with the reference named `referenceName` in `Snapshots/`, or rewrites
    /// the reference when SNAPSHOT_RECORD=1 (and then fails: a recording run is not a test run).
    static func expectSnapshot(
        _ actual: URL, matches referenceName: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let reference = references.appendingPathComponent(referenceName)
        if ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1" {
            try FileManager.default.createDirectory(at: references, withIntermediateDirectories: true)
            try? FileManager.default.removeItem(at: reference)
            try FileManager.default.copyItem(at: actual, to: reference)
            // Recording compares nothing, so it must not pass: a run with SNAPSHOT_RECORD=1 left
            // in the environment would otherwise turn every snapshot test green.
            Issue.record(
                "\(referenceName): reference recorded, nothing compared (SNAPSHOT_RECORD=1); review the PNG, then run the tests without it",
                sourceLocation: sourceLocation)
            return
        }
        let comparison = try PNGComparison(actual: actual, reference: reference)
        #expect(comparison.sameSize, "\(referenceName): size differs", sourceLocation: sourceLocation)
        #expect(
            comparison.matchingFraction >= requiredMatch,
            "\(referenceName): only \(comparison.matchingFraction * 100) % of pixels match",
            sourceLocation: sourceLocation)
    }
}

/// Two PNGs compared pixel by pixel through Cairo.
struct PNGComparison {
    enum Failure: Error, CustomStringConvertible {
        case unreadable(String)
        var description: String {
            switch self {
            case let .unreadable(path): "cannot read \(path): record it with `make snapshots`"
            }
        }
    }

    let sameSize: Bool
    let matchingFraction: Double

    init(actual: URL, reference: URL) throws {
        let a = cairo_image_surface_create_from_png(actual.path)
        let b = cairo_image_surface_create_from_png(reference.path)
        defer {
            cairo_surface_destroy(a)
            cairo_surface_destroy(b)
        }
        guard cairo_surface_status(a) == CAIRO_STATUS_SUCCESS else { throw Failure.unreadable(actual.path) }
        guard cairo_surface_status(b) == CAIRO_STATUS_SUCCESS else { throw Failure.unreadable(reference.path) }
        let width = Int(cairo_image_surface_get_width(a)), height = Int(cairo_image_surface_get_height(a))
        sameSize = width == Int(cairo_image_surface_get_width(b)) && height == Int(cairo_image_surface_get_height(b))
        guard sameSize, width > 0, height > 0,
            let pa = cairo_image_surface_get_data(a), let pb = cairo_image_surface_get_data(b)
        else {
            matchingFraction = 0
            return
        }
        let strideA = Int(cairo_image_surface_get_stride(a)), strideB = Int(cairo_image_surface_get_stride(b))
        var matching = 0
        for y in 0..<height {
            for x in 0..<width {
                var close = true
                for channel in 0..<4
                where abs(Int(pa[y * strideA + x * 4 + channel]) - Int(pb[y * strideB + x * 4 + channel]))
                    > SceneSnapshotTests.channelTolerance
                {
                    close = false
                }
                if close { matching += 1 }
            }
        }
        matchingFraction = Double(matching) / Double(width * height)
    }
}
