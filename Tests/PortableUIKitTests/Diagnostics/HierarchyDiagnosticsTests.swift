import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// Spec §4: misuse is refused with a named diagnostic and leaves the hierarchy consistent.
@MainActor
@Suite("§4 hierarchy diagnostics", .isolatedRuntime)
struct HierarchyDiagnosticsTests {
    @Test("4.1 a child's view added under a view owned by a controller other than its parent is refused")
    func wrongParentView() {
        let parent = ContainerController(), other = ContainerController(), child = UIViewController()
        let (host, _) = settledHost(root: parent)
        parent.addChild(child)
        parent.containerView.addSubview(other.view)
        let result = PortableUIKitDiagnostics.collecting { other.view.addSubview(child.view) }
        #expect(result.diagnostics.map(\.rule) == [.hierarchyInconsistency])
        #expect(result.diagnostics.first?.specItem == "4.1")
        #expect(!result.diagnostics.first!.fix.isEmpty)
        #expect(child.view.superview == nil)
        #expect(HierarchyValidator.violations(in: host.window).isEmpty)
    }

    @Test("4.1 a controller with no parent may have its view added anywhere")
    func parentlessAnywhere() {
        let parent = ContainerController(), loose = UIViewController()
        _ = settledHost(root: parent)
        #expect(diagnosticRules { parent.containerView.addSubview(loose.view) }.isEmpty)
        #expect(loose.view.superview === parent.containerView)
    }

    @Test("4.2 a view can belong to at most one controller")
    func viewOwnedTwice() {
        let first = UIViewController(), second = UIViewController()
        let shared = first.view!
        let result = PortableUIKitDiagnostics.collecting { second.view = shared }
        #expect(result.diagnostics.map(\.rule) == [.viewOwnedTwice])
        #expect(result.diagnostics.first?.message.contains("is associated with") == true)
        #expect(first.view === shared)
        #expect(second.viewIfLoaded == nil)
        first.view = nil
        #expect(diagnosticRules { second.view = shared }.isEmpty, "after clearing the association it is allowed")
        #expect(second.view === shared)
    }

    @Test("4.3 a child whose view still sits in another controller's hierarchy cannot be added")
    func childViewElsewhere() {
        let first = ContainerController(), second = ContainerController(), child = UIViewController()
        first.loadViewIfNeeded()
        first.display(child)
        child.willMove(toParent: nil)
        child.removeFromParent()
        let result = PortableUIKitDiagnostics.collecting { second.addChild(child) }
        #expect(result.diagnostics.map(\.rule) == [.childViewInAnotherHierarchy])
        #expect(result.diagnostics.first?.message.contains("should have parent view controller") == true)
        #expect(second.children.isEmpty && child.parent == nil)
        child.view.removeFromSuperview()
        #expect(diagnosticRules { second.addChild(child) }.isEmpty, "removing the view first avoids it")
    }

    @Test(
        "4.4 containment calls in the wrong order: moving a child's view into its new parent before addChild is a hierarchyInconsistency and refused; addChild first is accepted"
    )
    func wrongOrderReparenting() {
        let first = ContainerController(), second = ContainerController(), child = UIViewController()
        let (host, _) = settledHost(root: first)
        first.display(child)
        first.containerView.addSubview(second.view)
        first.addChild(second)
        second.didMove(toParent: first)
        host.runUntilIdle()
        child.view.removeFromSuperview()
        let result = PortableUIKitDiagnostics.collecting { second.containerView.addSubview(child.view) }
        #expect(result.diagnostics.map(\.rule) == [.hierarchyInconsistency])
        #expect(child.view.superview == nil && child.parent === first)
        // The right order: addChild (which takes the child from its old parent), then the view.
        #expect(
            diagnosticRules {
                second.addChild(child)
                second.containerView.addSubview(child.view)
                child.didMove(toParent: second)
            }.isEmpty)
        #expect(child.parent === second && child.view.superview === second.containerView)
        host.runUntilIdle()
        #expect(HierarchyValidator.violations(in: host.window, settled: true).isEmpty)
    }

    @Test("UIView: a view cannot be added inside itself")
    func cycle() {
        let outer = UIView(), inner = UIView()
        outer.addSubview(inner)
        #expect(diagnosticRules { inner.addSubview(outer) } == [.invalidViewHierarchy])
        #expect(diagnosticRules { outer.addSubview(outer) } == [.invalidViewHierarchy])
        #expect(outer.superview == nil && inner.superview === outer)
    }

    @Test("6.2 a loadView that sets no view is reported; viewDidLoad still runs and isViewLoaded stays false")
    func loadViewWithoutView() {
        final class Broken: UIViewController {
            var didLoad = 0
            override func loadView() {}
            override func viewDidLoad() { didLoad += 1 }
        }
        let broken = Broken()
        let result = PortableUIKitDiagnostics.collecting { _ = broken.view }
        #expect(result.diagnostics.map(\.rule) == [.viewLoading])
        #expect(broken.didLoad == 1)
        #expect(!broken.isViewLoaded)
    }

    @Test("6.2 reading view inside viewDidLoad of a view-less loadView is reported instead of recursing forever")
    func recursionGuard() {
        final class Recursing: UIViewController {
            override func loadView() {}
            override func viewDidLoad() { _ = view }
        }
        let vc = Recursing()
        let rules = diagnosticRules { _ = vc.view }
        #expect(rules == [.viewLoading, .viewLoading])
    }

    @Test("2.13 diagnostics name the rule and the fix; the log mode prints each distinct one once")
    func description() {
        let diagnostic = PortableUIKitDiagnostic(rule: .viewOwnedTwice, message: "m", fix: "f", specItem: "4.2")
        #expect(diagnostic.description == "[viewOwnedTwice] m — Fix: f (spec 4.2)")
        var seen: [PortableUIKitDiagnostic] = []
        PortableUIKitDiagnostics.observer = { seen.append($0) }
        defer { PortableUIKitDiagnostics.observer = nil }
        _ = PortableUIKitDiagnostics.collecting { UIViewController().endAppearanceTransition() }
        #expect(seen.map(\.rule) == [.unbalancedAppearanceTransition])
    }
}
