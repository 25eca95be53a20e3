import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

/// The raw values UIKit gives its control, text and menu types (UIControl.h, UIButton.h,
/// NSText.h, NSParagraphStyle.h, UIMenuElement.h).
@MainActor
@Suite("Control and text raw values", .isolatedRuntime)
struct ControlRawValueTests {
    @Test("UIControl.Event raw values")
    func events() {
        let events: [(UIControl.Event, UInt)] = [
            (.touchDown, 1 << 0), (.touchDownRepeat, 1 << 1), (.touchDragInside, 1 << 2), (.touchDragOutside, 1 << 3),
            (.touchDragEnter, 1 << 4), (.touchDragExit, 1 << 5), (.touchUpInside, 1 << 6), (.touchUpOutside, 1 << 7),
            (.touchCancel, 1 << 8), (.valueChanged, 1 << 12), (.primaryActionTriggered, 1 << 13),
            (.menuActionTriggered, 1 << 14), (.editingDidBegin, 1 << 16), (.editingChanged, 1 << 17),
            (.editingDidEnd, 1 << 18), (.editingDidEndOnExit, 1 << 19), (.allTouchEvents, 0x0000_0FFF),
            (.allEditingEvents, 0x000F_0000), (.applicationReserved, 0x0F00_0000), (.systemReserved, 0xF000_0000),
            (.allEvents, 0xFFFF_FFFF),
        ]
        for (event, raw) in events { #expect(event.rawValue == raw) }
        #expect(UIControl.Event.allTouchEvents.contains([.touchDown, .touchCancel]))
    }

    @Test("UIControl.State raw values")
    func states() {
        let states: [(UIControl.State, UInt)] = [
            (.normal, 0), (.highlighted, 1), (.disabled, 2), (.selected, 4), (.focused, 8),
            (.application, 0x00FF_0000), (.reserved, 0xFF00_0000),
        ]
        for (state, raw) in states { #expect(state.rawValue == raw) }
    }

    @Test("content alignment, button type, text alignment, line break mode, tint adjustment and menu raw values")
    func enums() {
        #expect([UIControl.ContentVerticalAlignment.center, .top, .bottom, .fill].map(\.rawValue) == [0, 1, 2, 3])
        #expect(
            [UIControl.ContentHorizontalAlignment.center, .left, .right, .fill, .leading, .trailing].map(\.rawValue)
                == [0, 1, 2, 3, 4, 5])
        #expect(
            [UIButton.ButtonType.custom, .system, .detailDisclosure, .infoLight, .infoDark, .contactAdd, .close]
                .map(\.rawValue) == [0, 1, 2, 3, 4, 5, 7])
        #expect([NSTextAlignment.left, .center, .right, .justified, .natural].map(\.rawValue) == [0, 1, 2, 3, 4])
        #expect(
            [
                NSLineBreakMode.byWordWrapping, .byCharWrapping, .byClipping, .byTruncatingHead, .byTruncatingTail,
                .byTruncatingMiddle,
            ].map(\.rawValue) == [0, 1, 2, 3, 4, 5])
        #expect([UIView.TintAdjustmentMode.automatic, .normal, .dimmed].map(\.rawValue) == [0, 1, 2])
        #expect(
            [UIMenuElement.Attributes.disabled, .destructive, .hidden, .keepsMenuPresented].map(\.rawValue) == [
                1, 2, 4, 8,
            ])
        #expect([UIMenuElement.State.off, .on, .mixed].map(\.rawValue) == [0, 1, 2])
        #expect(UIView.noIntrinsicMetric == -1)
        #expect(UIView().intrinsicContentSize == CGSize(width: -1, height: -1))
    }
}
