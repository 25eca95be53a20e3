// README § Testing your own code, the real-time example, kept true (the class and method are the
// README's, word for word).
import XCTest
#if canImport(UIKit)
import UIKit
#else
import PortableUIKit        // `import UIKit` on iOS
#endif
import Containment

final class DrawerUITests: XCTestCase {       // not @MainActor: see below
    @MainActor func testDrawerOpens() async {
        let drawer = DrawerController(centerViewController: UIViewController(),
                                      leftDrawerViewController: UIViewController())
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = drawer
        window.makeKeyAndVisible()
        let opened = expectation(description: "the drawer opened")
        drawer.openDrawerSide(.left, animated: true) { _ in opened.fulfill() }
        await fulfillment(of: [opened], timeout: 5)
        XCTAssertEqual(drawer.openSide, .left)
    }
}
