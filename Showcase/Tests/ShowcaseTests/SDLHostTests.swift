import Foundation
import Testing
import PortableUIKit
import PortableUIKitCairo
@testable import PortableUIKitSDL
import ContainmentTestTraits

/// The live SDL host, run without a display: `SDL_VIDEODRIVER=offscreen`, set before SDL starts
/// video (to try another driver, e.g. under `xvfb-run`, set `SHOWCASE_SDL_TEST_DRIVER=x11`). The
/// offscreen driver gives the automatic choice an OpenGL renderer (Mesa via EGL) that reads
/// back; the frame comparison runs on it and on SDL's software renderer. Input goes through
/// SDL's real queue: events are pushed with `SDL_PushEvent` and polled by the host's frames.
/// Each test closes its host, which restores the text measurer.
@MainActor
@Suite("SDL live host (offscreen)", .serialized, .isolatedRuntime)
struct SDLHostTests {
    static let driver = ProcessInfo.processInfo.environment["SHOWCASE_SDL_TEST_DRIVER"] ?? "offscreen"

    /// A host on the offscreen driver with a white window of `size` points at `scale`.
    func makeHost(
        size: CGSize = CGSize(width: 200, height: 300), scale: CGFloat = 2,
        renderer: LiveWindowHost.RendererChoice = .automatic
    ) throws -> LiveWindowHost {
        setenv("SDL_VIDEODRIVER", Self.driver, 1)
        let host = try LiveWindowHost(size: size, scale: scale, title: "SDLHostTests", renderer: renderer)
        host.window.backgroundColor = .white
        return host
    }

    @Test("The window is the device size in points, key and visible; the SDL drawing is points × scale")
    func geometry() throws {
        let host = try makeHost()
        defer { host.close() }
        #expect(host.window.bounds.size == CGSize(width: 200, height: 300))
        #expect(host.window.isKeyWindow && !host.window.isHidden)
        #expect(host.pixelSize == (400, 600))
        #expect(try host.runFrames(1) == 1)
        let frame = try host.readFramePixels()
        #expect(frame.width == 400 && frame.height == 600)
    }

    @Test("A drag of pushed SDL mouse events moves a view that follows its pan's translation by the drag, in points")
    func dragMovesView() throws {
        let host = try makeHost()
        defer { host.close() }
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 80, height: 80))
        view.backgroundColor = .red
        host.window.addSubview(view)
        var start = CGPoint.zero
        var states: [UIGestureRecognizer.State] = []
        view.addGestureRecognizer(
            UIPanGestureRecognizer { recognizer in
                let pan = recognizer as! UIPanGestureRecognizer
                states.append(pan.state)
                if pan.state == .began { start = view.center }
                let translation = pan.translation(in: host.window)
                view.center = CGPoint(x: start.x + translation.x, y: start.y + translation.y)
            })
        let before = view.center

        try host.pushMouseDown(at: CGPoint(x: 90, y: 90))
        try host.runFrames(1)
        for step in 1...6 {
            try host.pushMouseMove(to: CGPoint(x: 90 + 10 * CGFloat(step), y: 90 + 5 * CGFloat(step)))
            try host.runFrames(1)
        }
        try host.pushMouseUp(at: CGPoint(x: 150, y: 120))
        try host.runFrames(2)

        #expect(view.center == CGPoint(x: before.x + 60, y: before.y + 30))
        #expect(states.first == .began && states.last == .ended)
        #expect(states.dropFirst().dropLast().allSatisfy { $0 == .changed })
        #expect(!host.fingerIsDown)
    }

    @Test(
        "A frame read back from the renderer equals the Cairo render of the same tree at the same time (±1 per channel)",
        arguments: [LiveWindowHost.RendererChoice.automatic, .software])
    func frameMatchesCairo(renderer: LiveWindowHost.RendererChoice) throws {
        let host = try makeHost(renderer: renderer)
        defer { host.close() }
        let card = UIView(frame: CGRect(x: 20, y: 30, width: 120, height: 90))
        card.backgroundColor = .blue
        card.layer.cornerRadius = 12
        card.layer.shadowOpacity = 0.5
        card.layer.shadowRadius = 6
        host.window.addSubview(card)
        let label = UILabel(frame: CGRect(x: 20, y: 150, width: 160, height: 40))
        label.text = "Live SDL host"
        label.textColor = .black
        host.window.addSubview(label)
        let mover = UIView(frame: CGRect(x: 10, y: 220, width: 40, height: 40))
        mover.backgroundColor = .red
        host.window.addSubview(mover)
        try host.runFrames(1)
        UIView.animate(withDuration: 30) { mover.center = CGPoint(x: 170, y: 260) }
        try host.runFrames(3)

        let frame = try host.readFramePixels()
        let image = WindowRenderer(scale: 2).render(host.window)  // same tree, same media time
        #expect(frame.width == image.width && frame.height == image.height)
        var worst = 0, differing = 0
        image.withUnsafePixelBytes { bytes, stride in
            for y in 0..<image.height {
                for x in 0..<image.width {
                    // Cairo's premultiplied word; the window is opaque, so it is what SDL shows.
                    let cairo = bytes.load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
                    let sdl = frame.argb[y * frame.width + x]
                    var channelDifference = 0
                    for shift: UInt32 in [16, 8, 0] {
                        let a = Int((cairo >> shift) & 0xFF), b = Int((sdl >> shift) & 0xFF)
                        channelDifference = max(channelDifference, abs(a - b))
                    }
                    worst = max(worst, channelDifference)
                    if channelDifference > 1 { differing += 1 }
                }
            }
        }
        #expect(differing == 0, "\(host.rendererName): \(differing) pixels differ by more than 1; worst \(worst)")
        if renderer == .software { #expect(host.rendererName == "software") }
        let red = frame.pixel(atX: Int(mover.layer.presentation()!.position.x * 2), y: 480)
        #expect(red.r > 250 && red.g < 5 && red.b < 5, "the moving view is drawn mid-animation: \(red)")
        let blue = frame.pixel(atX: 160, y: 150)
        #expect(blue.b > 250 && blue.r < 5, "the card: \(blue)")
    }

    @Test(
        "The wheel scrolls the scroll view under the pointer by 40 pt a notch, clamped to its range (insets included)")
    func wheelScrolls() throws {
        let host = try makeHost()
        defer { host.close() }
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        scrollView.contentSize = CGSize(width: 200, height: 1000)
        scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 0)
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 1000))
        content.backgroundColor = .green
        content.isUserInteractionEnabled = false
        scrollView.addSubview(content)
        host.window.addSubview(scrollView)
        try host.runFrames(1)
        let top = -scrollView.adjustedContentInset.top
        #expect(top == -20)
        scrollView.contentOffset = CGPoint(x: 0, y: 0)

        try host.pushWheel(notches: -1, at: CGPoint(x: 100, y: 150))  // towards the user: further down
        try host.runFrames(1)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 40))

        try host.pushWheel(notches: -100, at: CGPoint(x: 100, y: 150))
        try host.runFrames(1)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 1000 + 10 - 300), "the bottom of the range")

        try host.pushWheel(notches: 100, at: CGPoint(x: 100, y: 150))
        try host.runFrames(1)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -20), "the top, inset included")

        try host.pushWheel(notches: -0.5, across: 3, at: CGPoint(x: 100, y: 150))
        try host.runFrames(1)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 0), "a half notch; no horizontal range, so x stays")
    }

    @Test("The wheel over no scroll view, or over one a finger is on, scrolls nothing")
    func wheelElsewhere() throws {
        let host = try makeHost()
        defer { host.close() }
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 150))
        scrollView.contentSize = CGSize(width: 200, height: 600)
        host.window.addSubview(scrollView)
        try host.runFrames(1)
        try host.pushWheel(notches: -2, at: CGPoint(x: 100, y: 250))
        try host.runFrames(1)
        #expect(scrollView.contentOffset == .zero)
        try host.pushMouseDown(at: CGPoint(x: 100, y: 50))
        try host.pushWheel(notches: -2, at: CGPoint(x: 100, y: 50))
        try host.runFrames(1)
        #expect(scrollView.contentOffset == .zero)
        try host.pushMouseUp(at: CGPoint(x: 100, y: 50))
        try host.runFrames(1)
    }

    @Test("SDL_QUIT ends run(until:)")
    func quitEndsRun() throws {
        let host = try makeHost()
        defer { host.close() }
        try host.runFrames(2)
        try host.pushQuit()
        let frames = try host.run(until: { host.frameCount > 200 })
        #expect(frames == 1, "the frame that polled SDL_QUIT is the last")
        #expect(host.isQuitRequested)
        #expect(try host.runFrames(5) == 0)
    }

    @Test("Key presses reach onKey by lower-case SDL name; Escape then ends run")
    func keys() throws {
        let host = try makeHost()
        defer { host.close() }
        var keys: [String] = []
        host.onKey = { keys.append($0) }
        try host.pushKey(named: "Left")
        try host.pushKey(named: "Space")
        try host.runFrames(1)
        #expect(keys == ["left", "space"])
        #expect(!host.isQuitRequested)
        try host.pushKey(named: "Escape")
        #expect(try host.run(until: { host.frameCount > 200 }) == 1)
        #expect(keys.last == "escape")
    }

    @Test("The clock starts at the media time, never goes back, and follows a media clock moved by someone else")
    func clock() throws {
        let host = try makeHost()
        defer { host.close() }
        let start = host.window.currentTime
        var times: [TimeInterval] = []
        for _ in 0..<4 {
            try host.runFrames(1)
            times.append(host.lastFrameTime)
        }
        #expect(times.first! >= start)
        #expect(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(
            times.last! - times.first! >= 2.5 / 60, "real time passed: frames are capped at 60 fps (3 frame intervals)")
        let jumped = host.window.currentTime + 1000
        host.window.tick(jumped)
        try host.runFrames(1)
        #expect(host.lastFrameTime >= jumped)
    }

    @Test("HostClock: offset by the media time, re-based when the media clock is ahead; event times in order")
    func hostClockArithmetic() {
        var clock = HostClock(startingAt: 100, count: 5_000, frequency: 1_000)
        #expect(clock.time(atCount: 5_000, notBefore: 0) == 100)
        #expect(clock.time(atCount: 5_500, notBefore: 0) == 100.5)
        #expect(clock.time(atCount: 5_600, notBefore: 200) == 200, "re-based onto the media clock")
        #expect(clock.time(atCount: 5_700, notBefore: 0) == 200.1)
        #expect(HostClock.eventTime(eventTicks: 980, ticksNow: 1_000, now: 10, notBefore: 9) == 9.98)
        #expect(HostClock.eventTime(eventTicks: 500, ticksNow: 1_000, now: 10, notBefore: 9.9) == 9.9)
        #expect(HostClock.eventTime(eventTicks: 1_001, ticksNow: 1_000, now: 10, notBefore: 9) == 10)
    }

    @Test("The host installs the Pango measurer while open and restores the previous one on close")
    func measurer() throws {
        // A measurer of a type nothing else installs, so that "restored" cannot pass by accident
        // (the default or a Pango measurer left by another test would).
        TextMeasurement.measurer = MarkerMeasurer()
        let host = try makeHost()
        #expect(TextMeasurement.measurer is PangoTextMeasurer)
        host.close()
        #expect(TextMeasurement.measurer is MarkerMeasurer)
    }

    private struct MarkerMeasurer: TextMeasuring {
        func size(
            of text: String, font: UIFont, maxWidth: CGFloat, maximumLines: Int, lineBreakMode: NSLineBreakMode
        ) -> CGSize { CGSize(width: 1, height: 1) }
    }

    @Test("An SDL start-up failure is thrown as LiveWindowHostError with SDL's message, not a crash")
    func startFailureThrows() {
        setenv("SDL_VIDEODRIVER", "no-such-driver", 1)
        defer { setenv("SDL_VIDEODRIVER", "offscreen", 1) }
        do {
            _ = try LiveWindowHost(size: CGSize(width: 100, height: 100), scale: 1)
            Issue.record("the host started without a video driver")
        } catch let LiveWindowHostError.videoInitFailed(message) {
            #expect(!message.isEmpty)
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }
}
