#if !canImport(UIKit)
import Foundation

/// The base of menus, actions and commands (UIKit's `UIMenuElement`). PortableUIKit has no menus;
/// it has this class for ``UIAction`` and the attribute and state types UIKit declares here.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// Attributes that style a menu element (UIKit's `UIMenuElement.Attributes`).
    public struct Attributes: OptionSet, Sendable {
        /// The attribute bits.
        public let rawValue: UInt

        /// Creates attributes from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The element is disabled.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// The element is destructive.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// The element is hidden.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// The menu stays up after the element's action runs.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// The checked state of an action or command (UIKit's `UIMenuElement.State`).
    public enum State: Int, Sendable {
        /// Unchecked.
        case off = 0
        /// Checked.
        case on = 1
        /// Partly checked.
        case mixed = 2
    }

    var storedTitle = ""

    /// An element made by PortableUIKit (spec 20.66): UIKit designates `init?(coder:)` alone, so
    /// this convenience delegates to it with a ``ConstructionCoder``.
    convenience init(title: String) {
        self.init(coder: ConstructionCoder())!
        storedTitle = title
    }

    /// Creates an element from an archive; PortableUIKit has no archives, so this fails (it
    /// succeeds only for PortableUIKit's own ``ConstructionCoder``).
    public required init?(coder: NSCoder) {
        guard ConstructionCoder.isConstructing(coder) else { return nil }
        super.init()
    }

    /// The element's title.
    open var title: String { storedTitle }

    var storedImage: UIImage?

    /// The element's image; nil by default.
    open var image: UIImage? { storedImage }

    /// A subtitle shown with the title; nil by default.
    open var subtitle: String?
}
#endif
