import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

/// `UISwitch`: its fixed size, taps and drags, the events they send, animation and accessibility.
@MainActor
@Suite("UISwitch", .isolatedRuntime)
struct SwitchTests {
    /// The middle of the switch, in its own coordinates.
    static let middle = CGPoint(x: 25, y: 15)

    @Test("21.1 a switch is 51 × 31 pt whatever frame it is given")
    func fixedSize() {
        let control = UISwitch(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
        #expect(control.frame == CGRect(x: 10, y: 20, width: 51, height: 31))
        #expect(control.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(control.sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 51, height: 31))
        #expect(!control.isOn, "off by default")
    }

    @Test("21.2 isOn and setOn(_:animated:) send no action; animated, the thumb slides on the animation clock")
    func programmaticChangeSendsNothing() {
        let hosted = HostedControl(UISwitch(frame: .zero))
        hosted.control.isOn = true
        #expect(hosted.control.isOn && hosted.control.thumbView.frame.minX == 22)
        hosted.control.setOn(false, animated: true)
        #expect(!hosted.control.isOn)
        #expect(hosted.control.thumbView.frame.minX == 2, "the model frame is the end state at once")
        hosted.advance(0.1)
        let shown = hosted.control.thumbView.layer.presentation()?.frame.minX ?? -1
        #expect(shown > 2 && shown < 22, "mid-animation the thumb is between its ends: \(shown)")
        hosted.advance(1)
        #expect(hosted.log.names.isEmpty)
    }

    @Test("21.3, 21.4 a tap toggles the switch: touchDown, valueChanged, then touchUpInside")
    func tapToggles() {
        let hosted = HostedControl(UISwitch(frame: .zero))
        hosted.tap(at: Self.middle)
        #expect(hosted.control.isOn)
        #expect(hosted.log.names == ["touchDown", "valueChanged", "touchUpInside"])
        hosted.log.clear()
        hosted.tap(at: Self.middle)
        #expect(!hosted.control.isOn)
        #expect(hosted.log.names == ["touchDown", "valueChanged", "touchUpInside"])
    }

    @Test("21.3 a drag moves the thumb with the finger; the thumb's side at release decides")
    func dragDecidesByPosition() {
        let hosted = HostedControl(UISwitch(frame: .zero))
        hosted.down(at: CGPoint(x: 10, y: 15))
        hosted.move(to: CGPoint(x: 16, y: 15))
        #expect(hosted.control.thumbView.frame.minX == 8, "the thumb follows the finger 6 pt")
        hosted.up(at: CGPoint(x: 16, y: 15))
        #expect(!hosted.control.isOn, "released short of the middle: still off")
        #expect(hosted.log.names == ["touchDown", "touchDragInside", "touchUpInside"])
        hosted.advance(1)
        hosted.log.clear()
        hosted.down(at: CGPoint(x: 10, y: 15))
        hosted.move(to: CGPoint(x: 40, y: 15))
        #expect(hosted.control.thumbView.frame.minX == 22, "the thumb stops at the end of its travel")
        hosted.up(at: CGPoint(x: 40, y: 15))
        #expect(hosted.control.isOn)
        #expect(hosted.log.names == ["touchDown", "touchDragInside", "valueChanged", "touchUpInside"])
        hosted.advance(1)
    }

    @Test("21.3 a tap that lifts outside the tracking area changes nothing")
    func liftOutside() {
        let hosted = HostedControl(UISwitch(frame: .zero))
        hosted.down(at: Self.middle)
        hosted.up(at: CGPoint(x: 25, y: 200))
        #expect(!hosted.control.isOn)
        #expect(hosted.log.names == ["touchDown", "touchUpOutside"])
        hosted.advance(1)
    }

    @Test("21.3 a cancelled drag puts the thumb back and changes nothing")
    func cancelledDrag() {
        let hosted = HostedControl(UISwitch(frame: .zero))
        hosted.down(at: CGPoint(x: 10, y: 15))
        hosted.move(to: CGPoint(x: 40, y: 15))
        hosted.window.sendTouch(.cancelled, at: hosted.inWindow(CGPoint(x: 40, y: 15)))
        #expect(!hosted.control.isOn && hosted.control.thumbView.frame.minX == 2)
        #expect(hosted.log.names == ["touchDown", "touchDragInside", "touchCancel"])
    }

    @Test("a disabled switch takes no taps")
    func disabled() {
        let hosted = HostedControl(UISwitch(frame: .zero))
        hosted.control.isEnabled = false
        hosted.tap(at: Self.middle)
        #expect(!hosted.control.isOn && hosted.log.names.isEmpty)
    }

    @Test("21.5 the style is sliding whatever style is preferred")
    func style() {
        let control = UISwitch(frame: .zero)
        #expect(control.preferredStyle == .automatic && control.style == .sliding)
        control.preferredStyle = .checkbox
        #expect(control.style == .sliding)
        #expect(UISwitch.Style.checkbox.rawValue == 1 && UISwitch.Style.sliding.rawValue == 2)
    }

    @Test("21.6 a switch is one accessibility element, a toggle button whose value is 1 or 0")
    func accessibility() {
        let hosted = HostedControl(UISwitch(frame: .zero))
        #expect(hosted.control.accessibilityTraits == [.button, .toggleButton])
        #expect(hosted.control.accessibilityValue == "0")
        hosted.control.isOn = true
        #expect(hosted.control.accessibilityValue == "1")
        #expect(hosted.window.accessibilityElementsInOrder().map { $0 === hosted.control } == [true])
        hosted.control.accessibilityValue = "Custom"
        #expect(hosted.control.accessibilityValue == "Custom")
    }

    @Test("21.6 activating a switch toggles it and sends valueChanged; a disabled one refuses")
    func activate() {
        let hosted = HostedControl(UISwitch(frame: .zero))
        #expect(hosted.control.accessibilityActivate())
        #expect(hosted.control.isOn && hosted.log.names == ["valueChanged"])
        hosted.control.isEnabled = false
        #expect(!hosted.control.accessibilityActivate())
        #expect(hosted.control.isOn)
        hosted.advance(1)
    }

    @Test("21.7 the track shows onTintColor when on, the thumb thumbTintColor")
    func tints() {
        let control = UISwitch(frame: .zero)
        #expect(control.onTintColor == nil && control.thumbTintColor == nil)
        control.onTintColor = .systemPurple
        control.thumbTintColor = .systemYellow
        #expect(control.trackView.backgroundColor != UIColor.systemPurple, "off: not the on tint")
        control.isOn = true
        #expect(control.trackView.backgroundColor == UIColor.systemPurple)
        #expect(control.thumbView.backgroundColor == UIColor.systemYellow)
    }
}
