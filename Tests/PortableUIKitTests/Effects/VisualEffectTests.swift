import Foundation
import Testing
@_spi(Testing) @_spi(Rendering) @testable import PortableUIKit
import ContainmentTestTraits

/// `UIBlurEffect` and `UIVibrancyEffect`: their styles with the header's raw values, what each
/// effect keeps, copies and archives.
@MainActor
@Suite("Visual effects", .isolatedRuntime)
struct VisualEffectTests {
    @Test("23.1 every iOS blur style has the header's raw value, and init(style:) keeps it")
    func blurStyles() {
        let styles: [(UIBlurEffect.Style, Int)] = [
            (.extraLight, 0), (.light, 1), (.dark, 2), (.regular, 4), (.prominent, 5),
            (.systemUltraThinMaterial, 6), (.systemThinMaterial, 7), (.systemMaterial, 8),
            (.systemThickMaterial, 9), (.systemChromeMaterial, 10),
            (.systemUltraThinMaterialLight, 11), (.systemThinMaterialLight, 12), (.systemMaterialLight, 13),
            (.systemThickMaterialLight, 14), (.systemChromeMaterialLight, 15),
            (.systemUltraThinMaterialDark, 16), (.systemThinMaterialDark, 17), (.systemMaterialDark, 18),
            (.systemThickMaterialDark, 19), (.systemChromeMaterialDark, 20),
        ]
        for (style, raw) in styles {
            #expect(style.rawValue == raw)
            #expect(UIBlurEffect(style: style).style == style)
        }
        #expect(UIBlurEffect.Style(rawValue: 3) == nil, "extraDark is tvOS only")
        #expect(UIBlurEffect.Style(rawValue: 21) == nil)
        let effect: UIVisualEffect = UIBlurEffect(style: .dark)
        #expect(effect is UIBlurEffect)
    }

    @Test("23.2 vibrancy styles have the header's raw values; a vibrancy keeps its blur and style")
    func vibrancy() {
        let styles: [UIVibrancyEffectStyle] = [
            .label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel, .fill, .secondaryFill, .tertiaryFill,
            .separator,
        ]
        #expect(styles.map(\.rawValue) == Array(0...7))
        let blur = UIBlurEffect(style: .systemMaterial)
        let classic = UIVibrancyEffect(blurEffect: blur)
        #expect(classic.blurEffect === blur && classic.vibrancyStyle == nil)
        let styled = UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel)
        #expect(styled.blurEffect.style == .systemMaterial && styled.vibrancyStyle == .secondaryLabel)
    }

    @Test("23.1 effects are immutable: a copy is the effect itself")
    func copying() {
        let blur = UIBlurEffect(style: .systemThickMaterialDark)
        #expect(blur.copy() as AnyObject === blur)
        let vibrancy = UIVibrancyEffect(blurEffect: blur, style: .fill)
        #expect(vibrancy.copy() as AnyObject === vibrancy)
    }
}
