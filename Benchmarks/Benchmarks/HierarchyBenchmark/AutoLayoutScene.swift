import Benchmark
import ContainmentTesting
import Foundation
import PortableUIKit

/// Auto Layout churn at scale (issue 42): a grid of N/4 views in a box in the window, each placed
/// by four required constraints installed on the box (leading and top to the box's, width,
/// height): N constraints. Public API only. The chain rows put the same N constraints on a chain,
/// each view's leading on the previous one's trailing: every position depends on all the ones
/// before it, so the tableau's rows grow with N, and so does the cost of each Cassowary pivot,
/// ours as kiwisolver's (Benchmarks/README.md). Each iteration builds a fresh box; what is
/// measured is one of activating the N constraints (then one layout pass), deactivating them front
/// to back, or removing the views from the box back to front (each removal deactivates the
/// constraints that leave with the view); and, as the control, removing the same views with no
/// constraints (UIView's own share of a removal).
@MainActor
final class AutoLayoutChurnScene {
    /// `chainActivate` / `chainDeactivate`: the same N constraints on a chain instead of a grid
    /// (each view's leading on the previous one's trailing, the first on the box's leading),
    /// activated (then one layout pass) or deactivated front to back.
    enum Work { case activate, deactivate, removeViews, removePlainViews, chainActivate, chainDeactivate }

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
        let chained = work == .chainActivate || work == .chainDeactivate
        for (index, view) in views.enumerated() {
            let column = CGFloat(index % 39), row = CGFloat(index / 39 % 84)
            if chained {
                let previous = index == 0 ? box.leadingAnchor : views[index - 1].trailingAnchor
                constraints.append(view.leadingAnchor.constraint(equalTo: previous))
                constraints.append(view.topAnchor.constraint(equalTo: box.topAnchor))
            } else {
                constraints.append(view.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: column * 10))
                constraints.append(view.topAnchor.constraint(equalTo: box.topAnchor, constant: row * 10))
            }
            constraints.append(view.widthAnchor.constraint(equalToConstant: 10))
            constraints.append(view.heightAnchor.constraint(equalToConstant: 10))
        }
        if work != .activate && work != .chainActivate && work != .removePlainViews {
            // For removal all four are installed on the box, so a leaving view takes all four
            // with it (spec 17.15); `activate` puts width and height on the view itself, inside
            // the leaving subtree, where they stay active.
            if work == .removeViews {
                box.addConstraints(constraints)
            } else {
                NSLayoutConstraint.activate(constraints)
            }
            box.layoutIfNeeded()
        }

        benchmark.startMeasurement()
        let start = monotonicNanoseconds()
        switch work {
        case .activate, .chainActivate:
            NSLayoutConstraint.activate(constraints)
            box.layoutIfNeeded()
        case .deactivate, .chainDeactivate:
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
        let activates = work == .activate || work == .chainActivate
        precondition(active == (activates ? count : 0), "Auto Layout churn: \(active) constraints active")
        precondition(
            !chained || !activates || views.last?.frame.minX == CGFloat(views.count - 1) * 10,
            "Auto Layout churn: the chain is not laid out")
        precondition(
            activates || work == .deactivate || work == .chainDeactivate || box.subviews.isEmpty,
            "Auto Layout churn: views left")
        box.removeFromSuperview()
        host.runUntilIdle()
    }
}
