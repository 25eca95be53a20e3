import Foundation
@_spi(Rendering) import PortableUIKit

/// How the renderer draws a blur style (spec 23.7, 23.8): the Gaussian's standard deviation in
/// points, the tint painted over the blurred backdrop, and the opaque colour shown instead when
/// Reduce Transparency is on.
///
/// Apple documents none of these numbers [UNC]. They approximate iOS 16 screenshots: light
/// styles tint white, dark styles a near-black grey; the adaptive styles (`regular`,
/// `prominent`, the five plain materials) follow the effect view's user interface style; the
/// materials go from ultra thin (most translucent, least blurred) to chrome, after Apple's
/// description of materials (Human Interface Guidelines, "Materials").
struct BlurAppearance: Hashable {
    /// The Gaussian's standard deviation, in points.
    var sigma: CGFloat
    /// Painted over the blurred backdrop.
    var tint: RGBA
    /// Painted instead of the blur under Reduce Transparency.
    var opaque: RGBA

    private static let lightColor = (red: 0.97, green: 0.97, blue: 0.97)
    private static let darkColor = (red: 0.11, green: 0.11, blue: 0.12)

    /// A light or dark appearance of the given tint alpha and blur.
    private static func make(dark: Bool, alpha: Double, sigma: CGFloat) -> BlurAppearance {
        let c = dark ? darkColor : lightColor
        return BlurAppearance(
            sigma: sigma, tint: RGBA(red: c.red, green: c.green, blue: c.blue, alpha: alpha),
            opaque: RGBA(red: c.red, green: c.green, blue: c.blue, alpha: 1))
    }

    /// The appearance of `style` in the given user interface style (`dark`).
    static func of(_ style: UIBlurEffect.Style, dark: Bool) -> BlurAppearance {
        switch style {
        case .extraLight: make(dark: false, alpha: 0.7, sigma: 15)
        case .light: make(dark: false, alpha: 0.45, sigma: 15)
        case .dark: make(dark: true, alpha: 0.65, sigma: 15)
        case .regular: dark ? of(.dark, dark: true) : of(.light, dark: false)
        case .prominent: dark ? of(.dark, dark: true) : of(.extraLight, dark: false)
        case .systemUltraThinMaterial, .systemThinMaterial, .systemMaterial, .systemThickMaterial,
            .systemChromeMaterial:
            material(style.rawValue - 6, dark: dark)
        case .systemUltraThinMaterialLight, .systemThinMaterialLight, .systemMaterialLight,
            .systemThickMaterialLight, .systemChromeMaterialLight:
            material(style.rawValue - 11, dark: false)
        case .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark,
            .systemThickMaterialDark, .systemChromeMaterialDark:
            material(style.rawValue - 16, dark: true)
        }
    }

    /// Material `thickness` (0 ultra thin … 4 chrome).
    private static func material(_ thickness: Int, dark: Bool) -> BlurAppearance {
        let alphas = [0.25, 0.45, 0.6, 0.75, 0.8]
        let sigmas: [CGFloat] = [8, 11, 14, 17, 14]
        let i = min(max(thickness, 0), 4)
        return make(dark: dark, alpha: alphas[i] + (dark ? 0.05 : 0), sigma: sigmas[i])
    }
}

/// The colour the content of a vibrancy effect view is drawn with (spec 23.9): its alpha used as
/// a mask over a grey of the blur's lightness; nil for `UIVibrancyEffectStyle.label`, whose
/// content keeps its own colours. [UNC: Apple documents only that the colour is ignored]
enum VibrancyAppearance {
    @MainActor static func color(of vibrancy: UIVibrancyEffect, dark: Bool) -> RGBA? {
        let overDark = BlurAppearance.of(vibrancy.blurEffect.style, dark: dark).tint.red < 0.5
        let grey = overDark ? 0.92 : 0.24
        let alpha: Double
        switch vibrancy.vibrancyStyle {
        case nil: alpha = 0.6
        case .label?: return nil
        case .secondaryLabel?: alpha = 0.6
        case .tertiaryLabel?: alpha = 0.3
        case .quaternaryLabel?: alpha = 0.18
        case .fill?: alpha = 0.2
        case .secondaryFill?: alpha = 0.16
        case .tertiaryFill?: alpha = 0.12
        case .separator?: alpha = 0.29
        }
        return RGBA(red: grey, green: grey, blue: grey, alpha: alpha)
    }
}

extension RGBA {
    /// A colour from its components, as given (no clamping).
    init(red: Double, green: Double, blue: Double, alpha: Double) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }
}
