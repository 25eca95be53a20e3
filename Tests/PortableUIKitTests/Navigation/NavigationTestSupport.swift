import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting

/// A navigation delegate that writes its calls into the same trace as a `LifecycleRecorder`,
/// at the position they happened.
@MainActor
final class NavigationTrace: NSObject, UINavigationControllerDelegate {
    let recorder = LifecycleRecorder()
    private var marks: [(index: Int, line: String)] = []

    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        marks.append((recorder.entries.count, "delegate.willShow(\(recorder.name(of: viewController)), \(animated))"))
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        marks.append((recorder.entries.count, "delegate.didShow(\(recorder.name(of: viewController)), \(animated))"))
    }

    /// The recorder's trace with the delegate calls merged in.
    var lines: [String] {
        tracedWithMarks(recorder.trace, marks)
    }

    func reset() {
        recorder.reset()
        marks = []
    }
}

/// A navigation controller with controllers named A, B, C … as roots of a 320 × 480 window
/// (top safe-area inset 20), run until idle, with a trace (naming the controllers and the
/// navigation controller as `nav`) reset to start here.
@MainActor
struct NavigationScene {
    let nav: UINavigationController
    let host: HeadlessHost
    let trace = NavigationTrace()
    let controllers: [String: UIViewController]

    init(stack names: [String] = ["A"], extra: [String] = [], onScreen: Bool = true) {
        var made: [String: UIViewController] = [:]
        for name in names + extra { made[name] = UIViewController() }
        controllers = made
        nav = UINavigationController(rootViewController: made[names[0]]!)
        if names.count > 1 { nav.setViewControllers(names.map { made[$0]! }, animated: false) }
        host = HeadlessHost(
            size: CGSize(width: 320, height: 480), safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            rootViewController: onScreen ? nav : nil)
        host.runUntilIdle()
        trace.recorder.watch(nav, as: "nav")
        for (name, controller) in made {
            trace.recorder.watch(controller, as: name)
            controller.title = name
        }
        nav.delegate = trace
        trace.reset()
    }

    subscript(name: String) -> UIViewController { controllers[name]! }

    /// The hierarchy validator's findings after settling.
    var violations: [HierarchyValidator.Violation] {
        HierarchyValidator.violations(in: host.window, settled: true, recorder: trace.recorder)
    }
}
