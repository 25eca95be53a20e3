import Foundation
import Testing
import PortableUIKit
import ContainmentTesting
@testable import PortableUIKitCairo
import ContainmentTestTraits

/// Perspective layers' images kept between frames (``BackingStoreCache``): reused while the
/// flipped subtree is unchanged, redrawn as soon as anything drawing reads changes. Each change
/// is checked against a fresh renderer (no kept images) drawing the same state: a stale image
/// would show the old content and differ from it.
@MainActor
@Suite("Perspective: kept images of flipped layers", .isolatedRuntime)
struct BackingStoreTests {
    /// A 300 × 300 white window holding a 120 × 120 card at (90, 90), turned `angle` about y with
    /// the flip's perspective: a grey background, a blue box and a label.
    @MainActor
    private final class Scene {
        let host = whiteHost(CGSize(width: 300, height: 300))
        let card = UIView(frame: CGRect(x: 90, y: 90, width: 120, height: 120))
        let box = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        let label = UILabel(frame: CGRect(x: 10, y: 60, width: 100, height: 40))

        init(angle: CGFloat = .pi / 3) {
            TextMeasurement.measurer = PangoTextMeasurer()
            card.backgroundColor = UIColor(white: 0.8, alpha: 1)
            box.backgroundColor = .blue
            label.text = "Flip"
            label.font = .boldSystemFont(ofSize: 28)
            card.addSubview(box)
            card.addSubview(label)
            host.window.addSubview(card)
            turn(angle)
        }

        func turn(_ angle: CGFloat) {
            var t = CATransform3DIdentity
            t.m34 = -1 / 1000
            card.layer.transform = CATransform3DRotate(t, angle, 0, 1, 0)
        }
    }

    /// How many pixels differ between two renders of the same size.
    private func differing(_ a: RenderedImage, _ b: RenderedImage) -> Int {
        var count = 0
        for y in 0..<a.height {
            for x in 0..<a.width where a.pixel(atX: x, y: y) != b.pixel(atX: x, y: y) { count += 1 }
        }
        return count
    }

    /// Renders the scene with `renderer` (which may hold kept images) and with a fresh renderer,
    /// and expects the same pixels.
    private func expectFresh(
        _ scene: Scene, _ renderer: WindowRenderer, _ what: Comment,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> RenderedImage {
        let image = renderer.render(scene.host.window)
        let fresh = WindowRenderer(scale: 2).render(scene.host.window)
        #expect(differing(image, fresh) == 0, what, sourceLocation: sourceLocation)
        return image
    }

    @Test("An unchanged frame reuses the kept image, and so does a new angle; both draw what a fresh renderer draws")
    func reuse() {
        let scene = Scene()
        let renderer = WindowRenderer(scale: 2)
        let first = renderer.render(scene.host.window)
        let stores = renderer.caches.backingStores
        #expect(stores.misses == 1 && stores.hits == 0, "the first frame draws the image")
        let second = renderer.render(scene.host.window)
        #expect(stores.hits == 1, "the second frame reuses it")
        #expect(differing(first, second) == 0)
        scene.turn(.pi / 4)
        let turned = expectFresh(scene, renderer, "a new angle: the same image, laid down anew")
        #expect(stores.hits == 2, "only the transform changed: the image is reused")
        #expect(differing(turned, first) > 100, "the turned card is drawn elsewhere")
    }

    @Test("A label's text or colour changing inside the flipped layer redraws its image")
    func labelChange() {
        let scene = Scene()
        let renderer = WindowRenderer(scale: 2)
        let before = renderer.render(scene.host.window)
        scene.label.text = "Flop"
        let texted = expectFresh(scene, renderer, "the new text is drawn")
        #expect(differing(before, texted) > 20, "the text shows")
        scene.label.textColor = .red
        let coloured = expectFresh(scene, renderer, "the new text colour is drawn")
        #expect(differing(texted, coloured) > 20, "the colour shows")
        #expect(renderer.caches.backingStores.hits == 0, "every frame changed the content")
    }

    @Test("A colour changing inside the flipped layer redraws its image")
    func colourChange() {
        let scene = Scene()
        let renderer = WindowRenderer(scale: 2)
        let before = renderer.render(scene.host.window)
        scene.box.backgroundColor = .green
        let after = expectFresh(scene, renderer, "the green box is drawn")
        #expect(differing(before, after) > 100, "the box's colour shows")
    }

    @Test("A child added to or removed from the flipped layer redraws its image")
    func childAdded() {
        let scene = Scene()
        let renderer = WindowRenderer(scale: 2)
        let before = renderer.render(scene.host.window)
        let added = box(CGRect(x: 60, y: 10, width: 40, height: 40), .red)
        scene.card.addSubview(added)
        let after = expectFresh(scene, renderer, "the new child is drawn")
        #expect(differing(before, after) > 100, "the child shows")
        added.removeFromSuperview()
        let removed = expectFresh(scene, renderer, "the removed child is gone")
        #expect(differing(before, removed) == 0, "as before it was added")
    }
}
