import Benchmark
import ContainmentTesting
import Foundation
import PortableUIKit

/// Auto Layout churn at scale (issue 42): a grid of N/4 views in a box in the window, each placed
/// by four required constraints installed on the box (leading and top to the box's, width,
/// height): N constraints. Public API only. (A chain, each view's leading on the previous one's
/// trailing, makes every position depend on all the ones before it: the tableau's rows grow with
/// N, and so does the cost of each Cassowary pivot, ours as kiwisolver's; Benchmarks/README.md
/// gives those figures.) Each iteration builds a fresh box; what is
/// measured is one of activating the N constraints (then one layout pass), deactivating them front
/// to back, or removing the views from the box back to front (each removal deactivates the
/// constraints that leave with the view); and, as the control, removing the same views with no
/// constraints (UIView's own share of a removal).
@MainActor
final class AutoLayoutChurnScene {
    enum Work { case activate, deactivate, removeViews, removePlainViews }

    let host = HeadlessHost(size: screenSize)

    init() { host.runUntilIdle() }

    func measure(_ work: Work, constraints count: Int, _ benchmark: Benchmark) {
        let box = UIView(frame: CGRect(origin: .zero, size: screenSize))
        host.window.addSubview(box)
        let views = (0..<count / 4).map { _ -> UIView in
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            box.addSubview(view)
            return view
        }
        var constraints: [NSLayoutConstraint] = []
        constraints.reserveCapacity(count)
        for (index, view) in views.enumerated() {
            let column = CGFloat(index % 39), row = CGFloat(index / 39 % 84)
            constraints.append(view.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: column * 10))
            constraints.append(view.topAnchor.constraint(equalTo: box.topAnchor, constant: row * 10))
            constraints.append(view.widthAnchor.constraint(equalToConstant: 10))
            constraints.append(view.heightAnchor.constraint(equalToConstant: 10))
        }
        if work != .activate && work != .removePlainViews {
            NSLayoutConstraint.activate(constraints)
            box.layoutIfNeeded()
        }

        benchmark.startMeasurement()
        let start = monotonicNanoseconds()
        switch work {
        case .activate:
            NSLayoutConstraint.activate(constraints)
            box.layoutIfNeeded()
        case .deactivate:
            for constraint in constraints { constraint.isActive = false }
        case .removeViews, .removePlainViews:
            // Back to front: each view is then found at its place among its siblings at once, so
            // the figure is Auto Layout's share (front to back, UIView's sibling lookup scans
            // from the end and the array shifts: O(N) per removal, as an NSMutableArray's).
            for view in views.reversed() { view.removeFromSuperview() }
        }
        let elapsed = monotonicNanoseconds() - start
        benchmark.stopMeasurement()

        let operations = work == .removeViews || work == .removePlainViews ? views.count : count
        benchmark.measurement(nanosecondsPerOperation, Int(elapsed) / operations)
        let active = constraints.filter(\.isActive).count
        precondition(active == (work == .activate ? count : 0), "Auto Layout churn: \(active) constraints active")
        precondition(work == .activate || work == .deactivate || box.subviews.isEmpty, "Auto Layout churn: views left")
        box.removeFromSuperview()
        host.runUntilIdle()
    }
}
