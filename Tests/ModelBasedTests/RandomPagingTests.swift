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
/// as the root, and time passing; and the landing paths of issue 37: a release past the first or
/// last page (sometimes with a selection 0.05 s into the return), and `reloadData()` at any point
/// of a drag (early, late, or from the delegate's `didScrollTo`), with the page count changed or
/// not. After every step: the hierarchy is valid and at most three children are live. At the end
/// the finger lifts and everything settles: the hierarchy is valid when settled, exactly the
/// selected page has appeared (when there are pages) and is the page shown — aligned to the
/// pixel, with `pagePosition == selectedIndex` — and every controller ever given to the pager
/// saw each `will` matched by one `did`.
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
    @Test(
        "issue 15 issue 37 random paging: 20,000 sequences of drags, flicks, releases past the ends, selections, reloads mid-drag, edits, misuse, memory warnings and disappearances stay valid, balanced, leak-free and rest aligned on a page"
    )
    func randomSequences() {
        let world = RandomPagingWorld()
        let summary = RandomSequenceDriver.run(world)
        let count = summary.sequences
        #expect(
            world.stats.steps > 3 * count && world.stats.drags > count && world.stats.edits > count / 3,
            "\(world.stats)")
        #expect(world.stats.edgeReleases > count / 20 && world.stats.reloadsMidDrag > count / 20, "\(world.stats)")
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
    func pagingController(_ pagingController: PagingController, viewControllerForPageAt index: Int) -> UIViewController?
    {
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
    var edgeReleases = 0, reloadsMidDrag = 0
    var description: String {
        "\(drags) drags, \(selects) selects, \(edits) edits, \(edgeReleases) edge releases, \(reloadsMidDrag) reloads mid-drag, "
            + "\(memoryWarnings) memory warnings, \(disappearances) disappearances"
    }
}

/// Runs an app's reaction to `didScrollTo` once, when set (a reload from the delegate).
@MainActor
final class RandomPagingDelegate: PagingControllerDelegate {
    var onScroll: (() -> Void)?
    func pagingController(_ pagingController: PagingController, didScrollTo pagePosition: CGFloat) {
        guard let action = onScroll else { return }
        onScroll = nil
        action()
    }
}

/// One window and the sequences' pagers.
@MainActor
final class RandomPagingWorld: RandomSequenceWorld {
    static let name = "RandomPaging"
    static let baseSeed: UInt64 = 0x9A6E_0000
    static let defaultSequenceCount = 20_000
    static let stepCounts = 3...5

    let host = HeadlessHost(size: CGSize(width: 320, height: 480))
    let placeholder = UIViewController()
    var stats = RandomPagingStats()
    private var rng = RandomPagingGenerator(state: 0)
    private var pager = PagingController()
    private let delegate = RandomPagingDelegate()
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
        delegate.onScroll = nil
        pager.delegate = delegate
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
        var references = ((source?.made ?? []) + arrayPool).enumerated().map {
            RandomWeakReference("page \($0.offset)", $0.element)
        }
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
        case 0..<24: drag()
        case 24..<30: releasePastEdge()
        case 30..<36: lift()
        case 36..<46: select()
        case 46..<56: edit()
        case 56..<62: reloadDuringDrag()
        case 62..<68: select()
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

    /// A drag from the first or last page (selected at once, not animated) out past it, released
    /// slowly or flicked; sometimes a selection 0.05 s into the return (issue 37, 1–2).
    private func releasePastEdge() {
        let count = pageCount
        guard count > 0, fingerDown == nil, !pager.isInfinite else { return drag() }
        stats.edgeReleases += 1
        let last = rng.chance(50)
        pager.select(pageAt: last ? count - 1 : 0, animated: false)
        let distance = CGFloat(rng.int(120...400)) * (last ? -1 : 1)
        let end = CGPoint(x: center.x + distance, y: center.y)
        host.touchDown(at: center)
        host.moveTouch(from: center, to: end, duration: 0.2, steps: 4)
        let flick = rng.chance(40)
        if !flick { host.advance(by: 0.1) }
        host.touchUp(at: end)
        note("release \(distance) past the \(last ? "last" : "first") page\(flick ? " (flick)" : "")")
        guard rng.chance(50) else { return }
        host.advance(by: 0.05)
        let index = rng.int(0...count - 1), animated = rng.chance(50)
        note("select \(index) animated \(animated) during the return")
        pager.select(pageAt: index, animated: animated)
    }

    /// `reloadData()` during a drag: early, late, or from the delegate's `didScrollTo`, with the
    /// page count changed (data-source mode) or not; the finger goes on and lifts (issue 37, 3).
    private func reloadDuringDrag() {
        guard fingerDown == nil else { return lift() }
        stats.reloadsMidDrag += 1
        let distance = CGFloat(rng.int(-420...420))
        let end = CGPoint(x: center.x + distance, y: center.y)
        let newCount = source.map { _ in rng.int(0...7) }
        let reload = { [weak self] in
            guard let self else { return }
            if let newCount { self.source?.count = newCount }
            self.pager.reloadData()
        }
        host.touchDown(at: center)
        let when = rng.int(0...2)
        switch when {
        case 0:
            host.moveTouch(
                from: center, to: CGPoint(x: center.x + distance / 10, y: center.y), duration: 0.05, steps: 1)
            reload()
            host.moveTouch(from: CGPoint(x: center.x + distance / 10, y: center.y), to: end, duration: 0.15, steps: 3)
        case 1:
            host.moveTouch(from: center, to: end, duration: 0.2, steps: 4)
            reload()
        default:
            delegate.onScroll = reload
            host.moveTouch(from: center, to: end, duration: 0.2, steps: 4)
            delegate.onScroll = nil
        }
        let flick = rng.chance(40)
        if !flick { host.advance(by: 0.1) }
        host.touchUp(at: end)
        note(
            "drag \(distance) with a reload \(["early", "late", "from didScrollTo"][when])\(newCount.map { " to \($0) pages" } ?? "")\(flick ? ", flicked" : "")"
        )
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
        for page in pages.compactMap({ $0 as? RandomPage }) where !arrayPool.contains(where: { $0 === page }) {
            arrayPool.append(page)
        }
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
        let before =
            "\(pageCount) pages, selected \(String(describing: pager.selectedViewController.map(ObjectIdentifier.init))), spacing \(pager.interPageSpacing)"
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
        let after =
            "\(pageCount) pages, selected \(String(describing: pager.selectedViewController.map(ObjectIdentifier.init))), spacing \(pager.interPageSpacing)"
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
            if appeared.count != 1 || appeared.first !== pager.selectedViewController {
                return "appeared at rest: \(appeared.count)"
            }
            if pager.selectedViewController?.appearanceState != .appeared {
                return "selected page is \(String(describing: pager.selectedViewController?.appearanceState))"
            }
            if let problem = landingProblem() { return problem }
        } else if !appeared.isEmpty || !pager.children.isEmpty {
            return "no pages but \(pager.children.count) children"
        }
        return nil
    }

    /// At rest the shown page is the selected one, aligned to the pixel (issue 37): the content
    /// offset is the selected page's origin, on the 2× pixel grid, the presentation is the model,
    /// and `pagePosition` is the selected index.
    private func landingProblem() -> String? {
        let scroll = pager.scrollView
        let offset = scroll.contentOffset.x
        let shown = scroll.layer.presentation()?.bounds.origin.x ?? offset
        guard let frame = pager.selectedViewController?.viewIfLoaded?.frame else {
            return "the selected page has no view at rest"
        }
        if offset != frame.minX { return "at rest the content shows \(offset), the selected page is at \(frame.minX)" }
        if (offset * 2).rounded() != offset * 2 { return "at rest the content offset \(offset) is off the pixel grid" }
        if shown != offset { return "at rest the presentation shows \(shown), the model \(offset)" }
        if pager.pagePosition != CGFloat(pager.selectedIndex) {
            return "at rest pagePosition \(pager.pagePosition) ≠ selectedIndex \(pager.selectedIndex)"
        }
        if scroll.isDragging || scroll.isDecelerating { return "at rest the scroll view still moves" }
        return nil
    }
}
