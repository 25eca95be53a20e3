import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// `UIViewController.updateViewConstraints()` in the update-constraints pass (spec 17.15).
@MainActor
@Suite("updateViewConstraints", .isolatedRuntime)
struct UpdateViewConstraintsTests {
    final class Root: UIView {
        var log: [String] = []
        override func updateConstraints() {
            log.append("view.updateConstraints")
            super.updateConstraints()
        }
    }

    final class Controller: UIViewController {
        let root = Root()
        let box = UIView()
        var callsSuper = true
        var width: NSLayoutConstraint?
        override func loadView() { view = root }
        override func viewDidLoad() {
            super.viewDidLoad()
            box.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(box)
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                box.topAnchor.constraint(equalTo: view.topAnchor),
                box.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
        override func updateViewConstraints() {
            root.log.append("controller.updateViewConstraints")
            if width == nil {
                width = box.widthAnchor.constraint(equalToConstant: 120)
                width?.isActive = true
            }
            if callsSuper { super.updateViewConstraints() }
        }
    }

    @Test(
        "17.15 the pass calls updateViewConstraints() for a root view, whose super calls the view's updateConstraints(); constraints added there lay out"
    )
    func rootViewGoesThroughController() {
        let controller = Controller()
        let host = HeadlessHost(size: CGSize(width: 320, height: 480), rootViewController: controller)
        host.runUntilIdle()
        controller.view.setNeedsUpdateConstraints()
        host.runUntilIdle()
        #expect(controller.root.log == ["controller.updateViewConstraints", "view.updateConstraints"])
        #expect(controller.box.frame == CGRect(x: 0, y: 0, width: 120, height: 10))
    }

    @Test("17.15 an updateViewConstraints() override that does not call super is diagnosed")
    func missingSuper() {
        let controller = Controller()
        controller.callsSuper = false
        let host = HeadlessHost(size: CGSize(width: 320, height: 480), rootViewController: controller)
        host.runUntilIdle()
        controller.view.setNeedsUpdateConstraints()
        expectDiagnostic(.invalidLayoutUse) { host.runUntilIdle() }
        #expect(controller.root.log == ["controller.updateViewConstraints"])
    }
}
