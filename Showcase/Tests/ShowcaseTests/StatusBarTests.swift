import Foundation
import Testing
import PortableUIKit
import ContainmentTesting
@testable import PortableUIKitCairo
import ContainmentTestTraits

/// A root controller whose status bar preferences a test sets.
@MainActor
private final class StatusBarChoosing: UIViewController {
    var style = UIStatusBarStyle.default
    var hidden = false
    override var preferredStatusBarStyle: UIStatusBarStyle { style }
    override var prefersStatusBarHidden: Bool { hidden }
}

/// The system status bar the renderer draws over a window when asked (the showcase's frames and
/// live window), in the style the window's controllers choose.
@MainActor
@Suite("Status bar", .isolatedRuntime)
struct StatusBarTests {
    /// The darkest and the lightest pixel of the battery's charge, at 1×, on a grey window.
    private func batteryInk(style: UIStatusBarStyle, hidden: Bool = false, draws: Bool = true) -> (
        dark: Int, light: Int
    ) {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844))
        host.window.backgroundColor = UIColor(white: 0.5, alpha: 1)
        let root = StatusBarChoosing()
        root.style = style
        root.hidden = hidden
        host.window.rootViewController = root
        root.view.backgroundColor = .clear
        host.runUntilIdle()
        var renderer = WindowRenderer(scale: 1)
        renderer.drawsStatusBar = draws
        let image = renderer.render(host.window)
        // The battery's charge: 20 × 7 points, right of centre in the right ear.
        var dark = 255, light = 0
        for x in 340...356 {
            for y in 23...28 {
                let value = image.rgba(x, y).g
                dark = min(dark, value)
                light = max(light, value)
            }
        }
        return (dark, light)
    }

    @Test("the default style draws black content, .lightContent white, a hidden status bar nothing")
    func styles() {
        let black = batteryInk(style: .default)
        #expect(black.dark < 20, "black charge: \(black)")
        let white = batteryInk(style: .lightContent)
        #expect(white.light > 235, "white charge: \(white)")
        let hidden = batteryInk(style: .default, hidden: true)
        #expect(hidden.dark > 120 && hidden.light < 135, "nothing drawn: \(hidden)")
        let off = batteryInk(style: .default, draws: false)
        #expect(off.dark > 120 && off.light < 135, "not drawn unless asked: \(off)")
    }

    @Test("the time is drawn in the left ear, in the status bar's 47 points")
    func timeInLeftEar() {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844))
        host.window.backgroundColor = .white
        var renderer = WindowRenderer(scale: 2)
        renderer.drawsStatusBar = true
        let image = renderer.render(host.window)
        var ink: [(Int, Int)] = []
        for y in 0..<(Int(StatusBarPainter.height) * 2) {
            for x in 0..<(195 * 2) where image.rgba(x, y).r < 128 { ink.append((x, y)) }
        }
        #expect(!ink.isEmpty)
        let xs = ink.map(\.0), ys = ink.map(\.1)
        #expect(xs.min()! > 30 * 2 && xs.max()! < 84 * 2, "9:41 centred near x = 57 pt: \(xs.min()!)…\(xs.max()!) px")
        #expect(ys.min()! > 12 * 2 && ys.max()! < 40 * 2, "within the bar: \(ys.min()!)…\(ys.max()!) px")
    }
}
