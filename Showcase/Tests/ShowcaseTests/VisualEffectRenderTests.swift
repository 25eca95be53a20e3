import Foundation
import Testing
@_spi(Testing) import PortableUIKit
import ContainmentTesting
@testable import PortableUIKitCairo
import ContainmentTestTraits

/// The Cairo renderer's visual effects: a blur of what lies behind the effect view, tinted per
/// style and cached while the backdrop is unchanged; the opaque colour under Reduce
/// Transparency; vibrancy content drawn with the vibrancy colour.
@MainActor
@Suite("Visual effect rendering", .isolatedRuntime)
struct VisualEffectRenderTests {
    /// A white window with black and white vertical stripes 10 pt wide on its left half, and an
    /// effect view of `effect` over the stripes' middle.
    private func stripes(_ effect: UIVisualEffect?) -> (HeadlessHost, UIVisualEffectView) {
        let host = whiteHost()
        for i in stride(from: 0, to: 100, by: 20) {
            host.window.addSubview(box(CGRect(x: CGFloat(i), y: 0, width: 10, height: 200), .black))
        }
        let view = UIVisualEffectView(effect: effect)
        view.frame = CGRect(x: 0, y: 50, width: 200, height: 100)
        host.window.addSubview(view)
        host.runTurn()
        return (host, view)
    }

    @Test("23.7 a blur effect view shows the stripes behind it blurred to grey, tinted; outside it they stay sharp")
    func blursWhatLiesBehind() {
        let (host, _) = stripes(UIBlurEffect(style: .light))
        let image = WindowRenderer(scale: 1).render(host.window)
        expectPixel(image.rgba(pt: 5, 25), .black, tolerance: 0, "a black stripe above the effect view")
        expectPixel(image.rgba(pt: 15, 25), .white, tolerance: 0, "a white stripe above the effect view")
        let onBlack = image.rgba(pt: 45, 100), onWhite = image.rgba(pt: 55, 100)
        #expect(abs(onBlack.r - onWhite.r) < 20, "blurred stripes even out: \(onBlack) vs \(onWhite)")
        #expect(onBlack.r > 110 && onBlack.r < 200, "half black, half white, then a white tint: \(onBlack)")
        expectPixel(image.rgba(pt: 150, 100), RGBA8(255, 255, 255), tolerance: 5, "white behind stays near white")
    }

    @Test("23.7 the blurred backdrop is cached while the backdrop is unchanged, and blurred again when it changes")
    func blurIsCached() {
        let (host, _) = stripes(UIBlurEffect(style: .systemMaterial))
        let renderer = WindowRenderer(scale: 1)
        let first = renderer.render(host.window)
        #expect(renderer.caches.backdrops.blurCount == 1)
        let second = renderer.render(host.window)
        #expect(renderer.caches.backdrops.blurCount == 1 && renderer.caches.backdrops.reuseCount == 1)
        expectPixel(second.rgba(pt: 45, 100), first.rgba(pt: 45, 100), tolerance: 0, "the reused blur")
        host.window.subviews[0].backgroundColor = .red
        host.runTurn()
        let third = renderer.render(host.window)
        #expect(renderer.caches.backdrops.blurCount == 2, "a changed backdrop is blurred again")
        #expect(third.rgba(pt: 5, 100).r > third.rgba(pt: 5, 100).b + 10, "the red stripe shows through the blur")
    }

    @Test("23.8 under Reduce Transparency the effect view is the style's opaque colour; nothing is blurred")
    func reduceTransparency() {
        let (host, _) = stripes(UIBlurEffect(style: .dark))
        UIAccessibility.setReduceTransparencyEnabled(true)
        let renderer = WindowRenderer(scale: 1)
        let image = renderer.render(host.window)
        let opaque = BlurAppearance.of(.dark, dark: false).opaque
        let expected = RGBA8(
            Int((opaque.red * 255).rounded()), Int((opaque.green * 255).rounded()), Int((opaque.blue * 255).rounded()))
        expectPixel(image.rgba(pt: 5, 100), expected, tolerance: 1, "over a black stripe")
        expectPixel(image.rgba(pt: 15, 100), expected, tolerance: 1, "over a white stripe")
        #expect(renderer.caches.backdrops.blurCount == 0)
    }

    @Test("23.5 an effect set to nil in an animation fades: half way the blur is half drawn")
    func fadeOut() {
        let (host, view) = stripes(UIBlurEffect(style: .dark))
        let renderer = WindowRenderer(scale: 1)
        let before = renderer.render(host.window).rgba(pt: 15, 100)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { view.effect = nil }
        host.advance(by: 0.5)
        let half = renderer.render(host.window).rgba(pt: 15, 100)
        host.advance(by: 1)
        let after = renderer.render(host.window).rgba(pt: 15, 100)
        expectPixel(after, .white, tolerance: 0, "no effect: the white stripe")
        #expect(before.r < 120, "the dark blur: \(before)")
        #expect(abs(half.r - (before.r + 255) / 2) < 12, "half way between \(before) and white: \(half)")
    }

    @Test("23.9 a vibrancy effect view draws its content's alpha in the vibrancy colour")
    func vibrancy() {
        let host = whiteHost()
        let blur = UIBlurEffect(style: .light)
        let vibrancyView = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel))
        vibrancyView.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        vibrancyView.contentView.addSubview(box(CGRect(x: 20, y: 20, width: 40, height: 40), .red))
        host.window.addSubview(vibrancyView)
        host.runTurn()
        let image = WindowRenderer(scale: 1).render(host.window)
        let inside = image.rgba(pt: 40, 40)
        #expect(inside.r == inside.g && inside.g == inside.b, "the red is replaced by a grey: \(inside)")
        #expect(inside.r < 200, "the grey is visible over white: \(inside)")
        expectPixel(image.rgba(pt: 100, 100), .white, tolerance: 0, "outside the content nothing is drawn")
        vibrancyView.effect = UIVibrancyEffect(blurEffect: blur, style: .label)
        host.runTurn()
        expectPixel(
            WindowRenderer(scale: 1).render(host.window).rgba(pt: 40, 40), .red, tolerance: 0, "label keeps colour")
    }

    @Test("23.7 an adaptive blur follows the user interface style: regular is light in light mode, dark in dark mode")
    func adaptiveStyleFollowsTraits() {
        let (host, view) = stripes(UIBlurEffect(style: .regular))
        let renderer = WindowRenderer(scale: 1)
        let light = renderer.render(host.window).rgba(pt: 150, 100)
        view.traitOverrides.userInterfaceStyle = .dark
        host.runTurn()
        let dark = renderer.render(host.window).rgba(pt: 150, 100)
        #expect(light.r > 200, "over white in light mode: \(light)")
        #expect(dark.r < 120, "over white in dark mode: \(dark)")
    }
}
