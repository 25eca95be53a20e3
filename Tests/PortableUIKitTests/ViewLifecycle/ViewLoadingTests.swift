import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// Spec §6: lazy views, layout callbacks, memory warnings.
@MainActor
@Suite("§6 view lifecycle", .isolatedRuntime)
struct ViewLoadingTests {
    @Test("6.1 the view loads lazily: isViewLoaded and viewIfLoaded never load; view runs loadView then viewDidLoad")
    func lazyLoading() {
        final class Probe: UIViewController {
            var calls: [String] = []
            override func loadView() { calls.append("loadView"); view = UIView() }
            override func viewDidLoad() { calls.append("viewDidLoad") }
        }
        let probe = Probe()
        #expect(!probe.isViewLoaded && probe.viewIfLoaded == nil && probe.calls.isEmpty)
        _ = probe.view
        _ = probe.view
        #expect(probe.calls == ["loadView", "viewDidLoad"])
        #expect(probe.isViewLoaded)
        let other = Probe()
        other.loadViewIfNeeded()
        #expect(other.calls == ["loadView", "viewDidLoad"])
    }

    @Test("6.1 the default loadView makes a plain view the size of the main screen")
    func defaultView() {
        let vc = UIViewController()
        #expect(type(of: vc.view!) == UIView.self)
        // The main screen is an iPhone-sized 390 × 844 pt; the view's frame must be that rectangle
        // (a literal, so that the test does not compare the screen with itself).
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(vc.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test("6.2 setting view to nil unloads it; the next access runs loadView and viewDidLoad again")
    func reload() {
        let vc = UIViewController()
        let recorder = LifecycleRecorder()
        recorder.watch(vc, as: "vc")
        let first = vc.view
        vc.view = nil
        #expect(!vc.isViewLoaded)
        let second = vc.view
        #expect(first !== second)
        #expect(recorder.trace == ["vc.viewDidLoad", "vc.viewDidLoad"])
    }

    @Test("6.3 viewWillLayoutSubviews and viewDidLayoutSubviews wrap the root view's layoutSubviews")
    func layoutCallbacks() {
        final class Root: UIView {
            var log: (String) -> Void = { _ in }
            override func layoutSubviews() { log("layoutSubviews") }
        }
        final class Probe: UIViewController {
            var log: [String] = []
            override func loadView() {
                let root = Root()
                root.log = { [unowned self] in log.append($0) }
                view = root
            }
            override func viewWillLayoutSubviews() { log.append("willLayout") }
            override func viewDidLayoutSubviews() { log.append("didLayout") }
        }
        let probe = Probe()
        let host = HeadlessHost(rootViewController: probe)
        host.runUntilIdle()
        #expect(probe.log == ["willLayout", "layoutSubviews", "didLayout"])
        probe.log = []
        probe.view.setNeedsLayout()
        probe.view.layoutIfNeeded()
        #expect(probe.log == ["willLayout", "layoutSubviews", "didLayout"])
        probe.log = []
        host.runUntilIdle()
        #expect(probe.log.isEmpty, "no layout pass without setNeedsLayout")
        host.resize(to: CGSize(width: 844, height: 390))
        host.runUntilIdle()
        #expect(probe.log == ["willLayout", "layoutSubviews", "didLayout"])
        #expect(probe.view.bounds.size == CGSize(width: 844, height: 390))
    }

    @Test("6.5 a memory warning reaches every controller in the tree, loaded or not, parent first; views stay loaded")
    func memoryWarning() {
        let root = ContainerController()
        let shown = UIViewController(), hidden = UIViewController()
        root.loadViewIfNeeded()
        for child in [shown, hidden] { root.addChild(child); child.didMove(toParent: root) }
        root.containerView.addSubview(shown.view)
        let host = HeadlessHost(rootViewController: root)
        host.runUntilIdle()
        let recorder = LifecycleRecorder()
        recorder.attach(to: root)
        recorder.watch(root, as: "root"); recorder.watch(shown, as: "shown"); recorder.watch(hidden, as: "hidden")
        host.simulateMemoryWarning()
        #expect(
            recorder.trace == [
                "root.didReceiveMemoryWarning", "shown.didReceiveMemoryWarning", "hidden.didReceiveMemoryWarning",
            ])
        #expect(shown.isViewLoaded && root.isViewLoaded && !hidden.isViewLoaded)
    }

    @Test("preferredContentSize changes tell the parent")
    func preferredContentSize() {
        final class Parent: UIViewController {
            var changed: [UIContentContainer] = []
            override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
                changed.append(container)
            }
        }
        let parent = Parent(), child = UIViewController()
        parent.addChild(child)
        child.preferredContentSize = CGSize(width: 10, height: 20)
        child.preferredContentSize = CGSize(width: 10, height: 20)
        #expect(parent.changed.count == 1 && parent.changed.first === child)
    }
}
