#if !canImport(UIKit)
import Foundation

/// Constants that describe how an accessibility element behaves (UIKit's
/// `UIAccessibilityTraits`): combine them, e.g. `[.button, .selected]`.
///
/// Raw values are UIKit's `UIAccessibilityTrait…` constants as commonly reported
/// [UNC: UIKit exports them as variables, not in its headers; code should use the names, never
/// the numbers].
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The traits' bits.
    public let rawValue: UInt64
    /// Creates traits from their bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// The element has no traits.
    public static let none = UIAccessibilityTraits([])
    /// The element behaves like a button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// The element behaves like a link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// The element behaves like an image.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// The element is currently selected.
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// The element plays its own sound when activated.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// The element behaves like a keyboard key.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// The element behaves like static text that cannot change.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// The element provides summary information when the app starts.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// The element is not enabled and does not respond to user interaction.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// The element frequently updates its label or value.
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// The element behaves like a search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// The element starts a media session when activated.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// The element allows continuous adjustment through a range of values
    /// (`accessibilityIncrement()` / `accessibilityDecrement()`).
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// The element allows direct touch interaction for VoiceOver users.
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// The element causes an automatic page turn when VoiceOver finishes reading it.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// The element is a header that divides content into sections.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    /// The element behaves like a tab bar: VoiceOver reads the elements within it as tabs, with
    /// their position ("2 of 3").
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 28)
    /// The element supports zooming in and out on its content.
    public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 38)
    /// The element behaves like a toggle button.
    public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 53)
}
#endif
