import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// Reproducers the model-based test found, kept as named tests: a parent ends exactly the
/// children it began (spec 2.10, 2.12), and 4.3's owner check includes "no owner".
@MainActor
@Suite("2.10 2.12 forwarding stays balanced", .isolatedRuntime)
struct ForwardingBalanceTests {
    @Test("2.10 a child removed from its parent before the turn ends still gets the end its parent owes it")
    func removedChildIsEnded() {
        let parent = UIViewController(), child = UIViewController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        let host = HeadlessHost(rootViewController: parent)
        child.removeFromParent()
        host.runUntilIdle()
        #expect(child.appearanceState == .appeared && child.appearanceTransitionDepth == 0)
        #expect(HierarchyValidator.violations(in: host.window, extraControllers: [child], settled: true).isEmpty)
    }

    @Test("2.12 a reversed parent still ends a child whose view left it in the meantime")
    func reversalKeepsOwedEnds() {
        let parent = UIViewController(), child = UIViewController()
        parent.addChild(child)
        let host = HeadlessHost(rootViewController: parent)
        parent.view.addSubview(child.view)
        host.runUntilIdle()
        parent.view.removeFromSuperview()
        child.view.removeFromSuperview()
        host.window.addSubview(parent.view)
        host.runUntilIdle()
        #expect(parent.appearanceState == .appeared)
        #expect(child.appearanceState == .disappeared && child.appearanceTransitionDepth == 0)
        #expect(HierarchyValidator.violations(in: host.window, settled: true).isEmpty)
    }

    @Test("4.3 the window's root controller cannot become another controller's child while its view is in the window")
    func rootCannotBecomeChild() {
        let root = UIViewController(), other = UIViewController()
        let host = HeadlessHost(rootViewController: root)
        let diagnostics = PortableUIKitDiagnostics.collecting { other.addChild(root) }.diagnostics
        #expect(diagnostics.map(\.rule) == [.childViewInAnotherHierarchy])
        #expect(diagnostics.first?.message.contains("(null)") == true)
        #expect(root.parent == nil && other.children.isEmpty)
        #expect(HierarchyValidator.violations(in: host.window).isEmpty)
    }
}
