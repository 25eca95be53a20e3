import Foundation
@_spi(Testing) import PortableUIKit
import Containment
import ContainmentTesting

/// The world of ``RandomStickyHeaderTests`` for ``RandomSequenceDriver``: the shared window, the
/// sequence's controller, data source and recorder, and the steps. The invariants are in
/// RandomStickyHeaderChecks.swift.
///
/// Every step draws from its own seed and reads the world's state (how many children, whether
/// a finger is down), so any sub-list of steps is a sequence too.
@MainActor
final class RandomStickyHeaderWorld: RandomSequenceWorld {
    static let name = "RandomStickyHeader"
    static let baseSeed: UInt64 = 0x57_1C_0000
    static let defaultSequenceCount = 10_000
    static let stepCounts = 3...6

    let stage = RandomWindowStage()
    var host: HeadlessHost { stage.host }
    var stats = RandomStickyStats()
    private(set) var controller = StickyHeaderPagingController()
    private(set) var geometry = RandomStickyGeometry(headerHeight: 0, pinnedHeight: 0, safeTop: 0, stretches: false)
    private(set) var source: RandomStickySource?
    private(set) var recorder = LifecycleRecorder()
    private var rng = SeededRandomNumberGenerator(seed: 0)
    private var log = RandomStepLog(recording: false)
    /// A settle step asks the next check to check the rest too.
    var restCheckDue = false
    /// What a refused call changed (it must change nothing).
    var misuseProblem: String?
    /// Runs at the end of `finish`, just before the final rest is checked (the self-check
    /// injects faults there).
    var beforeRest: ((StickyHeaderPagingController) -> Void)?

    var statistics: String { stats.description }

    var width: CGFloat { host.window.bounds.width }
    var height: CGFloat { host.window.bounds.height }
    var childCount: Int { source?.rows.count ?? 0 }
    var pager: PagingController? { controller.children.first as? PagingController }

    // MARK: Drawing

    private func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + rng.below(range.count) }
    private func chance(_ percent: Int) -> Bool { rng.chance(percent, in: 100) }

    // MARK: The sequence

    /// A fresh controller from the setup seed (0–5 children, header, pinned height, stretch
    /// option, safe-area top), installed as the window's root.
    func begin(_ rng: inout SeededRandomNumberGenerator, log: RandomStepLog) {
        self.rng = rng
        self.log = log
        restCheckDue = false
        misuseProblem = nil
        recorder = LifecycleRecorder()
        let rows: [Int?] = (0..<int(0...5)).map { _ in
            switch int(0...9) {
            case 0...4: int(30...300)
            case 5...7: int(0...8)
            default: nil
            }
        }
        let safeTop: CGFloat = [0, 0, 20, 47][int(0...3)]
        let headerViewHeight = CGFloat([0, 60, 150, 240, 320][int(0...4)])
        let header = chance(90) ? UIView(frame: CGRect(x: 0, y: 0, width: width, height: headerViewHeight)) : nil
        let explicitHeight: CGFloat? = chance(50) ? CGFloat(int(0...360)) : nil
        let pinned = CGFloat([0, 44, 60, int(0...120)][int(0...3)])
        let stretches = chance(50)
        let source = RandomStickySource(rows: rows, header: header, recorder: recorder)
        self.source = source
        controller = StickyHeaderPagingController()
        if let explicitHeight { controller.headerHeight = explicitHeight }
        controller.pinnedHeaderHeight = pinned
        controller.headerStretchesOnOverscroll = stretches
        controller.dataSource = source
        recorder.watch(controller, as: "SH")
        geometry = RandomStickyGeometry(
            headerHeight: explicitHeight ?? (header == nil ? 0 : headerViewHeight),
            pinnedHeight: pinned, safeTop: safeTop, stretches: stretches)
        log.note(
            "new controller: rows \(rows.map { $0.map(String.init) ?? "-" }), header \(header == nil ? "none" : "\(headerViewHeight)"), "
                + "headerHeight \(explicitHeight.map { "\($0)" } ?? "from view"), pinned \(pinned), safe top \(safeTop), stretches \(stretches)"
        )
        host.window.hostSafeAreaInsets = UIEdgeInsets(top: safeTop, left: 0, bottom: 0, right: 0)
        stage.install(controller)
    }

    /// One step, drawn from the step's own seed.
    func step(_ rng: inout SeededRandomNumberGenerator, log: RandomStepLog) {
        self.rng = rng
        self.log = log
        switch int(0...99) {
        case 0..<22: verticalDrag()
        case 22..<34: horizontalSwipe()
        case 34..<38: releasePastEdge()
        case 38..<42: reloadDuringSwipe()
        case 42..<46: lift()
        case 46..<56: select()
        case 56..<66: edit()
        case 66..<70: changeHeaderHeight()
        case 70..<73: changeOtherGeometry()
        case 73..<78:
            stats.statusBarTaps += 1
            log.note("status-bar tap")
            host.window.simulateStatusBarTap()
        case 78..<82:
            stats.memoryWarnings += 1
            log.note("memory warning")
            host.simulateMemoryWarning()
        case 82..<88: toggleOnScreen()
        case 88..<93: settle()
        case 93..<97: misuse()
        default:
            let time = [0.05, 0.1, 0.3, 1.0][int(0...3)]
            log.note("advance \(time)")
            host.advance(by: time)
        }
    }

    /// The finger lifts, the controller comes back to the window, everything settles.
    func finish(log: RandomStepLog) {
        self.log = log
        liftFinger()
        if controller.view.window == nil { host.window.rootViewController = controller }
        host.runUntilIdle()
        log.note("lift, back in the window, settle")
        beforeRest?(controller)
    }

    /// The controller leaves the window; weak references to it, its data source, its header and
    /// every child the data source made.
    func tearDown() -> [RandomWeakReference] {
        liftFinger()
        var references = stage.clear()
        references.append(RandomWeakReference("controller", controller))
        if let source {
            references.append(RandomWeakReference("data source", source))
            if let header = source.header { references.append(RandomWeakReference("header view", header)) }
            references += source.made
        }
        controller = StickyHeaderPagingController()
        source = nil
        recorder = LifecycleRecorder()
        log = RandomStepLog(recording: false)
        misuseProblem = nil
        restCheckDue = false
        return references
    }

    private var fingerDown: CGPoint? { stage.finger }

    private func liftFinger() { stage.lift() }

    // MARK: Steps

    /// A random point of the window: on the header, the lists or anywhere.
    private func randomPoint() -> CGPoint {
        CGPoint(x: CGFloat(int(40...Int(width) - 40)), y: CGFloat(int(10...Int(height) - 10)))
    }

    /// Moves the finger (putting it down first at a random point if it is up) by `delta`, then
    /// holds it, flicks or releases it slowly.
    private func gesture(_ name: String, by delta: CGVector, steps: Int, duration: TimeInterval) {
        let start = stage.finger ?? randomPoint()
        stage.gesture(name, from: start, by: delta, steps: steps, duration: duration, ending: int(0...2), log: log)
    }

    private func verticalDrag() {
        stats.verticalDrags += 1
        // Often less than a header's collapse range, so a drag can leave it partly shown.
        let distance = CGFloat(chance(50) ? int(-150...150) : int(-450...450))
        let steps = int(1...4)
        // Fast (a flick's 0.05 s a move) or slow (a held drag's 0.15 s a move).
        let perStep = chance(50) ? 0.05 : 0.15
        gesture(
            "vertical", by: CGVector(dx: CGFloat(int(-4...4)), dy: distance), steps: steps,
            duration: perStep * Double(steps))
    }

    private func horizontalSwipe() {
        stats.swipes += 1
        let sign: CGFloat = chance(50) ? 1 : -1
        switch int(0...2) {
        case 0:
            gesture(
                "slow swipe", by: CGVector(dx: sign * CGFloat(int(100...300)), dy: CGFloat(int(-10...10))), steps: 5,
                duration: 0.5)
        case 1:
            gesture(
                "fast swipe", by: CGVector(dx: sign * CGFloat(int(40...200)), dy: 0), steps: int(1...2), duration: 0.05)
        default:
            gesture("small swipe", by: CGVector(dx: sign * CGFloat(int(10...70)), dy: 0), steps: 3, duration: 0.3)
        }
    }

    /// A swipe from the first or last child out past it, released slowly or flicked, sometimes
    /// with a selection 0.05 s into the return (issue 37, 1–2).
    private func releasePastEdge() {
        let count = childCount
        guard count > 0, fingerDown == nil else { return horizontalSwipe() }
        stats.edgeReleases += 1
        let last = chance(50)
        controller.select(childAt: last ? count - 1 : 0, animated: false)
        let start = CGPoint(x: width / 2, y: CGFloat(int(10...Int(height) - 10)))
        let end = CGPoint(x: start.x + CGFloat(int(120...400)) * (last ? -1 : 1), y: start.y)
        host.touchDown(at: start)
        host.moveTouch(from: start, to: end, duration: 0.2, steps: 4)
        let flick = chance(40)
        if !flick { host.advance(by: 0.1) }
        host.touchUp(at: end)
        log.note("swipe from \(start) to \(end) past the \(last ? "last" : "first") child\(flick ? " (flick)" : "")")
        guard chance(50) else { return }
        host.advance(by: 0.05)
        let index = int(0...count - 1), animated = chance(50)
        log.note("select \(index) animated \(animated) during the return")
        controller.select(childAt: index, animated: animated)
    }

    /// `reloadData()` early or late in a horizontal swipe, the children sometimes changed
    /// (a network update arriving mid-swipe); the finger goes on and lifts (issue 37, 3).
    private func reloadDuringSwipe() {
        guard let source, fingerDown == nil else { return lift() }
        stats.reloadsMidSwipe += 1
        let start = CGPoint(x: width / 2, y: CGFloat(int(10...Int(height) - 10)))
        let end = CGPoint(x: start.x + CGFloat(int(-300...300)), y: start.y)
        let middle = CGPoint(x: (start.x + end.x) / 2, y: start.y)
        let early = chance(50)
        let change = chance(50)
        host.touchDown(at: start)
        host.moveTouch(
            from: start, to: early ? CGPoint(x: start.x + (end.x - start.x) / 8, y: start.y) : middle, duration: 0.1,
            steps: 2)
        if change {
            if source.rows.count < 6, chance(50) {
                source.rows.append(int(30...300))
            } else if !source.rows.isEmpty {
                source.rows.removeLast()
            }
        }
        controller.reloadData()
        host.moveTouch(
            from: early ? CGPoint(x: start.x + (end.x - start.x) / 8, y: start.y) : middle, to: end, duration: 0.1,
            steps: 2)
        let flick = chance(40)
        if !flick { host.advance(by: 0.1) }
        host.touchUp(at: end)
        log.note(
            "swipe from \(start) to \(end) with a reload \(early ? "early" : "late")\(change ? " (children changed)" : "")\(flick ? ", flicked" : "")"
        )
    }

    private func lift() {
        guard fingerDown != nil else { return log.note("lift (no finger)") }
        log.note("lift")
        liftFinger()
    }

    private func select() {
        let count = childCount
        guard count > 0 else { return log.note("select (no children)") }
        stats.selects += 1
        let index = int(0...count - 1), animated = chance(50)
        log.note("select \(index) animated \(animated)\(fingerDown == nil ? "" : " (finger down)")")
        controller.select(childAt: index, animated: animated)
    }

    private func edit() {
        guard let source else { return log.note("edit (no data source)") }
        stats.edits += 1
        let count = source.rows.count
        let animated = chance(50)
        if count == 0 || (count < 6 && chance(50)) {
            let index = int(0...count)
            let rows: Int? = chance(80) ? [int(30...300), int(0...8)][int(0...1)] : nil
            source.rows.insert(rows, at: index)
            log.note("insert \(rows.map(String.init) ?? "-") at \(index) animated \(animated)")
            controller.insertChild(at: index, animated: animated)
        } else {
            let index = int(0...count - 1)
            source.rows.remove(at: index)
            log.note("remove \(index) animated \(animated)")
            controller.removeChild(at: index, animated: animated)
        }
    }

    private func changeHeaderHeight() {
        stats.headerChanges += 1
        let height = CGFloat([0, 60, 150, 240, 320, int(0...400)][int(0...5)])
        let animated = chance(50)
        log.note("headerHeight \(height) animated \(animated)")
        geometry.headerHeight = height
        controller.setHeaderHeight(height, animated: animated)
    }

    /// The rest of the geometry: the pinned part, the stretch option, the status bar's height, or
    /// a reload with new children.
    private func changeOtherGeometry() {
        stats.geometryChanges += 1
        switch int(0...3) {
        case 0:
            let pinned = CGFloat([0, 44, 60, int(0...120)][int(0...3)])
            log.note("pinnedHeaderHeight \(pinned)")
            geometry.pinnedHeight = pinned
            controller.pinnedHeaderHeight = pinned
        case 1:
            geometry.stretches.toggle()
            log.note("headerStretchesOnOverscroll \(geometry.stretches)")
            controller.headerStretchesOnOverscroll = geometry.stretches
        case 2:
            let top: CGFloat = [0, 20, 47][int(0...2)]
            log.note("safe-area top \(top)")
            geometry.safeTop = top
            host.window.hostSafeAreaInsets = UIEdgeInsets(top: top, left: 0, bottom: 0, right: 0)
            // The views learn of it in the next layout pass, as in UIKit.
            host.runTurn()
        default:
            guard let source else { return log.note("reloadData (no data source)") }
            source.rows = (0..<int(0...5)).map { _ in chance(80) ? [int(30...300), int(0...8)][int(0...1)] : nil }
            log.note("reloadData with rows \(source.rows.map { $0.map(String.init) ?? "-" })")
            controller.reloadData()
        }
    }

    private func toggleOnScreen() {
        stats.disappearances += 1
        if controller.view.window != nil {
            log.note("controller leaves the window")
            host.window.rootViewController = stage.placeholder
        } else {
            log.note("controller comes back")
            host.window.rootViewController = controller
        }
    }

    /// The finger lifts and everything comes to rest; the next check checks the rest too when
    /// the controller is on screen.
    private func settle() {
        log.note("settle")
        liftFinger()
        host.runUntilIdle()
        restCheckDue = true
    }

    /// Misuse, refused with `invalidContainerUse` and changing nothing: a negative or non-finite
    /// header or pinned height, a selection outside the children, an insertion past the end or
    /// a removal outside the children (the data source unchanged).
    private func misuse() {
        let count = childCount
        switch int(0...4) {
        case 0:
            let height: CGFloat = [-1, -CGFloat(int(1...400)), .nan, .infinity][int(0...3)], animated = chance(50)
            refused("setHeaderHeight(\(height), animated: \(animated))") {
                controller.setHeaderHeight(height, animated: animated)
            }
        case 1:
            let height: CGFloat = [-1, -44, .nan, -.infinity][int(0...3)]
            refused("pinnedHeaderHeight = \(height)") { controller.pinnedHeaderHeight = height }
        case 2:
            let index = [count, count + int(1...3), -1, Int.max, Int.min][int(0...4)]
            var completed: Bool?
            refused("select(childAt: \(index)) of \(count)") {
                controller.select(childAt: index, animated: chance(50)) { completed = $0 }
            }
            if completed != false, misuseProblem == nil {
                misuseProblem = "a refused selection completed with \(String(describing: completed))"
            }
        case 3:
            let index = [count + int(1...3), -1][int(0...1)]
            refused("insertChild(at: \(index)) of \(count)") { controller.insertChild(at: index, animated: chance(50)) }
        default:
            let index = [count, count + int(1...3), -1][int(0...2)]
            refused("removeChild(at: \(index)) of \(count)") { controller.removeChild(at: index, animated: chance(50)) }
        }
    }

    /// Announces the misuse and checks that `body` changes nothing the controller shows.
    private func refused(_ what: String, _ body: () -> Void) {
        log.misuse(.invalidContainerUse, what)
        let before = snapshot()
        body()
        let after = snapshot()
        if after != before { misuseProblem = "\(what) changed the controller: \(before) → \(after)" }
    }

    private func snapshot() -> String {
        let children = (pager?.children ?? []).map { recorder.name(of: $0) }
        return "selected \(controller.selectedIndex), children \(children), header \(controller.headerHeight), "
            + "pinned \(controller.pinnedHeaderHeight), header at \(controller.headerPosition.frame), "
            + "dragging \(controller.pagingScrollView.isDragging)"
    }
}
