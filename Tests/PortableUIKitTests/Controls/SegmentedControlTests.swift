import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

/// `UISegmentedControl`: segments, selection by taps and in code, actions, momentary mode, widths,
/// hostile indexes and accessibility.
@MainActor
@Suite("UISegmentedControl", .isolatedRuntime)
struct SegmentedControlTests {
    /// Three titled segments, 300 × 32 pt: each 100 pt wide.
    static func hostedThree() -> HostedControl<UISegmentedControl> {
        HostedControl(UISegmentedControl(items: ["One", "Two", "Three"]), size: CGSize(width: 300, height: 32))
    }

    static func middle(of segment: Int) -> CGPoint { CGPoint(x: 50 + 100 * CGFloat(segment), y: 16) }

    @Test("21.10 init(items:) makes a segment per title or image, its frame sized to fit")
    func initWithItems() {
        let image = UIImage()
        let control = UISegmentedControl(items: ["A", "B", image])
        #expect(control.numberOfSegments == 3)
        #expect(control.titleForSegment(at: 0) == "A" && control.titleForSegment(at: 1) == "B")
        #expect(control.imageForSegment(at: 2) === image && control.titleForSegment(at: 2) == nil)
        #expect(control.frame.size == control.intrinsicContentSize)
        #expect(control.frame.height == 32 && control.frame.width > 0)
        #expect(UISegmentedControl(items: nil).numberOfSegments == 0)
    }

    @Test("21.10 an item that is neither a title nor an image is reported and skipped")
    func badItem() {
        let control = expectDiagnostic(.invalidControlValue) { UISegmentedControl(items: ["A", 42]) }
        #expect(control.numberOfSegments == 1 && control.titleForSegment(at: 0) == "A")
    }

    @Test("21.12 nothing is selected at first; selecting in code sends no action")
    func programmaticSelection() {
        let hosted = Self.hostedThree()
        #expect(hosted.control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(UISegmentedControl.noSegment == -1)
        hosted.control.selectedSegmentIndex = 2
        #expect(hosted.control.selectedSegmentIndex == 2)
        hosted.control.selectedSegmentIndex = UISegmentedControl.noSegment
        #expect(hosted.control.selectedSegmentIndex == -1)
        hosted.advance()
        #expect(hosted.log.names.isEmpty)
    }

    @Test(
        "21.14 a tap on another segment selects it: touchDown, valueChanged, touchUpInside; a tap on the selected one sends no valueChanged"
    )
    func tapSelects() {
        let hosted = Self.hostedThree()
        hosted.tap(at: Self.middle(of: 1))
        #expect(hosted.control.selectedSegmentIndex == 1)
        #expect(hosted.log.names == ["touchDown", "valueChanged", "touchUpInside"])
        #expect(hosted.control.selectionView.frame == CGRect(x: 102, y: 2, width: 96, height: 28))
        hosted.log.clear()
        hosted.tap(at: Self.middle(of: 1))
        #expect(hosted.log.names == ["touchDown", "touchUpInside"])
        hosted.log.clear()
        hosted.tap(at: Self.middle(of: 2))
        #expect(hosted.control.selectedSegmentIndex == 2)
        #expect(hosted.log.names == ["touchDown", "valueChanged", "touchUpInside"])
    }

    @Test("21.14 a disabled segment takes no taps")
    func disabledSegment() {
        let hosted = Self.hostedThree()
        hosted.control.setEnabled(false, forSegmentAt: 2)
        #expect(!hosted.control.isEnabledForSegment(at: 2) && hosted.control.isEnabledForSegment(at: 0))
        hosted.tap(at: Self.middle(of: 2))
        #expect(hosted.control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(!hosted.log.names.contains("valueChanged"))
    }

    @Test("21.11 segments made from actions show their titles and run the action when selected, before valueChanged")
    func actions() {
        var calls: [String] = []
        let first = UIAction(title: "First") { _ in calls.append("first") }
        var sender: AnyObject?
        let second = UIAction(title: "Second") { action in
            calls.append("second")
            sender = action.sender as AnyObject?
        }
        let control = UISegmentedControl(frame: CGRect(x: 0, y: 0, width: 200, height: 32), actions: [first, second])
        control.addAction(UIAction { _ in calls.append("valueChanged") }, for: .valueChanged)
        let hosted = HostedControl(control)
        #expect(control.numberOfSegments == 2 && control.titleForSegment(at: 1) == "Second")
        #expect(control.actionForSegment(at: 0) === first)
        #expect(control.segmentIndex(identifiedBy: second.identifier) == 1)
        hosted.tap(at: CGPoint(x: 150, y: 16))
        #expect(calls == ["second", "valueChanged"])
        #expect(sender === control, "the action's sender is the control")
        let third = UIAction(title: "Third") { _ in calls.append("third") }
        control.insertSegment(action: third, at: 2, animated: false)
        #expect(control.numberOfSegments == 3 && control.titleForSegment(at: 2) == "Third")
    }

    @Test("21.15 a momentary control reports the tapped segment during its actions, then shows none selected")
    func momentary() {
        let hosted = Self.hostedThree()
        hosted.control.isMomentary = true
        var seen: [Int] = []
        hosted.control.addAction(
            UIAction { [control = hosted.control] _ in seen.append(control.selectedSegmentIndex) }, for: .valueChanged)
        hosted.tap(at: Self.middle(of: 0))
        hosted.tap(at: Self.middle(of: 0))
        #expect(seen == [0, 0], "each tap sends valueChanged, even on the same segment")
        #expect(hosted.control.selectedSegmentIndex == UISegmentedControl.noSegment)
        hosted.control.layoutIfNeeded()
        #expect(hosted.control.selectionView.isHidden)
    }

    @Test("21.13 indexes outside the segments are refused with a diagnostic and change nothing")
    func hostileIndexes() {
        let hosted = Self.hostedThree()
        hosted.control.selectedSegmentIndex = 1
        expectDiagnostic(.invalidControlValue) { hosted.control.selectedSegmentIndex = 3 }
        expectDiagnostic(.invalidControlValue) { hosted.control.selectedSegmentIndex = -2 }
        #expect(hosted.control.selectedSegmentIndex == 1)
        expectDiagnostic(.invalidControlValue) { hosted.control.setTitle("X", forSegmentAt: 3) }
        expectDiagnostic(.invalidControlValue) { hosted.control.removeSegment(at: -1, animated: false) }
        expectDiagnostic(.invalidControlValue) { hosted.control.setEnabled(false, forSegmentAt: 7) }
        expectDiagnostic(.invalidControlValue) { hosted.control.setWidth(.nan, forSegmentAt: 0) }
        #expect(hosted.control.numberOfSegments == 3)
        #expect(hosted.control.titleForSegment(at: 3) == nil && hosted.control.imageForSegment(at: -1) == nil)
        #expect(hosted.control.widthForSegment(at: 0) == 0 && !hosted.control.isEnabledForSegment(at: 9))
        hosted.control.insertSegment(withTitle: "End", at: 99, animated: false)
        #expect(hosted.control.titleForSegment(at: 3) == "End", "an insertion index past the end is pinned to it")
    }

    @Test("21.12 inserting and removing segments keep the selection on its segment")
    func selectionFollowsItsSegment() {
        let control = UISegmentedControl(items: ["A", "B", "C"])
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Z", at: 0, animated: true)
        #expect(control.selectedSegmentIndex == 2)
        control.removeSegment(at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 1)
        control.removeSegment(at: 1, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.selectedSegmentIndex = 0
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test("21.16, 21.17 segments share the width equally, by content when apportioned; fixed widths are kept")
    func widths() {
        let hosted = HostedControl(
            UISegmentedControl(items: ["A", "A much longer title"]), size: CGSize(width: 300, height: 32))
        let control = hosted.control
        control.layoutIfNeeded()
        #expect(control.segmentViews.map(\.frame.width) == [150, 150])
        let equalWidth = control.intrinsicContentSize.width
        control.apportionsSegmentWidthsByContent = true
        control.layoutIfNeeded()
        #expect(control.segmentViews[0].frame.width < control.segmentViews[1].frame.width)
        #expect(control.intrinsicContentSize.width < equalWidth, "by content, the short title needs less")
        #expect(control.intrinsicContentSize.height == 32)
        control.setWidth(50, forSegmentAt: 0)
        control.layoutIfNeeded()
        #expect(control.widthForSegment(at: 0) == 50)
        #expect(control.segmentViews.map(\.frame.width) == [50, 250])
    }

    @Test("21.18 each segment is a button for VoiceOver, the selected one with .selected")
    func accessibility() {
        let hosted = Self.hostedThree()
        hosted.control.selectedSegmentIndex = 1
        hosted.control.setEnabled(false, forSegmentAt: 2)
        let elements = hosted.window.accessibilityElementsInOrder()
        #expect(elements.map(\.accessibilityLabel) == ["One", "Two", "Three"])
        #expect(elements.map(\.accessibilityTraits) == [.button, [.button, .selected], [.button, .notEnabled]])
        #expect(!hosted.control.isAccessibilityElement)
        #expect(elements[0].accessibilityActivate())
        #expect(hosted.control.selectedSegmentIndex == 0 && hosted.log.names == ["valueChanged"])
        #expect(!elements[2].accessibilityActivate(), "a disabled segment refuses")
        #expect(hosted.control.selectedSegmentIndex == 0)
    }

    @Test("21.18 disabling the control disables every segment for VoiceOver and for touches")
    func disabledControl() {
        let hosted = Self.hostedThree()
        hosted.control.isEnabled = false
        let elements = hosted.window.accessibilityElementsInOrder()
        #expect(elements.count == 3 && elements.allSatisfy { $0.accessibilityTraits == [.button, .notEnabled] })
        hosted.tap(at: Self.middle(of: 1))
        #expect(hosted.control.selectedSegmentIndex == UISegmentedControl.noSegment && hosted.log.names.isEmpty)
        hosted.control.isEnabled = true
        #expect(hosted.window.accessibilityElementsInOrder().map(\.accessibilityTraits) == [.button, .button, .button])
    }

    @Test("21.19 a segment shows a title or an image, not both; title attributes are kept per state")
    func titleOrImage() {
        let control = UISegmentedControl(items: ["A"])
        let image = UIImage()
        control.setImage(image, forSegmentAt: 0)
        #expect(control.imageForSegment(at: 0) === image && control.titleForSegment(at: 0) == nil)
        control.setTitle("B", forSegmentAt: 0)
        #expect(control.titleForSegment(at: 0) == "B" && control.imageForSegment(at: 0) == nil)
        let font = UIFont.systemFont(ofSize: 20)
        control.setTitleTextAttributes([.font: font], for: .selected)
        #expect(control.titleTextAttributes(for: .selected)?[.font] as? UIFont === font)
        #expect(control.titleTextAttributes(for: .normal) == nil)
        control.selectedSegmentIndex = 0
        #expect(control.segmentViews[0].label.font === font)
        control.selectedSegmentTintColor = .systemRed
        #expect(control.selectionView.backgroundColor == UIColor.systemRed)
    }
}
