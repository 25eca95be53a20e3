// swift-format-ignore-file
// (This code is printed in the documentation as it stands here, comments aligned; a test
// compares the listing with it line for line, so swift-format leaves the file alone.)
// The real-time example of docs/guides/testing-your-own-code.md, kept true (the class and method
// are the guide's, word for word; README shows the method).
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
