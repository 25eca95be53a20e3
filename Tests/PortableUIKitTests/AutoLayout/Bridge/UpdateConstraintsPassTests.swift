import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

/// A view that records its updateConstraints calls and can misbehave.
@MainActor
private final class RecordingView: UIView {
    static var log: [String] = []
    var name = ""
    var asksAgain = false
    var skipsSuper = false
    var onUpdate: (() -> Void)?
    override func updateConstraints() {
        Self.log.append(name)
        onUpdate?()
        if asksAgain { setNeedsUpdateConstraints() }
        if !skipsSuper { super.updateConstraints() }
    }
}

@MainActor
private final class ConstraintBasedView: UIView {
    static var updates = 0
    override class var requiresConstraintBasedLayout: Bool { true }
    override func updateConstraints() {
        Self.updates += 1
        super.updateConstraints()
    }
}

@MainActor
@Suite("Auto Layout bridge: the update-constraints pass (17.15)", .isolatedRuntime)
struct UpdateConstraintsPassTests {
    @Test("17.15 the update pass runs bottom-up before layout, once per request")
    func bottomUpBeforeLayout() {
        RecordingView.log = []
        let host = HeadlessHost()
        let top = RecordingView(), middle = RecordingView(), leaf = RecordingView()
        top.name = "top"; middle.name = "middle"; leaf.name = "leaf"
        host.window.addSubview(top)
        top.addSubview(middle)
        middle.addSubview(leaf)
        host.runTurn()
        #expect(RecordingView.log.isEmpty)
        top.setNeedsUpdateConstraints()
        leaf.setNeedsUpdateConstraints()
        middle.setNeedsUpdateConstraints()
        #expect(leaf.needsUpdateConstraints())
        host.runTurn()
        #expect(RecordingView.log == ["leaf", "middle", "top"])
        #expect(!leaf.needsUpdateConstraints())
        host.runTurn()
        #expect(RecordingView.log.count == 3)
    }

    @Test("17.15 constraints made in updateConstraints lay out in the same turn")
    func constraintsFromUpdatePassLayOut() {
        RecordingView.log = []
        let host = HeadlessHost()
        let view = RecordingView()
        view.translatesAutoresizingMaskIntoConstraints = false
        host.window.addSubview(view)
        view.onUpdate = {
            pinFrame(view, to: host.window, CGRect(x: 12, y: 12, width: 40, height: 40))
        }
        view.setNeedsUpdateConstraints()
        host.runTurn()
        #expect(view.frame == CGRect(x: 12, y: 12, width: 40, height: 40))
    }

    @Test("17.15 layoutIfNeeded and updateConstraintsIfNeeded run the pass for the receiver's subtree only")
    func subtreeOnly() {
        RecordingView.log = []
        let host = HeadlessHost()
        let a = RecordingView(), b = RecordingView()
        a.name = "a"; b.name = "b"
        host.window.addSubview(a)
        host.window.addSubview(b)
        a.setNeedsUpdateConstraints()
        b.setNeedsUpdateConstraints()
        a.updateConstraintsIfNeeded()
        #expect(RecordingView.log == ["a"])
        b.layoutIfNeeded()
        #expect(RecordingView.log == ["a", "b"])
    }

    @Test("17.15 setNeedsUpdateConstraints inside updateConstraints is diagnosed and does not loop")
    func askingAgainIsDiagnosed() {
        RecordingView.log = []
        let host = HeadlessHost()
        let view = RecordingView()
        view.asksAgain = true
        host.window.addSubview(view)
        view.setNeedsUpdateConstraints()
        expectDiagnostic(.invalidLayoutUse) { host.runTurn() }
        host.runTurn()
        #expect(RecordingView.log.count == 1)
        #expect(!view.needsUpdateConstraints())
    }

    @Test("17.15 an override that does not call super is diagnosed")
    func missingSuperIsDiagnosed() {
        RecordingView.log = []
        let host = HeadlessHost()
        let view = RecordingView()
        view.skipsSuper = true
        host.window.addSubview(view)
        view.setNeedsUpdateConstraints()
        expectDiagnostic(.invalidLayoutUse) { host.runTurn() }
        // Positive control: with super, no diagnostic.
        view.skipsSuper = false
        view.setNeedsUpdateConstraints()
        host.runTurn()
        #expect(RecordingView.log.count == 2)
    }

    @Test("17.15 requiresConstraintBasedLayout: such a view gets updateConstraints before its first layout")
    func requiresConstraintBasedLayout() {
        ConstraintBasedView.updates = 0
        let host = HeadlessHost()
        #expect(!UIView.requiresConstraintBasedLayout)
        host.window.addSubview(UIView())
        host.runTurn()
        #expect(ConstraintBasedView.updates == 0)
        host.window.addSubview(ConstraintBasedView())
        host.runTurn()
        #expect(ConstraintBasedView.updates == 1)
    }
}
