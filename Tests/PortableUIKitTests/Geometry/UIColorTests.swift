import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

fileprivate func isClose(_ a: CGFloat, _ b: CGFloat, _ tol: CGFloat = 1e-12) -> Bool { abs(a - b) <= tol }

fileprivate func rgba(_ color: UIColor) -> (CGFloat, CGFloat, CGFloat, CGFloat)? {
    var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
    guard color.getRed(&r, green: &g, blue: &b, alpha: &a) else { return nil }
    return (r, g, b, a)
}

@Suite("UIColor components, conversions and standard colours", .isolatedRuntime) struct UIColorTests {
    @Test("getRed returns the RGBA components, accepts nil for the ones not wanted, and converts gray colours to RGB")
    func getRedReturnsComponents() {
        let c = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        let v = rgba(c)
        #expect(v?.0 == 0.1 && v?.1 == 0.2 && v?.2 == 0.3 && v?.3 == 0.4)
        var onlyAlpha: CGFloat = 0
        #expect(c.getRed(nil, green: nil, blue: nil, alpha: &onlyAlpha))
        #expect(onlyAlpha == 0.4)
        let w = rgba(UIColor(white: 0.25, alpha: 0.5))
        #expect(w?.0 == 0.25 && w?.1 == 0.25 && w?.2 == 0.25 && w?.3 == 0.5)
    }

    @Test("getWhite succeeds for a gray colour (darkGray is 1/3) and fails for an RGB one")
    func getWhiteOnlySucceedsForGrayColors() {
        var white: CGFloat = -1, alpha: CGFloat = -1
        #expect(UIColor.darkGray.getWhite(&white, alpha: &alpha))
        #expect(isClose(white, 1.0 / 3.0) && alpha == 1)
        #expect(!UIColor.red.getWhite(&white, alpha: &alpha))
    }

    @Test("UIColor(hue:saturation:brightness:) round-trips through getHue; hue 1/3 is pure green and blue's hue is 2/3")
    func hueRoundTrip() {
        for (h, s, b) in [
            (0.0, 1.0, 1.0), (0.1, 0.5, 0.8), (0.25, 0.6, 0.9), (0.45, 0.3, 0.6), (0.6, 0.7, 0.5), (0.7, 0.9, 0.4),
            (0.95, 0.2, 1.0),
        ] as [(CGFloat, CGFloat, CGFloat)] {
            let color = UIColor(hue: h, saturation: s, brightness: b, alpha: 0.5)
            var hh: CGFloat = -1, ss: CGFloat = -1, bb: CGFloat = -1, aa: CGFloat = -1
            #expect(color.getHue(&hh, saturation: &ss, brightness: &bb, alpha: &aa))
            #expect(isClose(hh, h) && isClose(ss, s) && isClose(bb, b) && aa == 0.5)
        }
        let green = rgba(UIColor(hue: 1.0 / 3.0, saturation: 1, brightness: 1, alpha: 1))
        #expect(green.map { isClose($0.0, 0) && isClose($0.1, 1) && isClose($0.2, 0) } == true)
        var hue: CGFloat = -1
        _ = UIColor.blue.getHue(&hue, saturation: nil, brightness: nil, alpha: nil)
        #expect(abs(hue - 2.0 / 3.0) < 1e-12)
    }

    @Test(
        "UIColors are equal and hash alike only with the same colour space and components; a colour is never equal to a non-colour"
    )
    func equalityComparesColorSpaceAndComponents() {
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == UIColor.red)
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) != UIColor(red: 1, green: 0, blue: 0, alpha: 0.9))
        #expect(UIColor.white == UIColor(white: 1, alpha: 1))
        #expect(UIColor.white != UIColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(UIColor.red.hash == UIColor(red: 1, green: 0, blue: 0, alpha: 1).hash)
        #expect(Set([UIColor.red, UIColor.red, UIColor.blue]).count == 2)
        #expect(!UIColor.red.isEqual("red"))
    }

    @Test("withAlphaComponent changes only alpha and keeps the colour space")
    func withAlphaComponentKeepsColor() {
        let faded = UIColor.orange.withAlphaComponent(0.3)
        let v = rgba(faded)
        #expect(v?.0 == 1 && v?.1 == 0.5 && v?.2 == 0 && v?.3 == 0.3)
        #expect(UIColor.gray.withAlphaComponent(0.2) == UIColor(white: 0.5, alpha: 0.2))
        #expect(UIColor.orange.withAlphaComponent(1) == UIColor.orange)
    }

    @Test("cgColor keeps the colour space (black is gray, red is RGB) and UIColor(cgColor:) round-trips")
    func cgColorRoundTrip() {
        #expect(UIColor.black.cgColor.numberOfComponents == 2)
        #expect(UIColor.red.cgColor.components == [1, 0, 0, 1])
        let c = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        #expect(UIColor(cgColor: c.cgColor) == c)
        #expect(UIColor(cgColor: CGColor(gray: 0.3, alpha: 1)) == UIColor(white: 0.3, alpha: 1))
    }

    @Test("the standard colours have UIKit's component values (clear, lightGray, purple, brown, cyan, magenta, yellow)")
    func standardColorValues() {
        #expect(UIColor.clear.cgColor.components == [0, 0])
        #expect(UIColor.lightGray == UIColor(white: 2.0 / 3.0, alpha: 1))
        #expect(UIColor.purple.cgColor.components == [0.5, 0, 0.5, 1])
        #expect(UIColor.brown.cgColor.components == [0.6, 0.4, 0.2, 1])
        #expect(UIColor.cyan.cgColor.components == [0, 1, 1, 1])
        #expect(UIColor.magenta.cgColor.components == [1, 0, 1, 1])
        #expect(UIColor.yellow.cgColor.components == [1, 1, 0, 1])
    }

    @Test(
        "system and semantic colours have their light-mode values; tintColor is systemBlue, systemGray6 is secondarySystemBackground"
    )
    func systemColorLightModeValues() {
        #expect(UIColor.systemBlue == UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1))
        #expect(UIColor.tintColor == UIColor.systemBlue)
        #expect(UIColor.systemRed == UIColor(red: 1, green: 59.0 / 255, blue: 48.0 / 255, alpha: 1))
        #expect(UIColor.label.cgColor.components == [0, 0, 0, 1])
        #expect(UIColor.systemBackground.cgColor.components == [1, 1, 1, 1])
        let secondary = rgba(UIColor.secondaryLabel)
        #expect(secondary.map { isClose($0.0, 60.0 / 255) && isClose($0.2, 67.0 / 255) && $0.3 == 0.6 } == true)
        #expect(rgba(UIColor.separator)?.3 == 0.29)
        #expect(
            UIColor.secondarySystemBackground
                == UIColor(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255, alpha: 1))
        #expect(UIColor.systemGray6 == UIColor.secondarySystemBackground)
        #expect(UIColor.systemGray == UIColor(red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255, alpha: 1))
    }

    @Test("description names the colour space and lists the components, as UIKit prints them")
    func descriptionNamesColorSpace() {
        #expect(UIColor.red.description == "UIExtendedSRGBColorSpace 1 0 0 1")
        #expect(UIColor(white: 0.5, alpha: 1).description == "UIExtendedGrayColorSpace 0.5 1")
    }
}
