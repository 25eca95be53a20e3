import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

/// UIFont: system fonts, weights, Dynamic Type sizes, names, and SF Pro's vertical metrics.
@MainActor
@Suite("UIFont", .isolatedRuntime)
struct FontTests {
    @Test("system font metrics are SF Pro's ratios: 17 pt has ascender 16.19, descender −4.10, lineHeight 20.287109375")
    func metrics() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(font.pointSize == 17)
        #expect(abs(font.ascender - 17 * 1950 / 2048) < 1e-12 && abs(font.ascender - 16.186) < 1e-3)
        #expect(abs(font.descender + 17 * 494 / 2048) < 1e-12 && font.descender < 0)
        #expect(font.lineHeight == 20.287109375, "UIKit's lineHeight for the 17-pt system font")
        #expect(abs(font.capHeight - 17 * 1443 / 2048) < 1e-12 && abs(font.xHeight - 17 * 1080 / 2048) < 1e-12)
        #expect(font.leading == 0)
        #expect(UIFont.systemFont(ofSize: 34).lineHeight == 2 * font.lineHeight, "metrics scale with the size")
    }

    @Test("UIFont.Weight has UIKit's raw values")
    func weights() {
        let weights: [(UIFont.Weight, CGFloat)] = [
            (.ultraLight, -0.8), (.thin, -0.6), (.light, -0.4), (.regular, 0), (.medium, 0.23),
            (.semibold, 0.3), (.bold, 0.4), (.heavy, 0.56), (.black, 0.62),
        ]
        for (weight, raw) in weights { #expect(weight.rawValue == raw) }
        #expect(UIFont.Weight(rawValue: 0.4) == .bold && UIFont.Weight(0.3) == .semibold)
    }

    @Test("standard sizes: label 17, button 18, system 14, small system 12")
    func standardSizes() {
        #expect(UIFont.labelFontSize == 17 && UIFont.buttonFontSize == 18)
        #expect(UIFont.systemFontSize == 14 && UIFont.smallSystemFontSize == 12)
    }

    @Test("preferredFont(forTextStyle:) gives iOS's default Dynamic Type sizes; headline is semibold")
    func textStyles() {
        let sizes: [(UIFont.TextStyle, CGFloat)] = [
            (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
            (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12), (.caption2, 11),
        ]
        for (style, size) in sizes { #expect(UIFont.preferredFont(forTextStyle: style).pointSize == size) }
        #expect(UIFont.preferredFont(forTextStyle: .headline).fontName == ".SFUI-Semibold")
        #expect(UIFont.preferredFont(forTextStyle: .body).fontName == ".SFUI-Regular")
        #expect(UIFont.TextStyle.largeTitle.rawValue == "UICTFontTextStyleTitle0")
        #expect(UIFont.TextStyle.subheadline.rawValue == "UICTFontTextStyleSubhead")
        #expect(UIFont.preferredFont(forTextStyle: UIFont.TextStyle("custom")).pointSize == 17)
    }

    @Test("system font names and families follow iOS's private names")
    func systemNames() {
        #expect(UIFont.systemFont(ofSize: 12).familyName == ".AppleSystemUIFont")
        #expect(UIFont.boldSystemFont(ofSize: 12).fontName == ".SFUI-Bold")
        #expect(UIFont.italicSystemFont(ofSize: 12).fontName == ".SFUI-RegularItalic")
        #expect(
            UIFont.systemFont(ofSize: 12, weight: UIFont.Weight(0.25)).fontName == ".SFUI-Medium",
            "nearest named weight")
        let mono = UIFont.monospacedSystemFont(ofSize: 12, weight: .bold)
        #expect(
            mono.fontName == ".AppleSystemUIFontMonospaced-Bold" && mono.familyName == ".AppleSystemUIFontMonospaced")
        #expect(UIFont.monospacedDigitSystemFont(ofSize: 12, weight: .regular).familyName == ".AppleSystemUIFont")
    }

    @Test("init(name:size:) accepts any non-empty name, reads the family before the hyphen, and refuses an empty name")
    func namedFonts() {
        let font = UIFont(name: "Helvetica-BoldOblique", size: 12)
        #expect(font?.fontName == "Helvetica-BoldOblique" && font?.familyName == "Helvetica" && font?.pointSize == 12)
        #expect(font?.weight == .bold && font?.isItalic == true)
        #expect(UIFont(name: "Avenir-Semibold", size: 12)?.weight == .semibold, "Semibold is not read as Bold")
        #expect(UIFont(name: "Georgia", size: 12)?.familyName == "Georgia")
        #expect(UIFont(name: "", size: 12) == nil)
    }

    @Test("withSize keeps the face; fonts are equal when name and size are")
    func withSize() {
        let font = UIFont.boldSystemFont(ofSize: 12)
        let bigger = font.withSize(20)
        #expect(bigger.fontName == font.fontName && bigger.pointSize == 20)
        #expect(bigger == UIFont.boldSystemFont(ofSize: 20) && bigger != font)
        #expect(bigger.hash == UIFont.boldSystemFont(ofSize: 20).hash)
        #expect(bigger.description.contains("font-weight: bold") && bigger.description.contains("font-size: 20.00pt"))
    }
}
