#if !canImport(UIKit)
import Foundation

/// An effect that blurs the content layered behind a `UIVisualEffectView` (UIKit's
/// `UIBlurEffect`, spec 23.1). Views in the effect view's `contentView` are not blurred.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The blur styles (UIKit's `UIBlurEffectStyle`), with the raw values of the iOS 16.5 header
    /// (spec 23.1). `extraDark` is tvOS only and is not declared for iOS.
    public enum Style: Int, Sendable {
        case extraLight = 0
        case light = 1
        case dark = 2
        /// Light or dark, following the user interface style.
        case regular = 4
        /// Extra light or dark, following the user interface style.
        case prominent = 5
        case systemUltraThinMaterial = 6
        case systemThinMaterial = 7
        case systemMaterial = 8
        case systemThickMaterial = 9
        case systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11
        case systemThinMaterialLight = 12
        case systemMaterialLight = 13
        case systemThickMaterialLight = 14
        case systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16
        case systemThinMaterialDark = 17
        case systemMaterialDark = 18
        case systemThickMaterialDark = 19
        case systemChromeMaterialDark = 20
    }

    /// The style the effect was created with. Not UIKit API (UIKit keeps it private); renderers
    /// and tests read it.
    @_spi(Rendering) public private(set) var style: Style = .light

    /// Creates a blur effect with the given style (UIKit's `effectWithStyle:`).
    public convenience init(style: UIBlurEffect.Style) {
        self.init()
        self.style = style
    }

    /// Creates a blur effect of the light style.
    public override init() { super.init() }

    /// Creates a blur effect from an archive: the style written by ``encode(with:)``, light when
    /// there is none.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let raw = (coder.decodeObject(forKey: Self.styleKey) as? NSNumber)?.intValue,
            let style = Style(rawValue: raw)
        {
            self.style = style
        }
    }

    /// Archives the style.
    open override func encode(with coder: NSCoder) {
        coder.encode(NSNumber(value: style.rawValue), forKey: Self.styleKey)
    }

    private static let styleKey = "UIBlurEffectStyle"

}
#endif
