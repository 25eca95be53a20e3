import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting

/// An iPad-sized window in landscape: regular width, wider than tall (spec 14.7's host rule).
let splitRegularSize = CGSize(width: 1194, height: 834)
/// A phone-sized window: compact width.
let splitCompactSize = CGSize(width: 390, height: 844)

/// A split view controller delegate that writes its calls into the same trace as a
/// `LifecycleRecorder`, at the position they happened.
@MainActor
final class SplitViewTrace: UISplitViewControllerDelegate {
    let recorder = LifecycleRecorder()
    private var marks: [(index: Int, line: String)] = []
    /// The answer to `topColumnForCollapsingToProposedTopColumn`; nil answers the proposal.
    var topColumn: UISplitViewController.Column?
    /// The answer to `displayModeForExpandingToProposedDisplayMode`; nil answers the proposal.
    var expandingDisplayMode: UISplitViewController.DisplayMode?

    private func mark(_ line: String) { marks.append((recorder.entries.count, line)) }

    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    {
        mark("delegate.willChangeTo(\(displayMode))")
    }

    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {
        mark("delegate.willShow(\(column))")
    }

    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {
        mark("delegate.willHide(\(column))")
    }

    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        mark("delegate.topColumnForCollapsing(proposed: \(proposedTopColumn))")
        return topColumn ?? proposedTopColumn
    }

    func splitViewController(
        _ svc: UISplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode {
        mark("delegate.displayModeForExpanding(proposed: \(proposedDisplayMode))")
        return expandingDisplayMode ?? proposedDisplayMode
    }

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
        mark("delegate.didCollapse(isCollapsed: \(svc.isCollapsed))")
    }

    func splitViewControllerDidExpand(_ svc: UISplitViewController) {
        mark("delegate.didExpand(isCollapsed: \(svc.isCollapsed))")
    }

    /// The recorder's trace with the delegate calls merged in.
    var lines: [String] { tracedWithMarks(recorder.trace, marks) }

    func reset() {
        recorder.reset()
        marks = []
    }
}

/// A split view controller of `style` with plain controllers P (primary), U (supplementary, triple
/// column), S (secondary) and, when asked, C (compact), each wrapped by the split view controller
/// (the wrappers are named Pnav, Unav, Snav), the root of a window of `size`, settled, with the
/// trace reset to start here. `configure` runs before the window shows the split view controller.
@MainActor
struct SplitViewScene {
    let split: UISplitViewController
    let host: HeadlessHost
    let trace = SplitViewTrace()
    let controllers: [String: UIViewController]

    init(
        style: UISplitViewController.Style = .doubleColumn, compact: Bool = false, size: CGSize = splitRegularSize,
        configure: (UISplitViewController) -> Void = { _ in }
    ) {
        split = UISplitViewController(style: style)
        var made: [String: UIViewController] = [:]
        var names = ["P", "S"]
        if style == .tripleColumn { names.insert("U", at: 1) }
        if compact { names.append("C") }
        let columns: [String: UISplitViewController.Column] = [
            "P": .primary, "U": .supplementary, "S": .secondary, "C": .compact,
        ]
        for name in names {
            let controller = UIViewController()
            controller.title = name
            made[name] = controller
            split.setViewController(controller, for: columns[name]!)
            trace.recorder.watch(controller, as: name)
            if name != "C", let navigation = controller.navigationController {
                made[name + "nav"] = navigation
                trace.recorder.watch(navigation, as: name + "nav")
            }
        }
        controllers = made
        trace.recorder.watch(split, as: "split")
        split.delegate = trace
        configure(split)
        host = HeadlessHost(size: size, rootViewController: split)
        host.runUntilIdle()
        trace.reset()
    }

    subscript(name: String) -> UIViewController { controllers[name]! }

    /// The navigation controller the split view controller made for a column's controller.
    func navigation(_ name: String) -> UINavigationController { controllers[name + "nav"] as! UINavigationController }

    /// Resizes the window (a size transition, spec 14.7) and settles.
    func resize(to size: CGSize) {
        host.resize(to: size)
        host.runUntilIdle()
    }

    /// The names of the controllers whose views are in the window.
    var onScreen: [String] {
        controllers.filter { $0.value.viewIfLoaded?.window != nil }.map(\.key).sorted()
    }

    /// The hierarchy validator's findings after settling.
    var violations: [HierarchyValidator.Violation] {
        HierarchyValidator.violations(in: host.window, settled: true, recorder: trace.recorder)
    }
}
