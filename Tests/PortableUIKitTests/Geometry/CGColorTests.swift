import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

@Suite("CGColor components, equality and alpha copies", .isolatedRuntime) struct CGColorTests {
    @Test("CGColor RGB has four components and gray two, alpha last")
    func rgbAndGrayComponents() {
        let rgb = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        #expect(rgb.numberOfComponents == 4)
        #expect(rgb.components == [0.1, 0.2, 0.3, 0.4])
        #expect(rgb.alpha == 0.4)
        let gray = CGColor(gray: 0.5, alpha: 0.25)
        #expect(gray.numberOfComponents == 2)
        #expect(gray.components == [0.5, 0.25])
        #expect(gray.alpha == 0.25)
    }

    @Test(
        "CGColors are equal (and hash alike) only with the same colour space and components; gray white is not RGB white"
    )
    func equalityByColorSpaceAndComponents() {
        #expect(CGColor(red: 1, green: 0, blue: 0, alpha: 1) == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(CGColor(red: 1, green: 0, blue: 0, alpha: 1) != CGColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(CGColor(gray: 1, alpha: 1) != CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(Set([CGColor(gray: 0.5, alpha: 1), CGColor(gray: 0.5, alpha: 1)]).count == 1)
        #expect(CGColor.black == CGColor(gray: 0, alpha: 1))
        #expect(CGColor.clear.alpha == 0)
    }

    @Test("copy(alpha:) replaces only the alpha component and leaves the original alone; copy() is equal")
    func copyWithAlphaReplacesOnlyAlpha() {
        let c = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
        #expect(c.copy(alpha: 0.5)?.components == [0.1, 0.2, 0.3, 0.5])
        #expect(c.alpha == 1)
        #expect(CGColor(gray: 0.7, alpha: 1).copy(alpha: 0)?.components == [0.7, 0])
        #expect(c.copy() == c)
    }
}
