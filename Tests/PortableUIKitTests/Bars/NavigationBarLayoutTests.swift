import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

/// The pure layout of a navigation bar's content (``NavigationBarLayout``), on a 320 × 44 bar.
@MainActor
@Suite("Navigation bar layout", .isolatedRuntime)
struct NavigationBarLayoutTests {
    func frame(_ x: CGFloat, _ w: CGFloat) -> CGRect { CGRect(x: x, y: 0, width: w, height: 44) }

    @Test(
        "Bar layout: right items from the right edge inward, 16 pt margin, 8 pt apart; left items from 16 pt; the title centred"
    )
    func items() {
        let layout = NavigationBarLayout(
            width: 320, height: 44, back: nil, left: [40], right: [30, 50], titleWidth: 60)
        #expect(layout.rightItems == [frame(274, 30), frame(216, 50)])
        #expect(layout.leftItems == [frame(16, 40)])
        #expect(layout.title == frame(130, 60))
        #expect(layout.backButton == nil)
    }

    @Test(
        "Bar layout: the back button starts 8 pt in with its full title when it ends 8 pt before the centred title, else 'Back', else the chevron alone"
    )
    func backTitleChoice() {
        let back = NavigationBarLayout.BackButton(chevronWidth: 11, titleGap: 6, titleWidths: [60, 35])
        let full = NavigationBarLayout(width: 320, height: 44, back: back, left: [], right: [], titleWidth: 100)
        #expect(full.backButton?.frame == frame(8, 77) && full.backButton?.titleIndex == 0)
        let generic = NavigationBarLayout(width: 320, height: 44, back: back, left: [], right: [], titleWidth: 180)
        #expect(
            generic.backButton?.titleIndex == 1 && generic.backButton?.frame == frame(8, 52),
            "title at 70, limit 62: 8+77 > 62, 8+52 ≤ 62")
        let none = NavigationBarLayout(width: 320, height: 44, back: back, left: [], right: [], titleWidth: 260)
        #expect(none.backButton?.titleIndex == nil && none.backButton?.frame == frame(8, 11))
    }

    @Test(
        "Bar layout: supplementing left items follow the back button 8 pt after it; the title moves right to stay 8 pt clear"
    )
    func supplement() {
        let back = NavigationBarLayout.BackButton(chevronWidth: 11, titleGap: 6, titleWidths: [])
        let layout = NavigationBarLayout(width: 320, height: 44, back: back, left: [40], right: [], titleWidth: 200)
        #expect(layout.backButton?.frame == frame(8, 11))
        #expect(layout.leftItems == [frame(27, 40)])
        #expect(layout.title == frame(75, 200), "centred at 60 would overlap the item ending at 67: moved to 75")
    }

    @Test(
        "Bar layout: a long title is truncated between the items; a left item that would reach the right items is left out"
    )
    func crowded() {
        let layout = NavigationBarLayout(
            width: 320, height: 44, back: nil, left: [100, 150], right: [100], titleWidth: 400)
        #expect(layout.rightItems == [frame(204, 100)])
        #expect(layout.leftItems == [frame(16, 100), nil])
        #expect(layout.title == frame(124, 72), "from 116+8 to 204-8")
    }

    @Test("Bar layout: NaN and negative widths lay out as zero; no frame is NaN")
    func hostileWidths() {
        let layout = NavigationBarLayout(
            width: .nan, height: 44, back: nil, left: [.nan], right: [-5, .infinity], titleWidth: .nan)
        let all = layout.leftItems.compactMap { $0 } + layout.rightItems + [layout.title]
        #expect(all.allSatisfy { $0.minX.isFinite && $0.width.isFinite && $0.width >= 0 })
    }
}
