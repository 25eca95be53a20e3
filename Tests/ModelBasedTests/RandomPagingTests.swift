import Foundation
import Testing
@_spi(Testing) import PortableUIKit
import Containment
import ContainmentTesting
import ContainmentTestTraits

/// Random sequences through the real PagingController in a HeadlessHost (issue 15: "random
/// sequences (≥ 20,000 per CI run) with HierarchyValidator, ≤ 3 live children and exactly one
/// appeared child at rest as invariants").
///
/// Each sequence installs a fresh pager (data-source or array mode, sometimes infinite, 0–6
/// pages) as the window's root — replacing the last one, so the previous pager disappears —
/// and makes 3–5 random steps: drags held or released slowly, flicks, animated and plain
/// selections (also while a finger is down), inserts / deletes / moves (data source) or a new
/// `viewControllers` array (array mode), memory warnings, the pager leaving and coming back
/// as the root, and time passing. After every step: the hierarchy is valid and at most three
/// children are live. At the end the finger lifts and everything settles: the hierarchy is
/// valid when settled, exactly the selected page has appeared (when there are pages), and
/// every controller ever given to the pager saw each `will` matched by one `did`.
///
/// Misuse is mixed in (a selection outside the pages, an edit call on an array-mode pager, a
/// non-finite or negative page spacing): reported with `invalidContainerUse`, nothing changes.
/// After the pager leaves the window, it, its data source and every page are freed.
///
/// The window is shared between sequences (a fresh host each time would cost more than the
/// sequence); isolation is the fresh pager. The sequences run through `RandomSequenceDriver`
/// (summary line, shrinking). Replay one seed with
/// `RANDOM_PAGING_SEED=<seed> swift test --filter RandomPaging`.
@MainActor
@Suite("Model-based random paging", .isolatedRuntime)
struct RandomPagingTests {
    @Test("issue 15 random paging: 20,000 sequences of drags, flicks, selections, edits, misuse, memory warnings and disappearances stay valid, balanced and leak-free")
    func randomSequences() {
        let world = RandomPagingWorld()
        let summary = RandomSequenceDriver.run(world)
        let count = summary.sequences
        #expect(world.stats.steps > 3 * count && world.stats.drags > count && world.stats.edits > count / 2, "\(world.stats)")
        if count >= 1_000 { #expect(summary.misuse > count / 20, "misuse is exercised: \(summary.line)") }
    }
}

/// A data source whose page count tests change before editing.
@MainActor
final class RandomPagingSource: PagingControllerDataSource {
    var count: Int
    var made: [RandomPage] = []
    init(count: Int) { self.count = count }
    func numberOfPages(in pagingController: PagingController) -> Int { count }
    func pagingController(_ pagingController: PagingController, viewControllerForPageAt index: Int) -> UIViewController? {
        let page = RandomPage()
        made.append(page)
        return page
    }
}

/// SplitMix64: small, seedable, reproducible everywhere.
struct RandomPagingGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
    mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }
}

struct RandomPagingStats: CustomStringConvertible {
    var steps = 0, drags = 0, selects = 0, edits = 0, memoryWarnings = 0, disappearances = 0
    var description: String {
        "\(drags) drags, \(selects) selects, \(edits) edits, \(memoryWarnings) memory warnings, \(disappearances) disappearances"
    }
}

/// One window and the sequences' pagers.
@MainActor
final class RandomPagingWorld: RandomSequenceWorld {
    static let name = "RandomPaging"
    static let environmentKey = "RANDOM_PAGING"
    static let baseSeed: UInt64 = 0x9A6E_0000
    static let defaultSequenceCount = 20_000
    static let stepCounts = 3...5

    let host = HeadlessHost(size: CGSize(width: 320, height: 480))
    let placeholder = UIViewController()
    var stats = RandomPagingStats()
    private var rng = RandomPagingGenerator(state: 0)
    private var pager = PagingController()
    private var source: RandomPagingSource?
    private var arrayPool: [RandomPage] = []
    private var fingerDown: CGPoint?
    private var log: RandomStepLog?
    private var misuseProblem: String?

    init() {
        // 20 frames a second: a third of the ticks of 60, the same physics and callbacks.
        host.frameInterval = 1.0 / 20.0
    }

    private var center: CGPoint { CGPoint(x: 160, y: 240) }

    var statistics: String { stats.description }

    /// A fresh pager from the setup seed, installed as the window's root.
    func begin(_ seed: inout SeededRandomNumberGenerator, log: RandomStepLog) {
        rng = RandomPagingGenerator(state: seed.next())
        self.log = log
        fingerDown = nil
        misuseProblem = nil
        pager = PagingController()
        pager.selectionAnimationDuration = [0.2, 0.1, 0][rng.int(0...2)]
        let count = rng.int(0...6)
        if rng.chance(60) {
            source = RandomPagingSource(count: count)
            arrayPool = []
            pager.dataSource = source
        } else {
            source = nil
            arrayPool = (0..<count).map { _ in RandomPage() }
            pager.viewControllers = arrayPool
        }
        if rng.chance(30) { pager.isInfinite = true }
        note("new pager: \(source == nil ? "array" : "data source") of \(count)\(pager.isInfinite ? ", infinite" : "")")
        host.window.rootViewController = pager
        host.runTurn()
    }

    func step(_ seed: inout SeededRandomNumberGenerator, log: RandomStepLog) {
        rng = RandomPagingGenerator(state: seed.next())
        self.log = log
        stats.steps += 1
        step()
    }

    /// The finger lifts, the pager comes back, everything settles.
    func finish(log: RandomStepLog) {
        self.log = log
        if let finger = fingerDown { host.touchUp(at: finger); fingerDown = nil }
        if pager.view.window == nil { host.window.rootViewController = pager }
        host.runUntilIdle()
        note("lift, back in the window, settle")
    }

    func tearDown() -> [RandomWeakReference] {
        if let finger = fingerDown { host.touchUp(at: finger); fingerDown = nil }
        host.window.rootViewController = placeholder
        host.runUntilIdle()
        var references = ((source?.made ?? []) + arrayPool).enumerated().map { RandomWeakReference("page \($0.offset)", $0.element) }
        references.append(RandomWeakReference("pager", pager))
        if let source { references.append(RandomWeakReference("data source", source)) }
        pager = PagingController()
        source = nil
        arrayPool = []
        log = nil
        return references
    }

    private func note(_ text: @autoclosure () -> String) { log?.note(text()) }

    private var pageCount: Int { source?.count ?? pager.viewControllers.count }

    private func step() {
        let pick = rng.int(0...99)
        switch pick {
        case 0..<30: drag()
        case 30..<40: lift()
        case 40..<52: select()
        case 52..<68: edit()
        case 68..<74:
            stats.memoryWarnings += 1
            note("memory warning")
            host.simulateMemoryWarning()
        case 74..<82: toggleOnScreen()
        case 82..<88: misuse()
        default:
            let time = [0.05, 0.1, 0.3][rng.int(0...2)]
            note("advance \(time)")
            host.advance(by: time)
        }
    }

    private func drag() {
        stats.drags += 1
        let distance = CGFloat(rng.int(-420...420))
        let start = fingerDown ?? center
        if fingerDown == nil { host.touchDown(at: start) }
        let end = CGPoint(x: start.x + distance, y: start.y)
        let steps = rng.int(1...3)
        host.moveTouch(from: start, to: end, duration: 0.05 * Double(steps), steps: steps)
        switch rng.int(0...2) {
        case 0:
            note("drag \(distance), held")
            fingerDown = end
        case 1:
            note("flick \(distance)")
            host.touchUp(at: end)
            fingerDown = nil
        default:
            note("drag \(distance), slow release")
            host.advance(by: 0.1)
            host.touchUp(at: end)
            fingerDown = nil
        }
    }

    private func lift() {
        guard let finger = fingerDown else { return note("lift (no finger)") }
        note("lift")
        host.touchUp(at: finger)
        fingerDown = nil
    }

    private func select() {
        let count = pageCount
        guard count > 0 else { return note("select (no pages)") }
        stats.selects += 1
        let index = rng.int(0...count - 1), animated = rng.chance(50)
        note("select \(index) animated \(animated)")
        pager.select(pageAt: index, animated: animated)
    }

    private func edit() {
        stats.edits += 1
        let count = pageCount
        if let source {
            switch rng.int(0...2) {
            case 0 where count < 8:
                let index = rng.int(0...count)
                source.count += 1
                note("insert \(index)")
                pager.insertPages(at: [index], animated: rng.chance(50))
            case 1 where count > 0:
                let first = rng.int(0...count - 1), second = rng.int(0...count - 1)
                let indices = Array(Set([first, second]))
                source.count -= indices.count
                note("delete \(indices)")
                pager.deletePages(at: indices, animated: rng.chance(50))
            default:
                guard count > 0 else { return note("move (no pages)") }
                let from = rng.int(0...count - 1), to = rng.int(0...count - 1)
                note("move \(from) to \(to)")
                pager.movePage(at: from, to: to)
            }
            return
        }
        var pages = pager.viewControllers
        if !pages.isEmpty, rng.chance(40) { pages.remove(at: rng.int(0...pages.count - 1)) }
        if pages.count < 8, rng.chance(50) { pages.insert(RandomPage(), at: rng.int(0...pages.count)) }
        if pages.count > 1, rng.chance(40) { pages.swapAt(rng.int(0...pages.count - 1), rng.int(0...pages.count - 1)) }
        for page in pages.compactMap({ $0 as? RandomPage }) where !arrayPool.contains(where: { $0 === page }) { arrayPool.append(page) }
        note("viewControllers \(pages.count)")
        pager.viewControllers = pages
    }

    private func toggleOnScreen() {
        stats.disappearances += 1
        if pager.view.window != nil {
            note("pager leaves the window")
            host.window.rootViewController = placeholder
        } else {
            note("pager comes back")
            host.window.rootViewController = pager
        }
    }

    /// Misuse: reported with `invalidContainerUse`, and the pages and selection stay as they were.
    private func misuse() {
        let before = "\(pageCount) pages, selected \(String(describing: pager.selectedViewController.map(ObjectIdentifier.init))), spacing \(pager.interPageSpacing)"
        switch rng.int(0...2) {
        case 0:
            let index = [pageCount, -1, Int.max][rng.int(0...2)]
            log?.misuse(.invalidContainerUse, "select \(index) (outside the \(pageCount) pages)")
            pager.select(pageAt: index, animated: rng.chance(50))
        case 1 where source == nil:
            log?.misuse(.invalidContainerUse, "insertPages on an array pager")
            pager.insertPages(at: [0], animated: false)
        default:
            let spacing = [CGFloat.nan, -4, .infinity][rng.int(0...2)]
            log?.misuse(.invalidContainerUse, "interPageSpacing = \(spacing)")
            pager.interPageSpacing = spacing
        }
        let after = "\(pageCount) pages, selected \(String(describing: pager.selectedViewController.map(ObjectIdentifier.init))), spacing \(pager.interPageSpacing)"
        if after != before { misuseProblem = "misuse changed the pager: \(before) → \(after)" }
    }

    /// The invariants: after every step, and (`settled`) at rest at the end.
    func check(settled: Bool) -> String? {
        if let misuseProblem { return misuseProblem }
        let violations = HierarchyValidator.violations(in: host.window, extraControllers: [pager], settled: settled)
        if !violations.isEmpty { return "hierarchy: \(violations)" }
        if pager.children.count > 3 { return "\(pager.children.count) live children" }
        let pages = (source?.made ?? []) + arrayPool
        for page in pages where !page.problems.isEmpty { return "unbalanced: \(page.problems)" }
        guard settled else { return nil }
        for page in pages where page.openWill != nil { return "a will without its did at rest" }
        let appeared = pager.children.filter { $0.appearanceState != .disappeared }
        if pageCount > 0 {
            if pager.selectedViewController == nil { return "no selected controller at rest" }
            if appeared.count != 1 || appeared.first !== pager.selectedViewController { return "appeared at rest: \(appeared.count)" }
            if pager.selectedViewController?.appearanceState != .appeared { return "selected page is \(String(describing: pager.selectedViewController?.appearanceState))" }
        } else if !appeared.isEmpty || !pager.children.isEmpty {
            return "no pages but \(pager.children.count) children"
        }
        return nil
    }
}
