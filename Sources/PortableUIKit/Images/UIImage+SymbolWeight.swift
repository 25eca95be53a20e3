#if !canImport(UIKit)
import Foundation

extension UIImage {
    /// The weights of a symbol image (UIKit's `UIImage.SymbolWeight`), with UIKit's raw values.
    /// PortableUIKit draws a symbol's stroked parts thicker as the weight grows (see
    /// `SymbolMetrics`); filled parts are the same at every weight.
    public enum SymbolWeight: Int, Sendable {
        /// No weight chosen: the context's (regular).
        case unspecified = 0
        case ultraLight = 1
        case thin = 2
        case light = 3
        case regular = 4
        case medium = 5
        case semibold = 6
        case bold = 7
        case heavy = 8
        case black = 9

        /// The font weight of the same name (`.regular` for `.unspecified`).
        public func fontWeight() -> UIFont.Weight {
            switch self {
            case .ultraLight: .ultraLight
            case .thin: .thin
            case .light: .light
            case .unspecified, .regular: .regular
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            case .heavy: .heavy
            case .black: .black
            }
        }
    }

    /// The scales of a symbol image relative to its point size (UIKit's `UIImage.SymbolScale`),
    /// with UIKit's raw values.
    public enum SymbolScale: Int, Sendable {
        /// The context's scale (medium).
        case `default` = -1
        /// No scale chosen: the context's (medium).
        case unspecified = 0
        /// About 0.78 of medium.
        case small = 1
        /// The default scale.
        case medium = 2
        /// About 1.29 of medium.
        case large = 3
    }
}
#endif
