import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

/// `UISlider`: the value and its range, hostile numbers, dragging the thumb, continuous and
/// non-continuous events, geometry and accessibility.
@MainActor
@Suite("UISlider", .isolatedRuntime)
struct SliderTests {
    /// A 228 × 31 pt slider: the 28-pt thumb's centre travels 200 pt, from x 14 to x 214.
    static func hosted() -> HostedControl<UISlider> {
        HostedControl(UISlider(frame: .zero), size: CGSize(width: 228, height: 31))
    }

    @Test("21.20 the value is pinned into the range, and moving an end past it moves it")
    func pinning() {
        let slider = UISlider(frame: .zero)
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1)
        slider.value = 2
        #expect(slider.value == 1)
        slider.value = -3
        #expect(slider.value == 0)
        slider.maximumValue = 10
        slider.value = 8
        slider.maximumValue = 5
        #expect(slider.value == 5)
        slider.minimumValue = 6
        #expect(slider.value == 6 && slider.maximumValue == 6, "a minimum above the maximum carries it along")
    }

    @Test("21.21 NaN and infinite values, minimums and maximums are refused with a diagnostic")
    func hostileNumbers() {
        let slider = UISlider(frame: .zero)
        slider.value = 0.5
        expectDiagnostic(.invalidControlValue) { slider.value = .nan }
        expectDiagnostic(.invalidControlValue) { slider.setValue(.infinity, animated: true) }
        expectDiagnostic(.invalidControlValue) { slider.minimumValue = -.infinity }
        expectDiagnostic(.invalidControlValue) { slider.maximumValue = .nan }
        #expect(slider.value == 0.5 && slider.minimumValue == 0 && slider.maximumValue == 1)
        #expect(slider.accessibilityValue == "50%")
    }

    @Test("21.22 setting the value in code sends no action, animated or not")
    func programmaticValue() {
        let hosted = Self.hosted()
        hosted.control.value = 0.3
        hosted.control.setValue(0.9, animated: true)
        hosted.advance(1)
        #expect(hosted.control.value == 0.9)
        #expect(hosted.log.names.isEmpty)
    }

    @Test("21.23, 21.24 dragging the thumb: touchDown, valueChanged as the value changes, touchUpInside")
    func dragThumb() {
        let hosted = Self.hosted()
        hosted.down(at: CGPoint(x: 14, y: 15))
        hosted.move(to: CGPoint(x: 114, y: 15))
        #expect(hosted.control.value == 0.5)
        #expect(hosted.control.thumbView.frame.midX == 114)
        hosted.move(to: CGPoint(x: 114, y: 20))
        hosted.move(to: CGPoint(x: 290, y: 15))
        #expect(hosted.control.value == 1, "past the end the value stops at the maximum")
        hosted.up(at: CGPoint(x: 290, y: 15))
        #expect(
            hosted.log.names == [
                "touchDown", "valueChanged", "touchDragInside", "touchDragInside", "valueChanged", "touchDragInside",
                "touchUpInside",
            ], "a move that changes no value sends no valueChanged")
    }

    @Test("21.23 the thumb's hit area is at least 44 pt; a touch on the track elsewhere does not move the thumb")
    func thumbHitArea() {
        let hosted = Self.hosted()
        hosted.down(at: CGPoint(x: 150, y: 15))
        hosted.move(to: CGPoint(x: 160, y: 15))
        hosted.up(at: CGPoint(x: 160, y: 15))
        #expect(hosted.control.value == 0 && hosted.log.names.isEmpty)
        hosted.advance(1)
        hosted.down(at: CGPoint(x: 35, y: 15))  // 21 pt right of the thumb's centre, inside 44 pt
        #expect(hosted.log.names == ["touchDown"])
        hosted.move(to: CGPoint(x: 85, y: 15))
        #expect(hosted.control.value == 0.25, "the thumb keeps its distance to the finger")
        hosted.up(at: CGPoint(x: 85, y: 15))
    }

    @Test("21.24 a non-continuous slider sends valueChanged once, as the finger lifts")
    func nonContinuous() {
        let hosted = Self.hosted()
        hosted.control.isContinuous = false
        hosted.down(at: CGPoint(x: 14, y: 15))
        hosted.move(to: CGPoint(x: 64, y: 15))
        hosted.move(to: CGPoint(x: 114, y: 15))
        #expect(hosted.control.value == 0.5)
        hosted.up(at: CGPoint(x: 114, y: 15))
        #expect(
            hosted.log.names == ["touchDown", "touchDragInside", "touchDragInside", "valueChanged", "touchUpInside"])
    }

    @Test("21.25 a slider has no intrinsic width and is 31 pt tall")
    func intrinsicSize() {
        #expect(UISlider(frame: .zero).intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 31))
    }

    @Test("21.26 the track spans the bounds less the value images; the thumb's centre travels the track less a thumb")
    func geometry() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 228, height: 31))
        let bounds = slider.bounds
        let track = slider.trackRect(forBounds: bounds)
        #expect(track == CGRect(x: 0, y: 13.5, width: 228, height: 4))
        #expect(
            slider.thumbRect(forBounds: bounds, trackRect: track, value: 0)
                == CGRect(x: 0, y: 1.5, width: 28, height: 28))
        #expect(slider.thumbRect(forBounds: bounds, trackRect: track, value: 1).maxX == 228)
        #expect(slider.thumbRect(forBounds: bounds, trackRect: track, value: 0.5).midX == 114)
        let image = UIImage()
        slider.minimumValueImage = image
        slider.maximumValueImage = image
        #expect(slider.minimumValueImage === image && slider.maximumValueImage === image)
        #expect(
            slider.trackRect(forBounds: bounds) == CGRect(x: 8, y: 13.5, width: 212, height: 4),
            "each image takes its width and 8 pt")
    }

    @Test("21.27 a slider is adjustable; its value reads as a percentage; increments move a tenth of the range")
    func accessibility() {
        let hosted = Self.hosted()
        let slider = hosted.control
        slider.maximumValue = 200
        slider.value = 50
        #expect(slider.isAccessibilityElement && slider.accessibilityTraits == .adjustable)
        #expect(slider.accessibilityValue == "25%")
        slider.accessibilityIncrement()
        #expect(slider.value == 70 && hosted.log.names == ["valueChanged"])
        slider.value = 200
        slider.accessibilityIncrement()
        #expect(hosted.log.names == ["valueChanged"], "at the end nothing moves, nothing is sent")
        slider.accessibilityDecrement()
        #expect(slider.value == 180)
    }

    @Test("21.28 tints and images are nil by default; the minimum track shows the tint colour")
    func tints() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 100, height: 31))
        #expect(slider.minimumTrackTintColor == nil && slider.maximumTrackTintColor == nil)
        #expect(slider.thumbTintColor == nil && slider.minimumValueImage == nil && slider.currentThumbImage == nil)
        slider.minimumTrackTintColor = .systemOrange
        slider.layoutIfNeeded()
        #expect(slider.minimumTrackView.backgroundColor == UIColor.systemOrange)
        let thumb = UIImage()
        slider.setThumbImage(thumb, for: .normal)
        #expect(slider.thumbImage(for: .normal) === thumb && slider.currentThumbImage === thumb)
    }
}
