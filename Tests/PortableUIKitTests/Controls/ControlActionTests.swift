import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

/// UIAction and UIControl's action registry: sender, uniquing by identifier, removal, sending.
@MainActor
@Suite("UIAction and control actions", .isolatedRuntime)
struct ControlActionTests {
    @Test("UIAction's defaults: empty title, state off, no attributes, a unique identifier each")
    func actionDefaults() {
        let a = UIAction { _ in }, b = UIAction { _ in }
        #expect(a.title == "" && a.state == .off && a.attributes.isEmpty && a.discoverabilityTitle == nil)
        #expect(a.identifier != b.identifier)
        let named = UIAction(
            title: "Save", identifier: UIAction.Identifier("save"), discoverabilityTitle: "Save the file",
            attributes: [.destructive], state: .on
        ) { _ in }
        #expect(named.title == "Save" && named.identifier.rawValue == "save" && named.state == .on)
        #expect(named.attributes == .destructive && named.discoverabilityTitle == "Save the file")
        named.title = "Keep"
        #expect(named.title == "Keep")
    }

    @Test("sender is the control while the handler runs, and nil before and after")
    func sender() {
        let control = UIControl()
        var seen: [UIControl?] = []
        let action = UIAction { seen.append($0.sender as? UIControl) }
        control.addAction(action, for: .valueChanged)
        #expect(action.sender == nil)
        control.sendActions(for: .valueChanged)
        #expect(seen.count == 1 && seen[0] === control)
        #expect(action.sender == nil)
    }

    @Test("sendActions(for:) runs each action once, in the order added, however many of its events are sent")
    func sendOnce() {
        let control = UIControl()
        var runs: [String] = []
        control.addAction(
            UIAction(title: "both") { runs.append($0.title) }, for: [.touchUpInside, .primaryActionTriggered])
        control.addAction(UIAction(title: "up") { runs.append($0.title) }, for: .touchUpInside)
        control.addAction(UIAction(title: "other") { runs.append($0.title) }, for: .valueChanged)
        control.sendActions(for: [.touchUpInside, .primaryActionTriggered])
        #expect(runs == ["both", "up"])
        #expect(control.allControlEvents == [.touchUpInside, .primaryActionTriggered, .valueChanged])
    }

    @Test("removeAction(_:for:) and removeAction(identifiedBy:for:) stop an action for those events only")
    func removal() {
        let control = UIControl()
        var runs = 0
        let action = UIAction(identifier: UIAction.Identifier("count")) { _ in runs += 1 }
        control.addAction(action, for: [.touchDown, .valueChanged, .touchUpInside])
        control.removeAction(action, for: .touchDown)
        control.sendActions(for: .touchDown)
        #expect(runs == 0)
        control.sendActions(for: .valueChanged)
        #expect(runs == 1)
        control.removeAction(identifiedBy: UIAction.Identifier("count"), for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(runs == 1)
        #expect(control.allControlEvents == .touchUpInside)
        control.removeAction(identifiedBy: UIAction.Identifier("count"), for: .allEvents)
        #expect(control.allControlEvents.isEmpty)
    }

    @Test(
        "adding an action whose identifier is registered replaces the old action for those events; the same action again just gains events"
    )
    func uniquedByIdentifier() {
        let control = UIControl()
        var runs: [String] = []
        let id = UIAction.Identifier("shared")
        let old = UIAction(title: "old", identifier: id) { runs.append($0.title) }
        control.addAction(old, for: [.touchDown, .valueChanged])
        control.addAction(UIAction(title: "new", identifier: id) { runs.append($0.title) }, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        control.sendActions(for: .touchDown)
        #expect(runs == ["new", "old"])
        runs = []
        control.addAction(old, for: .touchUpInside)
        control.sendActions(for: [.touchDown, .touchUpInside])
        #expect(runs == ["old"])
    }

    @Test("sendAction(_:) is the funnel: a subclass override sees every action a touch sends")
    func sendActionFunnel() {
        final class Funnel: UIControl {
            var sent: [String] = []
            override func sendAction(_ action: UIAction) {
                sent.append(action.title)
                super.sendAction(action)
            }
        }
        let control = Funnel()
        var ran = false
        control.addAction(UIAction(title: "a") { _ in ran = true }, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(control.sent == ["a"] && ran)
    }

    @Test("performPrimaryAction sends .primaryActionTriggered; UIControl(frame:primaryAction:) registers it there")
    func primaryAction() {
        var runs = 0
        let control = UIControl(frame: .zero, primaryAction: UIAction { _ in runs += 1 })
        #expect(control.allControlEvents == .primaryActionTriggered)
        control.performPrimaryAction()
        #expect(runs == 1)
    }

    @Test("programmatic sends work on a disabled control")
    func disabledStillSends() {
        let control = UIControl()
        var runs = 0
        control.addAction(UIAction { _ in runs += 1 }, for: .valueChanged)
        control.isEnabled = false
        control.sendActions(for: .valueChanged)
        #expect(runs == 1)
    }
}
