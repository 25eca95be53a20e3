// README § Testing your own code, the headless example, kept true (word for word but for this
// comment and the suite's name).
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
