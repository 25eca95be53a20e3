import Foundation
import Testing
@_spi(Testing) import PortableUIKit
@testable import Containment
import ContainmentTesting
import ContainmentTestTraits

/// TabStrip for VoiceOver: a `.tabBar` container of tab elements (title, button, selected,
/// adjustable); adjust and activate act as a tap and move focus with `.layoutChanged`.
@MainActor
@Suite("TabStrip accessibility (issue 17)", .isolatedRuntime)
struct TabStripAccessibilityTests {
    /// The tabs VoiceOver reaches in the fixture's window.
    func elements(_ f: TabStripFixture) -> [UIView] {
        f.host.window.accessibilityElementsInOrder()
    }

    @Test("issue 17 TabStrip: the strip is a .tabBar container; each tab an element read as its title, in order")
    func container() {
        let f = TabStripFixture()
        #expect(!f.strip.isAccessibilityElement && f.strip.accessibilityTraits == .tabBar)
        #expect(elements(f).map(\.accessibilityLabel) == ["All", "Replies", "Media"])
        #expect(
            elements(f).allSatisfy { $0 is TabStripTab && $0.accessibilityValue == nil },
            "no \"2 of 3\" value: VoiceOver says it for elements of a tab bar")
        let rtl = TabStripFixture(layoutDirection: .rightToLeft)
        #expect(
            elements(rtl).map(\.accessibilityLabel) == ["All", "Replies", "Media"], "reading order is the tabs' order")
    }

    @Test(
        "issue 17 TabStrip: tabs are buttons and adjustable; only the selected one has .selected; a disabled strip's are .notEnabled"
    )
    func traits() {
        let f = TabStripFixture()
        let tabs = elements(f)
        #expect(
            tabs.map(\.accessibilityTraits) == [
                [.button, .adjustable, .selected], [.button, .adjustable], [.button, .adjustable],
            ])
        f.strip.selectedIndex = 2
        #expect(tabs.map { $0.accessibilityTraits.contains(.selected) } == [false, false, true])
        f.strip.indicatorPosition = 0.4
        #expect(
            tabs.map { $0.accessibilityTraits.contains(.selected) } == [false, false, true],
            "the selection, not the indicator")
        f.strip.isEnabled = false
        #expect(tabs.allSatisfy { $0.accessibilityTraits.contains(.notEnabled) })
    }

    @Test(
        "issue 17 TabStrip: increment and decrement move the selection as a tap, send .valueChanged, and post .layoutChanged with the new tab"
    )
    func adjust() {
        let f = TabStripFixture()
        let tabs = elements(f)
        UIAccessibility.removeAllPostedNotifications()
        tabs[0].accessibilityIncrement()
        #expect(f.strip.selectedIndex == 1 && f.changes == [1] && f.strip.isAnimatingSelection)
        let posted = UIAccessibility.postedNotifications
        #expect(posted.map(\.notification) == [.layoutChanged] && (posted.first?.argument as? UIView) === tabs[1])
        tabs[1].accessibilityIncrement()
        tabs[2].accessibilityIncrement()
        #expect(f.strip.selectedIndex == 2 && f.changes == [1, 2], "no step past the last tab")
        tabs[2].accessibilityDecrement()
        #expect(f.strip.selectedIndex == 1 && f.changes == [1, 2, 1])
        tabs[1].accessibilityDecrement()
        tabs[0].accessibilityDecrement()
        #expect(f.strip.selectedIndex == 0 && f.changes == [1, 2, 1, 0], "no step before the first")
        #expect(UIAccessibility.postedNotifications.count == 4)
        f.strip.isEnabled = false
        tabs[0].accessibilityIncrement()
        #expect(f.strip.selectedIndex == 0 && f.changes.count == 4, "a disabled strip does not adjust")
        f.host.runUntilIdle()
    }

    @Test(
        "issue 17 TabStrip: activate selects the tab as a tap (true); on the selected tab nothing is sent; disabled: false"
    )
    func activate() {
        let f = TabStripFixture()
        let tabs = elements(f)
        #expect(tabs[2].accessibilityActivate() && f.strip.selectedIndex == 2 && f.changes == [2])
        #expect(tabs[2].accessibilityActivate() && f.changes == [2])
        f.strip.isEnabled = false
        #expect(!tabs[0].accessibilityActivate() && f.strip.selectedIndex == 2)
        f.host.runUntilIdle()
    }
}
