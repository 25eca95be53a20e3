import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// A view that records escape offers and answers as told.
@MainActor
private final class EscapeView: UIView {
    var handles = false
    var log: (String) -> Void = { _ in }
    var name = ""
    override func accessibilityPerformEscape() -> Bool {
        log(name)
        return handles
    }
}

/// A controller that records escape offers and answers as told.
@MainActor
private final class EscapeController: UIViewController {
    var handles = false
    var log: (String) -> Void = { _ in }
    override func accessibilityPerformEscape() -> Bool {
        log("controller")
        return handles
    }
}

/// Accessibility: the NSObject properties UIKit gives every responder, UILabel's and UIButton's
/// defaults, posted notifications, what VoiceOver could reach in a window (hidden views, hidden
/// elements, the modal-sibling rule) and the escape gesture walking the responder chain.
@MainActor
@Suite("Accessibility", .isolatedRuntime)
struct AccessibilityTests {
    /// A label element with `text`, optionally inside `parent`.
    @discardableResult
    func label(_ text: String, in parent: UIView) -> UILabel {
        let label = UILabel()
        label.text = text
        parent.addSubview(label)
        return label
    }

    /// A plain container view inside `parent`.
    func container(in parent: UIView) -> UIView {
        let view = UIView()
        parent.addSubview(view)
        return view
    }

    /// The labels of the elements VoiceOver reaches in `host`'s window.
    func reachable(_ host: HeadlessHost) -> [String?] {
        host.window.accessibilityElementsInOrder().map(\.accessibilityLabel)
    }

    @Test("responder defaults: no element, no label, nothing hidden, not modal, escape not handled")
    func responderDefaults() {
        for responder in [UIView(), UIViewController(), UIWindow(), UIControl()] as [UIResponder] {
            #expect(!responder.isAccessibilityElement)
            #expect(responder.accessibilityLabel == nil)
            #expect(!responder.accessibilityElementsHidden && !responder.accessibilityViewIsModal)
            #expect(!responder.accessibilityPerformEscape())
        }
        let view = UIView()
        view.isAccessibilityElement = true
        view.accessibilityLabel = "Map"
        #expect(view.isAccessibilityElement && view.accessibilityLabel == "Map")
    }

    @Test("UILabel is an element read as its text, until told otherwise; nil restores the text")
    func labelDefaults() {
        let label = UILabel()
        #expect(label.isAccessibilityElement && label.accessibilityLabel == nil)
        label.text = "Inbox"
        #expect(label.accessibilityLabel == "Inbox")
        label.accessibilityLabel = "Mail inbox"
        label.text = "Outbox"
        #expect(label.accessibilityLabel == "Mail inbox")
        label.accessibilityLabel = nil
        #expect(label.accessibilityLabel == "Outbox")
        label.isAccessibilityElement = false
        #expect(!label.isAccessibilityElement)
    }

    @Test("UIButton is an element read as its current title")
    func buttonDefaults() {
        let button = UIButton(type: .system)
        #expect(button.isAccessibilityElement && button.accessibilityLabel == nil)
        button.setTitle("Send", for: .normal)
        button.setTitle("Sent", for: .selected)
        #expect(button.accessibilityLabel == "Send")
        button.isSelected = true
        #expect(button.accessibilityLabel == "Sent")
        button.accessibilityLabel = "Send message"
        #expect(button.accessibilityLabel == "Send message")
    }

    @Test("notifications: raw values and the posted log, oldest first, cleared on request")
    func notifications() {
        #expect(UIAccessibility.Notification.screenChanged.rawValue == 1000)
        #expect(UIAccessibility.Notification.layoutChanged.rawValue == 1001)
        #expect(UIAccessibility.Notification(rawValue: 1008) == .announcement)
        UIAccessibility.removeAllPostedNotifications()
        let focus = UILabel()
        UIAccessibility.post(notification: .screenChanged, argument: focus)
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
        let posted = UIAccessibility.postedNotifications
        #expect(posted.map(\.notification) == [.screenChanged, .announcement, .layoutChanged])
        #expect((posted[0].argument as? UILabel) === focus)
        #expect(posted[1].argument as? String == "Saved")
        #expect(posted[2].argument == nil)
        UIAccessibility.removeAllPostedNotifications()
        #expect(UIAccessibility.postedNotifications.isEmpty)
    }

    @Test("elements in order: depth first, back to front; an element's subviews are not searched")
    func order() {
        let host = HeadlessHost(rootViewController: UIViewController())
        let root = host.window.rootViewController!.view!
        let first = container(in: root)
        label("a", in: first)
        let nested = container(in: first)
        label("b", in: nested)
        label("c", in: root)
        let button = UIButton(type: .system)
        button.setTitle("d", for: .normal)
        root.addSubview(button)
        _ = button.titleLabel  // a UILabel subview, read as part of the button
        let custom = UIView()
        custom.isAccessibilityElement = true
        custom.accessibilityLabel = "e"
        label("not reached", in: custom)
        root.addSubview(custom)
        #expect(reachable(host) == ["a", "b", "c", "d", "e"])
    }

    @Test("hidden views, transparent views and subtrees with accessibilityElementsHidden are skipped")
    func hiddenSkipped() {
        let host = HeadlessHost(rootViewController: UIViewController())
        let root = host.window.rootViewController!.view!
        label("shown", in: root)
        label("hidden", in: root).isHidden = true
        let transparent = container(in: root)
        transparent.alpha = 0.001
        label("transparent", in: transparent)
        let faint = container(in: root)
        faint.alpha = 0.2
        label("faint", in: faint)
        let silenced = container(in: root)
        silenced.accessibilityElementsHidden = true
        label("silenced", in: silenced)
        let silencedLabel = label("silenced label", in: root)
        silencedLabel.accessibilityElementsHidden = true
        #expect(reachable(host) == ["shown", "faint"])
        host.window.isHidden = true
        #expect(reachable(host).isEmpty, "a hidden window has nothing to reach")
    }

    @Test("a modal view hides its siblings' elements, but not those of its ancestors' siblings")
    func modalSiblings() {
        let host = HeadlessHost(rootViewController: UIViewController())
        let root = host.window.rootViewController!.view!
        let a = container(in: root)
        label("a", in: a)
        let b = container(in: root)
        label("b", in: b)
        let c = container(in: b)
        label("c", in: c)
        let d = container(in: b)
        label("d", in: d)
        #expect(reachable(host) == ["a", "b", "c", "d"])

        c.accessibilityViewIsModal = true
        #expect(reachable(host) == ["a", "c"], "b's label and d are c's siblings; a is a sibling of c's ancestor b")

        c.accessibilityViewIsModal = false
        b.accessibilityViewIsModal = true
        #expect(reachable(host) == ["b", "c", "d"], "a modal b hides a")

        c.accessibilityViewIsModal = true
        #expect(reachable(host) == ["c"], "nested modal views each hide their own siblings")
    }

    @Test("with several modal siblings the frontmost wins; a hidden modal view hides nothing")
    func severalModals() {
        let host = HeadlessHost(rootViewController: UIViewController())
        let root = host.window.rootViewController!.view!
        let first = label("first", in: root)
        let second = label("second", in: root)
        label("plain", in: root)
        first.accessibilityViewIsModal = true
        second.accessibilityViewIsModal = true
        #expect(reachable(host) == ["second"])
        second.isHidden = true
        #expect(reachable(host) == ["first"])
        first.isHidden = true
        #expect(reachable(host) == ["plain"])
    }

    @Test("escape is offered to the element, then up the responder chain until one returns true")
    func escapeWalksUp() {
        var offers: [String] = []
        let controller = EscapeController()
        controller.log = { offers.append($0) }
        let host = HeadlessHost(rootViewController: controller)
        let outer = EscapeView()
        outer.name = "outer"
        outer.log = { offers.append($0) }
        outer.handles = true
        controller.view.addSubview(outer)
        let inner = EscapeView()
        inner.name = "inner"
        inner.log = { offers.append($0) }
        outer.addSubview(inner)
        let element = EscapeView()
        element.name = "element"
        element.log = { offers.append($0) }
        inner.addSubview(element)

        #expect(host.window.performAccessibilityEscape(from: element))
        #expect(offers == ["element", "inner", "outer"], "outer handles it; the controller is not asked")

        offers = []
        outer.handles = false
        controller.handles = true
        #expect(host.window.performAccessibilityEscape(from: element))
        #expect(offers == ["element", "inner", "outer", "controller"], "past the root view to its controller")

        offers = []
        controller.handles = false
        #expect(!host.window.performAccessibilityEscape(from: element), "nobody handles it")
        #expect(offers == ["element", "inner", "outer", "controller"])

        offers = []
        element.handles = true
        #expect(host.window.performAccessibilityEscape(from: element) && offers == ["element"])
    }
}
