import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

/// UIButton: types, titles and colours per state with UIKit's fallbacks, the system style, the
/// primary action, sizing and the title label's layout.
@MainActor
@Suite("UIButton", .isolatedRuntime)
struct ButtonTests {
    @Test("init(frame:) and UIButton() make custom buttons; init(type:) keeps the type; roundedRect is system")
    func types() {
        #expect(UIButton(frame: .zero).buttonType == .custom)
        #expect(UIButton().buttonType == .custom)
        #expect(UIButton(type: .system).buttonType == .system)
        #expect(UIButton(type: .close).buttonType == .close)
        #expect(UIButton.ButtonType.roundedRect == .system)
    }

    @Test(
        "title(for:) falls back to .normal's, also for combined states: selected+highlighted shows normal's, not selected's"
    )
    func titleFallbacks() {
        let button = UIButton(type: .custom)
        #expect(button.title(for: .normal) == nil && button.currentTitle == nil)
        button.setTitle("Normal", for: .normal)
        button.setTitle("Selected", for: .selected)
        #expect(button.title(for: .highlighted) == "Normal")
        #expect(button.title(for: .disabled) == "Normal")
        #expect(button.title(for: .selected) == "Selected")
        #expect(button.title(for: [.selected, .highlighted]) == "Normal")
        button.setTitle("Both", for: [.selected, .highlighted])
        #expect(button.title(for: [.selected, .highlighted]) == "Both")
        button.setTitle(nil, for: .selected)
        #expect(button.title(for: .selected) == "Normal", "setting nil removes the state's own title")
    }

    @Test("currentTitle and the title label follow the state")
    func currentTitleFollowsState() {
        let button = UIButton(type: .custom)
        button.setTitle("Off", for: .normal)
        button.setTitle("On", for: .selected)
        #expect(button.currentTitle == "Off" && button.titleLabel?.text == "Off")
        button.isSelected = true
        #expect(button.state == .selected)
        #expect(button.currentTitle == "On" && button.titleLabel?.text == "On")
        #expect(button.titleLabel?.superview === button)
    }

    @Test("a custom button's title is white unless set; a state without its own colour uses .normal's")
    func customColours() {
        let button = UIButton(type: .custom)
        button.setTitle("Go", for: .normal)
        #expect(button.currentTitleColor == .white)
        #expect(button.titleColor(for: .highlighted) == .white)
        button.setTitleColor(.red, for: .normal)
        #expect(button.titleColor(for: .highlighted) == .red && button.titleColor(for: .disabled) == .red)
        button.setTitleColor(.green, for: .highlighted)
        button.isHighlighted = true
        #expect(button.currentTitleColor == .green && button.titleLabel?.textColor == .green)
    }

    @Test(
        "a system button's title takes the tint colour, follows tint changes, dims to 20 % alpha while highlighted and is grey while disabled"
    )
    func systemColours() {
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        #expect(button.currentTitleColor == .systemBlue)
        let parent = UIView()
        parent.tintColor = .red
        parent.addSubview(button)
        #expect(button.titleLabel?.textColor == .red, "moving under a red-tinted view recolours the title")
        button.tintColor = .green
        #expect(button.titleLabel?.textColor == .green)
        button.isHighlighted = true
        #expect(button.currentTitleColor == UIColor.green.withAlphaComponent(0.2))
        button.isHighlighted = false
        button.isEnabled = false
        #expect(button.currentTitleColor == .systemGray && button.titleLabel?.textColor == .systemGray)
        button.setTitleColor(.orange, for: .disabled)
        #expect(button.currentTitleColor == .orange, "an explicit colour for the state wins")
    }

    @Test("a system button's title dims while a finger is down on it and comes back when it lifts")
    func systemDimsUnderFinger() {
        let scene = ControlScene()
        #expect(scene.button.titleLabel?.textColor == .systemBlue)
        scene.window.sendTouch(.began, at: ControlScene.onButton)
        #expect(scene.button.titleLabel?.textColor == UIColor.systemBlue.withAlphaComponent(0.2))
        scene.window.sendTouch(.ended, at: ControlScene.onButton)
        #expect(scene.button.titleLabel?.textColor == .systemBlue)
    }

    @Test(
        "UIButton(primaryAction:) is a system button titled by the action; its tap runs the action with the button as sender"
    )
    func primaryAction() {
        let scene = ControlScene()
        var senders: [UIButton?] = []
        let button = UIButton(primaryAction: UIAction(title: "Send") { senders.append($0.sender as? UIButton) })
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        scene.window.addSubview(button)
        #expect(button.buttonType == .system && button.currentTitle == "Send")
        scene.tap(at: CGPoint(x: 50, y: 22))
        #expect(senders.count == 1 && senders[0] === button)
        let untitled = UIButton(type: .custom, primaryAction: UIAction { _ in })
        #expect(untitled.currentTitle == nil && untitled.allControlEvents == .primaryActionTriggered)
    }

    @Test(
        "size: the title's one-line size, plus 6 pt above and below for system buttons, plus contentEdgeInsets; 30 × 34 without a title"
    )
    func sizing() {
        let system = UIButton(type: .system)
        #expect(system.intrinsicContentSize == CGSize(width: 30, height: 34))
        system.setTitle("Button", for: .normal)
        // 6 characters × 0.5 × 15 pt = 45 pt; a 15-pt line is 17.9 pt, 18 on the 3× pixel grid.
        #expect(system.intrinsicContentSize == CGSize(width: 45, height: 30))
        #expect(system.sizeThatFits(CGSize(width: 10, height: 10)) == CGSize(width: 45, height: 30))
        let custom = UIButton(type: .custom)
        custom.setTitle("Button", for: .normal)
        #expect(custom.intrinsicContentSize == CGSize(width: 45, height: 18))
        custom.contentEdgeInsets = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        #expect(custom.intrinsicContentSize == CGSize(width: 85, height: 38))
        custom.sizeToFit()
        #expect(custom.bounds.size == CGSize(width: 85, height: 38))
    }

    @Test("the title label is centred in the bounds less contentEdgeInsets, or placed as the content alignments say")
    func titleLayout() {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        button.setTitle("Button", for: .normal)
        button.layoutIfNeeded()
        #expect(button.titleLabel?.frame == CGRect(x: 77.5, y: 16, width: 45, height: 18))
        button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
        button.contentHorizontalAlignment = .leading
        button.contentVerticalAlignment = .bottom
        button.layoutIfNeeded()
        #expect(button.effectiveContentHorizontalAlignment == .left)
        #expect(button.titleLabel?.frame == CGRect(x: 10, y: 32, width: 45, height: 18))
        button.contentHorizontalAlignment = .fill
        button.layoutIfNeeded()
        #expect(button.titleLabel?.frame.width == 190)
    }

    @Test("a host text measurer sizes the button's title")
    func hostMeasurer() {
        let saved = TextMeasurement.measurer
        defer { TextMeasurement.measurer = saved }
        TextMeasurement.measurer = LabelTests.FixedMeasurer()
        let button = UIButton(type: .custom)
        button.setTitle("abcd", for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 40, height: 30))
    }

    @Test("a title too wide for the button is clipped to the content width")
    func longTitleClamped() {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 40, height: 30)
        button.setTitle("A rather long title", for: .normal)
        button.layoutIfNeeded()
        #expect(button.titleLabel?.frame.width == 40 && button.titleLabel?.frame.minX == 0)
    }
}
