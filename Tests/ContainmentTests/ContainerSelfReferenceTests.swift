import Foundation
import Testing
@_spi(Testing) import PortableUIKit
import Containment
import ContainmentTesting
import ContainmentTestTraits

/// Issue 18: a container never holds itself or one of its ancestors (UIKit raises for such an
/// addChild). Each refuses it with `invalidContainerUse` before touching containment, and keeps
/// working.
@MainActor
@Suite("Containers refuse themselves and their ancestors (issue 18)", .isolatedRuntime)
struct ContainerSelfReferenceTests {
    @Test(
        "issue 18 TransitionContainerController.viewControllers = [a, self] is refused item by item: a and b stay, self is dropped, no appearance is left open"
    )
    func transitionContainerRefusesItself() {
        let a = UIViewController(), b = UIViewController()
        let container = TransitionContainerController(viewControllers: [a])
        let host = HeadlessHost(rootViewController: container)
        host.runUntilIdle()
        expectDiagnostic(.invalidContainerUse) { container.viewControllers = [a, container, b] }
        #expect(container.viewControllers == [a, b])
        container.selectedIndex = 1
        host.runUntilIdle()
        #expect(container.selectedViewController === b)
        #expect(HierarchyValidator.violations(in: host.window).isEmpty)
    }

    @Test(
        "issue 18 a nested TransitionContainerController refuses its parent; a PagingController refuses itself and its grandparent"
    )
    func ancestorsAreRefused() {
        let outer = TransitionContainerController()
        let pager = PagingController()
        let inner = TransitionContainerController(viewControllers: [pager])
        outer.viewControllers = [inner]
        let host = HeadlessHost(rootViewController: outer)
        host.runUntilIdle()
        expectDiagnostic(.invalidContainerUse) { inner.viewControllers = [pager, outer] }
        #expect(inner.viewControllers == [pager], "positive control: the list keeps the pager")
        let page = UIViewController()
        expectDiagnostic(.invalidContainerUse) { pager.viewControllers = [page, outer] }
        expectDiagnostic(.invalidContainerUse) { pager.viewControllers = [pager] }
        pager.viewControllers = [page]
        host.runUntilIdle()
        #expect(pager.selectedViewController === page)
        #expect(HierarchyValidator.violations(in: host.window).isEmpty)
    }

    @Test("issue 18 DrawerController refuses itself as a drawer or as its center")
    func drawerRefusesItself() {
        let center = UIViewController()
        let drawer = DrawerController(
            centerViewController: center, leftDrawerViewController: nil, rightDrawerViewController: nil)
        let host = HeadlessHost(rootViewController: drawer)
        host.runUntilIdle()
        expectDiagnostic(.invalidContainerUse) { drawer.leftDrawerViewController = drawer }
        expectDiagnostic(.invalidContainerUse) { drawer.setCenterViewController(drawer, animated: false) }
        #expect(drawer.leftDrawerViewController == nil && drawer.centerViewController === center)
        #expect(HierarchyValidator.violations(in: host.window).isEmpty)
    }
}
