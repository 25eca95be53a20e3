import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// Spec 4.1 exactly: UIKit walks up from the new superview to the first view a controller owns.
/// With none (a subtree not yet attached), it does not complain; the check runs when that subtree
/// is attached.
@MainActor
@Suite("§4.1 detached subtrees", .isolatedRuntime)
struct DetachedSubtreeHierarchyTests {
    /// Parchment's shape: a pager makes its scroll view before its own view is loaded and puts
    /// its pages' views into it as they are selected.
    @MainActor
    final class EarlyPager: UIViewController {
        let scrollView = UIView()
        func select(_ page: UIViewController) {
            addChild(page)
            page.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            scrollView.addSubview(page.view)
            page.didMove(toParent: self)
        }
        override func viewDidLoad() {
            super.viewDidLoad()
            scrollView.frame = view.bounds
            view.addSubview(scrollView)
        }
    }

    @Test(
        "4.1 a child's view added to a subtree no controller owns is accepted; it appears when the subtree joins its parent's view in a window"
    )
    func detachedThenAttachedUnderParent() {
        let pager = EarlyPager(), page = UIViewController()
        let recorder = LifecycleRecorder()
        recorder.watch(page, as: "page")
        let rules = diagnosticRules { pager.select(page) }
        #expect(rules.isEmpty)
        #expect(page.view.superview === pager.scrollView)
        #expect(!pager.isViewLoaded, "selecting did not load the pager's view")
        #expect(
            recorder.trace == [
                "page.willMove(toParent: EarlyPager)", "page.viewDidLoad", "page.didMove(toParent: EarlyPager)",
            ],
            "no appearance while the page's view is in no window (2.1)")

        let host = HeadlessHost(size: CGSize(width: 320, height: 480), rootViewController: pager)
        host.runUntilIdle()
        #expect(page.view.window === host.window)
        #expect(recorder.callbacks(of: "page").contains("viewDidAppear(false)"))
        #expect(HierarchyValidator.violations(in: host.window, settled: true).isEmpty)
    }

    @Test(
        "4.1 a detached subtree holding a child's view, attached under another controller's view, is refused with hierarchyInconsistency and nothing changes"
    )
    func detachedThenAttachedUnderStranger() {
        let pager = EarlyPager(), page = UIViewController(), stranger = ContainerController()
        let (host, _) = settledHost(root: stranger)
        pager.select(page)
        let result = PortableUIKitDiagnostics.collecting { stranger.containerView.addSubview(pager.scrollView) }
        #expect(result.diagnostics.map(\.rule) == [.hierarchyInconsistency])
        #expect(result.diagnostics.first?.specItem == "4.1")
        #expect(result.diagnostics.first?.message.contains("being attached") == true)
        #expect(pager.scrollView.superview == nil)
        #expect(page.view.superview === pager.scrollView)
        #expect(page.viewIfLoaded?.window == nil)
        #expect(HierarchyValidator.violations(in: host.window, settled: true).isEmpty)
    }

    @Test(
        "4.1 under an owned view the walk stops at the nearest owner: a child deep inside a plain subtree is checked against it"
    )
    func deepChildChecked() {
        let parent = ContainerController(), child = UIViewController(), other = ContainerController()
        let (host, _) = settledHost(root: parent)
        parent.addChild(child)
        let wrapper = UIView(), inner = UIView()
        wrapper.addSubview(inner)
        inner.addSubview(child.view)
        #expect(diagnosticRules { other.view.addSubview(wrapper) } == [.hierarchyInconsistency])
        #expect(wrapper.superview == nil)
        #expect(diagnosticRules { parent.containerView.addSubview(wrapper) }.isEmpty)
        #expect(child.view.window === host.window)
    }
}
