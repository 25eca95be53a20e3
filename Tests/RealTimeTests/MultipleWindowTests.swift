// Every window on screen is driven by the display, not only the key one (issue 39;
// docs/semantics 19.8): on iOS an app's second window (an overlay, a HUD, a window made for an
// external screen) animates and gets its appearance callbacks like the key window. Written as an
// iOS developer writes it: no host, `await fulfillment(of:timeout:)`.
import XCTest
#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

final class MultipleWindowTests: XCTestCase {
    static let timeout: TimeInterval = 10

    /// A visible window that is not key gets its root's `viewDidAppear` and its animation's
    /// completion while another window is key.
    @MainActor func testVisibleWindowThatIsNotKeyIsDrivenToo() async {
        let key = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        key.rootViewController = UIViewController()
        key.makeKeyAndVisible()
        let overlay = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        let root = AppearanceProbe()
        let appeared = expectation(description: "the overlay's root appeared")
        root.onDidAppear = { appeared.fulfill() }
        overlay.rootViewController = root
        overlay.isHidden = false
        XCTAssertFalse(overlay.isKeyWindow)
        await fulfillment(of: [appeared], timeout: Self.timeout)

        let finished = expectation(description: "the overlay's animation completed")
        UIView.animate(
            withDuration: 0.2, animations: { root.view.alpha = 0.5 },
            completion: { done in
                XCTAssertTrue(done)
                finished.fulfill()
            })
        await fulfillment(of: [finished], timeout: Self.timeout)
        XCTAssertFalse(overlay.isKeyWindow)
        overlay.isHidden = true
        key.isHidden = true
        overlay.rootViewController = nil
        key.rootViewController = nil
    }
}
