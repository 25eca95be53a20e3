import Foundation
import Testing
import PortableUIKit
import ContainmentTesting
@testable import PortableUIKitCairo
import ContainmentTestTraits

/// Resizable images and resizable snapshots drawn by the Cairo renderer in nine parts (spec
/// 20.45, 20.67).
@MainActor
@Suite("Resizable snapshot rendering", .isolatedRuntime)
struct ResizableSnapshotRenderTests {
    @Test("20.67 a resized resizable snapshot keeps its 4-point caps and stretches its centre")
    func resizedSnapshotKeepsCaps() {
        let host = whiteHost(CGSize(width: 200, height: 200))
        let framed = box(CGRect(x: 0, y: 0, width: 40, height: 40), .blue)
        framed.layer.borderWidth = 4
        framed.layer.borderColor = UIColor.red.cgColor
        host.window.addSubview(framed)
        host.runTurn()
        guard
            let snapshot = framed.resizableSnapshotView(
                from: framed.bounds, afterScreenUpdates: true,
                withCapInsets: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4))
        else {
            Issue.record("no snapshot")
            return
        }
        framed.removeFromSuperview()
        snapshot.frame = CGRect(x: 50, y: 50, width: 100, height: 60)
        host.window.addSubview(snapshot)
        host.runTurn()
        let image = WindowRenderer(scale: 1).render(host.window)
        expectPixel(image.rgba(pt: 52, 80), .red, "left cap")
        expectPixel(image.rgba(pt: 148, 80), .red, "right cap")
        expectPixel(image.rgba(pt: 100, 52), .red, "top edge")
        expectPixel(image.rgba(pt: 100, 108), .red, "bottom edge")
        expectPixel(image.rgba(pt: 57, 80), .blue, "just inside the left cap: a whole-image stretch would be red here")
        expectPixel(image.rgba(pt: 100, 57), .blue, "just inside the top cap")
        expectPixel(image.rgba(pt: 100, 80), .blue, "centre")
        expectPixel(image.rgba(pt: 160, 80), .white, "outside")
    }

    @Test("20.67 an image view shows a tiled resizable image: the interior repeats at its size")
    func tiledInterior() {
        // 12 × 4 points: a 4-point red cap each side around a 4-point interior, left half blue.
        let strip = UIGraphicsImageRenderer(size: CGSize(width: 12, height: 4)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 12, height: 4))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 4, y: 0, width: 2, height: 4))
            UIColor.green.setFill()
            context.fill(CGRect(x: 6, y: 0, width: 2, height: 4))
        }
        let view = UIImageView(
            image: strip.resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 4)))
        view.frame = CGRect(x: 0, y: 0, width: 24, height: 4)
        let host = whiteHost(CGSize(width: 40, height: 20))
        host.window.addSubview(view)
        host.runTurn()
        let image = WindowRenderer(scale: 1).render(host.window)
        expectPixel(image.rgba(pt: 2, 2), .red, "left cap")
        expectPixel(image.rgba(pt: 5, 2), .blue, "first copy, blue half")
        expectPixel(image.rgba(pt: 7, 2), .green, "first copy, green half")
        expectPixel(image.rgba(pt: 9, 2), .blue, "second copy, blue half")
        expectPixel(image.rgba(pt: 19, 2), .green, "fourth copy, green half")
        expectPixel(image.rgba(pt: 22, 2), .red, "right cap")
    }
}
