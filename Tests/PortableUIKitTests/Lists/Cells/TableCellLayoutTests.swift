import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

/// The pure geometry of a table cell (§L1.40–L1.46), without views.
@Suite("TableCellLayout places content, accessory and labels", .isolatedRuntime)
struct TableCellLayoutTests {
    private let text = CGSize(width: 60, height: 21)
    private let detail = CGSize(width: 40, height: 21)

    @Test("L1.41 the margin is 16 pt below a width of 414 pt and 20 pt from it")
    func margins() {
        #expect(TableCellLayout.margin(forWidth: 375) == 16)
        #expect(TableCellLayout.margin(forWidth: 413.5) == 16)
        #expect(TableCellLayout.margin(forWidth: 414) == 20)
        #expect(TableCellLayout.margin(forWidth: 428) == 20)
    }

    @Test("L1.43 the default style's text label spans the content between the margins at full height")
    func defaultStyle() {
        let layout = TableCellLayout(
            size: CGSize(width: 375, height: 44), style: .default, accessorySize: nil,
            indentation: 0, textSize: text, detailSize: .zero)
        #expect(layout.contentFrame == CGRect(x: 0, y: 0, width: 375, height: 44))
        #expect(layout.accessoryFrame == nil)
        #expect(layout.textFrame == CGRect(x: 16, y: 0, width: 343, height: 44))
        #expect(layout.detailFrame == .zero)
    }

    @Test("L1.44 value1 puts the detail against the trailing margin, both centred vertically")
    func value1() {
        let layout = TableCellLayout(
            size: CGSize(width: 375, height: 44), style: .value1, accessorySize: nil,
            indentation: 0, textSize: text, detailSize: detail)
        #expect(layout.textFrame == CGRect(x: 16, y: 11.5, width: 60, height: 21))
        #expect(layout.detailFrame == CGRect(x: 319, y: 11.5, width: 40, height: 21))
    }

    @Test("L1.44 value2 puts the text in a 67 pt column and the detail 6 pt after it")
    func value2() {
        let layout = TableCellLayout(
            size: CGSize(width: 375, height: 44), style: .value2, accessorySize: nil,
            indentation: 0, textSize: text, detailSize: detail)
        #expect(layout.textFrame == CGRect(x: 16, y: 11.5, width: 67, height: 21))
        #expect(layout.detailFrame == CGRect(x: 89, y: 11.5, width: 40, height: 21))
    }

    @Test("L1.44 subtitle stacks text over detail, the pair centred vertically")
    func subtitle() {
        let layout = TableCellLayout(
            size: CGSize(width: 375, height: 60), style: .subtitle, accessorySize: nil,
            indentation: 0, textSize: text, detailSize: CGSize(width: 40, height: 15))
        #expect(layout.textFrame == CGRect(x: 16, y: 12, width: 60, height: 21))
        #expect(layout.detailFrame == CGRect(x: 16, y: 33, width: 40, height: 15))
    }

    @Test("L1.45 an accessory sits at the trailing margin and the content view ends 10 pt before it")
    func accessory() {
        let size = TableCellLayout.standardAccessorySize(.disclosureIndicator)
        let layout = TableCellLayout(
            size: CGSize(width: 375, height: 44), style: .value1, accessorySize: size,
            indentation: 0, textSize: text, detailSize: detail)
        #expect(layout.accessoryFrame == CGRect(x: 351, y: 15.5, width: 8, height: 13))
        #expect(layout.contentFrame.width == 341)
        #expect(layout.detailFrame.maxX == 341, "with an accessory the detail ends at the content view's edge")
    }

    @Test("L1.46 indentation moves the labels' leading edge by level times width")
    func indentation() {
        let layout = TableCellLayout(
            size: CGSize(width: 375, height: 44), style: .default, accessorySize: nil,
            indentation: 30, textSize: text, detailSize: .zero)
        #expect(layout.textFrame.minX == 46)
        #expect(layout.textFrame.maxX == 359)
    }

    @Test("L1.44 a value1 detail too long for the row gets what the text leaves")
    func value1Overflow() {
        let layout = TableCellLayout(
            size: CGSize(width: 200, height: 44), style: .value1, accessorySize: nil,
            indentation: 0, textSize: CGSize(width: 120, height: 21),
            detailSize: CGSize(width: 300, height: 21))
        #expect(layout.textFrame.width == 120)
        #expect(layout.detailFrame.width == 42)
        #expect(layout.detailFrame.maxX == 184)
    }
}
