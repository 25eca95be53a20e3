import Foundation
import Testing
@_spi(Testing) import PortableUIKit
import Containment
import ContainmentTesting
import ContainmentTestTraits

/// Random sequences of selections, interactions, cancels, resizes and ticks against a container
/// in a window. After every step the hierarchy rules hold; when settled, exactly the selected
/// controller is a child, in the content view, filling it, and appeared; the container itself
/// never reports misuse. Replay one seed with `TRANSITION_CONTAINER_SEED=<n>`.
@MainActor
@Suite("TransitionContainerController random sequences", .isolatedRuntime)
struct TransitionContainerRandomTests {
    private enum Step: CustomStringConvertible {
        case select(Int, animated: Bool), interactiveSelect(Int, update: CGFloat, finish: Bool?)
        case panBegin(dx: CGFloat), panMove(dx: CGFloat), panEnd, tick(TimeInterval), resize(CGSize)
        case memoryWarning, settle

        var description: String {
            switch self {
            case let .select(index, animated): "select(\(index), animated: \(animated))"
            case let .interactiveSelect(index, update, finish): "interactiveSelect(\(index), update: \(update), finish: \(String(describing: finish)))"
            case let .panBegin(dx): "panBegin(dx: \(dx))"
            case let .panMove(dx): "panMove(dx: \(dx))"
            case .panEnd: "panEnd"
            case let .tick(seconds): "tick(\(seconds))"
            case let .resize(size): "resize(\(size.width)×\(size.height))"
            case .memoryWarning: "memoryWarning"
            case .settle: "settle"
            }
        }
    }

    private static func steps(seed: UInt64, count: Int) -> [Step] {
        var random = SeededRandomNumberGenerator(seed: seed)
        return (0..<count).map { _ in
            switch random.below(10) {
            case 0, 1: .select(random.below(3), animated: random.chance(2, in: 3))
            case 2: .interactiveSelect(random.below(3), update: CGFloat(random.below(11)) / 10,
                                       finish: random.chance(1, in: 4) ? nil : random.chance(1, in: 2))
            case 3: .panBegin(dx: random.chance(1, in: 2) ? -40 : 40)
            case 4: .panMove(dx: CGFloat(random.below(401)) - 200)
            case 5: .panEnd
            case 6, 7: .tick([0.016, 0.05, 0.1, 0.3][random.below(4)])
            case 8: random.chance(1, in: 2) ? .resize(random.chance(1, in: 2) ? CGSize(width: 390, height: 844) : CGSize(width: 600, height: 400)) : .memoryWarning
            default: .settle
            }
        }
    }

    @Test("select / interact / cancel / resize / tick sequences keep containment and appearance exact")
    func randomSequences() {
        let seeds: [UInt64] = ProcessInfo.processInfo.environment["TRANSITION_CONTAINER_SEED"].flatMap { UInt64($0) }.map { [$0] }
            ?? Array(0x7C_0000..<0x7C_0000 + 600)
        for seed in seeds { run(seed: seed) }
    }

    private func run(seed: UInt64) {
        let steps = Self.steps(seed: seed, count: 40)
        let delegate = RecordingContainerDelegate()
        // Every fourth seed uses each animator: the slide (the default), cross-dissolve (both
        // interruptible), the flip and seed 001's UIView.animate animator (layer time).
        let animators: [UIViewControllerAnimatedTransitioning?] = [
            nil, CrossDissolveTransitionAnimator(), FlipTransitionAnimator(duration: 0.3), SeedFadeAnimator(),
        ]
        delegate.animator = animators[Int(seed % 4)]
        let fixture = TransitionContainerFixture(delegate: delegate)
        let controllers = [fixture.a, fixture.b, fixture.c]
        var finger: CGPoint?
        var interaction: UIPercentDrivenInteractiveTransition?
        var executed: [String] = []
        let diagnostics = ContainmentDiagnostics.collecting {
            for step in steps {
                executed.append(step.description)
                switch step {
                case let .select(index, animated):
                    fixture.container.setSelectedViewController(controllers[index], animated: animated)
                case let .interactiveSelect(index, update, finish):
                    guard fixture.container.activeTransition == nil else { break }
                    let driver = UIPercentDrivenInteractiveTransition()
                    delegate.interaction = driver
                    fixture.container.setSelectedViewController(controllers[index], animated: true)
                    delegate.interaction = nil
                    guard fixture.container.activeTransition != nil else { break }
                    interaction = driver
                    driver.update(update)
                    if let finish {
                        if finish { driver.finish() } else { driver.cancel() }
                        interaction = nil
                    }
                case let .panBegin(dx):
                    if let interaction { interaction.cancel() }
                    interaction = nil
                    if let finger { fixture.host.touchUp(at: finger) }
                    let start = CGPoint(x: 200, y: 300)
                    fixture.host.touchDown(at: start)
                    let end = CGPoint(x: start.x + dx, y: start.y)
                    fixture.host.moveTouch(from: start, to: end, duration: 0.05, steps: 3)
                    finger = end
                case let .panMove(dx):
                    guard let from = finger else { break }
                    let to = CGPoint(x: from.x + dx, y: from.y)
                    fixture.host.moveTouch(from: from, to: to, duration: 0.05, steps: 3)
                    finger = to
                case .panEnd:
                    if let finger { fixture.host.touchUp(at: finger) }
                    finger = nil
                case let .tick(seconds):
                    fixture.host.advance(by: seconds)
                case let .resize(size):
                    fixture.host.resize(to: size)
                case .memoryWarning:
                    fixture.host.simulateMemoryWarning()
                case .settle:
                    if let finger { fixture.host.touchUp(at: finger) }
                    finger = nil
                    interaction?.finish()
                    interaction = nil
                    fixture.host.runUntilIdle()
                }
                let violations = HierarchyValidator.violations(in: fixture.host.window, settled: false, recorder: fixture.recorder)
                #expect(violations.isEmpty, "seed \(seed) after \(executed): \(violations)")
                if !violations.isEmpty { return }
            }
            if let finger { fixture.host.touchUp(at: finger) }
            interaction?.cancel()
            fixture.host.runUntilIdle()
        }.diagnostics
        let context = "seed \(seed): \(executed)"
        #expect(diagnostics.isEmpty, "\(context) \(diagnostics)")
        #expect(fixture.container.activeTransition == nil, "\(context)")
        let selected = fixture.container.selectedViewController
        #expect(fixture.container.children.count == 1 && fixture.container.children.first === selected, "\(context)")
        #expect(selected?.view.superview === fixture.container.contentView, "\(context)")
        #expect(selected?.view.frame == fixture.container.contentView.bounds, "\(context)")
        for controller in controllers {
            let expected: AppearanceState = controller === selected ? .appeared : .disappeared
            #expect(controller.appearanceState == expected, "\(context): \(controller.appearanceState)")
        }
        #expect(fixture.container.contentView.subviews.count == 1, "\(context)")
        #expect(HierarchyValidator.violations(in: fixture.host.window, settled: true, recorder: fixture.recorder).isEmpty, "\(context)")
    }
}
