import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

/// Random sequences through the scroll-style `UIPageViewController` in a HeadlessHost (issue 37:
/// every set completes, in UIKit's callback order, and the pages rest on a page).
///
/// Each sequence installs a fresh page view controller (1–5 pages, a data source or none, a page
/// spacing or none) as the window's root and makes 3–6 random steps: `setViewControllers` to any
/// page in either direction, animated or not (forward or reverse from the first or last page
/// included), swipes held, flicked or released slowly, lifts, time passing, and the controller
/// leaving and coming back. A set while a page turn is in flight is refused with
/// `invalidPageViewControllerUse` (spec 5.6) and never completes.
///
/// After every step: the hierarchy is valid, every page's callbacks are balanced, and no
/// completion ran twice. At rest: every accepted set completed exactly once, at most three pages
/// are children, one page is current and it alone has appeared, and the content rests on the
/// middle slot (model and presentation). Replay one seed with
/// `RANDOM_PAGE_VIEW_CONTROLLER_SEED=<seed> swift test --filter RandomPageViewController`.
@MainActor
@Suite("Model-based random UIPageViewController", .isolatedRuntime)
struct RandomPageViewControllerTests {
    @Test(
        "16.2 16.5 random page view controller: 5,000 sequences of sets (either direction, animated or not), swipes and disappearances complete every set once and rest on a page"
    )
    func randomSequences() {
        let world = RandomPageViewWorld()
        let summary = RandomSequenceDriver.run(world)
        #expect(
            world.stats.sets > summary.sequences && world.stats.reverseSetsAtStart > summary.sequences / 50,
            "\(world.stats)")
    }
}

/// Pages in an array, answering the neighbour questions.
@MainActor
final class RandomPageViewSource: NSObject, UIPageViewControllerDataSource {
    let pages: [RandomPage]
    init(pages: [RandomPage]) { self.pages = pages }
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        pages.firstIndex { $0 === viewController }.flatMap { $0 > 0 ? pages[$0 - 1] : nil }
    }
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        pages.firstIndex { $0 === viewController }.flatMap { $0 + 1 < pages.count ? pages[$0 + 1] : nil }
    }
}

struct RandomPageViewStats: CustomStringConvertible {
    var sets = 0, animatedSets = 0, reverseSetsAtStart = 0, refusedSets = 0, swipes = 0, disappearances = 0
    var description: String {
        "\(sets) sets (\(animatedSets) animated, \(reverseSetsAtStart) reverse from the first page, \(refusedSets) refused mid-turn), "
            + "\(swipes) swipes, \(disappearances) disappearances"
    }
}

@MainActor
final class RandomPageViewWorld: RandomSequenceWorld {
    static let name = "RandomPageViewController"
    static let baseSeed: UInt64 = 0x16_2000
    static let defaultSequenceCount = 5_000
    static let stepCounts = 3...6

    let stage = RandomWindowStage()
    var host: HeadlessHost { stage.host }
    var stats = RandomPageViewStats()
    private var rng = SeededRandomNumberGenerator(seed: 0)
    private var log = RandomStepLog(recording: false)
    private var pvc = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    private var pages: [RandomPage] = []
    private var source: RandomPageViewSource?
    /// Accepted sets whose completion has not run yet.
    private var waitingCompletions = 0
    private var completionProblem: String?

    var statistics: String { stats.description }

    private func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + rng.below(range.count) }
    private func chance(_ percent: Int) -> Bool { rng.chance(percent, in: 100) }
    private var center: CGPoint { CGPoint(x: 160, y: 240) }

    func begin(_ rng: inout SeededRandomNumberGenerator, log: RandomStepLog) {
        self.rng = rng
        self.log = log
        waitingCompletions = 0
        completionProblem = nil
        let spacing: CGFloat = chance(30) ? 8 : 0
        pvc = UIPageViewController(
            transitionStyle: .scroll, navigationOrientation: .horizontal,
            options: spacing > 0 ? [.interPageSpacing: NSNumber(value: Double(spacing))] : nil)
        pages = (0..<int(1...5)).map { _ in RandomPage() }
        source = chance(80) ? RandomPageViewSource(pages: pages) : nil
        pvc.dataSource = source
        let first = int(0...pages.count - 1)
        pvc.setViewControllers([pages[first]], direction: .forward, animated: false)
        log.note(
            "new page view controller: \(pages.count) pages on \(first), \(source == nil ? "no data source" : "data source"), spacing \(spacing)"
        )
        stage.install(pvc)
    }

    func step(_ rng: inout SeededRandomNumberGenerator, log: RandomStepLog) {
        self.rng = rng
        self.log = log
        switch int(0...99) {
        case 0..<40: set()
        case 40..<65: swipe()
        case 65..<72: lift()
        case 72..<80: toggleOnScreen()
        default:
            let time = [0.05, 0.1, 0.3, 1.0][int(0...3)]
            log.note("advance \(time)")
            host.advance(by: time)
        }
    }

    func finish(log: RandomStepLog) {
        stage.bringBack(pvc, log: log)
    }

    func tearDown() -> [RandomWeakReference] {
        _ = stage.clear()
        var references = pages.enumerated().map { RandomWeakReference("page \($0.offset)", $0.element) }
        references.append(RandomWeakReference("page view controller", pvc))
        if let source { references.append(RandomWeakReference("data source", source)) }
        pvc = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pages = []
        source = nil
        return references
    }

    // MARK: Steps

    private func set() {
        stats.sets += 1
        let index = int(0...pages.count - 1)
        let forward = chance(50), animated = chance(60)
        let current = pvc.viewControllers?.first.flatMap { page in pages.firstIndex { $0 === page } }
        if animated { stats.animatedSets += 1 }
        if !forward, current == 0 { stats.reverseSetsAtStart += 1 }
        let what =
            "set \(index) \(forward ? "forward" : "reverse") animated \(animated) (current \(current.map(String.init) ?? "-"))"
        if pvc.pages.isTurning {
            stats.refusedSets += 1
            log.misuse(.invalidPageViewControllerUse, "\(what) during a turn")
            pvc.setViewControllers([pages[index]], direction: forward ? .forward : .reverse, animated: animated) {
                [weak self] _ in
                self?.completionProblem = "a refused set completed"
            }
            return
        }
        log.note(what)
        waitingCompletions += 1
        var calls = 0
        pvc.setViewControllers([pages[index]], direction: forward ? .forward : .reverse, animated: animated) {
            [weak self] _ in
            guard let self else { return }
            calls += 1
            if calls > 1 { self.completionProblem = "a set's completion ran \(calls) times" }
            self.waitingCompletions -= 1
        }
    }

    private func swipe() {
        stats.swipes += 1
        let distance = CGFloat(int(-360...360)), steps = int(1...4)
        stage.gesture(
            "swipe", from: center, by: CGVector(dx: distance, dy: 0), steps: steps, duration: 0.05 * Double(steps),
            ending: int(0...2), log: log)
    }

    private func lift() {
        log.note(stage.finger == nil ? "lift (no finger)" : "lift")
        stage.lift()
    }

    private func toggleOnScreen() {
        stats.disappearances += 1
        if pvc.view.window != nil {
            log.note("page view controller leaves the window")
            host.window.rootViewController = stage.placeholder
        } else {
            log.note("page view controller comes back")
            host.window.rootViewController = pvc
        }
    }

    // MARK: Invariants

    func check(settled: Bool) -> String? {
        if let completionProblem { return completionProblem }
        let violations = HierarchyValidator.violations(in: host.window, extraControllers: [pvc], settled: settled)
        if !violations.isEmpty { return "hierarchy: \(violations)" }
        for page in pages where !page.problems.isEmpty { return "unbalanced: \(page.problems)" }
        guard settled else { return nil }
        // (Within one turn, pages a non-animated set replaced stay children until the turn's
        // end, where their did-callbacks and containment settle: the bound holds at rest.)
        if pvc.children.count > 3 { return "\(pvc.children.count) children at rest" }
        if waitingCompletions != 0 { return "\(waitingCompletions) accepted sets never completed" }
        if pvc.pages.isTurning { return "a turn is still in flight at rest" }
        for page in pages where page.openWill != nil { return "a will without its did at rest" }
        guard let current = pvc.viewControllers, current.count == 1, let shown = current.first else {
            return "viewControllers at rest: \(String(describing: pvc.viewControllers))"
        }
        let appeared = pvc.children.filter { $0.appearanceState != .disappeared }
        if appeared.count != 1 || appeared.first !== shown || shown.appearanceState != .appeared {
            return "appeared at rest: \(appeared.count), the current page is \(shown.appearanceState)"
        }
        guard let scroll = pvc.view.subviews.compactMap({ $0 as? UIScrollView }).first else { return "no scroll view" }
        let middle = scroll.bounds.width
        let shownX = scroll.layer.presentation()?.bounds.origin.x ?? scroll.contentOffset.x
        if scroll.contentOffset.x != middle || shownX != middle {
            return "at rest the content is at \(scroll.contentOffset.x) (shown \(shownX)), the middle slot at \(middle)"
        }
        if shown.view.frame.minX != middle {
            return "the current page is at \(shown.view.frame.minX), the middle slot at \(middle)"
        }
        return nil
    }
}
