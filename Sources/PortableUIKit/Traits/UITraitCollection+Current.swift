#if !canImport(UIKit)
import Foundation

/// `UITraitCollection.current`: per thread, as in UIKit. PortableUIKit sets it around the trait
/// change callbacks it delivers, the layout pass, and `performAsCurrent(_:)`.
extension UITraitCollection {
    private static let currentKey = "PortableUIKit.UITraitCollection.current"

    /// The traits of what is being laid out, drawn or notified on this thread; by default the
    /// main screen's traits.
    public class var current: UITraitCollection {
        get { (Thread.current.threadDictionary[currentKey] as? UITraitCollection) ?? screenDefault }
        set { Thread.current.threadDictionary[currentKey] = newValue }
    }

    /// Runs `actions` with this collection as `current`, then restores the previous one.
    public func performAsCurrent(_ actions: () -> Void) {
        let previous = Thread.current.threadDictionary[Self.currentKey]
        Thread.current.threadDictionary[Self.currentKey] = self
        defer { Thread.current.threadDictionary[Self.currentKey] = previous }
        actions()
    }

    /// The traits of PortableUIKit's main screen (a 390 × 844 pt phone at 3×, light, left to
    /// right, default text size): what an element outside any window reports.
    static let screenDefault = UITraitCollection { traits in
        traits.userInterfaceIdiom = .phone
        traits.displayScale = 3
        traits.horizontalSizeClass = .compact
        traits.verticalSizeClass = .regular
        traits.userInterfaceStyle = .light
        traits.layoutDirection = .leftToRight
        traits.preferredContentSizeCategory = .large
    }
}
#endif
