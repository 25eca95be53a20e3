import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// `UIBarButtonItem`: defaults, initializers, system items, spaces, width refusal.
@MainActor
@Suite("Bar button items", .isolatedRuntime)
struct BarButtonItemTests {
    @Test(
        "Bar items: UIBarButtonItem() is plain, width 0, no title, image, custom view or action, enabled, unselected, not hidden"
    )
    func defaults() {
        let item = UIBarButtonItem()
        #expect(item.style == .plain && item.width == 0)
        #expect(item.title == nil && item.image == nil && item.customView == nil && item.primaryAction == nil)
        #expect(item.possibleTitles == nil && item.tintColor == nil)
        #expect(item.isEnabled && !item.isSelected && !item.isHidden && !item.changesSelectionAsPrimaryAction)
        #expect(item.tag == 0)
    }

    @Test("Bar items: SystemItem and Style raw values are UIKit's (done 0 … close 24; plain 0, done 2)")
    func rawValues() {
        let items: [(UIBarButtonItem.SystemItem, Int)] = [
            (.done, 0), (.cancel, 1), (.edit, 2), (.save, 3), (.add, 4), (.flexibleSpace, 5), (.fixedSpace, 6),
            (.compose, 7),
            (.reply, 8), (.action, 9), (.organize, 10), (.bookmarks, 11), (.search, 12), (.refresh, 13), (.stop, 14),
            (.camera, 15), (.trash, 16), (.play, 17), (.pause, 18), (.rewind, 19), (.fastForward, 20), (.undo, 21),
            (.redo, 22), (.close, 24),
        ]
        for (item, raw) in items { #expect(item.rawValue == raw, "\(item)") }
        #expect(UIBarButtonItem.Style.plain.rawValue == 0 && UIBarButtonItem.Style.done.rawValue == 2)
    }

    @Test(
        "Bar items: text system items show UIKit's titles (Done and Save semibold, the done style); every other non-space system item has a shipped symbol"
    )
    func systemItemLooks() {
        #expect(SystemItemLook(.done) == SystemItemLook(.done) && SystemItemLook(.done).title == "Done")
        #expect(
            SystemItemLook(.cancel).title == "Cancel" && SystemItemLook(.edit).title == "Edit"
                && SystemItemLook(.save).title == "Save")
        #expect(
            SystemItemLook(.done).isProminent && SystemItemLook(.save).isProminent
                && !SystemItemLook(.cancel).isProminent)
        #expect(UIBarButtonItem(systemItem: .done).style == .done)
        #expect(UIBarButtonItem(systemItem: .cancel).style == .plain)
        for raw in [4, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 24] {
            guard let item = UIBarButtonItem.SystemItem(rawValue: raw) else { Issue.record("no case \(raw)"); continue }
            let name = SystemItemLook(item).symbolName
            #expect(name.flatMap { UIImage(systemName: $0) } != nil, "\(item) → \(name ?? "nil")")
        }
        let add = UIBarButtonItem(systemItem: .add)
        #expect(
            add.title == nil && add.image == nil, "a system item's title and image stay nil; the bar draws its look")
    }

    @Test(
        "Bar items: init(title:image:primaryAction:) takes the action's title unless a title or image is given; setting primaryAction sets the title"
    )
    func primaryActionTitle() {
        let action = UIAction(title: "Share") { _ in }
        #expect(UIBarButtonItem(primaryAction: action).title == "Share")
        #expect(UIBarButtonItem(title: "Send", primaryAction: action).title == "Send")
        let star = UIImage(systemName: "star")
        let imaged = UIBarButtonItem(image: star, primaryAction: action)
        #expect(imaged.image === star && imaged.title == nil)
        let item = UIBarButtonItem(title: "Old")
        item.primaryAction = UIAction(title: "New") { _ in }
        #expect(item.title == "New")
        item.primaryAction = nil
        #expect(item.title == "New", "clearing the action keeps the title")
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        #expect(UIBarButtonItem(customView: custom).customView === custom)
    }

    @Test("Bar items: fixedSpace(_:) has that width; flexibleSpace() has none; both are spaces")
    func spaces() {
        let fixed = UIBarButtonItem.fixedSpace(12)
        #expect(fixed.width == 12 && fixed.isSpace)
        #expect(UIBarButtonItem.flexibleSpace().isSpace && UIBarButtonItem.flexibleSpace().width == 0)
        #expect(!UIBarButtonItem(title: "x").isSpace)
    }

    @Test(
        "Bar items: a NaN, infinite or negative width is refused with invalidBarUse and the width stays; a finite one is taken"
    )
    func widthRefusal() {
        let item = UIBarButtonItem(title: "x")
        item.width = 40
        for bad in [CGFloat.nan, .infinity, -1] {
            expectDiagnostic(.invalidBarUse) { item.width = bad }
            #expect(item.width == 40)
        }
        item.width = 0
        #expect(item.width == 0)
    }
}
