import Foundation
import Testing
@_spi(Testing) import PortableUIKit
import Containment
import ContainmentTesting
import ContainmentTestTraits

/// A data source of `count` pages that makes a fresh controller per request, names it
/// `P<index>` in the recorder, and keeps only weak references (so tests can see releases).
@MainActor
final class CountingPages: PagingControllerDataSource {
    var count: Int
    let recorder: LifecycleRecorder
    var requested: [Int] = []
    var made: [Int: [WeakController]] = [:]
    /// When set, answers every request (misuse tests).
    var override: ((Int) -> UIViewController?)?

    init(count: Int, recorder: LifecycleRecorder) {
        self.count = count
        self.recorder = recorder
    }

    func numberOfPages(in pagingController: PagingController) -> Int { count }

    func pagingController(_ pagingController: PagingController, viewControllerForPageAt index: Int) -> UIViewController?
    {
        requested.append(index)
        if let override { return override(index) }
        let controller = UIViewController()
        recorder.watch(controller, as: "P\(index)")
        made[index, default: []].append(WeakController(controller))
        return controller
    }
}

@MainActor
final class WeakController {
    weak var controller: UIViewController?
    init(_ controller: UIViewController) { self.controller = controller }
}

/// Records the paging delegate's calls.
@MainActor
final class RecordingPagingDelegate: PagingControllerDelegate {
    var log: [String] = []
    var progress: [CGFloat] = []
    /// Every `didScrollTo` position, in order.
    var positions: [CGFloat] = []
    /// Runs on every `didScrollTo` (an app reloading or selecting from the callback).
    var onScroll: ((CGFloat) -> Void)?
    func pagingController(_ pagingController: PagingController, didScrollTo pagePosition: CGFloat) {
        positions.append(pagePosition)
        onScroll?(pagePosition)
    }
    func pagingController(_ pagingController: PagingController, willBeginPagingFrom fromIndex: Int, to toIndex: Int) {
        log.append("willBegin(\(fromIndex)→\(toIndex))")
    }
    func pagingController(
        _ pagingController: PagingController, didPageFrom fromIndex: Int, to toIndex: Int, progress: CGFloat
    ) {
        self.progress.append(progress)
    }
    func pagingController(
        _ pagingController: PagingController, didFinishPagingFrom fromIndex: Int, to toIndex: Int, completed: Bool
    ) {
        log.append("didFinish(\(fromIndex)→\(toIndex), \(completed))")
    }
}

/// A PagingController (PG) in a 390×844 HeadlessHost window, fed by ``CountingPages``.
@MainActor
final class PagingFixture {
    let recorder = LifecycleRecorder()
    let pages: CountingPages
    let pager = PagingController()
    let delegate = RecordingPagingDelegate()
    let host: HeadlessHost
    let size: CGSize

    init(
        pages count: Int = 5, orientation: PagingController.NavigationOrientation = .horizontal,
        layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight, size: CGSize = CGSize(width: 390, height: 844),
        configure: (PagingController) -> Void = { _ in }
    ) {
        self.size = size
        pages = CountingPages(count: count, recorder: recorder)
        pager.navigationOrientation = orientation
        pager.dataSource = pages
        pager.delegate = delegate
        configure(pager)
        recorder.watch(pager, as: "PG")
        host = HeadlessHost(size: size, layoutDirection: layoutDirection, rootViewController: pager)
        host.runUntilIdle()
        recorder.reset()
    }

    /// The appearance trace (no viewIsAppearing, no containment).
    var trace: [String] {
        appearanceCallbacks(in: recorder)
    }

    var center: CGPoint { CGPoint(x: size.width / 2, y: size.height / 2) }

    /// A finger put down at the centre and moved by `distance` along the axis (positive: right
    /// or down), held there.
    func drag(by distance: CGFloat, steps: Int = 10, duration: TimeInterval = 0.2, vertical: Bool = false) {
        host.touchDown(at: center)
        host.moveTouch(from: center, to: point(distance, vertical: vertical), duration: duration, steps: steps)
    }

    /// Moves the held finger on to `distance` from the centre.
    func move(
        to distance: CGFloat, from start: CGFloat, steps: Int = 10, duration: TimeInterval = 0.2, vertical: Bool = false
    ) {
        host.moveTouch(
            from: point(start, vertical: vertical), to: point(distance, vertical: vertical), duration: duration,
            steps: steps)
    }

    /// Holds still (so the release is slow), then lifts at `distance` from the centre.
    func lift(at distance: CGFloat, vertical: Bool = false, hold: TimeInterval = 0.3) {
        host.advance(by: hold)
        host.touchUp(at: point(distance, vertical: vertical))
    }

    func point(_ distance: CGFloat, vertical: Bool) -> CGPoint {
        vertical ? CGPoint(x: center.x, y: center.y + distance) : CGPoint(x: center.x + distance, y: center.y)
    }

    func settle() { host.runUntilIdle() }

    /// Live children of the pager.
    var liveCount: Int { pager.children.count }

    /// Hierarchy rules hold; at rest exactly the selected page has appeared.
    func expectValid(settled: Bool = true, _ location: SourceLocation = #_sourceLocation) {
        let violations = HierarchyValidator.violations(in: host.window, settled: settled, recorder: recorder)
        #expect(violations.isEmpty, "\(violations)", sourceLocation: location)
        #expect(pager.children.count <= 3, sourceLocation: location)
        guard settled, pager.viewIfLoaded?.window != nil else { return }
        let appeared = pager.children.filter { $0.appearanceState != .disappeared }
        #expect(
            appeared.count == 1 && appeared.first === pager.selectedViewController, "appeared: \(appeared.count)",
            sourceLocation: location)
        #expect(pager.selectedViewController?.appearanceState == .appeared, sourceLocation: location)
    }
}

/// The recorder's appearance callbacks only (no viewIsAppearing, no containment): what the pager
/// traces compare.
@MainActor
func appearanceCallbacks(in recorder: LifecycleRecorder) -> [String] {
    recorder.trace.filter { entry in
        ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"].contains { entry.contains($0) }
    }
}
