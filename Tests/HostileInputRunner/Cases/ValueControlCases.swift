#if !canImport(UIKit)
import Foundation
import PortableUIKit

/// The value controls given hostile numbers and indexes (issue 40, spec 21.13, 21.21, 21.29):
/// what UIKit raises on or cannot hold is refused with `.invalidControlValue`, the control keeps
/// finite numbers in its range, and a drag afterwards still works.
extension HostileCatalog {
    @MainActor
    private static func hostedSlider(_ world: HostileWorld) -> UISlider {
        let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 228, height: 31))
        world.window.addSubview(slider)
        world.host.runTurn()
        return slider
    }

    @MainActor
    private static func checkSlider(_ world: HostileWorld, _ slider: UISlider) {
        world.check(
            slider.value.isFinite && slider.minimumValue <= slider.value && slider.value <= slider.maximumValue,
            "the slider's value \(slider.value) is finite and in \(slider.minimumValue)...\(slider.maximumValue)")
        world.host.runTurn()
    }

    @MainActor
    private static func checkStepper(_ world: HostileWorld, _ stepper: UIStepper) {
        world.check(
            stepper.value.isFinite && stepper.minimumValue < stepper.maximumValue && stepper.stepValue > 0
                && stepper.minimumValue <= stepper.value && stepper.value <= stepper.maximumValue,
            "the stepper keeps finite numbers: \(stepper.value) in \(stepper.minimumValue)...\(stepper.maximumValue) step \(stepper.stepValue)"
        )
        world.host.runTurn()
    }

    private static func sliderExpectation(_ value: Double) -> HostileCase.Expectation {
        Float(value).isFinite ? .tolerated : HostileCase.diagnosed(.invalidControlValue)
    }

    private static func stepperExpectation(_ refused: Bool) -> HostileCase.Expectation {
        refused ? HostileCase.diagnosed(.invalidControlValue) : .tolerated
    }

    static let valueControls: [HostileCase] =
        HostileValues.all.flatMap { named in
            let value = named.value
            let index = value.isFinite && abs(value) < 1e9 ? Int(value) : Int.max
            return [
                HostileCase("value-controls/slider-value-\(named.name)", sliderExpectation(value)) { world in
                    let slider = hostedSlider(world)
                    slider.setValue(Float(value), animated: true)
                    checkSlider(world, slider)
                },
                HostileCase("value-controls/slider-bounds-\(named.name)", sliderExpectation(value)) { world in
                    let slider = hostedSlider(world)
                    slider.minimumValue = Float(value)
                    slider.maximumValue = Float(value)
                    checkSlider(world, slider)
                },
                HostileCase(
                    "value-controls/stepper-step-\(named.name)", stepperExpectation(!(value.isFinite && value > 0))
                ) { world in
                    let stepper = UIStepper(frame: .zero)
                    stepper.stepValue = value
                    stepper.value = value
                    checkStepper(world, stepper)
                },
                HostileCase(
                    "value-controls/stepper-bounds-\(named.name)", stepperExpectation(!(value.isFinite && value < 100))
                ) { world in
                    let stepper = UIStepper(frame: .zero)
                    stepper.minimumValue = value
                    checkStepper(world, stepper)
                },
                HostileCase(
                    "value-controls/segment-index-\(named.name)",
                    index == 0 ? .tolerated : HostileCase.diagnosed(.invalidControlValue)
                ) { world in
                    let control = UISegmentedControl(items: ["A", "B"])
                    world.window.addSubview(control)
                    control.selectedSegmentIndex = index == -1 ? 2 : index
                    control.setTitle("C", forSegmentAt: index == -1 ? 5 : index)
                    world.check(
                        control.numberOfSegments == 2 && (-1...1).contains(control.selectedSegmentIndex),
                        "the segmented control keeps its segments and a selection among them")
                    world.host.runTurn()
                },
            ]
        }
}
#endif
