#if !canImport(UIKit)
import Foundation

/// An effect that makes the content of a `UIVisualEffectView`'s `contentView` vivid over a blur
/// (UIKit's `UIVibrancyEffect`, spec 23.2). It is meant for an effect view placed over, or
/// inside the content of, a view with the same `UIBlurEffect`.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the vibrancy is made for. Not UIKit API (private there); renderers and tests read it.
    @_spi(Rendering) public private(set) var blurEffect = UIBlurEffect(style: .light)
    /// The vibrancy style; nil for the classic vibrancy of `init(blurEffect:)`. Not UIKit API.
    @_spi(Rendering) public private(set) var vibrancyStyle: UIVibrancyEffectStyle?

    /// Creates the vibrancy effect for a blur (UIKit's `effectForBlurEffect:`). Use the blur
    /// effect of the blur view the vibrancy sits over.
    public convenience init(blurEffect: UIBlurEffect) {
        self.init()
        self.blurEffect = blurEffect
    }

    /// Creates a vibrancy effect of a style for a system material blur (UIKit's
    /// `effectForBlurEffect:style:`, iOS 13).
    public convenience init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.init()
        self.blurEffect = blurEffect
        vibrancyStyle = style
    }

    /// Creates the vibrancy effect of the light blur.
    public override init() { super.init() }

    /// Creates a vibrancy effect from an archive (the blur and style written by ``encode(with:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let raw = (coder.decodeObject(forKey: Self.blurKey) as? NSNumber)?.intValue,
            let style = UIBlurEffect.Style(rawValue: raw)
        {
            blurEffect = UIBlurEffect(style: style)
        }
        if let raw = (coder.decodeObject(forKey: Self.styleKey) as? NSNumber)?.intValue {
            vibrancyStyle = UIVibrancyEffectStyle(rawValue: raw)
        }
    }

    /// Archives the blur's style and the vibrancy style.
    open override func encode(with coder: NSCoder) {
        coder.encode(NSNumber(value: blurEffect.style.rawValue), forKey: Self.blurKey)
        if let vibrancyStyle { coder.encode(NSNumber(value: vibrancyStyle.rawValue), forKey: Self.styleKey) }
    }

    private static let blurKey = "UIVibrancyEffectBlurStyle"
    private static let styleKey = "UIVibrancyEffectStyle"
}
#endif
