import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

/// The large-title rules without views (`NavigationLargeTitleLayout`).
@Suite("Large titles: the rules", .isolatedRuntime)
struct NavigationLargeTitleLayoutTests {
    typealias Layout = NavigationLargeTitleLayout

    @Test(
        "prefersLargeTitles gates everything; .automatic inherits from the item below, the root's is large; .always and .never decide; .inline is never large"
    )
    func displayModes() {
        #expect(!Layout.displaysLargeTitle(prefersLargeTitles: false, modes: [.always]))
        #expect(Layout.displaysLargeTitle(prefersLargeTitles: true, modes: [.automatic]))
        #expect(Layout.displaysLargeTitle(prefersLargeTitles: true, modes: [.automatic, .automatic, .automatic]))
        #expect(
            !Layout.displaysLargeTitle(prefersLargeTitles: true, modes: [.never, .automatic]),
            "inherits the root's small title")
        #expect(!Layout.displaysLargeTitle(prefersLargeTitles: true, modes: [.automatic, .never, .automatic]))
        #expect(Layout.displaysLargeTitle(prefersLargeTitles: true, modes: [.never, .always]))
        #expect(Layout.displaysLargeTitle(prefersLargeTitles: true, modes: [.never, .always, .automatic]))
        #expect(!Layout.displaysLargeTitle(prefersLargeTitles: true, modes: [.always, .never]))
        #expect(!Layout.displaysLargeTitle(prefersLargeTitles: true, modes: [.inline]))
        #expect(!Layout.displaysLargeTitle(prefersLargeTitles: true, modes: [.always, .inline, .automatic]))
    }

    @Test("UIKit's raw values: automatic 0, always 1, never 2, inline 3")
    func rawValues() {
        #expect(UINavigationItem.LargeTitleDisplayMode.automatic.rawValue == 0)
        #expect(UINavigationItem.LargeTitleDisplayMode.always.rawValue == 1)
        #expect(UINavigationItem.LargeTitleDisplayMode.never.rawValue == 2)
        #expect(UINavigationItem.LargeTitleDisplayMode(rawValue: 3) == .inline)
        #expect(UINavigationItem.LargeTitleDisplayMode(rawValue: 4) == nil)
    }

    @Test(
        "the region is the distance from the inline row's bottom to the content's top: 52 at rest, less as it scrolls up, never negative, more while pulled"
    )
    func regionHeight() {
        #expect(Layout.regionHeight(contentTop: 143, inlineBarBottom: 91) == 52)
        #expect(Layout.regionHeight(contentTop: 120, inlineBarBottom: 91) == 29)
        #expect(Layout.regionHeight(contentTop: 60, inlineBarBottom: 91) == 0)
        #expect(Layout.regionHeight(contentTop: 200, inlineBarBottom: 91) == 109)
        #expect(
            Layout.regionHeight(contentTop: .nan, inlineBarBottom: 91) == 52,
            "a non-finite measure keeps the title at rest")
    }

    @Test("the safe area counts the region up to 52; the collapsed part extends the scroll range")
    func safeAreaAndAllowance() {
        #expect(Layout.safeAreaRegionHeight(109) == 52)
        #expect(Layout.safeAreaRegionHeight(29) == 29)
        #expect(Layout.safeAreaRegionHeight(-3) == 0)
        #expect(Layout.safeAreaRegionHeight(.infinity) == 0)
        #expect(Layout.collapsedAllowance(regionHeight: 52) == 0)
        #expect(Layout.collapsedAllowance(regionHeight: 29) == 23)
        #expect(Layout.collapsedAllowance(regionHeight: 0) == 52)
        #expect(Layout.collapsedAllowance(regionHeight: 80) == 0)
    }

    @Test("a rest inside the collapse snaps to the nearer end; outside it stays")
    func snapping() {
        #expect(Layout.snappedRestOffset(-143 + 10, expandedOffset: -143) == -143)
        #expect(Layout.snappedRestOffset(-143 + 25.9, expandedOffset: -143) == -143)
        #expect(Layout.snappedRestOffset(-143 + 26, expandedOffset: -143) == -91)
        #expect(Layout.snappedRestOffset(-143 + 51, expandedOffset: -143) == -91)
        #expect(Layout.snappedRestOffset(-143, expandedOffset: -143) == -143)
        #expect(Layout.snappedRestOffset(-91, expandedOffset: -143) == -91)
        #expect(Layout.snappedRestOffset(300, expandedOffset: -143) == 300)
        #expect(Layout.snappedRestOffset(-200, expandedOffset: -143) == -200)
    }

    @Test(
        "the large title sits 16 pt from the leading edge (trailing right-to-left), 8 pt above the region's bottom, truncated to the margins"
    )
    func titleFrame() {
        let region = CGSize(width: 390, height: 52)
        #expect(
            Layout.titleFrame(regionSize: region, titleSize: CGSize(width: 120, height: 41), rightToLeft: false)
                == CGRect(x: 16, y: 3, width: 120, height: 41))
        #expect(
            Layout.titleFrame(regionSize: region, titleSize: CGSize(width: 120, height: 41), rightToLeft: true)
                == CGRect(x: 254, y: 3, width: 120, height: 41))
        #expect(
            Layout.titleFrame(regionSize: region, titleSize: CGSize(width: 900, height: 41), rightToLeft: false).width
                == 358)
        #expect(
            Layout.titleFrame(
                regionSize: CGSize(width: 390, height: 20), titleSize: CGSize(width: 120, height: 41),
                rightToLeft: false
            ).minY == -29,
            "a collapsing region moves the title up under its clip")
    }
}
