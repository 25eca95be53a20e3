import Foundation
@_spi(Testing) import PortableUIKit
import Containment
import ContainmentTesting

/// One window and the sequence runner of ``RandomStickyHeaderTests``: the steps and the invariants.
@MainActor
struct RandomStickyWorld {
    let host: HeadlessHost
    let placeholder = UIViewController()
    var stats = RandomStickyStats()
    private(set) var controller = StickyHeaderPagingController()
    private(set) var geometry = RandomStickyGeometry(headerHeight: 0, pinnedHeight: 0, safeTop: 0, stretches: false)
    private var source: RandomStickySource?
    private var recorder = LifecycleRecorder()
    private var rng = RandomPagingGenerator(state: 0)
    private var fingerDown: CGPoint?
    private var log = false
    private var trail: [String] = []

    init(host: HeadlessHost) { self.host = host }

    private var width: CGFloat { host.window.bounds.width }
    private var height: CGFloat { host.window.bounds.height }
    private var childCount: Int { source?.rows.count ?? 0 }
    private var pager: PagingController? { controller.children.first as? PagingController }

    /// Runs one sequence; the first broken invariant, with the steps that led to it. `beforeRest`
    /// runs just before the final rest is checked (the self-check injects faults there).
    mutating func run(seed: UInt64, log: Bool, beforeRest: ((StickyHeaderPagingController) -> Void)? = nil) -> String? {
        rng = RandomPagingGenerator(state: seed)
        self.log = log
        trail = []
        // A sequence that failed with a finger down leaves it down: lift it before the next.
        if let finger = fingerDown { host.touchUp(at: finger); fingerDown = nil }
        recorder = LifecycleRecorder()
        makeController()
        for _ in 0..<rng.int(3...6) {
            step()
            stats.steps += 1
            if let problem = check() { return failure(problem) }
        }
        if let finger = fingerDown { host.touchUp(at: finger); fingerDown = nil }
        if controller.view.window == nil { host.window.rootViewController = controller }
        host.runUntilIdle()
        beforeRest?(controller)
        if let problem = check() ?? checkRest() { return failure("at rest: \(problem)") }
        return nil
    }

    private mutating func makeController() {
        let rows: [Int?] = (0..<rng.int(0...5)).map { _ in
            switch rng.int(0...9) {
            case 0...4: rng.int(30...300)
            case 5...7: rng.int(0...8)
            default: nil
            }
        }
        let safeTop: CGFloat = [0, 0, 20, 47][rng.int(0...3)]
        let headerViewHeight = CGFloat([0, 60, 150, 240, 320][rng.int(0...4)])
        let header = rng.chance(90) ? UIView(frame: CGRect(x: 0, y: 0, width: width, height: headerViewHeight)) : nil
        let explicitHeight: CGFloat? = rng.chance(50) ? CGFloat(rng.int(0...360)) : nil
        let pinned = CGFloat([0, 44, 60, rng.int(0...120)][rng.int(0...3)])
        let stretches = rng.chance(50)
        source = RandomStickySource(rows: rows, header: header, recorder: recorder)
        controller = StickyHeaderPagingController()
        if let explicitHeight { controller.headerHeight = explicitHeight }
        controller.pinnedHeaderHeight = pinned
        controller.headerStretchesOnOverscroll = stretches
        controller.dataSource = source
        recorder.watch(controller, as: "SH")
        geometry = RandomStickyGeometry(
            headerHeight: explicitHeight ?? (header == nil ? 0 : headerViewHeight),
            pinnedHeight: pinned, safeTop: safeTop, stretches: stretches)
        note("new controller: rows \(rows.map { $0.map(String.init) ?? "-" }), header \(header == nil ? "none" : "\(headerViewHeight)"), "
            + "headerHeight \(explicitHeight.map { "\($0)" } ?? "from view"), pinned \(pinned), safe top \(safeTop), stretches \(stretches)")
        host.window.hostSafeAreaInsets = UIEdgeInsets(top: safeTop, left: 0, bottom: 0, right: 0)
        host.window.rootViewController = controller
        host.runTurn()
    }

    private func failure(_ problem: String) -> String {
        "\(problem)\n  steps: \(trail.joined(separator: "; "))"
    }

    private mutating func note(_ text: String) {
        trail.append(text)
        if log { print(text) }
    }

    // MARK: Steps

    private mutating func step() {
        switch rng.int(0...99) {
        case 0..<24: verticalDrag()
        case 24..<42: horizontalSwipe()
        case 42..<46: lift()
        case 46..<56: select()
        case 56..<66: edit()
        case 66..<70: changeHeaderHeight()
        case 70..<73: changeOtherGeometry()
        case 73..<78:
            stats.statusBarTaps += 1
            note("status-bar tap")
            host.window.simulateStatusBarTap()
        case 78..<82:
            stats.memoryWarnings += 1
            note("memory warning")
            host.simulateMemoryWarning()
        case 82..<88: toggleOnScreen()
        case 88..<93: settle()
        default:
            let time = [0.05, 0.1, 0.3, 1.0][rng.int(0...3)]
            note("advance \(time)")
            host.advance(by: time)
        }
    }

    /// A random point of the window: on the header, the lists or anywhere.
    private mutating func randomPoint() -> CGPoint {
        CGPoint(x: CGFloat(rng.int(40...Int(width) - 40)), y: CGFloat(rng.int(10...Int(height) - 10)))
    }

    /// Moves the finger (putting it down first if it is up) by `delta`, then holds it, flicks or
    /// releases it slowly.
    private mutating func gesture(_ name: String, by delta: CGVector, steps: Int, duration: TimeInterval) {
        let start = fingerDown ?? randomPoint()
        if fingerDown == nil { host.touchDown(at: start) }
        let end = CGPoint(x: start.x + delta.dx, y: start.y + delta.dy)
        host.moveTouch(from: start, to: end, duration: duration, steps: steps)
        switch rng.int(0...2) {
        case 0:
            note("\(name) from \(start) by \(delta), held")
            fingerDown = end
        case 1:
            note("\(name) from \(start) by \(delta), released")
            host.touchUp(at: end)
            fingerDown = nil
        default:
            note("\(name) from \(start) by \(delta), slow release")
            host.advance(by: 0.15)
            host.touchUp(at: end)
            fingerDown = nil
        }
    }

    private mutating func verticalDrag() {
        stats.verticalDrags += 1
        // Often less than a header's collapse range, so a drag can leave it partly shown.
        let distance = CGFloat(rng.chance(50) ? rng.int(-150...150) : rng.int(-450...450))
        let steps = rng.int(1...4)
        // Fast (a flick's 0.05 s a move) or slow (a held drag's 0.15 s a move).
        let perStep = rng.chance(50) ? 0.05 : 0.15
        gesture("vertical", by: CGVector(dx: CGFloat(rng.int(-4...4)), dy: distance), steps: steps, duration: perStep * Double(steps))
    }

    private mutating func horizontalSwipe() {
        stats.swipes += 1
        let sign: CGFloat = rng.chance(50) ? 1 : -1
        switch rng.int(0...2) {
        case 0:
            gesture("slow swipe", by: CGVector(dx: sign * CGFloat(rng.int(100...300)), dy: CGFloat(rng.int(-10...10))), steps: 5, duration: 0.5)
        case 1:
            gesture("fast swipe", by: CGVector(dx: sign * CGFloat(rng.int(40...200)), dy: 0), steps: rng.int(1...2), duration: 0.05)
        default:
            gesture("small swipe", by: CGVector(dx: sign * CGFloat(rng.int(10...70)), dy: 0), steps: 3, duration: 0.3)
        }
    }

    private mutating func lift() {
        guard let finger = fingerDown else { return note("lift (no finger)") }
        note("lift")
        host.touchUp(at: finger)
        fingerDown = nil
    }

    private mutating func select() {
        let count = childCount
        guard count > 0 else { return note("select (no children)") }
        stats.selects += 1
        let index = rng.int(0...count - 1), animated = rng.chance(50)
        note("select \(index) animated \(animated)\(fingerDown == nil ? "" : " (finger down)")")
        controller.select(childAt: index, animated: animated)
    }

    private mutating func edit() {
        guard let source else { return }
        stats.edits += 1
        let count = source.rows.count
        let animated = rng.chance(50)
        if count == 0 || (count < 6 && rng.chance(50)) {
            let index = rng.int(0...count)
            let rows: Int? = rng.chance(80) ? [rng.int(30...300), rng.int(0...8)][rng.int(0...1)] : nil
            source.rows.insert(rows, at: index)
            note("insert \(rows.map(String.init) ?? "-") at \(index) animated \(animated)")
            controller.insertChild(at: index, animated: animated)
        } else {
            let index = rng.int(0...count - 1)
            source.rows.remove(at: index)
            note("remove \(index) animated \(animated)")
            controller.removeChild(at: index, animated: animated)
        }
    }

    private mutating func changeHeaderHeight() {
        stats.headerChanges += 1
        let height = CGFloat([0, 60, 150, 240, 320, rng.int(0...400)][rng.int(0...5)])
        let animated = rng.chance(50)
        note("headerHeight \(height) animated \(animated)")
        geometry.headerHeight = height
        controller.setHeaderHeight(height, animated: animated)
    }

    /// The rest of the geometry: the pinned part, the stretch option, the status bar's height, or
    /// a reload with new children.
    private mutating func changeOtherGeometry() {
        stats.geometryChanges += 1
        switch rng.int(0...3) {
        case 0:
            let pinned = CGFloat([0, 44, 60, rng.int(0...120)][rng.int(0...3)])
            note("pinnedHeaderHeight \(pinned)")
            geometry.pinnedHeight = pinned
            controller.pinnedHeaderHeight = pinned
        case 1:
            geometry.stretches.toggle()
            note("headerStretchesOnOverscroll \(geometry.stretches)")
            controller.headerStretchesOnOverscroll = geometry.stretches
        case 2:
            let top: CGFloat = [0, 20, 47][rng.int(0...2)]
            note("safe-area top \(top)")
            geometry.safeTop = top
            host.window.hostSafeAreaInsets = UIEdgeInsets(top: top, left: 0, bottom: 0, right: 0)
            // The views learn of it in the next layout pass, as in UIKit.
            host.runTurn()
        default:
            guard let source else { return }
            source.rows = (0..<rng.int(0...5)).map { _ in rng.chance(80) ? [rng.int(30...300), rng.int(0...8)][rng.int(0...1)] : nil }
            note("reloadData with rows \(source.rows.map { $0.map(String.init) ?? "-" })")
            controller.reloadData()
        }
    }

    private mutating func toggleOnScreen() {
        stats.disappearances += 1
        if controller.view.window != nil {
            note("controller leaves the window")
            host.window.rootViewController = placeholder
        } else {
            note("controller comes back")
            host.window.rootViewController = controller
        }
    }

    /// The finger lifts and everything comes to rest; the next ``check()`` checks the rest too
    /// when the controller is on screen.
    private mutating func settle() {
        note("settle")
        if let finger = fingerDown { host.touchUp(at: finger); fingerDown = nil }
        host.runUntilIdle()
        restCheckDue = true
    }

    private var restCheckDue = false

    // MARK: Invariants

    /// After every step: the hierarchy is valid (structure, ownership, appearance states), the
    /// pager has at most three children, the header view is where ``StickyHeaderPagingController/headerPosition``
    /// says, at most one list has scrollsToTop, and a settle step's rest is checked.
    private mutating func check() -> String? {
        // The trace's balance is checked at rest (the whole trace, so nothing is missed).
        let violations = HierarchyValidator.violations(in: host.window, extraControllers: [controller])
        if !violations.isEmpty { return "hierarchy: \(violations)" }
        guard let pager else { return "no inner pager" }
        if pager.children.count > 3 { return "\(pager.children.count) live children" }
        if let problem = source?.problems.first { return "data source: \(problem)" }
        // At every moment, not only at rest: the header view is where the controller says, and
        // at most one list answers the status bar.
        if let header = controller.headerView, header.superview != nil {
            let shown = header.convert(header.bounds, to: controller.view)
            if !Self.same(shown, controller.headerPosition.frame) {
                return "the header view is at \(shown), its position says \(controller.headerPosition.frame)"
            }
        }
        let scrollsToTop = pager.children.filter { child in
            child.isViewLoaded && (child as? UITableViewController)?.tableView.scrollsToTop == true
        }
        if scrollsToTop.count > 1 { return "\(scrollsToTop.count) lists have scrollsToTop" }
        // With the pages still (the shown list is the one driving the header), the header is
        // where the model puts it even while the list moves: a drag held past the top, momentum,
        // a bounce, a scroll to top.
        // On screen only: off screen the controller has no safe area to pin under.
        if pager.pagePosition == CGFloat(controller.selectedIndex), !pager.scrollView.isDragging,
           !pager.scrollView.isDecelerating, controller.viewIfLoaded?.window != nil,
           let shown = controller.selectedViewController as? UITableViewController, shown.isViewLoaded {
            let list: UIScrollView = shown.tableView
            let scroll = list.contentOffset.y + list.contentInset.top
            let expected = geometry.headerFrame(scroll: scroll, width: width)
            stats.movingHeaderChecks += 1
            if scroll < 0 { stats.overscrollChecks += 1 }
            if !Self.same(controller.headerPosition.frame, expected) {
                return "headerPosition.frame \(controller.headerPosition.frame), expected \(expected) for scroll \(scroll)"
            }
        }
        if restCheckDue {
            restCheckDue = false
            if controller.view.window != nil, let problem = checkRest() { return "after settling: \(problem)" }
        }
        return nil
    }

    /// At rest (finger up, settled) with the controller on screen.
    private mutating func checkRest() -> String? {
        guard let pager else { return "no inner pager" }
        stats.rests += 1
        let violations = HierarchyValidator.violations(in: host.window, extraControllers: [controller], settled: true, recorder: recorder)
        if !violations.isEmpty { return "hierarchy (settled): \(violations)" }

        let appeared = pager.children.filter { $0.appearanceState != .disappeared }
        if childCount > 0 {
            guard let selected = controller.selectedViewController else { return "no selected child" }
            if appeared.count != 1 || appeared.first !== selected { return "\(appeared.count) children appeared" }
            if selected.appearanceState != .appeared { return "the selected child is \(selected.appearanceState)" }
            if controller.selectedIndex >= childCount { return "selected index \(controller.selectedIndex) of \(childCount)" }
        } else if !pager.children.isEmpty {
            return "no children in the data source but \(pager.children.count) in the pager"
        }

        let lists = pager.children.compactMap { child -> (child: UIViewController, list: UIScrollView)? in
            guard child.isViewLoaded, let table = child as? UITableViewController else { return nil }
            return (child, table.tableView)
        }
        let selected = controller.selectedViewController
        for (child, list) in lists {
            if list.contentInset.top != geometry.headerHeight { return "a list's top inset is \(list.contentInset.top), header \(geometry.headerHeight)" }
            if list.scrollsToTop != (child === selected) { return "a \(child === selected ? "shown" : "hidden") list has scrollsToTop \(list.scrollsToTop)" }
            // However short, a list scrolls far enough to pin the header.
            let farthest = list.contentSize.height + list.contentInset.bottom - list.bounds.height + list.contentInset.top
            if farthest < geometry.collapseRange - Self.tolerance {
                return "a list of \(list.contentSize.height) pt scrolls \(farthest) at most, the pin is at \(geometry.collapseRange)"
            }
        }
        if controller.pagingScrollView.scrollsToTop { return "the paging scroll view has scrollsToTop" }

        // The header: where the shown list's scroll puts it; with no list shown, wherever the last
        // list left it (then only its own height is known).
        let position = controller.headerPosition
        let shownList = lists.first { $0.child === selected }?.list
        let headerScroll: CGFloat
        if let shownList {
            stats.restsOnList += 1
            headerScroll = shownList.contentOffset.y + shownList.contentInset.top
            let expected = geometry.headerFrame(scroll: headerScroll, width: width)
            if !Self.same(position.frame, expected) {
                return "headerPosition.frame \(position.frame), expected \(expected) for scroll \(headerScroll)"
            }
            // Its scroll indicator starts under the header as shown.
            let indicatorTop = max(expected.maxY, 0)
            if abs(shownList.verticalScrollIndicatorInsets.top - indicatorTop) > Self.tolerance {
                return "the shown list's indicator top inset is \(shownList.verticalScrollIndicatorInsets.top), the header ends at \(indicatorTop)"
            }
            if headerScroll >= geometry.collapseRange, geometry.collapseRange > 0 { stats.restsPinned += 1 }
            if headerScroll > 0, headerScroll < geometry.collapseRange { stats.restsPartlyShown += 1 }
        } else {
            headerScroll = position.isPinned ? geometry.collapseRange : max(-position.frame.minY, 0)
            if position.overscroll != 0 { return "at rest on a child without a list, the header is pulled down by \(position.overscroll)" }
        }
        if let header = controller.headerView {
            let shown = header.convert(header.bounds, to: controller.view)
            if !Self.same(shown, position.frame) { return "the header view is at \(shown), its position says \(position.frame)" }
        }

        // Every other live list is aligned: pinned header, at least the pin; otherwise the header's scroll.
        let range = geometry.collapseRange
        for (child, list) in lists where child !== selected {
            let scroll = list.contentOffset.y + list.contentInset.top
            stats.alignedLists += 1
            if headerScroll >= range {
                if scroll < range - Self.tolerance { return "a hidden list at scroll \(scroll) is above the pin \(range)" }
            } else {
                stats.alignedListsUnpinned += 1
                if abs(scroll - max(headerScroll, 0)) > Self.tolerance {
                    return "a hidden list at scroll \(scroll), the header's scroll \(headerScroll)"
                }
            }
        }
        return nil
    }

    static let tolerance: CGFloat = 1e-6

    static func same(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }
}
