import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

@MainActor
@Suite("Auto Layout bridge: unsatisfiable constraints and ambiguity (17.17, 17.18)", .isolatedRuntime)
struct ErrorsAndAmbiguityTests {
    @Test("17.17 UIKit's log text; the refused constraint is broken but stays active; every other constraint holds")
    func unsatisfiableBreaksTheRefusedConstraint() throws {
        let host = HeadlessHost()
        let view = constrainedView(in: host.window)
        let left = pin(view, .left, to: host.window, .left, 7)
        pin(view, .top, to: host.window, .top, 9)
        let narrow = pin(view, .width, 100)
        pin(view, .height, 30)
        let (wide, diagnostics) = PortableUIKitDiagnostics.collecting { pin(view, .width, 200) }
        #expect(diagnostics.count == 1)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.rule == .unsatisfiableConstraints)
        let text = diagnostic.message
        #expect(
            text.hasPrefix(
                "[LayoutConstraints] Unable to simultaneously satisfy constraints.\n\tProbably at least one of the constraints in the following list is one you don't want."
            ))
        #expect(text.contains("\"\(narrow)\""))
        #expect(text.contains("Will attempt to recover by breaking constraint \n\(wide)\n"))
        #expect(
            text.contains(
                "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger."))
        #expect(wide.isActive)
        host.runTurn()
        #expect(view.frame == CGRect(x: 7, y: 9, width: 100, height: 30))
        // The broken constraint stays out of the solver: a new constant does not bring it back.
        wide.constant = 250
        host.runTurn()
        #expect(view.frame.width == 100)
        // Deactivating it and changing the others works as usual.
        wide.isActive = false
        narrow.constant = 150
        left.constant = 1
        host.runTurn()
        #expect(view.frame == CGRect(x: 1, y: 9, width: 150, height: 30))
    }

    @Test(
        "17.17 a size constraint on a view that translates its mask conflicts; the list shows NSAutoresizingMaskLayoutConstraint h=--& v=--&"
    )
    func maskConflictIsReported() throws {
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        host.window.addSubview(view)
        let (width, diagnostics) = PortableUIKitDiagnostics.collecting { pin(view, .width, 100) }
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.rule == .unsatisfiableConstraints)
        #expect(diagnostic.message.contains("NSAutoresizingMaskLayoutConstraint"))
        #expect(diagnostic.message.contains("h=--& v=--& UIView:"))
        #expect(diagnostic.message.contains(".width == 50   (active)>"))
        #expect(width.isActive)
        host.runTurn()
        #expect(view.frame.size == CGSize(width: 50, height: 50))
    }

    @Test("17.17 a constant change that makes the required set infeasible breaks that constraint; the rest holds")
    func constantChangeCanBreak() {
        let host = HeadlessHost()
        let view = constrainedView(in: host.window)
        pin(view, .left, to: host.window, .left)
        pin(view, .top, to: host.window, .top)
        pin(view, .width, 100, relation: .lessThanOrEqual)
        let width = pin(view, .width, 80)
        pin(view, .height, 10)
        expectDiagnostic(.unsatisfiableConstraints) { width.constant = 120 }
        host.runTurn()
        #expect(view.frame.width <= 100)
        #expect(width.isActive)
    }

    @Test("17.18 leading and top only, no intrinsic size: ambiguous; fully constrained: not")
    func ambiguity() {
        let host = HeadlessHost()
        let loose = constrainedView(in: host.window)
        pin(loose, .leading, to: host.window, .leading, 10)
        pin(loose, .top, to: host.window, .top, 10)
        let tight = constrainedView(in: host.window)
        pinFrame(tight, to: host.window, CGRect(x: 10, y: 10, width: 10, height: 10), leading: true)
        host.runTurn()
        #expect(loose.hasAmbiguousLayout)
        #expect(!tight.hasAmbiguousLayout)
        #expect(!host.window.hasAmbiguousLayout)
        #expect(!UIView().hasAmbiguousLayout)
    }

    @Test("17.18 x = y + 100 alone is ambiguous for both views")
    func relationOnlyIsAmbiguous() {
        let host = HeadlessHost()
        let a = constrainedView(in: host.window), b = constrainedView(in: host.window)
        pin(a, .left, to: b, .left, 100)
        for view in [a, b] {
            pin(view, .top, to: host.window, .top)
            pin(view, .width, 10)
            pin(view, .height, 10)
        }
        #expect(a.hasAmbiguousLayout && b.hasAmbiguousLayout)
        pin(b, .left, to: host.window, .left, 5)
        #expect(!a.hasAmbiguousLayout && !b.hasAmbiguousLayout)
        host.runTurn()
        #expect(a.frame.minX == 105)
    }

    @Test("17.18 equal hugging priorities in a row leave the split ambiguous; 250 vs 251 does not")
    func equalPrioritiesAreAmbiguous() {
        let host = HeadlessHost()
        let (_, a, b) = intrinsicRow(width: 300, host: host)
        #expect(a.hasAmbiguousLayout)
        b.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        #expect(!a.hasAmbiguousLayout && !b.hasAmbiguousLayout)
    }

    @Test("17.18 exerciseAmbiguityInLayout moves an ambiguous view to another valid frame; a fixed one stays")
    func exerciseAmbiguity() {
        let host = HeadlessHost()
        let loose = constrainedView(in: host.window)
        pin(loose, .leading, to: host.window, .leading, 10)
        pin(loose, .top, to: host.window, .top, 10)
        pin(loose, .height, 10)
        host.runTurn()
        let before = loose.frame
        loose.exerciseAmbiguityInLayout()
        #expect(loose.frame != before)
        #expect(loose.frame.minX == 10 && loose.frame.minY == 10 && loose.frame.height == 10)
        let tight = constrainedView(in: host.window)
        pinFrame(tight, to: host.window, CGRect(x: 10, y: 10, width: 10, height: 10), leading: true)
        host.runTurn()
        tight.exerciseAmbiguityInLayout()
        #expect(tight.frame == CGRect(x: 10, y: 10, width: 10, height: 10))
    }

    @Test("17.18 constraintsAffectingLayout(for:) lists the constraints on that axis only")
    func constraintsAffectingLayout() {
        let host = HeadlessHost()
        let view = constrainedView(in: host.window)
        let leading = pin(view, .leading, to: host.window, .leading, 10)
        let width = pin(view, .width, 10)
        let top = pin(view, .top, to: host.window, .top, 10)
        let horizontal = view.constraintsAffectingLayout(for: .horizontal)
        #expect(horizontal.contains { $0 === leading } && horizontal.contains { $0 === width })
        #expect(!horizontal.contains { $0 === top })
        #expect(view.constraintsAffectingLayout(for: .vertical).contains { $0 === top })
        #expect(UIView().constraintsAffectingLayout(for: .vertical).isEmpty)
    }
}
