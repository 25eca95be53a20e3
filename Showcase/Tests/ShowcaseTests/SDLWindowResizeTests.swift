import Foundation
import Testing
import PortableUIKit
@testable import PortableUIKitSDL
import ContainmentTestTraits

/// A root controller that logs size transitions with its view's bounds at the time.
@MainActor
private final class ResizeLogController: UIViewController {
    var lines: [String] = []
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        lines.append(
            "viewWillTransition(\(Int(size.width))x\(Int(size.height))) bounds=\(Int(view.bounds.width))x\(Int(view.bounds.height))"
        )
        coordinator.animate(alongsideTransition: nil) { [self] _ in lines.append("completion") }
        super.viewWillTransition(to: size, with: coordinator)
    }
}

/// The resizable SDL window (spec 14.7): SDL size events become window resizes, points =
/// window units / scale.
@MainActor
@Suite("SDL live window resizing (offscreen)", .serialized, .isolatedRuntime)
struct SDLWindowResizeTests {
    @Test("14.7 SDL window units map to points by the scale; sizes that are not positive are ignored")
    func pointSizeMapping() {
        #expect(
            LiveWindowResize.pointSize(windowWidth: 800, windowHeight: 600, scale: 2) == CGSize(width: 400, height: 300)
        )
        #expect(LiveWindowResize.pointSize(windowWidth: 0, windowHeight: 600, scale: 2) == nil)
        #expect(LiveWindowResize.pointSize(windowWidth: 800, windowHeight: -1, scale: 2) == nil)
        #expect(LiveWindowResize.pointSize(windowWidth: 800, windowHeight: 600, scale: .nan) == nil)
    }

    @Test(
        "14.7 an SDL size-changed event resizes the window: viewWillTransition with the old bounds, completion in the frame, frames at the new size"
    )
    func sizeEventResizes() throws {
        setenv("SDL_VIDEODRIVER", SDLHostTests.driver, 1)
        let controller = ResizeLogController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        window.rootViewController = controller
        let host = try LiveWindowHost(
            window: window, size: CGSize(width: 200, height: 300), scale: 2, title: "SDLWindowResizeTests")
        defer { host.close() }
        try host.runFrames(1)
        try host.pushWindowResize(to: CGSize(width: 300, height: 200))
        try host.runFrames(1)
        #expect(controller.lines == ["viewWillTransition(300x200) bounds=200x300", "completion"])
        #expect(
            host.window.bounds.size == CGSize(width: 300, height: 200) && host.size == CGSize(width: 300, height: 200))
        #expect(controller.view.bounds.size == CGSize(width: 300, height: 200))
        #expect(host.pixelSize == (600, 400))
        try host.pushWindowResize(to: CGSize(width: 300, height: 200))
        try host.runFrames(1)
        #expect(controller.lines.count == 2, "the same size again sends nothing")
        #expect(throws: LiveWindowHostError.self) {
            try host.pushWindowResize(to: CGSize(width: CGFloat.nan, height: 10))
        }
    }
}
