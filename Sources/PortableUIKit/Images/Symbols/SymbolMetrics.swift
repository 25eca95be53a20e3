#if !canImport(UIKit)
import Foundation

/// How a symbol configuration sizes and weights a glyph: pure functions, tested without views.
///
/// The numbers (UIKit documents none; chosen to match what iOS reports closely):
/// - point size: the configuration's, else its text style's (body 17 pt, headline 17 pt …),
///   else 17 pt, UIKit's default for symbol images;
/// - scale: small 0.78, medium 1, large 1.29 of the point size's glyph (`.default` and
///   `.unspecified` are medium);
/// - image size: the glyph's design box × point size / 17 × scale, rounded to a third of a point
///   (the pixel grid at 3×);
/// - stroke width of outline parts: 1.5 design units at regular, times 0.4 (ultraLight), 0.6
///   (thin), 0.8 (light), 1 (regular), 1.15 (medium), 1.3 (semibold), 1.5 (bold), 1.75 (heavy),
///   2 (black); filled parts do not change with weight.
enum SymbolMetrics {
    /// UIKit's default point size for symbol images (the body text style).
    static let defaultPointSize: CGFloat = 17
    /// The scale of symbol images: the main screen's (3, as ``UIScreen/main``).
    static let imageScale: CGFloat = 3
    /// The stroke width of outline parts at regular weight, in design units.
    static let regularStrokeWidth: CGFloat = 1.5

    /// The point size `configuration` resolves to.
    static func pointSize(_ configuration: UIImage.SymbolConfiguration?) -> CGFloat {
        guard let configuration else { return defaultPointSize }
        if configuration.pointSize > 0 { return configuration.pointSize }
        if let style = configuration.textStyle { return style.defaultSizeAndWeight.size }
        return defaultPointSize
    }

    /// The weight `configuration` resolves to (never `.unspecified`).
    static func weight(_ configuration: UIImage.SymbolConfiguration?) -> UIImage.SymbolWeight {
        guard let configuration else { return .regular }
        if configuration.weight != .unspecified { return configuration.weight }
        if let style = configuration.textStyle { return symbolWeight(for: style.defaultSizeAndWeight.weight) }
        return .regular
    }

    /// The size factor of a symbol scale.
    static func scaleFactor(_ scale: UIImage.SymbolScale) -> CGFloat {
        switch scale {
        case .small: 0.78
        case .large: 1.29
        case .default, .unspecified, .medium: 1
        }
    }

    /// The stroke factor of a weight (regular 1).
    static func strokeFactor(_ weight: UIImage.SymbolWeight) -> CGFloat {
        switch weight {
        case .ultraLight: 0.4
        case .thin: 0.6
        case .light: 0.8
        case .unspecified, .regular: 1
        case .medium: 1.15
        case .semibold: 1.3
        case .bold: 1.5
        case .heavy: 1.75
        case .black: 2
        }
    }

    /// The size of an image of a glyph with design box `box` under `configuration`.
    static func imageSize(box: CGSize, configuration: UIImage.SymbolConfiguration?) -> CGSize {
        let k = pointSize(configuration) / defaultPointSize * scaleFactor(configuration?.scale ?? .unspecified)
        func third(_ v: CGFloat) -> CGFloat { (v * k * 3).rounded() / 3 }
        return CGSize(width: third(box.width), height: third(box.height))
    }

    /// The stroke width, in design units, of outline parts under `configuration`.
    static func strokeWidth(_ configuration: UIImage.SymbolConfiguration?) -> CGFloat {
        regularStrokeWidth * strokeFactor(weight(configuration))
    }

    /// The symbol weight closest to a font weight.
    static func symbolWeight(for fontWeight: UIFont.Weight) -> UIImage.SymbolWeight {
        let table: [(UIFont.Weight, UIImage.SymbolWeight)] = [
            (.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular), (.medium, .medium),
            (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy), (.black, .black),
        ]
        let v = fontWeight.rawValue
        return table.min { abs($0.0.rawValue - v) < abs($1.0.rawValue - v) }?.1 ?? .regular
    }
}
#endif
