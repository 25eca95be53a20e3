// swift-format-ignore-file
// (This code is printed in the documentation as it stands here, comments aligned; a test
// compares the listing with it line for line, so swift-format leaves the file alone.)
// The headless example of docs/guides/testing-your-own-code.md, kept true (word for word but for
// this comment and the suite's name; README shows the test function).
import Testing
import PortableUIKit        // `import UIKit` on iOS (HeadlessHost is Linux only)
import Containment
import ContainmentTesting
import ContainmentTestTraits

@MainActor
@Suite("README: Testing your own code (headless)", .isolatedRuntime)
struct DrawerTests {
    @Test("opening animates to the left drawer")
    func opens() {
        let drawer = DrawerController(centerViewController: UIViewController(),
                                      leftDrawerViewController: UIViewController())
        let host = HeadlessHost(rootViewController: drawer)
        var finished: Bool?
        drawer.openDrawerSide(.left, animated: true) { finished = $0 }
        host.advance(by: 1)                       // one second of frames, at once
        #expect(finished == true && drawer.openSide == .left)
    }
}
