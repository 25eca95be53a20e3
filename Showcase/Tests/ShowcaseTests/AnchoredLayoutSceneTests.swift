import Foundation
import PortableUIKit
import PortableUIKitCairo
import ShowcaseScenes
import Testing
import ContainmentTestTraits

/// Issue 20: the `layout` scene (seed 002) lays its two containers and children out with anchors;
/// every frame it renders is the same image as the scene laid out by hand with frames and
/// autoresizing, through the even split, the spring down and the ease back up.
@MainActor
@Suite("Seed 002 with anchors", .isolatedRuntime)
struct AnchoredLayoutSceneTests {
    @Test(
        "17.16 seed 002 laid out with anchors renders every frame identical to the frame-based layout (66 frames at 30 fps, 1×)"
    )
    func anchorsMatchFrames() throws {
        TextMeasurement.measurer = PangoTextMeasurer()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("anchored-layout-\(getpid())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let anchored = scratch.appendingPathComponent("anchors"), framed = scratch.appendingPathComponent("frames")
        _ = try TourPlayer(scale: 1, fps: 30, output: anchored).play(seedLayoutScene(fps: 30, layout: .anchors))
        _ = try TourPlayer(scale: 1, fps: 30, output: framed).play(seedLayoutScene(fps: 30, layout: .frames))
        let names = try FileManager.default.contentsOfDirectory(atPath: framed.appendingPathComponent("layout").path)
            .filter { $0.hasPrefix("frame-") }.sorted()
        #expect(names.count == 67)
        var differing: [String] = []
        for name in names {
            let a = try Data(contentsOf: anchored.appendingPathComponent("layout/\(name)"))
            let b = try Data(contentsOf: framed.appendingPathComponent("layout/\(name)"))
            if a != b { differing.append(name) }
        }
        #expect(differing.isEmpty, "frames that differ: \(differing)")
        // Positive control: the scene moves, so consecutive frames are not all the same image.
        let first = try Data(contentsOf: framed.appendingPathComponent("layout/\(names[0])"))
        let middle = try Data(contentsOf: framed.appendingPathComponent("layout/\(names[names.count / 2])"))
        #expect(first != middle)
    }
}
