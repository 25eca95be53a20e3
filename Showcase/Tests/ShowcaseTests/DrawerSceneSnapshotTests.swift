import CCairo
import Foundation
import PortableUIKit
import PortableUIKitCairo
import ShowcaseScenes
import Testing
import ContainmentTestTraits

/// The drawer scene beyond its picture and last key frame (which ``SceneSnapshotTests`` covers):
/// more key frames against their snapshots, and what the pictures must show — five visual states
/// that look different while a pan holds the drawer half-open, and no black screen.
@MainActor
@Suite("Drawer scene snapshots", .isolatedRuntime)
struct DrawerSceneSnapshotTests {
    /// The visual states' names as the scene's captions give them, in the scene's order.
    static let styles = ["none", "slide", "slideAndScale", "parallax(2)", "swingingDoor"]

    /// Plays the drawer scene at 1× and returns its key frames with their 1-based numbers.
    private func playDrawerScene(_ scratch: URL) throws -> [(number: Int, url: URL, caption: String)] {
        TextMeasurement.measurer = PangoTextMeasurer()
        let scene = try #require(allScenes(fps: 30).first { $0.name == "drawer" })
        let result = try TourPlayer(scale: 1, fps: 30, output: scratch).play(scene, writeFrames: false)
        return result.keyFrames.enumerated().map {
            (number: $0.offset + 1, url: $0.element.url, caption: $0.element.caption)
        }
    }

    private func scratchFolder(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("drawer-\(name)-\(getpid())")
    }

    @Test(
        "drawer: held half-open in slideAndScale, released open in parallax(2), and the right bounce preview match their snapshots"
    )
    func keyFramesMatchSnapshots() throws {
        let scratch = scratchFolder("snapshots")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let keyFrames = try playDrawerScene(scratch)
        for caption in ["slideAndScale: held half-open", "parallax(2): released, open", "right bounce preview"] {
            let key = try #require(keyFrames.first { $0.caption == caption }, "no key frame captioned '\(caption)'")
            try SceneSnapshotTests.expectSnapshot(key.url, matches: "drawer-key-\(key.number).png")
        }
    }

    @Test("drawer: held half-open, each visual state looks different from every other; no key frame is mostly black")
    func stylesLookDifferent() throws {
        let scratch = scratchFolder("styles")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let keyFrames = try playDrawerScene(scratch)
        let halfOpen = try Self.styles.map { style in
            try #require(
                keyFrames.first { $0.caption == "\(style): held half-open" }, "no half-open key frame for \(style)")
        }
        // The center is the same in all five (but for the state's name): compare the drawer's
        // side, left of the center's edge at x = 140. Identical drawers would differ in 0 %; the
        // closest pair (slide and parallax, both plain shifts) differs in about 1.8 %.
        for (i, a) in halfOpen.enumerated() {
            for b in halfOpen[(i + 1)...] {
                let differing = try Self.differingFraction(a.url, b.url, columns: 0..<140)
                #expect(
                    differing > 0.01,
                    "'\(a.caption)' and '\(b.caption)' look alike: only \(differing * 100) % of the drawer's pixels differ"
                )
            }
        }
        for key in keyFrames {
            let black = try Self.blackFraction(of: key.url)
            #expect(black < 0.4, "'\(key.caption)' is \(black * 100) % black")
        }
    }

    /// The fraction of pixels in `columns` that differ by more than the snapshot tolerance in
    /// some channel between two PNGs of the same size.
    static func differingFraction(_ a: URL, _ b: URL, columns: Range<Int>) throws -> Double {
        let first = cairo_image_surface_create_from_png(a.path), second = cairo_image_surface_create_from_png(b.path)
        defer {
            cairo_surface_destroy(first)
            cairo_surface_destroy(second)
        }
        guard cairo_surface_status(first) == CAIRO_STATUS_SUCCESS, let pa = cairo_image_surface_get_data(first) else {
            throw PNGComparison.Failure.unreadable(a.path)
        }
        guard cairo_surface_status(second) == CAIRO_STATUS_SUCCESS, let pb = cairo_image_surface_get_data(second) else {
            throw PNGComparison.Failure.unreadable(b.path)
        }
        let height = Int(min(cairo_image_surface_get_height(first), cairo_image_surface_get_height(second)))
        let width = Int(min(cairo_image_surface_get_width(first), cairo_image_surface_get_width(second)))
        let strideA = Int(cairo_image_surface_get_stride(first)), strideB = Int(cairo_image_surface_get_stride(second))
        let columns = columns.clamped(to: 0..<width)
        var differing = 0
        for y in 0..<height {
            for x in columns
            where (0..<4).contains(where: {
                abs(Int(pa[y * strideA + x * 4 + $0]) - Int(pb[y * strideB + x * 4 + $0]))
                    > SceneSnapshotTests.channelTolerance
            }) {
                differing += 1
            }
        }
        return Double(differing) / Double(max(height * columns.count, 1))
    }

    /// The fraction of pixels of a PNG that are (nearly) black.
    static func blackFraction(of url: URL) throws -> Double {
        let surface = cairo_image_surface_create_from_png(url.path)
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface)
        else {
            throw PNGComparison.Failure.unreadable(url.path)
        }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        var black = 0
        for y in 0..<height {
            for x in 0..<width {
                let pixel = y * stride + x * 4
                if data[pixel] < 8 && data[pixel + 1] < 8 && data[pixel + 2] < 8 { black += 1 }
            }
        }
        return Double(black) / Double(max(width * height, 1))
    }
}
