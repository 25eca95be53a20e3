import Foundation
import Testing
import PortableUIKit
import ContainmentTesting
@testable import PortableUIKitCairo
import ContainmentTestTraits

@MainActor
@Suite("Colours, opacity groups, clipping, borders", .isolatedRuntime)
struct CompositingTests {
    @Test(
        "A red 100×100 view at (10, 10) on white: red inside, white outside, edges exact at 1× and 2× (±1)",
        arguments: [1, 2] as [CGFloat])
    func coloursAtKnownPoints(scale: CGFloat) {
        let host = whiteHost()
        host.window.addSubview(box(CGRect(x: 10, y: 10, width: 100, height: 100), .red))
        let image = WindowRenderer(scale: scale).render(host.window)
        #expect(image.width == Int(200 * scale) && image.height == Int(200 * scale))
        let s = Int(scale)
        expectPixel(image.rgba(10 * s, 10 * s), .red, "first pixel inside")
        expectPixel(image.rgba(110 * s - 1, 110 * s - 1), .red, "last pixel inside")
        expectPixel(image.rgba(60 * s, 60 * s), .red, "centre")
        expectPixel(image.rgba(10 * s - 1, 10 * s - 1), .white, "just outside, top left")
        expectPixel(image.rgba(110 * s, 60 * s), .white, "just outside, right")
        expectPixel(image.rgba(150 * s, 150 * s), .white, "far outside")
    }

    @Test("A 50 % parent with two overlapping opaque children is one group: the overlap is no darker (±2)")
    func opacityIsOneGroup() {
        let host = whiteHost()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        parent.alpha = 0.5
        parent.addSubview(box(CGRect(x: 20, y: 20, width: 100, height: 100), .red))
        parent.addSubview(box(CGRect(x: 70, y: 70, width: 100, height: 100), .red))
        host.window.addSubview(parent)
        let image = WindowRenderer(scale: 1).render(host.window)
        let single = image.rgba(40, 40), overlap = image.rgba(95, 95)
        expectPixel(single, RGBA8(255, 128, 128), tolerance: 2, "red at 50 % over white")
        expectPixel(overlap, single, tolerance: 2, "overlap equals a single child")
    }

    @Test("Two 50 % siblings overlap darker: 75 % red where they overlap (±2)")
    func separateTranslucentSiblingsDarken() {
        let host = whiteHost()
        let a = box(CGRect(x: 20, y: 20, width: 100, height: 100), .red)
        let b = box(CGRect(x: 70, y: 70, width: 100, height: 100), .red)
        a.alpha = 0.5
        b.alpha = 0.5
        host.window.addSubview(a)
        host.window.addSubview(b)
        let image = WindowRenderer(scale: 1).render(host.window)
        expectPixel(image.rgba(40, 40), RGBA8(255, 128, 128), tolerance: 2, "one sibling")
        expectPixel(image.rgba(95, 95), RGBA8(255, 64, 64), tolerance: 2, "overlap")
    }

    @Test("masksToBounds with cornerRadius 20 clips a child at the corner; the centre and edges show the child (±1)")
    func roundedClip() {
        let host = whiteHost()
        let parent = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        parent.layer.cornerRadius = 20
        parent.clipsToBounds = true
        parent.addSubview(box(parent.bounds, .blue))
        host.window.addSubview(parent)
        let image = WindowRenderer(scale: 2).render(host.window)
        expectPixel(image.rgba(pt: 50.2, 50.2), .white, "the very corner")
        expectPixel(image.rgba(pt: 54, 54), .white, "inside the square, outside the arc (23 pt from its centre)")
        expectPixel(image.rgba(pt: 100, 100), .blue, "centre")
        expectPixel(image.rgba(pt: 50.6, 100), .blue, "middle of the left edge")
        expectPixel(image.rgba(pt: 149.4, 149.4 - 20), .blue, "where the bottom-right arc begins")
    }

    @Test("maskedCorners rounds only the masked corners of the clip and background; the others stay square (±1)")
    func maskedCornersClip() {
        let host = whiteHost()
        let parent = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        parent.layer.cornerRadius = 20
        parent.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        parent.clipsToBounds = true
        parent.addSubview(box(parent.bounds, .blue))
        host.window.addSubview(parent)
        let rounded = UIView(frame: CGRect(x: 0, y: 160, width: 40, height: 40))
        rounded.backgroundColor = .blue
        rounded.layer.cornerRadius = 20
        rounded.layer.maskedCorners = [.layerMaxXMaxYCorner]
        host.window.addSubview(rounded)
        let image = WindowRenderer(scale: 2).render(host.window)
        expectPixel(image.rgba(pt: 54, 54), .white, "the masked top-left corner is rounded")
        expectPixel(image.rgba(pt: 146, 54), .white, "the masked top-right corner is rounded")
        expectPixel(image.rgba(pt: 50.6, 149.4), .blue, "the bottom-left corner is square")
        expectPixel(image.rgba(pt: 149.4, 149.4), .blue, "the bottom-right corner is square")
        expectPixel(image.rgba(pt: 0.6, 160.6), .blue, "an unmasked background corner is square")
        expectPixel(image.rgba(pt: 38, 198), .white, "the masked background corner is rounded")
    }

    @Test("Without masksToBounds a rounded parent does not clip its child (±1)")
    func noClipWithoutMasksToBounds() {
        let host = whiteHost()
        let parent = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        parent.layer.cornerRadius = 20
        parent.addSubview(box(parent.bounds, .blue))
        host.window.addSubview(parent)
        let image = WindowRenderer(scale: 1).render(host.window)
        expectPixel(image.rgba(50, 50), .blue, "corner")
    }

    @Test("The border is drawn inside the bounds, over the background and the subviews (±1)")
    func borderInsideBounds() {
        let host = whiteHost()
        let view = box(CGRect(x: 20, y: 20, width: 100, height: 100), .green)
        view.layer.borderWidth = 10
        view.layer.borderColor = UIColor.black.cgColor
        view.addSubview(box(CGRect(x: 0, y: 40, width: 100, height: 20), .red))
        host.window.addSubview(view)
        let image = WindowRenderer(scale: 1).render(host.window)
        expectPixel(image.rgba(20, 30), .black, "first pixel inside the left edge")
        expectPixel(image.rgba(29, 30), .black, "tenth pixel inside the left edge")
        expectPixel(image.rgba(30, 30), .green, "just inside the border")
        expectPixel(image.rgba(19, 30), .white, "just outside the bounds: nothing")
        expectPixel(image.rgba(119, 30), .black, "last pixel inside the right edge")
        expectPixel(image.rgba(120, 30), .white, "just outside the right edge")
        expectPixel(image.rgba(25, 70), .black, "over the subview")
        expectPixel(image.rgba(35, 70), .red, "the subview inside the border")
    }

    @Test("A hidden view skips its subtree; a window's bounds outside views stay as the window paints them")
    func hiddenSkipsSubtree() {
        let host = whiteHost()
        let parent = box(CGRect(x: 20, y: 20, width: 100, height: 100), .red)
        parent.addSubview(box(CGRect(x: 10, y: 10, width: 20, height: 20), .blue))
        parent.isHidden = true
        host.window.addSubview(parent)
        let image = WindowRenderer(scale: 1).render(host.window)
        expectPixel(image.rgba(50, 50), .white, "hidden parent")
        expectPixel(image.rgba(35, 35), .white, "its subview")
    }

    @Test("zPosition orders siblings, stably among equals (±1)")
    func zPositionOrder() {
        let host = whiteHost()
        let red = box(CGRect(x: 20, y: 20, width: 100, height: 100), .red)
        let blue = box(CGRect(x: 60, y: 60, width: 100, height: 100), .blue)
        let green = box(CGRect(x: 100, y: 20, width: 60, height: 60), .green)
        host.window.addSubview(red)
        host.window.addSubview(blue)
        host.window.addSubview(green)
        let renderer = WindowRenderer(scale: 1)
        expectPixel(renderer.render(host.window).rgba(90, 90), .blue, "by order: blue over red")
        red.layer.zPosition = 1
        let image = renderer.render(host.window)
        expectPixel(image.rgba(90, 90), .red, "red raised over blue")
        expectPixel(image.rgba(110, 70), .red, "red raised over green, which stays over blue")
        expectPixel(image.rgba(130, 70), .green, "green still over blue (equal zPosition keeps order)")
    }

    @Test("The PNG file starts with the PNG signature; an unwritable path throws")
    func writesPNG() throws {
        let host = whiteHost(CGSize(width: 20, height: 10))
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("showcase-tests-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("frame.png")
        try renderPNG(host.window, to: url, scale: 2)
        let bytes = [UInt8](try Data(contentsOf: url).prefix(8))
        #expect(bytes == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(throws: RenderError.self) {
            try renderPNG(host.window, to: directory.appendingPathComponent("missing/frame.png"), scale: 1)
        }
    }
}
