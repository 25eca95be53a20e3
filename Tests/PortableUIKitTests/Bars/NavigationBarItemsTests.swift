import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// A navigation controller's bar showing bar button items and the back button.
@MainActor
@Suite("Navigation bar items and back button", .isolatedRuntime)
struct NavigationBarItemsTests {
    func settle(_ scene: NavigationScene) {
        scene.host.runUntilIdle()
        scene.nav.navigationBar.layoutIfNeeded()
    }

    /// Equal to within 1e-9 pt (frames go through centre and bounds).
    func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }

    func centre(_ view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    @Test(
        "Bar: the back button shows a chevron and the back item's title at x 8; the root has none; the title stays centred"
    )
    func backButtonBasics() throws {
        let root = NavigationScene(stack: ["A"])
        settle(root)
        #expect(root.nav.navigationBar.content.backButton == nil)
        let scene = NavigationScene(stack: ["A", "B"])
        scene["A"].title = "Inbox"
        settle(scene)
        let back = try #require(scene.nav.navigationBar.content.backButton)
        #expect(back.titleLabel.text == "Inbox" && !back.imageView.isHidden)
        #expect(back.imageView.image?.isSymbolImage == true)
        #expect(near(back.frame.minX, 8))
        #expect(back.accessibilityTraits.contains(.button) && back.accessibilityLabel == "Inbox")
        let title = scene.nav.navigationBar.titleLabel
        #expect(title.text == "B" && abs(title.frame.midX - 160) < 0.001)
    }

    @Test(
        "Bar back title: backBarButtonItem's title wins, then backButtonTitle (empty: chevron alone), .generic says Back, .minimal none, no title says Back"
    )
    func backTitleRules() {
        let a = UINavigationItem(title: "Mail")
        #expect(UINavigationBar.backTitleCandidates(for: a) == ["Mail", "Back"])
        a.backButtonTitle = "Boxes"
        #expect(UINavigationBar.backTitleCandidates(for: a) == ["Boxes", "Back"])
        a.backButtonDisplayMode = .generic
        #expect(UINavigationBar.backTitleCandidates(for: a) == ["Back"])
        a.backButtonDisplayMode = .minimal
        #expect(UINavigationBar.backTitleCandidates(for: a) == [])
        a.backBarButtonItem = UIBarButtonItem(title: "Up")
        #expect(UINavigationBar.backTitleCandidates(for: a) == ["Up"], "the back item ignores the display mode")
        let b = UINavigationItem(title: "x")
        b.title = nil
        #expect(UINavigationBar.backTitleCandidates(for: b) == ["Back"])
        b.backButtonTitle = ""
        #expect(UINavigationBar.backTitleCandidates(for: b) == [])
        #expect(UINavigationItem.BackButtonDisplayMode.minimal.rawValue == 2)
    }

    @Test("Bar back title: a title too long to fit before the centred title shows Back instead")
    func longBackTitle() throws {
        let scene = NavigationScene(stack: ["A", "B"])
        scene["A"].title = "A very long previous screen title that cannot fit"
        settle(scene)
        #expect(try #require(scene.nav.navigationBar.content.backButton).titleLabel.text == "Back")
        scene["A"].title = "Mail"
        settle(scene)
        #expect(try #require(scene.nav.navigationBar.content.backButton).titleLabel.text == "Mail", "positive control")
    }

    @Test("5.1 Bar: tapping the back button pops the top controller with the animated pop trace")
    func backTapPops() throws {
        let scene = NavigationScene(stack: ["A", "B"])
        settle(scene)
        let back = try #require(scene.nav.navigationBar.content.backButton)
        scene.trace.reset()
        scene.host.tap(at: centre(back))
        scene.host.runUntilIdle()
        #expect(scene.nav.viewControllers == [scene["A"]])
        #expect(scene.trace.lines.first == "B.willMove(toParent: nil)")
        #expect(scene.trace.lines.contains("B.viewWillDisappear(true) movingFromParent"))
        #expect(scene.trace.lines.last == "delegate.didShow(A, true)")
        #expect(scene.nav.navigationBar.content.backButton == nil, "the bar's items follow the stack")
        #expect(scene.nav.navigationBar.delegate === scene.nav)
    }

    @Test("Bar: hidesBackButton removes the back button; left items replace it unless leftItemsSupplementBackButton")
    func hiddenAndSupplement() throws {
        let scene = NavigationScene(stack: ["A", "B"])
        let item = scene["B"].navigationItem
        item.setHidesBackButton(true, animated: false)
        settle(scene)
        #expect(scene.nav.navigationBar.content.backButton == nil)
        item.hidesBackButton = false
        item.leftBarButtonItem = UIBarButtonItem(title: "Close")
        settle(scene)
        #expect(scene.nav.navigationBar.content.backButton == nil)
        let close = try #require(scene.nav.navigationBar.content.left.first)
        #expect(near(close.frame.minX, 16) && close.titleLabel.text == "Close")
        item.leftItemsSupplementBackButton = true
        settle(scene)
        let back = try #require(scene.nav.navigationBar.content.backButton)
        let supplement = try #require(scene.nav.navigationBar.content.left.first)
        #expect(near(supplement.frame.minX, back.frame.maxX + 8))
    }

    @Test(
        "Bar: right items sit 16 pt from the right edge, 8 pt apart; tapping one performs its action with the item as sender"
    )
    func rightItemsAndTap() throws {
        let scene = NavigationScene(stack: ["A"])
        var senders: [Any?] = []
        let edit = UIBarButtonItem(title: "Edit", primaryAction: UIAction { senders.append($0.sender) })
        let add = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { senders.append($0.sender) })
        scene["A"].navigationItem.setRightBarButtonItems([add, edit], animated: false)
        settle(scene)
        let buttons = scene.nav.navigationBar.content.right
        try #require(buttons.count == 2)
        #expect(near(buttons[0].frame.maxX, 304) && near(buttons[1].frame.maxX, buttons[0].frame.minX - 8))
        #expect(near(buttons[0].frame.width, 17), "the plus symbol is 17 pt wide")
        #expect(buttons[0].imageView.image?.renderingMode == .alwaysTemplate)
        scene.host.tap(at: centre(buttons[1]))
        #expect(senders.count == 1 && (senders.first as? UIBarButtonItem) === edit)
        edit.isEnabled = false
        settle(scene)
        scene.host.tap(at: centre(scene.nav.navigationBar.content.right[1]))
        #expect(senders.count == 1, "a disabled item does nothing")
    }

    @Test(
        "Bar: an item with an image and a title shows the image, the title being its accessibility label; a title item shows its title"
    )
    func imageWinsOverTitle() throws {
        let scene = NavigationScene(stack: ["A"])
        scene["A"].navigationItem.rightBarButtonItems = [
            UIBarButtonItem(title: "Settings", image: UIImage(systemName: "gear")), UIBarButtonItem(title: "Edit"),
        ]
        settle(scene)
        let buttons = scene.nav.navigationBar.content.right
        try #require(buttons.count == 2)
        #expect(!buttons[0].imageView.isHidden && buttons[0].titleLabel.isHidden)
        #expect(buttons[0].accessibilityLabel == "Settings" && buttons[0].isAccessibilityElement)
        #expect(near(buttons[0].frame.width, 21), "the gear symbol's width")
        #expect(buttons[1].imageView.isHidden && buttons[1].titleLabel.text == "Edit")
    }

    @Test(
        "Bar: changesSelectionAsPrimaryAction toggles isSelected before the action; selected items carry the .selected trait"
    )
    func selection() throws {
        let scene = NavigationScene(stack: ["A"])
        var seen: [Bool] = []
        let item = UIBarButtonItem(title: "Star")
        item.primaryAction = UIAction(title: "Star") { _ in seen.append(item.isSelected) }
        item.changesSelectionAsPrimaryAction = true
        scene["A"].navigationItem.rightBarButtonItem = item
        settle(scene)
        scene.host.tap(at: centre(try #require(scene.nav.navigationBar.content.right.first)))
        #expect(seen == [true] && item.isSelected)
        settle(scene)
        #expect(try #require(scene.nav.navigationBar.content.right.first).accessibilityTraits == [.button, .selected])
    }

    @Test(
        "Bar: items take the bar's tint, an item's tintColor overrides it; done-style titles are semibold; hidden items are left out"
    )
    func tintStyleHidden() throws {
        let scene = NavigationScene(stack: ["A"])
        let plain = UIBarButtonItem(title: "Plain")
        let done = UIBarButtonItem(systemItem: .done)
        let hidden = UIBarButtonItem(title: "Hidden")
        hidden.isHidden = true
        scene["A"].navigationItem.rightBarButtonItems = [done, hidden, plain]
        scene.nav.navigationBar.tintColor = .red
        settle(scene)
        let buttons = scene.nav.navigationBar.content.right
        #expect(buttons.count == 2)
        #expect(buttons[0].titleLabel.text == "Done" && buttons[0].titleLabel.font.weight == .semibold)
        #expect(buttons[1].titleLabel.font.weight == .regular)
        #expect(buttons[1].titleLabel.textColor == .red)
        plain.tintColor = .green
        settle(scene)
        #expect(scene.nav.navigationBar.content.right[1].titleLabel.textColor == .green)
    }

    @Test(
        "Bar: a titleView replaces the title, centred; a custom view item is laid out at its size; pushing shows the new top's items"
    )
    func titleViewCustomViewAndStack() throws {
        let scene = NavigationScene(stack: ["A"], extra: ["B"])
        let titleView = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        scene["A"].navigationItem.titleView = titleView
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 36, height: 36))
        scene["A"].navigationItem.rightBarButtonItem = UIBarButtonItem(customView: custom)
        settle(scene)
        #expect(scene.nav.navigationBar.titleLabel.isHidden)
        #expect(
            titleView.superview === scene.nav.navigationBar
                && titleView.frame == CGRect(x: 110, y: 7, width: 100, height: 30))
        #expect(
            custom.convert(custom.bounds, to: scene.nav.navigationBar) == CGRect(x: 268, y: 4, width: 36, height: 36))
        scene["B"].navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Save")
        scene.nav.pushViewController(scene["B"], animated: false)
        settle(scene)
        #expect(titleView.superview == nil)
        #expect(scene.nav.navigationBar.content.right.first?.titleLabel.text == "Save")
        #expect(!scene.nav.navigationBar.titleLabel.isHidden)
    }

    @Test(
        "Bar: a managed bar refuses setItems, pushItem, popItem and a new delegate with invalidBarUse; its items stay the stack's"
    )
    func managedBarRefusals() {
        let scene = NavigationScene(stack: ["A", "B"])
        let bar = scene.nav.navigationBar
        expectDiagnostic(.invalidBarUse) { bar.setItems([UINavigationItem(title: "X")], animated: false) }
        expectDiagnostic(.invalidBarUse) { bar.pushItem(UINavigationItem(title: "X"), animated: false) }
        expectDiagnostic(.invalidBarUse) { _ = bar.popItem(animated: false) }
        expectDiagnostic(.invalidBarUse) { bar.delegate = nil }
        #expect(bar.items?.map(\.title) == ["A", "B"] && bar.delegate === scene.nav)
    }

    @Test(
        "Bar of your own: pushItem/popItem ask and tell the delegate; shouldPop false keeps the item; the back button pops the top item"
    )
    func standaloneBar() throws {
        final class Delegate: UINavigationBarDelegate {
            var calls: [String] = []
            var allowPop = true
            func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
                calls.append("shouldPop \(item.title ?? "")"); return allowPop
            }
            func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {
                calls.append("didPop \(item.title ?? "")")
            }
            func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {
                calls.append("didPush \(item.title ?? "")")
            }
        }
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        host.window.addSubview(bar)
        let delegate = Delegate()
        bar.delegate = delegate
        bar.items = [UINavigationItem(title: "One")]
        bar.pushItem(UINavigationItem(title: "Two"), animated: false)
        #expect(bar.topItem?.title == "Two" && bar.backItem?.title == "One")
        delegate.allowPop = false
        #expect(bar.popItem(animated: true) == nil && bar.items?.count == 2)
        delegate.allowPop = true
        bar.layoutIfNeeded()
        host.tap(at: centre(try #require(bar.content.backButton)))
        #expect(bar.items?.map(\.title) == ["One"])
        #expect(delegate.calls == ["didPush Two", "shouldPop Two", "shouldPop Two", "didPop Two"])
        let top = try #require(bar.topItem)
        expectDiagnostic(.invalidBarUse) { bar.pushItem(top, animated: false) }
    }
}
