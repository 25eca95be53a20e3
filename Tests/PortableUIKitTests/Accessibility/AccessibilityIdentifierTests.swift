import Foundation
import Testing
import PortableUIKit
import ContainmentTestTraits

/// `accessibilityIdentifier` (spec 20.4; Apple: `UIAccessibilityIdentification.accessibilityIdentifier`).
@MainActor
@Suite("Accessibility identifiers", .isolatedRuntime)
struct AccessibilityIdentifierTests {
    @Test("20.4 accessibilityIdentifier is nil by default, keeps what is set, and is not the label")
    func identifier() {
        let view = UIView()
        #expect(view.accessibilityIdentifier == nil)
        view.accessibilityIdentifier = "drawer.menu"
        #expect(view.accessibilityIdentifier == "drawer.menu")
        #expect(view.accessibilityLabel == nil, "an identifier is not read aloud")
        let label = UILabel()
        label.text = "Title"
        label.accessibilityIdentifier = "title"
        #expect(label.accessibilityLabel == "Title" && label.isAccessibilityElement)
        view.accessibilityIdentifier = nil
        #expect(view.accessibilityIdentifier == nil)
    }
}
