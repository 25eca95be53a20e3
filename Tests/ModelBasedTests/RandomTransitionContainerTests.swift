import Foundation
import Testing
@_spi(Testing) import PortableUIKit
import Containment
import ContainmentTesting
import ContainmentTestTraits

/// Random sequences through TransitionContainerController (issue 18: ≥ 100,000 random sequences
/// per run across containers). Each sequence installs a fresh container of 0–4 pages (slide,
/// cross-dissolve or flip animator) as the shared window's root and makes 4–10 steps: plain and
/// animated selections (a selection during a transition waits for it: an interrupt), selections
/// driven by a percent-driven interaction left running, finished or cancelled, the container's
/// own pan (held, moved, released), new `viewControllers` lists, time passing, resizes, memory
/// warnings, the window hidden and shown, the container leaving the window and coming back, and
/// misuse (selecting a stranger, an index out of range, a list with a duplicate or another
/// container's child), which must be reported with `invalidContainerUse`; a refused selection
/// changes nothing. After every step: HierarchyValidator and balanced callbacks. At rest: no
/// transition, exactly the selected page is a child, fills the content view and has appeared;
/// every other page has disappeared. After the container leaves the window, it and its pages
/// are freed. Replay: `RANDOM_TRANSITION_CONTAINER_SEED=<seed> swift test --filter RandomTransitionContainer`.
@MainActor
@Suite("Model-based random transition container", .isolatedRuntime)
struct RandomTransitionContainerTests {
    @Test(
        "issue 18 random transition container: 20,000 sequences of selections, interactions, pans, list changes, misuse and window changes stay valid, balanced and leak-free"
    )
    func randomSequences() {
        let summary = RandomSequenceDriver.run(RandomTransitionContainerWorld())
        #expect(summary.steps > 4 * summary.sequences && summary.leakChecks >= 2 * summary.sequences, "\(summary.line)")
        if summary.sequences >= 1_000 {
            #expect(summary.misuse > summary.sequences / 20, "misuse is exercised: \(summary.line)")
        }
    }
}

/// Vends the sequence's animator and, for one selection, an interaction controller.
@MainActor
final class RandomTransitionDelegate: TransitionContainerControllerDelegate {
    var animator: UIViewControllerAnimatedTransitioning?
    var interaction: UIViewControllerInteractiveTransitioning?

    func containerController(
        _ containerController: TransitionContainerController,
        animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { animator }
    func containerController(
        _ containerController: TransitionContainerController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    )
        -> UIViewControllerInteractiveTransitioning?
    { interaction }
}

@MainActor
final class RandomTransitionContainerWorld: RandomSequenceWorld {
    static let name = "RandomTransitionContainer"
    static let baseSeed: UInt64 = 0x7C00_0000
    static let defaultSequenceCount = 20_000
    static let stepCounts = 4...10

    private let stage = RandomWindowStage()
    private var host: HeadlessHost { stage.host }
    private let parentOfStrangers = UIViewController()
    private var container: TransitionContainerController?
    private var delegate: RandomTransitionDelegate?
    private var driver: UIPercentDrivenInteractiveTransition?
    private var misuseProblem: String?
    private var selections = 0, interactions = 0, pans = 0, lists = 0

    var statistics: String {
        "\(selections) selections, \(interactions) interactions, \(pans) pans, \(lists) lists, \(stage.windowChanges) window changes"
    }

    func begin(_ rng: inout SeededRandomNumberGenerator, log: RandomStepLog) {
        let count = [0, 1, 2, 3, 3, 4][rng.below(6)]
        let container = TransitionContainerController(viewControllers: (0..<count).map { _ in stage.page("P") })
        let delegate = RandomTransitionDelegate()
        let animators: [UIViewControllerAnimatedTransitioning?] = [
            nil, CrossDissolveTransitionAnimator(), FlipTransitionAnimator(duration: 0.3),
        ]
        let animator = rng.below(animators.count)
        delegate.animator = animators[animator]
        container.delegate = delegate
        self.container = container
        self.delegate = delegate
        misuseProblem = nil
        log.note("container of \(count), animator \(["slide", "cross-dissolve", "flip"][animator])")
        stage.install(container)
    }

    func step(_ rng: inout SeededRandomNumberGenerator, log: RandomStepLog) {
        guard let container, let delegate else { return }
        let list = container.viewControllers
        let pick = rng.below(18)
        switch pick {
        case 0, 1, 2:
            guard !list.isEmpty else { return log.note("select (no pages)") }
            selections += 1
            let target = list[rng.below(list.count)], animated = rng.chance(2, in: 3)
            log.note("setSelectedViewController(\(target.title!), animated: \(animated))")
            container.setSelectedViewController(target, animated: animated)
        case 3:
            guard !list.isEmpty, container.activeTransition == nil, driver == nil else {
                return log.note("interactive select (busy)")
            }
            interactions += 1
            let driver = UIPercentDrivenInteractiveTransition()
            delegate.interaction = driver
            let target = list[rng.below(list.count)]
            container.setSelectedViewController(target, animated: true)
            delegate.interaction = nil
            let progress = CGFloat(rng.below(11)) / 10
            log.note("interactive select \(target.title!), update(\(progress))")
            guard container.activeTransition != nil else { return }
            driver.update(progress)
            switch rng.below(3) {
            case 0: self.driver = driver
            case 1: driver.finish(); log.note("finish")
            default: driver.cancel(); log.note("cancel")
            }
        case 4:
            guard let driver else { return log.note("end interaction (none)") }
            if rng.chance(1, in: 2) {
                driver.finish(); log.note("finish the interaction")
            } else {
                driver.cancel(); log.note("cancel the interaction")
            }
            self.driver = nil
        case 5, 6:
            pans += 1
            stage.press(
                at: CGPoint(x: 160, y: 240), dragTo: CGPoint(x: 160 + CGFloat(rng.below(241)) - 120, y: 240), log: log)
        case 7:
            stage.moveFinger(by: CGFloat(rng.below(401)) - 200, log: log)
        case 8:
            lists += 1
            var new = list
            if !new.isEmpty, rng.chance(2, in: 5) { new.remove(at: rng.below(new.count)) }
            if new.count < 5, rng.chance(1, in: 2) { new.insert(stage.page("P"), at: rng.below(new.count + 1)) }
            if new.count > 1, rng.chance(2, in: 5) { new.swapAt(rng.below(new.count), rng.below(new.count)) }
            log.note("viewControllers = \(new.map { $0.title! })")
            container.viewControllers = new
        case 9..<15:
            stage.commonStep(pick - 9, &rng, container: container, log: log)
        default:
            misuse(&rng, container, log)
        }
    }

    private func misuse(
        _ rng: inout SeededRandomNumberGenerator, _ container: TransitionContainerController, _ log: RandomStepLog
    ) {
        switch rng.below(4) {
        case 0:
            let stranger = stage.page("P")
            refused(log, "setSelectedViewController(stranger \(stranger.title!))") {
                container.setSelectedViewController(stranger, animated: true)
            }
        case 1:
            let index = [container.viewControllers.count, -1, Int.max][rng.below(3)]
            refused(log, "selectedIndex = \(index)") { container.selectedIndex = index }
        case 2:
            // A list change during a transition waits for it; only then is it checked.
            guard container.activeTransition == nil, let first = container.viewControllers.first else {
                return log.note("duplicate list (busy or empty)")
            }
            log.misuse(
                .invalidContainerUse, "viewControllers = list + [\(first.title!)] (duplicate; the rest is taken)")
            container.viewControllers = container.viewControllers + [first]
        default:
            guard container.activeTransition == nil else { return log.note("foreign child list (busy)") }
            let foreign = stage.page("P")
            parentOfStrangers.addChild(foreign)
            log.misuse(
                .invalidContainerUse,
                "viewControllers = list + [\(foreign.title!) (another controller's child)] (the rest is taken)")
            container.viewControllers = container.viewControllers + [foreign]
            foreign.removeFromParent()
        }
    }

    /// Misuse: must report `invalidContainerUse` and change nothing.
    private func refused(_ log: RandomStepLog, _ what: String, _ body: () -> Void) {
        guard let container else { return }
        log.misuse(.invalidContainerUse, what)
        let before = snapshot(container)
        body()
        let after = snapshot(container)
        if after != before { misuseProblem = "\(what) changed the container: \(before) → \(after)" }
    }

    private func snapshot(_ container: TransitionContainerController) -> String {
        "list \(container.viewControllers.map { $0.title ?? "?" }), selected \(container.selectedViewController?.title ?? "nil"), "
            + "children \(container.children.map { $0.title ?? "?" }), transition \(container.activeTransition != nil)"
    }

    func finish(log: RandomStepLog) {
        driver?.finish()
        driver = nil
        stage.bringBack(container, log: log)
    }

    func check(settled: Bool) -> String? {
        if let misuseProblem { return misuseProblem }
        let violations = HierarchyValidator.violations(
            in: host.window, extraControllers: container.map { [$0] } ?? [], settled: settled)
        if !violations.isEmpty { return "hierarchy: \(violations)" }
        if let problem = RandomPage.balanceProblem(in: stage.pages, settled: settled) { return problem }
        guard settled, let container else { return nil }
        if container.activeTransition != nil { return "a transition runs at rest" }
        let selected = container.selectedViewController
        if container.viewControllers.isEmpty != (selected == nil) {
            return "selected \(selected?.title ?? "nil") with \(container.viewControllers.count) pages"
        }
        if let selected {
            if container.children.count != 1 || container.children.first !== selected {
                return
                    "children \(container.children.map { $0.title ?? "?" }) at rest, selected \(selected.title ?? "?")"
            }
            if selected.view.superview !== container.contentView {
                return "the selected view is not in the content view"
            }
            if selected.view.frame != container.contentView.bounds {
                return
                    "the selected view's frame \(selected.view.frame) is not the content view's bounds \(container.contentView.bounds)"
            }
            if container.contentView.subviews.count != 1 {
                return "\(container.contentView.subviews.count) views in the content view at rest"
            }
        } else if !container.children.isEmpty {
            return "children without pages"
        }
        for page in stage.pages {
            let expected: AppearanceState = page === selected ? .appeared : .disappeared
            if page.appearanceState != expected {
                return "\(page.title!) is \(page.appearanceState) at rest, expected \(expected)"
            }
        }
        return nil
    }

    func tearDown() -> [RandomWeakReference] {
        driver?.cancel()
        driver = nil
        var references = stage.clear()
        if let container { references.append(RandomWeakReference("container", container)) }
        if let delegate { references.append(RandomWeakReference("delegate", delegate)) }
        container = nil
        delegate = nil
        misuseProblem = nil
        return references
    }
}
