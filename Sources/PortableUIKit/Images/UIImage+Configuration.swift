#if !canImport(UIKit)
import Foundation

extension UIImage {
    /// The configuration an image is made with (UIKit's `UIImage.Configuration`). Immutable:
    /// ``applying(_:)`` returns a new one. PortableUIKit has no trait collections, so the
    /// base configuration carries nothing; ``SymbolConfiguration`` carries the symbol's size,
    /// weight and scale.
    open class Configuration: NSObject, NSCopying, @unchecked Sendable {
        /// Creates a configuration from an archive; PortableUIKit has no archives, so this fails
        /// (it succeeds only for PortableUIKit's own ``ConstructionCoder``: UIKit designates this
        /// initializer alone, spec 20.66).
        public required init?(coder: NSCoder) {
            guard ConstructionCoder.isConstructing(coder) else { return nil }
            super.init()
        }

        /// This configuration with the specified values of `otherConfiguration` replacing its own.
        open func applying(_ otherConfiguration: UIImage.Configuration?) -> Self { self }

        /// A copy (configurations are immutable, so the same object).
        open func copy(with zone: NSZone? = nil) -> Any { self }
    }
}
#endif
