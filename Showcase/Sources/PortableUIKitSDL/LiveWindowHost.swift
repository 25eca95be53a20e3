import Foundation
import CSDL2
import PortableUIKit
import PortableUIKitCairo

/// A `UIWindow` shown live in an SDL2 window: mouse → one finger, wheel → scrolling, keys → a
/// closure, real time → `window.tick(_:)`, Cairo → a streaming texture.
///
/// One frame (``runFrame()``): read the clock; poll SDL's events and deliver them (each touch at
/// the time SDL stamped it, followed by a turn, as `HeadlessHost` does); tick the window at the
/// frame's time; render it with ``WindowRenderer`` at that time; upload the pixels into an
/// `ARGB8888` streaming texture; present; wait for the next frame.
///
/// - **Window**: the device size in points × ``scale`` pixels (default 390 × 844 pt at 2×, an
///   iPhone 15), resizable: each SDL size change resizes the `UIWindow` to the SDL window's
///   size / ``scale`` points, a size transition for its controllers (spec 14.7; see
///   `LiveWindowHost+Resize.swift`). SDL window coordinates are mapped to points by the ratio of
///   the window's size in points to the SDL window size (1 / ``scale`` on Linux).
/// - **Touches**: the left mouse button is finger 0: down → `.began`, motion with the button
///   held → `.moved`, up → `.ended`; losing keyboard focus while it is down → `.cancelled`.
/// - **Wheel**: see `WheelScrolling`: the deepest scroll view under the pointer that can scroll
///   along the wheel's axis moves by ``wheelPointsPerNotch`` per notch, clamped to its range.
/// - **Keys**: key presses (not auto-repeats) are passed to ``onKey`` by SDL's key name, lower
///   case (`"left"`, `"right"`, `"space"`, `"return"`, `"escape"`, `"q"` …); a key in
///   ``quitKeys`` (default `"q"` and `"escape"`) then ends ``run(until:)``. So do `SDL_QUIT` and
///   closing the window.
/// - **Clock**: `SDL_GetPerformanceCounter` / `SDL_GetPerformanceFrequency` (monotonic), in
///   seconds, starting at the window's `currentTime` (the media clock is global and never goes
///   back); see `HostClock`.
/// - **Pacing**: by vsync when the renderer has it (`SDL_RENDERER_PRESENTVSYNC`: present waits
///   for the display), and always also by a cap: after presenting, the host sleeps
///   (`SDL_Delay`) until ``maximumFramesPerSecond`` (default 60) allows the next frame. With
///   working vsync at 60 Hz the cap never sleeps; it paces the software renderer (no vsync) and
///   renderers that report vsync without waiting for it — the offscreen driver's OpenGL-on-EGL
///   renderer does exactly that. Raise the cap for faster displays.
/// - **Renderer**: hardware with vsync if SDL has one (under `SDL_VIDEODRIVER=offscreen`, Mesa's
///   OpenGL through EGL, which reads back), else the software renderer (always available, reads
///   back); ``RendererChoice/software`` asks for software directly.
/// - **Colour**: the texture is drawn without blending, so the premultiplied frame shows as if
///   composited over black (an opaque window background shows exactly).
/// - **Without a display**: set `SDL_VIDEODRIVER=offscreen` before creating the host (nothing is
///   shown; the software renderer draws to memory and frames read back), or run under `xvfb-run`.
///
/// Creating the host installs `TextMeasurement.measurer = PangoTextMeasurer()`, so labels are
/// laid out as they are drawn; ``close()`` restores the previous measurer. SDL's video subsystem
/// is initialised per host (reference counted by SDL) and shut down by ``close()``.
@MainActor
public final class LiveWindowHost {
    /// Which SDL renderer to ask for.
    public enum RendererChoice: Sendable {
        /// Hardware with vsync when SDL offers it, else software.
        case automatic
        /// SDL's software renderer.
        case software
    }

    /// The window shown; visible and key, sized to the device in points.
    public let window: UIWindow
    /// Pixels per point.
    public let scale: CGFloat
    /// The window's size in points: the device size, then the SDL window's size / ``scale``
    /// after each resize.
    public internal(set) var size: CGSize
    /// The size of the SDL window's drawing in pixels.
    public internal(set) var pixelSize: (width: Int, height: Int)
    /// The renderer SDL chose (`"software"`, `"opengl"`, …).
    public private(set) var rendererName: String = ""
    /// Whether the renderer reports vsync (`SDL_RENDERER_PRESENTVSYNC`); frames are capped by
    /// ``maximumFramesPerSecond`` either way.
    public private(set) var hasVSync = false
    /// The SDL window's id, which every event meant for it carries.
    public let sdlWindowID: UInt32

    /// Called with the lower-case SDL name of each key pressed (auto-repeats excluded).
    public var onKey: ((String) -> Void)?
    /// Keys that end ``run(until:)`` after ``onKey`` has seen them.
    public var quitKeys: Set<String> = ["q", "escape"]
    /// How far one wheel notch scrolls, in points (default 40: a few lines of body text, between
    /// a trackpad's fine steps and a browser's 100 px).
    public var wheelPointsPerNotch: CGFloat = 40
    /// The frame-rate cap, with or without vsync (default 60; nil: no cap, vsync only).
    public var maximumFramesPerSecond: Double? = 60
    /// Whether a quit was requested (`SDL_QUIT`, the window closed, a quit key, ``requestQuit()``).
    /// ``run(until:)`` and ``runFrames(_:)`` return at once while it is set.
    public private(set) var isQuitRequested = false
    /// Frames run so far.
    public private(set) var frameCount = 0
    /// The media time of the last frame's tick.
    public private(set) var lastFrameTime: TimeInterval

    var renderer: WindowRenderer
    /// Whether frames show the system status bar over the window (``WindowRenderer/drawsStatusBar``).
    public var drawsStatusBar: Bool {
        get { renderer.drawsStatusBar }
        set { renderer.drawsStatusBar = newValue }
    }
    private var sdlWindow: OpaquePointer?
    private var sdlRenderer: OpaquePointer?
    private var texture: OpaquePointer?
    private var textureSize = (width: 0, height: 0)
    private var clock: HostClock
    private let previousMeasurer: any TextMeasuring
    /// Whether finger 0 (the left button) is down.
    var fingerIsDown = false
    /// Where finger 0 was last reported, in points.
    var lastFingerLocation: CGPoint = .zero
    private var closed = false

    /// Opens an SDL window for `window` (a new one when nil) at `size` points × `scale`.
    ///
    /// - Throws: ``LiveWindowHostError`` with SDL's message when SDL's video, the window, a
    ///   renderer or the texture cannot be created; nothing is left open then.
    public init(
        window: UIWindow? = nil, size: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 2,
        title: String = "PortableUIKit", renderer rendererChoice: RendererChoice = .automatic
    ) throws {
        guard size.width > 0, size.height > 0, scale > 0, size.width.isFinite, size.height.isFinite, scale.isFinite
        else {
            throw LiveWindowHostError.invalidDeviceSize("\(size.width) × \(size.height) pt at \(scale)×")
        }
        self.size = size
        self.scale = scale
        let pixels = (width: Int((size.width * scale).rounded(.up)), height: Int((size.height * scale).rounded(.up)))
        pixelSize = pixels

        if let missing = DisplayFit.missingDisplay(in: ProcessInfo.processInfo.environment) {
            throw LiveWindowHostError.noDisplay(missing)
        }
        guard SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 else { throw LiveWindowHostError.videoInitFailed(Self.sdlError()) }
        var opened: (window: OpaquePointer?, renderer: OpaquePointer?, texture: OpaquePointer?) = (nil, nil, nil)
        var succeeded = false
        defer {
            if !succeeded {
                if let texture = opened.texture { SDL_DestroyTexture(texture) }
                if let renderer = opened.renderer { SDL_DestroyRenderer(renderer) }
                if let window = opened.window { SDL_DestroyWindow(window) }
                SDL_QuitSubSystem(SDL_INIT_VIDEO)
            }
        }
        let centered = Int32(0x2FFF_0000)  // SDL_WINDOWPOS_CENTERED (a function-like macro in C)
        guard
            let sdlWindow = SDL_CreateWindow(
                title, centered, centered, Int32(pixels.width), Int32(pixels.height),
                SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_RESIZABLE.rawValue)
        else { throw LiveWindowHostError.windowCreationFailed(Self.sdlError()) }
        opened.window = sdlWindow
        let sdlRenderer = try Self.makeRenderer(for: sdlWindow, choice: rendererChoice)
        opened.renderer = sdlRenderer
        let texture = try Self.makeTexture(sdlRenderer, width: pixels.width, height: pixels.height)
        opened.texture = texture
        succeeded = true

        self.sdlWindow = sdlWindow
        self.sdlRenderer = sdlRenderer
        self.texture = texture
        textureSize = pixels
        sdlWindowID = SDL_GetWindowID(sdlWindow)
        Self.dropWindowEvents(of: sdlWindowID, lifecycleOnly: true)
        var info = SDL_RendererInfo()
        if SDL_GetRendererInfo(sdlRenderer, &info) == 0 {
            rendererName = info.name.map { String(cString: $0) } ?? ""
            hasVSync = info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
        }

        previousMeasurer = TextMeasurement.measurer
        TextMeasurement.measurer = PangoTextMeasurer()
        let shown = window ?? UIWindow(frame: CGRect(origin: .zero, size: size))
        shown.frame = CGRect(origin: .zero, size: size)
        // This host's frames (SDL's clock and vsync), not the main run loop's display, drive it.
        shown.isDrivenByHost = true
        shown.makeKeyAndVisible()
        self.window = shown
        renderer = WindowRenderer(scale: scale)
        clock = HostClock(
            startingAt: shown.currentTime, count: SDL_GetPerformanceCounter(),
            frequency: SDL_GetPerformanceFrequency())
        lastFrameTime = shown.currentTime
    }

    isolated deinit { close() }

    /// Destroys the texture, renderer and SDL window, shuts down this host's share of SDL video
    /// and restores the text measurer that was installed before. Later frames do nothing.
    public func close() {
        guard !closed else { return }
        closed = true
        if let texture { SDL_DestroyTexture(texture) }
        if let sdlRenderer { SDL_DestroyRenderer(sdlRenderer) }
        if let sdlWindow { SDL_DestroyWindow(sdlWindow) }
        (texture, sdlRenderer, sdlWindow) = (nil, nil, nil)
        Self.dropWindowEvents(of: sdlWindowID, lifecycleOnly: false)
        SDL_QuitSubSystem(SDL_INIT_VIDEO)
        TextMeasurement.measurer = previousMeasurer
    }

    // MARK: Running

    /// Runs frames until a quit is requested or `condition` (checked before each frame) holds.
    /// Returns the number of frames run.
    @discardableResult
    public func run(until condition: () -> Bool = { false }) throws -> Int {
        var frames = 0
        while !isQuitRequested, !closed, !condition() {
            try runFrame()
            frames += 1
        }
        return frames
    }

    /// Runs `count` frames, or fewer if a quit is requested. Returns the number run.
    @discardableResult
    public func runFrames(_ count: Int) throws -> Int {
        var frames = 0
        while frames < count, !isQuitRequested, !closed {
            try runFrame()
            frames += 1
        }
        return frames
    }

    /// Runs one frame: events, tick, render, present, pacing.
    public func runFrame() throws {
        guard !closed else { return }
        let frameStart = SDL_GetPerformanceCounter()
        let now = clock.time(atCount: frameStart, notBefore: window.currentTime)
        pollEvents(now: now, ticksNow: SDL_GetTicks())
        window.tick(max(now, window.currentTime))
        lastFrameTime = window.currentTime
        try present(renderer.render(window))
        frameCount += 1
        pace(since: frameStart)
    }

    /// Asks ``run(until:)`` to return after the current frame.
    public func requestQuit() { isQuitRequested = true }

    /// Lets ``run(until:)`` run again after a quit.
    public func resetQuitRequest() { isQuitRequested = false }

    // MARK: Frames

    private func present(_ image: RenderedImage) throws {
        guard let sdlRenderer else { return }
        if image.width != textureSize.width || image.height != textureSize.height {
            if let texture { SDL_DestroyTexture(texture) }
            texture = nil
            texture = try Self.makeTexture(sdlRenderer, width: image.width, height: image.height)
            textureSize = (image.width, image.height)
        }
        let status = image.withUnsafePixelBytes { bytes, stride in
            SDL_UpdateTexture(texture, nil, bytes.baseAddress, Int32(stride))
        }
        guard status == 0 else { throw LiveWindowHostError.drawingFailed(Self.sdlError()) }
        try drawTexture()
        SDL_RenderPresent(sdlRenderer)
    }

    /// Clears the renderer to black and draws the frame's texture over it, unblended.
    private func drawTexture() throws {
        guard let sdlRenderer else { return }
        guard SDL_SetRenderDrawColor(sdlRenderer, 0, 0, 0, 255) == 0, SDL_RenderClear(sdlRenderer) == 0,
            SDL_RenderCopy(sdlRenderer, texture, nil, nil) == 0
        else { throw LiveWindowHostError.drawingFailed(Self.sdlError()) }
    }

    private func pace(since frameStart: UInt64) {
        guard let fps = maximumFramesPerSecond, fps > 0 else { return }
        let frequency = Double(SDL_GetPerformanceFrequency())
        let elapsed = Double(SDL_GetPerformanceCounter() &- frameStart) / frequency
        let remaining = 1 / fps - elapsed
        if remaining > 0.001 { SDL_Delay(UInt32(remaining * 1000)) }
    }

    /// The pixels of the last presented frame, read back from the renderer with
    /// `SDL_RenderReadPixels`: the texture still holds the frame, so it is drawn again exactly as
    /// it was presented (cleared to black, copied unblended) and read before anything else is
    /// drawn; nothing is presented. Opaque `ARGB8888`, the renderer's output size.
    public func readFramePixels() throws -> FramePixels {
        guard let sdlRenderer else { throw LiveWindowHostError.readPixelsFailed("the host is closed") }
        var width: Int32 = 0, height: Int32 = 0
        guard SDL_GetRendererOutputSize(sdlRenderer, &width, &height) == 0 else {
            throw LiveWindowHostError.readPixelsFailed(Self.sdlError())
        }
        try drawTexture()
        var argb = [UInt32](repeating: 0, count: Int(width) * Int(height))
        let status = argb.withUnsafeMutableBytes {
            SDL_RenderReadPixels(sdlRenderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, $0.baseAddress, width * 4)
        }
        guard status == 0 else { throw LiveWindowHostError.readPixelsFailed(Self.sdlError()) }
        return FramePixels(width: Int(width), height: Int(height), argb: argb)
    }

    // MARK: Coordinates

    /// Points per SDL window coordinate, across and down.
    var pointsPerWindowUnit: CGVector {
        var width: Int32 = 0, height: Int32 = 0
        if let sdlWindow { SDL_GetWindowSize(sdlWindow, &width, &height) }
        guard width > 0, height > 0 else { return CGVector(dx: 1 / scale, dy: 1 / scale) }
        return CGVector(dx: size.width / CGFloat(width), dy: size.height / CGFloat(height))
    }

    /// The point (window coordinates) at SDL window coordinates `(x, y)`.
    func point(x: Int32, y: Int32) -> CGPoint {
        let ratio = pointsPerWindowUnit
        return CGPoint(x: CGFloat(x) * ratio.dx, y: CGFloat(y) * ratio.dy)
    }

    /// The SDL window coordinates of `point`.
    func windowCoordinates(of point: CGPoint) -> (x: Int32, y: Int32) {
        let ratio = pointsPerWindowUnit
        return (Int32((point.x / ratio.dx).rounded()), Int32((point.y / ratio.dy).rounded()))
    }

    // MARK: SDL set-up

    static func sdlError() -> String { String(cString: SDL_GetError()) }

    /// Removes the queued window events of the SDL window `windowID` (all of them, or only those
    /// that ``LiveWindowLifecycle`` reads: shown, hidden, minimised, maximised, restored).
    ///
    /// - At creation: SDL queues the window's own showing, and a renderer that needs another kind
    ///   of window (OpenGL under the offscreen driver) hides and shows it again; none of that is
    ///   the user minimising the app.
    /// - At close: destroying a window queues its `SDL_WINDOWEVENT_HIDDEN`; SDL numbers windows
    ///   from 1 again when video starts again, so a later host's window can carry the same id and
    ///   would read that event as its own.
    static func dropWindowEvents(of windowID: UInt32, lifecycleOnly: Bool) {
        SDL_PumpEvents()
        let userdata = UnsafeMutableRawPointer(bitPattern: UInt(windowID))
        if lifecycleOnly {
            SDL_FilterEvents(
                { userdata, event in
                    guard let event, event.pointee.type == SDL_WINDOWEVENT.rawValue,
                        event.pointee.window.windowID == UInt32(UInt(bitPattern: userdata))
                    else { return 1 }
                    return LiveWindowLifecycle.isLifecycleEvent(UInt32(event.pointee.window.event)) ? 0 : 1
                }, userdata)
        } else {
            SDL_FilterEvents(
                { userdata, event in
                    guard let event, event.pointee.type == SDL_WINDOWEVENT.rawValue else { return 1 }
                    return event.pointee.window.windowID == UInt32(UInt(bitPattern: userdata)) ? 0 : 1
                }, userdata)
        }
    }

    private static func makeRenderer(for window: OpaquePointer, choice: RendererChoice) throws -> OpaquePointer {
        let accelerated = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
        let software = SDL_RENDERER_SOFTWARE.rawValue
        let attempts = choice == .automatic ? [accelerated, software] : [software]
        for flags in attempts {
            if let renderer = SDL_CreateRenderer(window, -1, flags) { return renderer }
        }
        throw LiveWindowHostError.rendererCreationFailed(sdlError())
    }

    private static func makeTexture(_ renderer: OpaquePointer, width: Int, height: Int) throws -> OpaquePointer {
        guard
            let texture = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                Int32(width), Int32(height))
        else { throw LiveWindowHostError.textureCreationFailed(sdlError()) }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        return texture
    }
}
