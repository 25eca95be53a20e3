import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

/// Random sequences through UINavigationController (issue 18: ≥ 100,000 random sequences per run
/// across containers). Each sequence installs a fresh navigation controller with a stack of 1–3
/// pages as the shared window's root and makes 4–10 steps: pushes and pops (animated or not),
/// pops to the root or to a member, `setViewControllers` with a new mix of old and new pages,
/// interactive back swipes (completed, given up, or held while other steps run), the bar hidden
/// and shown, time passing, resizes, memory warnings, the window hidden and shown, the navigation
/// controller leaving the window and coming back, and misuse (pushing a page twice or a navigation
/// controller, popping the root, popping to a stranger, an empty or duplicated stack, and any stack
/// change while a transition runs: spec 4.5, 2.13, 5.2), which must be reported with
/// `invalidNavigationStackUse` and leave the stack as it was. After every step: HierarchyValidator
/// and balanced callbacks. At rest: no transition, the children are the stack, the top page has
/// appeared and every other page has disappeared. After the navigation controller leaves the
/// window, it and every page are freed.
/// Replay: `RANDOM_NAVIGATION_SEED=<seed> swift test --filter RandomNavigation`.
@MainActor
@Suite("Model-based random navigation", .isolatedRuntime)
struct RandomNavigationTests {
    @Test(
        "issue 18 random navigation: 20,000 sequences of pushes, pops, stack changes, back swipes, misuse and window changes stay valid, balanced and leak-free"
    )
    func randomSequences() {
        let summary = RandomSequenceDriver.run(RandomNavigationWorld())
        #expect(summary.steps > 4 * summary.sequences && summary.leakChecks >= 2 * summary.sequences, "\(summary.line)")
        if summary.sequences >= 1_000 {
            #expect(summary.misuse > summary.sequences / 20, "misuse is exercised: \(summary.line)")
        }
    }
}

@MainActor
final class RandomNavigationWorld: RandomSequenceWorld {
    static let name = "RandomNavigation"
    static let baseSeed: UInt64 = 0x4A70_0000
    static let defaultSequenceCount = 20_000
    static let stepCounts = 4...10

    private let stage = RandomWindowStage()
    var host: HeadlessHost { stage.host }
    private(set) var nav: UINavigationController?
    private var misuseProblem: String?
    private var pushes = 0, pops = 0, stacks = 0, swipes = 0

    var statistics: String {
        "\(pushes) pushes, \(pops) pops, \(stacks) stack sets, \(swipes) back swipes, \(stage.windowChanges) window changes"
    }

    private func names(_ controllers: [UIViewController]) -> String { "\(controllers.map { $0.title ?? "?" })" }

    func begin(_ rng: inout SeededRandomNumberGenerator, log: RandomStepLog) {
        let nav = UINavigationController(rootViewController: stage.page("P"))
        let extra = rng.below(3)
        if extra > 0 { nav.viewControllers = nav.viewControllers + (0..<extra).map { _ in stage.page("P") } }
        if rng.chance(1, in: 4) { nav.isNavigationBarHidden = true }
        self.nav = nav
        misuseProblem = nil
        log.note(
            "navigation controller with \(names(nav.viewControllers))\(nav.isNavigationBarHidden ? ", bar hidden" : "")"
        )
        stage.install(nav)
    }

    func step(_ rng: inout SeededRandomNumberGenerator, log: RandomStepLog) {
        guard let nav else { return }
        let stack = nav.viewControllers
        // PortableUIKit refuses every stack change while a transition runs (spec 2.13, 5.2).
        let busy = nav.activeTransition != nil
        func change(_ what: String, _ body: () -> Void) {
            if busy { refused(log, "\(what) during a transition", body) } else { log.note(what); body() }
        }
        let pick = rng.below(20)
        switch pick {
        case 0, 1, 2:
            pushes += 1
            let new = stage.page("P"), animated = rng.chance(2, in: 3)
            change("push \(new.title!) animated \(animated)") { nav.pushViewController(new, animated: animated) }
        case 3, 4:
            pops += 1
            let animated = rng.chance(2, in: 3)
            if stack.count == 1 || busy {
                refused(
                    log, "pop animated \(animated) with \(stack.count) page(s)\(busy ? " during a transition" : "")"
                ) {
                    _ = nav.popViewController(animated: animated)
                }
            } else {
                log.note("pop animated \(animated)")
                _ = nav.popViewController(animated: animated)
            }
        case 5:
            pops += 1
            let target = stack[rng.below(stack.count)], animated = rng.chance(1, in: 2)
            if rng.chance(1, in: 2) {
                change("popToRoot animated \(animated)") { _ = nav.popToRootViewController(animated: animated) }
            } else {
                change("popTo \(target.title!) animated \(animated)") {
                    _ = nav.popToViewController(target, animated: animated)
                }
            }
        case 6, 7:
            stacks += 1
            var new = stack.filter { _ in rng.chance(2, in: 3) }
            for _ in 0..<rng.below(3) { new.insert(stage.page("P"), at: rng.below(new.count + 1)) }
            if new.isEmpty { new = [stage.page("P")] }
            if new.count > 1, rng.chance(1, in: 3) { new.swapAt(rng.below(new.count), rng.below(new.count)) }
            let animated = rng.chance(1, in: 2)
            change("setViewControllers(\(names(new)), animated: \(animated))") {
                nav.setViewControllers(new, animated: animated)
            }
        case 8, 9:
            swipes += 1
            let distance = CGFloat([40, 120, 250][rng.below(3)])
            if rng.chance(1, in: 3) {
                stage.lift()
                log.note("back swipe \(distance), released")
                host.edgeSwipe(from: .left, distance: distance, duration: [0.1, 0.5][rng.below(2)])
            } else {
                stage.press(at: CGPoint(x: 2, y: 240), dragTo: CGPoint(x: 2 + distance, y: 240), log: log)
            }
        case 10:
            stage.moveFinger(by: CGFloat(rng.below(201)) - 100, log: log)
        case 11:
            let hidden = !nav.isNavigationBarHidden, animated = rng.chance(1, in: 2)
            log.note("setNavigationBarHidden(\(hidden), animated: \(animated))")
            nav.setNavigationBarHidden(hidden, animated: animated)
        case 12..<18:
            stage.commonStep(pick - 12, &rng, container: nav, log: log)
        default:
            misuse(&rng, nav, log)
        }
    }

    private func misuse(_ rng: inout SeededRandomNumberGenerator, _ nav: UINavigationController, _ log: RandomStepLog) {
        let stack = nav.viewControllers
        switch rng.below(5) {
        case 0:
            let member = stack[rng.below(stack.count)]
            refused(log, "push \(member.title!) again") { nav.pushViewController(member, animated: true) }
        case 1:
            refused(log, "push a navigation controller") {
                nav.pushViewController(UINavigationController(), animated: false)
            }
        case 2:
            let stranger = stage.page("P")
            refused(log, "popTo stranger \(stranger.title!)") { _ = nav.popToViewController(stranger, animated: true) }
        case 3:
            refused(log, "setViewControllers([])") { nav.setViewControllers([], animated: true) }
        default:
            let member = stack[rng.below(stack.count)]
            refused(log, "setViewControllers with \(member.title!) twice") {
                nav.setViewControllers(stack + [member], animated: false)
            }
        }
    }

    /// Misuse: must report `invalidNavigationStackUse` and leave the stack and children as they were.
    private func refused(_ log: RandomStepLog, _ what: String, _ body: () -> Void) {
        guard let nav else { return }
        log.misuse(.invalidNavigationStackUse, what)
        let before = (names(nav.viewControllers), names(nav.children))
        body()
        let after = (names(nav.viewControllers), names(nav.children))
        if after != before { misuseProblem = "\(what) changed the navigation controller: \(before) → \(after)" }
    }

    func finish(log: RandomStepLog) { stage.bringBack(nav, log: log) }

    func check(settled: Bool) -> String? {
        if let misuseProblem { return misuseProblem }
        let violations = HierarchyValidator.violations(
            in: host.window, extraControllers: nav.map { [$0] } ?? [], settled: settled)
        if !violations.isEmpty { return "hierarchy: \(violations)" }
        if let problem = RandomPage.balanceProblem(in: stage.pages, settled: settled) { return problem }
        guard settled, let nav else { return nil }
        if nav.activeTransition != nil { return "a transition runs at rest" }
        let stack = nav.viewControllers
        if names(nav.children) != names(stack) {
            return "children \(names(nav.children)) at rest, stack \(names(stack))"
        }
        guard let top = stack.last else { return "an empty stack" }
        if top.viewIfLoaded?.window !== host.window { return "the top page's view is not in the window at rest" }
        for page in stage.pages {
            let expected: AppearanceState = page === top ? .appeared : .disappeared
            if page.appearanceState != expected {
                return "\(page.title!) is \(page.appearanceState) at rest, expected \(expected) (stack \(names(stack)))"
            }
            if page !== top, page.viewIfLoaded?.window != nil {
                return "\(page.title!)'s view is in the window but it is not the top"
            }
        }
        return nil
    }

    func tearDown() -> [RandomWeakReference] {
        var references = stage.clear()
        if let nav { references.append(RandomWeakReference("navigation controller", nav)) }
        nav = nil
        misuseProblem = nil
        return references
    }
}
