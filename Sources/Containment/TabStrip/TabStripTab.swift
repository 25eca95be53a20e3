#if canImport(UIKit)
import UIKit
#else
import PortableUIKit
#endif

/// One tab of a ``TabStrip``: its title, and the accessibility element VoiceOver reads for it.
///
/// - Label: the title. Traits: `.button`, with `.selected` on the strip's selected tab and
///   `.notEnabled` while the strip is disabled, and `.adjustable`.
/// - Value: none. The strip (and the view holding the tabs) has the `.tabBar` trait, from which
///   VoiceOver itself says "Tab, 2 of 3"; a value saying the same would be read twice.
/// - Adjusting (swipe up or down) moves the strip's *selection* to the next or previous tab, as
///   a tap on it would (the strip animates and sends `.valueChanged`), and moves VoiceOver's
///   focus to the newly selected tab with a `.layoutChanged` notification, so the new tab is
///   read. At the first or last tab nothing happens (UIKit's adjustable elements stop at
///   their ends). See ``TabStrip``.
/// - Activating (double tap) selects this tab as a tap would.
@MainActor
final class TabStripTab: UILabel {
    /// The tab's position in the strip.
    var index: Int
    /// The strip the tab belongs to.
    weak var strip: TabStrip?

    init(index: Int, strip: TabStrip) {
        self.index = index
        self.strip = strip
        super.init(frame: .zero)
        textAlignment = .center
    }

    required init?(coder: NSCoder) {
        index = 0
        super.init(coder: coder)
    }

    /// Whether this is the strip's selected tab.
    var isSelectedTab: Bool { strip?.selectedIndex == index }

    // UIKit declares the accessibility members on `NSObject`; SDKs before iOS 17 leave them
    // nonisolated, so there these overrides are nonisolated too. VoiceOver calls them on the
    // main thread, which `MainActor.assumeIsolated` states (and checks) on every SDK, as
    // `DrawerController.accessibilityPerformEscape()` does.

    override var accessibilityTraits: UIAccessibilityTraits {
        get {
            MainActor.assumeIsolated {
                var traits: UIAccessibilityTraits = [.button, .adjustable]
                if isSelectedTab { traits.insert(.selected) }
                if strip?.isEnabled == false { traits.insert(.notEnabled) }
                return traits
            }
        }
        set { super.accessibilityTraits = newValue }
    }

    override var accessibilityValue: String? {
        get { nil }
        set { super.accessibilityValue = newValue }
    }

    override func accessibilityIncrement() {
        MainActor.assumeIsolated { strip?.adjustSelection(by: 1) }
    }

    override func accessibilityDecrement() {
        MainActor.assumeIsolated { strip?.adjustSelection(by: -1) }
    }

    override func accessibilityActivate() -> Bool {
        MainActor.assumeIsolated {
            guard let strip, strip.isEnabled else { return false }
            strip.selectByUser(index)
            return true
        }
    }
}
