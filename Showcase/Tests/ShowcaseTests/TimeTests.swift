import Foundation
import Testing
import PortableUIKit
import ContainmentTesting
@testable import PortableUIKitCairo
import ContainmentTestTraits

@MainActor
@Suite("Rendering at a media time", .isolatedRuntime)
struct TimeTests {
    @Test(
        "animate(withDuration: 1) { alpha = 0 } sampled half-way: red at 50 % over white (ease-in-out is 0.5 at t = 0.5), ±3"
    )
    func animationHalfWay() {
        let host = whiteHost()
        let view = box(CGRect(x: 50, y: 50, width: 100, height: 100), .red)
        host.window.addSubview(view)
        let renderer = WindowRenderer(scale: 1)
        expectPixel(renderer.render(host.window).rgba(100, 100), .red, "before")
        UIView.animate(withDuration: 1) { view.alpha = 0 }
        host.advance(by: 0.5)
        #expect(view.alpha == 0, "the model is already at its end value")
        expectPixel(renderer.render(host.window).rgba(100, 100), RGBA8(255, 128, 128), tolerance: 3, "half-way")
        host.advance(by: 0.6)
        expectPixel(renderer.render(host.window).rgba(100, 100), .white, tolerance: 0, "after the end")
    }

    @Test("Rendering mid-animation changes nothing: model values and animations are kept; two renders are identical")
    func renderingIsPure() {
        let host = whiteHost(CGSize(width: 120, height: 120))
        let view = box(CGRect(x: 10, y: 10, width: 60, height: 60), .blue)
        view.layer.shadowOpacity = 0.4
        host.window.addSubview(view)
        UIView.animate(withDuration: 1) {
            view.center = CGPoint(x: 80, y: 80)
            view.backgroundColor = .red
        }
        host.advance(by: 0.3)
        let keys = view.layer.animationKeys()
        let position = view.layer.position, frame = view.frame
        let renderer = WindowRenderer(scale: 1)
        let a = renderer.render(host.window), b = renderer.render(host.window)
        #expect(view.layer.animationKeys() == keys && keys != nil)
        #expect(view.layer.position == position && view.frame == frame)
        #expect(view.layer.backgroundColor == UIColor.red.cgColor)
        var differing = 0
        for y in 0..<a.height { for x in 0..<a.width where a.rgba(x, y) != b.rgba(x, y) { differing += 1 } }
        #expect(differing == 0)
        // The presentation, not the model: mid-way the view covers neither a point only its start
        // frame covers nor one only its end frame covers; there the pixels are gray (the white
        // window, perhaps under the black shadow), not the blue-to-red view.
        for (x, y) in [(12, 40), (105, 105)] {
            let p = a.rgba(x, y)
            #expect(p.r == p.g && p.g == p.b, "(\(x), \(y)) is \(p)")
        }
        #expect(a.rgba(45, 45).g == 0, "the view is there")
    }
}
