import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
import ContainmentTestTraits

/// A stepper-like view: adjustable, counts its increments and decrements, activates itself.
@MainActor
private final class CounterView: UIView {
    var count = 0
    var activations = 0
    override var accessibilityTraits: UIAccessibilityTraits {
        get { super.accessibilityTraits.union(.adjustable) }
        set { super.accessibilityTraits = newValue }
    }
    override var accessibilityValue: String? {
        get { "\(count)" }
        set {}
    }
    override func accessibilityIncrement() { count += 1 }
    override func accessibilityDecrement() { count -= 1 }
    override func accessibilityActivate() -> Bool {
        activations += 1
        return true
    }
}

/// Accessibility traits, value, hint, and the adjust and activate actions UIKit declares on
/// NSObject (PortableUIKit: on UIResponder), for issue 17's tab strip.
@MainActor
@Suite("Accessibility traits, value, hint, adjust, activate", .isolatedRuntime)
struct AccessibilityTraitsTests {
    @Test("UIAccessibilityTraits: an option set of distinct bits; none is empty; raw values as commonly reported")
    func traitBits() {
        let all: [UIAccessibilityTraits] = [
            .button, .link, .image, .selected, .playsSound, .keyboardKey, .staticText, .summaryElement,
            .notEnabled, .updatesFrequently, .searchField, .startsMediaSession, .adjustable,
            .allowsDirectInteraction, .causesPageTurn, .header, .tabBar, .supportsZoom, .toggleButton,
        ]
        #expect(UIAccessibilityTraits.none.isEmpty && UIAccessibilityTraits.none.rawValue == 0)
        #expect(all.allSatisfy { $0.rawValue.nonzeroBitCount == 1 })
        #expect(Set(all.map(\.rawValue)).count == all.count, "every trait has its own bit")
        #expect(UIAccessibilityTraits.button.rawValue == 1 && UIAccessibilityTraits.selected.rawValue == 8)
        #expect(UIAccessibilityTraits.adjustable.rawValue == 0x1000 && UIAccessibilityTraits.header.rawValue == 0x10000)
        var traits: UIAccessibilityTraits = [.button, .selected]
        traits.remove(.selected)
        #expect(traits == .button && !traits.contains(.selected))
    }

    @Test(
        "responder defaults: no traits, no value, no hint; increment and decrement do nothing; activate is not handled")
    func responderDefaults() {
        for responder in [UIView(), UIViewController(), UIWindow(), UIControl()] as [UIResponder] {
            #expect(responder.accessibilityTraits == .none)
            #expect(responder.accessibilityValue == nil && responder.accessibilityHint == nil)
            responder.accessibilityIncrement()
            responder.accessibilityDecrement()
            #expect(!responder.accessibilityActivate())
        }
        let view = UIView()
        view.accessibilityTraits = [.image, .button]
        view.accessibilityValue = "3 stars"
        view.accessibilityHint = "Opens the photo"
        #expect(view.accessibilityTraits == [.image, .button])
        #expect(view.accessibilityValue == "3 stars" && view.accessibilityHint == "Opens the photo")
    }

    @Test("UIButton's traits are button and UILabel's static text, until set; setting replaces the default")
    func controlDefaults() {
        let button = UIButton(type: .system)
        #expect(button.accessibilityTraits == .button)
        button.accessibilityTraits.insert(.selected)
        #expect(button.accessibilityTraits == [.button, .selected])
        button.accessibilityTraits = .link
        #expect(button.accessibilityTraits == .link)
        let label = UILabel()
        #expect(label.accessibilityTraits == .staticText)
        label.accessibilityTraits = .header
        #expect(label.accessibilityTraits == .header)
    }

    @Test("subclasses override traits, value, increment, decrement and activate (an adjustable element)")
    func overrides() {
        let counter = CounterView()
        let responder: UIResponder = counter
        #expect(responder.accessibilityTraits == .adjustable)
        responder.accessibilityIncrement()
        responder.accessibilityIncrement()
        responder.accessibilityDecrement()
        #expect(counter.count == 1 && responder.accessibilityValue == "1")
        #expect(responder.accessibilityActivate() && counter.activations == 1)
        counter.accessibilityTraits = .button
        #expect(counter.accessibilityTraits == [.button, .adjustable])
    }
}
