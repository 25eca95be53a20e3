import Benchmark
import ContainmentTesting
import Foundation
import PortableUIKit

/// The screen every scene uses.
let screenSize = CGSize(width: 390, height: 844)

/// A visible window; each iteration adds N plain views to a fresh view already in the window.
@MainActor
final class PlainSubviewsScene {
    let host = HeadlessHost(size: screenSize)

    init() { host.runUntilIdle() }

    /// Measures `count` × `parent.addSubview(view)`; the views are created before the measurement
    /// and the parent leaves the window after it.
    func measureAdding(_ count: Int, _ benchmark: Benchmark) {
        let parent = UIView(frame: CGRect(origin: .zero, size: screenSize))
        host.window.addSubview(parent)
        host.runUntilIdle()
        let views = (0..<count).map { (index: Int) -> UIView in
            let column = CGFloat(index % 39), row = CGFloat(index / 39 % 84)
            return UIView(frame: CGRect(x: column * 10, y: row * 10, width: 10, height: 10))
        }

        benchmark.startMeasurement()
        let start = monotonicNanoseconds()
        for view in views { parent.addSubview(view) }
        let elapsed = monotonicNanoseconds() - start
        benchmark.stopMeasurement()

        benchmark.measurement(nanosecondsPerOperation, Int(elapsed) / count)
        precondition(
            parent.subviews.count == count, "addSubview plain: \(parent.subviews.count) subviews, expected \(count)")
        parent.removeFromSuperview()
        host.runUntilIdle()
        withExtendedLifetime(views) {}
    }
}

/// A visible window whose root controller has appeared; each iteration adds N child controllers
/// to a fresh container controller that is itself an appeared child of the root.
@MainActor
final class ChildControllersScene {
    let root = UIViewController()
    let host: HeadlessHost

    init() {
        host = HeadlessHost(size: screenSize, rootViewController: root)
        host.runUntilIdle()
    }

    /// Measures `count` × (`addChild`, `addSubview(child.view)`, `didMove(toParent:)`) and the one
    /// turn after them (viewIsAppearing, layout, deferred viewDidAppear). The child controllers are
    /// created before the measurement; their views load inside it (`child.view`), as in an app.
    /// The container leaves (with its children) after the measurement.
    func measureAdding(_ count: Int, _ benchmark: Benchmark) {
        let parent = UIViewController()
        root.addChild(parent)
        parent.view.frame = root.view.bounds
        root.view.addSubview(parent.view)
        parent.didMove(toParent: root)
        host.runUntilIdle()
        let children = (0..<count).map { _ in UIViewController() }

        benchmark.startMeasurement()
        let start = monotonicNanoseconds()
        for child in children {
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
        }
        host.runTurn()
        let elapsed = monotonicNanoseconds() - start
        benchmark.stopMeasurement()

        benchmark.measurement(nanosecondsPerOperation, Int(elapsed) / count)
        precondition(
            parent.children.count == count && parent.view.subviews.count == count,
            "addChild: \(parent.children.count) children, expected \(count)")
        parent.willMove(toParent: nil)
        parent.view.removeFromSuperview()
        parent.removeFromParent()
        host.runUntilIdle()
    }
}

/// A root controller whose view gets 1,000 rows: a 44 pt UIView each, stacked, with a UILabel.
@MainActor
final class RowsController: UIViewController {
    static let rowCount = 1_000
    static let rowHeight: CGFloat = 44

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        for index in 0..<Self.rowCount {
            let row = UIView(
                frame: CGRect(x: 0, y: CGFloat(index) * Self.rowHeight, width: screenSize.width, height: Self.rowHeight)
            )
            row.backgroundColor = index.isMultiple(of: 2) ? .white : UIColor(white: 0.96, alpha: 1)
            let label = UILabel(frame: CGRect(x: 16, y: 0, width: screenSize.width - 32, height: Self.rowHeight))
            label.text = "Row \(index)"
            row.addSubview(label)
            view.addSubview(row)
        }
    }
}

/// The first render of a screen of 1,000 rows.
@MainActor
final class RowsScene {
    /// Measures: a visible window with a `RowsController` as root (its view loads and builds the
    /// rows), a layout pass, and the first turn (viewIsAppearing, layout, viewDidAppear). The window
    /// is released after the measurement.
    func measureFirstRender(_ benchmark: Benchmark) {
        benchmark.startMeasurement()
        let root = RowsController()
        let host = HeadlessHost(size: screenSize, rootViewController: root)
        host.window.layoutIfNeeded()
        host.runTurn()
        benchmark.stopMeasurement()

        precondition(
            root.view.subviews.count == RowsController.rowCount && root.view.window === host.window,
            "build 1,000 rows: \(root.view.subviews.count) rows")
        withExtendedLifetime(host) {}
    }
}

/// A window of 2,000 views: 200 rows of 10 views (a row and its 9 cells) in one content view.
/// When `animating`, the first cell of every row animates (even rows a spring on `center`, odd
/// rows an ease-in-out on `alpha`, each its own `UIView.animate` call) for far longer than the
/// benchmark runs.
@MainActor
final class TickScene {
    static let rows = 200
    static let cellsPerRow = 9
    /// Longer than any run: 10,000 ticks of 1/60 s are under 3 minutes of virtual time.
    static let animationDuration: TimeInterval = 100_000

    let host = HeadlessHost(size: screenSize)
    private(set) var animatedCells: [UIView] = []
    private(set) var viewCount = 0

    init(animating: Bool) {
        let content = UIView(frame: CGRect(origin: .zero, size: screenSize))
        host.window.addSubview(content)
        let rowHeight = screenSize.height / CGFloat(Self.rows)
        let cellWidth = screenSize.width / CGFloat(Self.cellsPerRow)
        for row in 0..<Self.rows {
            let rowView = UIView(
                frame: CGRect(x: 0, y: CGFloat(row) * rowHeight, width: screenSize.width, height: rowHeight))
            rowView.backgroundColor = .white
            for cell in 0..<Self.cellsPerRow {
                let cellView = UIView(
                    frame: CGRect(x: CGFloat(cell) * cellWidth, y: 0, width: cellWidth - 1, height: rowHeight))
                cellView.backgroundColor = .systemBlue
                rowView.addSubview(cellView)
                if cell == 0 { animatedCells.append(cellView) }
            }
            content.addSubview(rowView)
            viewCount += 1 + Self.cellsPerRow
        }
        precondition(viewCount == 2_000)
        host.runUntilIdle()
        guard animating else {
            animatedCells = []
            return
        }
        for (index, cell) in animatedCells.enumerated() {
            if index.isMultiple(of: 2) {
                UIView.animate(
                    withDuration: Self.animationDuration, delay: 0, usingSpringWithDamping: 0.6,
                    initialSpringVelocity: 0, options: [], animations: { cell.center.x += 200 })
            } else {
                UIView.animate(
                    withDuration: Self.animationDuration, delay: 0, options: [.curveEaseInOut],
                    animations: { cell.alpha = 0.2 })
            }
        }
        // Not runUntilIdle: the animations are pending work for a long while. A few frames start them.
        host.advance(by: 0.1)
        precondition(
            animatedCells.allSatisfy { !($0.layer.animationKeys() ?? []).isEmpty },
            "tick: an animation is not running")
    }

    /// Measures one frame tick (`advance(by: frameInterval)` runs exactly one).
    func measureTick(_ benchmark: Benchmark) {
        benchmark.startMeasurement()
        host.advance(by: host.frameInterval)
        benchmark.stopMeasurement()
    }
}
