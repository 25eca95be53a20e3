#if !canImport(UIKit)
import Foundation

/// The coder PortableUIKit's own initializers pass to `init?(coder:)` of the classes whose only
/// designated initializer, in UIKit, is `init?(coder:)` (`UIMenuElement` and `UIAction`,
/// `UIImage.Configuration` and `UIImage.SymbolConfiguration`): their other initializers are
/// conveniences that delegate to it with this coder and then set their values, so a subclass
/// that overrides `init?(coder:)` inherits them, as on iOS (spec 20.66). Any other coder fails
/// (PortableUIKit has no archives). It decodes nothing.
final class ConstructionCoder: NSCoder {
    /// Whether `coder` is one of these, that is, an initializer of PortableUIKit is making the
    /// object.
    static func isConstructing(_ coder: NSCoder) -> Bool { coder is ConstructionCoder }
}
#endif
