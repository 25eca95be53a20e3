// XCTest written as iOS developers write UI tests: no host, a key and visible window, and
// `await fulfillment(of:timeout:)`. On Linux the main run loop ticks the key window at 60 Hz on the
// real clock while the test waits (PortableUIKit's real-time display, issue 39), as the display
// does on iOS; the same source runs against UIKit.
//
// The test classes are not `@MainActor` (swift-corelibs-xctest crashes at discovery on
// main-actor test classes, corelibs-xctest #424); their test methods are, and they are async
// (a class whose test methods are all synchronous and `@MainActor` crashes discovery too).
import XCTest
#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif
import Containment

final class RealTimeAnimationTests: XCTestCase {
    /// Generous for a loaded CI machine; each wait below ends in a fraction of it.
    static let timeout: TimeInterval = 10

    @MainActor private func makeVisibleWindow(root: UIViewController = UIViewController()) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = root
        window.makeKeyAndVisible()
        return window
    }

    @MainActor private func tearDownWindow(_ window: UIWindow) {
        window.isHidden = true
        window.rootViewController = nil
    }

    /// `UIView.animate(withDuration:animations:completion:)`'s completion runs with `true` when the
    /// animation ends (https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:completion:)).
    @MainActor func testAnimationCompletionRunsInRealTime() async {
        let window = makeVisibleWindow()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.rootViewController?.view.addSubview(box)
        let finished = expectation(description: "the animation's completion ran")
        var result: Bool?
        UIView.animate(
            withDuration: 0.2, animations: { box.alpha = 0 },
            completion: { done in
                result = done
                finished.fulfill()
            })
        await fulfillment(of: [finished], timeout: Self.timeout)
        XCTAssertEqual(result, true)
        XCTAssertEqual(box.layer.presentation()?.opacity ?? box.layer.opacity, 0)
        tearDownWindow(window)
    }

    /// A child added to a controller in a visible window gets `viewDidAppear` by itself at the end
    /// of the run loop's turn (spec 2.5).
    @MainActor func testChildAddedToVisibleWindowAppears() async {
        let window = makeVisibleWindow()
        let child = AppearanceProbe()
        let appeared = expectation(description: "viewDidAppear")
        child.onDidAppear = { appeared.fulfill() }
        let parent = window.rootViewController!
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        await fulfillment(of: [appeared], timeout: Self.timeout)
        XCTAssertEqual(child.events, ["viewWillAppear", "viewDidAppear"])
        tearDownWindow(window)
    }

    /// `setNeedsLayout()` from `DispatchQueue.main.async` is laid out before the next frame is
    /// drawn: by the display link's next frame at the latest (a display link fires before the
    /// frame's layout pass).
    @MainActor func testLayoutRequestedFromMainQueueIsLaidOutByTheNextFrame() async {
        let window = makeVisibleWindow()
        let view = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.rootViewController?.view.addSubview(view)
        var frames = 0
        let link = CADisplayLink { _ in frames += 1 }
        link.add(to: .main, forMode: .common)
        let laidOut = expectation(description: "layoutSubviews after setNeedsLayout from the main queue")
        var framesAtRequest = 0
        var framesAtLayout: Int?
        DispatchQueue.main.async {
            framesAtRequest = frames
            view.onLayout = {
                guard framesAtLayout == nil else { return }
                framesAtLayout = frames
                laidOut.fulfill()
            }
            view.setNeedsLayout()
        }
        await fulfillment(of: [laidOut], timeout: Self.timeout)
        link.invalidate()
        view.onLayout = nil
        XCTAssertLessThanOrEqual((framesAtLayout ?? .max) - framesAtRequest, 1)
        tearDownWindow(window)
    }
}

/// Records its appearance callbacks.
final class AppearanceProbe: UIViewController {
    var events: [String] = []
    var onDidAppear: (() -> Void)?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        events.append("viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        events.append("viewDidAppear")
        onDidAppear?()
    }
}

/// Counts its layout passes.
final class LayoutCountingView: UIView {
    var layoutCount = 0
    var onLayout: (() -> Void)?

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutCount += 1
        onLayout?()
    }
}
