import Benchmark
import BenchmarkSupport
import Containment
import ContainmentTesting
import Foundation
import PortableUIKit

/// A page that knows whether it is shown: true between viewDidAppear and viewDidDisappear
/// (public API only, so the benchmark needs no testing SPI).
@MainActor
final class Page: UIViewController {
    private(set) var isShown = false
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        isShown = true
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        isShown = false
    }
}

/// 100,000 pages on demand; every request makes a fresh controller, as an app's data source
/// would. The pager keeps the only references.
@MainActor
final class HundredThousandPages: PagingControllerDataSource {
    static let count = 100_000
    func numberOfPages(in pagingController: PagingController) -> Int { Self.count }
    func pagingController(_ pagingController: PagingController, viewControllerForPageAt index: Int) -> UIViewController?
    {
        Page()
    }
}

/// A visible 390 × 844 pt window whose root is a PagingController of 100,000 pages.
@MainActor
final class PagerScene {
    let pages = HundredThousandPages()
    let pager = PagingController()
    let host: HeadlessHost
    let center = CGPoint(x: 195, y: 422)
    private var fingerX: CGFloat = 0
    private var fingerStep: CGFloat = -4

    init() {
        pager.dataSource = pages
        host = HeadlessHost(size: CGSize(width: 390, height: 844), rootViewController: pager)
        host.runUntilIdle()
        precondition(pager.selectedIndex == 0, "pager: selected \(pager.selectedIndex), expected 0")
        checkLiveChildren()
    }

    /// At most three children (the selected page and its neighbours), and the selected one has
    /// appeared.
    func checkLiveChildren() {
        precondition(pager.children.count <= 3, "pager: \(pager.children.count) live children, expected at most 3")
        precondition(
            (pager.selectedViewController as? Page)?.isShown == true,
            "pager: the selected page has not appeared")
        precondition(
            pager.children.filter { ($0 as? Page)?.isShown == true }.count == 1,
            "pager: more than one page has appeared at rest")
    }

    /// Measures `select(pageAt: next, animated: false)` and the turn after it. At the last page
    /// the pager goes back to page 0 outside the measurement.
    func measureSelectNext(_ benchmark: Benchmark) {
        if pager.selectedIndex == HundredThousandPages.count - 1 {
            pager.select(pageAt: 0, animated: false)
            host.runTurn()
        }
        let next = pager.selectedIndex + 1

        benchmark.startMeasurement()
        pager.select(pageAt: next, animated: false)
        host.runTurn()
        benchmark.stopMeasurement()

        precondition(pager.selectedIndex == next, "select next: at \(pager.selectedIndex), expected \(next)")
        checkLiveChildren()
    }

    /// Puts a finger down at the centre and drags it 100 pt towards the next page, held.
    func beginDrag() {
        pager.select(pageAt: 50_000, animated: false)
        host.runUntilIdle()
        host.touchDown(at: center)
        host.moveTouch(from: center, to: CGPoint(x: center.x - 100, y: center.y), duration: 0.1, steps: 6)
        fingerX = center.x - 100
        precondition(pager.scrollView.isDragging, "drag frame: the pager's scroll view is not dragging")
        precondition(pager.children.count <= 3, "drag frame: \(pager.children.count) live children, expected at most 3")
    }

    /// Measures one frame of the held drag: a 4 pt move and one frame tick. The finger goes back
    /// and forth between 40 and 160 pt left of where it went down.
    func measureDragFrame(_ benchmark: Benchmark) {
        if fingerX <= center.x - 160 || fingerX >= center.x - 40 { fingerStep = -fingerStep }
        fingerX += fingerStep
        let point = CGPoint(x: fingerX, y: center.y)
        let before = pager.pagePosition

        benchmark.startMeasurement()
        host.window.sendTouch(.moved, at: point)
        host.advance(by: host.frameInterval)
        benchmark.stopMeasurement()

        precondition(
            pager.pagePosition != before && pager.pagePosition > 50_000 && pager.pagePosition < 50_001,
            "drag frame: page position \(pager.pagePosition)")
        precondition(pager.children.count <= 3, "drag frame: \(pager.children.count) live children, expected at most 3")
    }

    /// Visits every page of a fresh pager with non-animated select-next, reading the resident
    /// size after 10 pages and after the last.
    static func measureVisitingAll(_ benchmark: Benchmark) {
        residentGrowth.measure(benchmark) { step in
            let scene = PagerScene()
            for page in 1..<HundredThousandPages.count {
                scene.pager.select(pageAt: page, animated: false)
                scene.host.runTurn()
                precondition(
                    scene.pager.children.count <= 3,
                    "visit: \(scene.pager.children.count) live children at page \(page)")
                step(page)
            }
            scene.checkLiveChildren()
            return scene
        }
    }
}
