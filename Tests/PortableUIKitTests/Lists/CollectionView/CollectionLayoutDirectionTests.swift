import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

/// A layout written for a right-to-left language that asks to be flipped.
@MainActor
private final class RightToLeftLayout: UICollectionViewLayout {
    override var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .rightToLeft }
    override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
}

@MainActor
@Suite("Collection layout direction (20.23)", .isolatedRuntime)
struct CollectionLayoutDirectionTests {
    @Test("20.23 a layout is developed left to right and does not flip by default; subclasses override both")
    func defaults() {
        #expect(UICollectionViewLayout().developmentLayoutDirection == .leftToRight)
        #expect(!UICollectionViewLayout().flipsHorizontallyInOppositeLayoutDirection)
        #expect(UICollectionViewFlowLayout().developmentLayoutDirection == .leftToRight)
        let layout: UICollectionViewLayout = RightToLeftLayout()
        #expect(layout.developmentLayoutDirection == .rightToLeft)
        #expect(layout.flipsHorizontallyInOppositeLayoutDirection)
    }
}
