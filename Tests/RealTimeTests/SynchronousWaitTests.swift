// A synchronous XCTest that waits with `wait(for:timeout:)` while the main run loop runs timers
// and frames (issue 39). On Linux such a method stays non-isolated and enters the main actor
// with `MainActor.assumeIsolated` (XCTest runs tests on the main thread): a class whose test
// methods are all synchronous and `@MainActor` crashes swift-corelibs-xctest's discovery
// ("Could not cast value of type '(…) -> @MainActor () -> ()'", observed with Swift 6.3), as a
// `@MainActor` class does (corelibs-xctest #424).
import XCTest
#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

final class SynchronousWaitTests: XCTestCase {
    /// A `Timer` on the main run loop fires while the test waits, and an animation started
    /// beside it completes: frames and timers interleave.
    func testTimerAndAnimationWhileWaiting() {
        let fired = expectation(description: "the timer fired")
        let animated = expectation(description: "an animation ran alongside")
        let window = MainActor.assumeIsolated {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.rootViewController = UIViewController()
            window.makeKeyAndVisible()
            let timer = Timer(timeInterval: 0.05, repeats: false) { _ in fired.fulfill() }
            RunLoop.main.add(timer, forMode: .common)
            let box = UIView()
            window.addSubview(box)
            UIView.animate(withDuration: 0.1, animations: { box.alpha = 0.5 }, completion: { _ in animated.fulfill() })
            return window
        }
        wait(for: [fired, animated], timeout: 10)
        MainActor.assumeIsolated { window.isHidden = true }
    }
}
