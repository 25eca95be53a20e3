import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

/// `UIStepper`: its range and step, taps on each half, wrapping, autorepeat on the animation
/// clock, continuous and non-continuous events, hostile numbers and accessibility.
@MainActor
@Suite("UIStepper", .isolatedRuntime)
struct StepperTests {
    static let plus = CGPoint(x: 70, y: 16)
    static let minus = CGPoint(x: 24, y: 16)

    @Test("21.29 a stepper starts at 0 in 0...100 with step 1; bounds and steps UIKit raises on are refused")
    func defaultsAndHostileNumbers() {
        let stepper = UIStepper(frame: .zero)
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100)
        #expect(stepper.stepValue == 1 && stepper.isContinuous && stepper.autorepeat && !stepper.wraps)
        expectDiagnostic(.invalidControlValue) { stepper.minimumValue = 100 }
        expectDiagnostic(.invalidControlValue) { stepper.maximumValue = -1 }
        expectDiagnostic(.invalidControlValue) { stepper.stepValue = 0 }
        expectDiagnostic(.invalidControlValue) { stepper.stepValue = .nan }
        expectDiagnostic(.invalidControlValue) { stepper.value = .infinity }
        #expect(stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1)
        #expect(stepper.value == 0)
        stepper.value = 150
        #expect(stepper.value == 100, "the value is clamped")
        stepper.maximumValue = 50
        #expect(stepper.value == 50)
    }

    @Test("21.30 a tap on + sends touchDown, valueChanged, touchUpInside and steps once; − steps down")
    func tapSteps() {
        let hosted = HostedControl(UIStepper(frame: .zero))
        hosted.control.stepValue = 2.5
        hosted.tap(at: Self.plus)
        #expect(hosted.control.value == 2.5)
        #expect(hosted.log.names == ["touchDown", "valueChanged", "touchUpInside"])
        hosted.log.clear()
        hosted.tap(at: Self.minus)
        #expect(hosted.control.value == 0)
        #expect(hosted.log.names == ["touchDown", "valueChanged", "touchUpInside"])
    }

    @Test("21.30, 21.31 at an end the value holds and the half takes no touch; with wraps it goes round")
    func endsAndWrapping() {
        let hosted = HostedControl(UIStepper(frame: .zero))
        hosted.tap(at: Self.minus)
        #expect(hosted.control.value == 0 && hosted.log.names.isEmpty)
        hosted.control.maximumValue = 10
        hosted.control.stepValue = 4
        hosted.control.value = 8
        hosted.tap(at: Self.plus)
        #expect(hosted.control.value == 10, "a step past the maximum stops at it")
        hosted.control.wraps = true
        hosted.log.clear()
        hosted.tap(at: Self.plus)
        #expect(hosted.control.value == 0, "wrapping goes from the maximum to the minimum")
        #expect(hosted.log.names == ["touchDown", "valueChanged", "touchUpInside"])
        hosted.tap(at: Self.minus)
        #expect(hosted.control.value == 10)
    }

    @Test("21.32 held, a half repeats 0.5 s after touching down and then every 0.1 s, until the finger lifts")
    func autorepeat() {
        let hosted = HostedControl(UIStepper(frame: .zero))
        hosted.down(at: Self.plus)
        #expect(hosted.control.value == 1)
        hosted.advance(0.4)
        #expect(hosted.control.value == 1)
        hosted.advance(0.1)
        #expect(hosted.control.value == 2)
        hosted.advance(0.1)
        hosted.advance(0.1)
        #expect(hosted.control.value == 4)
        hosted.up(at: Self.plus)
        hosted.advance(1)
        #expect(hosted.control.value == 4)
        #expect(hosted.log.names.filter { $0 == "valueChanged" }.count == 4)
        #expect(hosted.log.names.last == "touchUpInside")
    }

    @Test("21.32 the repeats stop while the finger is outside the tracking area")
    func repeatsNeedTheFingerInside() {
        let hosted = HostedControl(UIStepper(frame: .zero))
        hosted.down(at: Self.plus)
        hosted.move(to: CGPoint(x: 70, y: 200))
        hosted.advance(1)
        #expect(hosted.control.value == 1)
        hosted.up(at: CGPoint(x: 70, y: 200))
        #expect(
            hosted.log.names == ["touchDown", "valueChanged", "touchDragOutside", "touchDragExit", "touchUpOutside"])
    }

    @Test("21.32 with autorepeat off, holding steps once")
    func noAutorepeat() {
        let hosted = HostedControl(UIStepper(frame: .zero))
        hosted.control.autorepeat = false
        hosted.down(at: Self.plus)
        hosted.advance(2)
        hosted.up(at: Self.plus)
        #expect(hosted.control.value == 1)
    }

    @Test("21.33 a non-continuous stepper sends one valueChanged, as the finger lifts")
    func nonContinuous() {
        let hosted = HostedControl(UIStepper(frame: .zero))
        hosted.control.isContinuous = false
        hosted.down(at: Self.plus)
        hosted.advance(0.5)
        hosted.advance(0.1)
        #expect(hosted.control.value == 3 && hosted.log.names == ["touchDown"])
        hosted.up(at: Self.plus)
        #expect(hosted.log.names == ["touchDown", "valueChanged", "touchUpInside"])
    }

    @Test("21.34 a stepper is 94 × 32 pt whatever frame it is given")
    func size() {
        let stepper = UIStepper(frame: CGRect(x: 5, y: 6, width: 300, height: 300))
        #expect(stepper.frame == CGRect(x: 5, y: 6, width: 94, height: 32))
        #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
    }

    @Test("21.35 VoiceOver reads two buttons, Decrement and Increment, with the stepper's value; activating one steps")
    func accessibility() {
        let hosted = HostedControl(UIStepper(frame: .zero))
        hosted.control.value = 5
        let elements = hosted.window.accessibilityElementsInOrder()
        #expect(elements.map(\.accessibilityLabel) == ["Decrement", "Increment"])
        #expect(elements.map(\.accessibilityValue) == ["5", "5"])
        #expect(elements.allSatisfy { $0.accessibilityTraits == .button })
        #expect(elements[1].accessibilityActivate())
        #expect(hosted.control.value == 6 && hosted.log.names == ["valueChanged"])
        hosted.control.value = 0
        #expect(elements[0].accessibilityTraits == [.button, .notEnabled])
        #expect(!elements[0].accessibilityActivate())
    }

    @Test("21.36 increment and decrement images are kept per state and replace the glyphs")
    func images() {
        let stepper = UIStepper(frame: .zero)
        let image = UIImage()
        stepper.setIncrementImage(image, for: .normal)
        stepper.setDecrementImage(image, for: .highlighted)
        #expect(stepper.incrementImage(for: .normal) === image && stepper.incrementImage(for: .highlighted) == nil)
        #expect(stepper.decrementImage(for: .highlighted) === image)
        #expect(stepper.incrementButton.glyph.isHidden && !stepper.decrementButton.glyph.isHidden)
    }
}
