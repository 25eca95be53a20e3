import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

/// The bar's item geometry as pure functions (15.6 row height; positioning; badge placement).
@MainActor
@Suite("§15.6 tab bar item layout (pure)", .isolatedRuntime)
struct TabBarItemLayoutTests {
    @Test("15.6 .fill and .automatic share the width equally in a 49 pt row")
    func fill() {
        for positioning in [UITabBar.ItemPositioning.fill, .automatic] {
            let frames = TabBarItemLayout.itemFrames(
                count: 3, width: 390, positioning: positioning, itemWidth: 0, itemSpacing: 0, rightToLeft: false)
            #expect(
                frames == [
                    CGRect(x: 0, y: 0, width: 130, height: 49),
                    CGRect(x: 130, y: 0, width: 130, height: 49),
                    CGRect(x: 260, y: 0, width: 130, height: 49),
                ])
        }
    }

    @Test(".centered uses itemWidth and itemSpacing, centred; too wide falls back to .fill")
    func centered() {
        let frames = TabBarItemLayout.itemFrames(
            count: 2, width: 400, positioning: .centered, itemWidth: 100, itemSpacing: 20, rightToLeft: false)
        #expect(frames == [CGRect(x: 90, y: 0, width: 100, height: 49), CGRect(x: 210, y: 0, width: 100, height: 49)])
        let fallback = TabBarItemLayout.itemFrames(
            count: 2, width: 150, positioning: .centered, itemWidth: 100, itemSpacing: 20, rightToLeft: false)
        #expect(fallback == [CGRect(x: 0, y: 0, width: 75, height: 49), CGRect(x: 75, y: 0, width: 75, height: 49)])
    }

    @Test("right-to-left puts the first item on the right")
    func rightToLeft() {
        let frames = TabBarItemLayout.itemFrames(
            count: 2, width: 200, positioning: .fill, itemWidth: 0, itemSpacing: 0, rightToLeft: true)
        #expect(frames == [CGRect(x: 100, y: 0, width: 100, height: 49), CGRect(x: 0, y: 0, width: 100, height: 49)])
    }

    @Test("hostile widths give zero frames, never a trap")
    func hostileWidths() {
        for width in [CGFloat.nan, .infinity, -10, 0] {
            let frames = TabBarItemLayout.itemFrames(
                count: 2, width: width, positioning: .fill, itemWidth: .nan, itemSpacing: .infinity, rightToLeft: false)
            #expect(frames == [.zero, .zero])
        }
    }

    @Test("the badge starts 6 pt after the item's centre, 2 pt down; an empty value is a 10 pt dot")
    func badge() {
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 49)
        #expect(
            TabBarItemLayout.badgeFrame(textWidth: 8, isEmpty: false, in: bounds, rightToLeft: false)
                == CGRect(x: 56, y: 2, width: 18, height: 18))
        #expect(
            TabBarItemLayout.badgeFrame(textWidth: 30, isEmpty: false, in: bounds, rightToLeft: false)
                == CGRect(x: 56, y: 2, width: 40, height: 18))
        #expect(
            TabBarItemLayout.badgeFrame(textWidth: 0, isEmpty: true, in: bounds, rightToLeft: false)
                == CGRect(x: 56, y: 2, width: 10, height: 10))
        #expect(
            TabBarItemLayout.badgeFrame(textWidth: 8, isEmpty: false, in: bounds, rightToLeft: true)
                == CGRect(x: 26, y: 2, width: 18, height: 18))
    }
}
