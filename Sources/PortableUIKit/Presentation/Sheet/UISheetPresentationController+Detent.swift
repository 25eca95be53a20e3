#if !canImport(UIKit)
import Foundation

extension UISheetPresentationController {
    /// An object that represents a height where a sheet naturally rests (UIKit, iOS 15).
    ///
    /// Values are heights inside the sheet's safe area (see `SheetLayout`). `.large()` is the
    /// full height (`maximumDetentValue`); `.medium()` is about half the screen — here the card is
    /// half the container tall, a documented choice — and is inactive in compact height, as UIKit
    /// documents; custom detents (iOS 16) compute their value with a resolver.
    @preconcurrency @MainActor
    public class Detent: NSObject {
        /// Constants that identify system detent sizes (UIKit: `UISheetPresentationControllerDetentIdentifier`).
        public struct Identifier: Hashable, Equatable, RawRepresentable, Sendable {
            /// The identifier's string.
            public let rawValue: String

            /// Creates a detent identifier with the specified raw value.
            public init(rawValue: String) { self.rawValue = rawValue }

            /// Creates a detent identifier.
            public init(_ rawValue: String) { self.rawValue = rawValue }

            /// The identifier for the system's large detent.
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")

            /// The identifier for the system's medium detent.
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
        }

        enum Kind {
            case medium
            case large
            case custom(@MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)
        }

        /// The identifier of the detent (iOS 16).
        public let identifier: Identifier

        let kind: Kind

        init(identifier: Identifier, kind: Kind) {
            self.identifier = identifier
            self.kind = kind
            super.init()
        }

        /// Creates a system detent for a sheet that's approximately half the height of the screen,
        /// and is inactive in compact height.
        public static func medium() -> Detent { Detent(identifier: .medium, kind: .medium) }

        /// Creates a system detent for a sheet at full height.
        public static func large() -> Detent { Detent(identifier: .large, kind: .large) }

        /// Creates a custom detent for a sheet by computing its value according to the properties of
        /// the provided context (iOS 16).
        ///
        /// - Parameters:
        ///   - identifier: a unique identifier for the detent; without one the system generates a
        ///     random identifier (a UUID string here).
        ///   - resolver: returns a height within the safe area of the sheet, or `nil` when the detent
        ///     is inactive in that context. Values outside 0 … `maximumDetentValue` are clamped by the
        ///     sheet; NaN is reported (`invalidSheetConfiguration`) and the detent treated as inactive.
        public static func custom(
            identifier: Identifier? = nil,
            resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> Detent {
            Detent(identifier: identifier ?? Identifier(rawValue: UUID().uuidString), kind: .custom(resolver))
        }

        /// Resolves a detent to its value (iOS 16): the system detents' values in `context`, or what
        /// a custom detent's resolver returns (as returned: the sheet clamps when it uses it); `nil`
        /// when the detent is inactive in `context` (`.medium()` in a compact vertical size class).
        /// With a context of your own, `.medium()` is half of its `maximumDetentValue`.
        public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            switch kind {
            case .large:
                return context.maximumDetentValue
            case .medium:
                if context.containerTraitCollection.verticalSizeClass == .compact { return nil }
                if let sheetContext = context as? SheetDetentResolutionContext {
                    return sheetContext.layout.mediumDetentValue
                }
                return context.maximumDetentValue / 2
            case .custom(let resolver):
                return resolver(context)
            }
        }

        public override var description: String {
            "<UISheetPresentationController.Detent: \(identifier.rawValue)>"
        }
    }
}
#endif
