import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
import ContainmentTestTraits

/// Storyboard segues, which libraries such as KYDrawerController call when given an identifier.
@MainActor
@Suite("performSegue", .isolatedRuntime)
struct PerformSegueTests {
    @Test(
        "performSegue(withIdentifier:sender:) with no storyboard is refused with unknownSegue; shouldPerformSegue is true"
    )
    func noStoryboard() {
        let controller = UIViewController()
        expectDiagnostic(.unknownSegue) { controller.performSegue(withIdentifier: "main", sender: nil) }
        #expect(controller.shouldPerformSegue(withIdentifier: "main", sender: nil))
        #expect(controller.presentedViewController == nil && controller.children.isEmpty)
    }
}
