import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting

/// A tab bar controller delegate that writes its calls into the same trace as a
/// `LifecycleRecorder`, at the position they happened, and can refuse selections.
@MainActor
final class TabBarTrace: NSObject, UITabBarControllerDelegate {
    let recorder = LifecycleRecorder()
    private var marks: [(index: Int, line: String)] = []
    /// Controllers whose selection `shouldSelect` refuses.
    var refused: [UIViewController] = []

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    {
        marks.append((recorder.entries.count, "delegate.shouldSelect(\(recorder.name(of: viewController)))"))
        return !refused.contains { $0 === viewController }
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        marks.append((recorder.entries.count, "delegate.didSelect(\(recorder.name(of: viewController)))"))
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

/// A tab bar controller with controllers named A, B, C … (titles too), the root of a window of
/// `size` with `safeAreaInsets`, run until idle, with a trace (the tab bar controller named `tbc`)
/// reset to start here. `configure` runs before the window shows the tab bar controller.
@MainActor
struct TabBarScene {
    let tbc: UITabBarController
    let host: HeadlessHost
    let trace = TabBarTrace()
    let controllers: [String: UIViewController]

    init(
        tabs names: [String] = ["A", "B", "C"], extra: [String] = [],
        size: CGSize = CGSize(width: 390, height: 844),
        safeAreaInsets: UIEdgeInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
        make: (String) -> UIViewController = { _ in UIViewController() },
        configure: (UITabBarController, [String: UIViewController]) -> Void = { _, _ in }
    ) {
        var made: [String: UIViewController] = [:]
        for name in names + extra {
            let controller = make(name)
            controller.title = name
            made[name] = controller
        }
        controllers = made
        tbc = UITabBarController()
        for (name, controller) in made { trace.recorder.watch(controller, as: name) }
        trace.recorder.watch(tbc, as: "tbc")
        tbc.viewControllers = names.map { made[$0]! }
        configure(tbc, made)
        host = HeadlessHost(size: size, safeAreaInsets: safeAreaInsets, rootViewController: tbc)
        host.runUntilIdle()
        tbc.delegate = trace
        trace.reset()
    }

    subscript(name: String) -> UIViewController { controllers[name]! }

    /// The centre of the tab of `item`, in window coordinates.
    func centre(of item: UITabBarItem) -> CGPoint {
        guard let view = tbc.tabBar.itemView(for: item) else { return CGPoint(x: -1, y: -1) }
        return view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    /// Taps the tab of `item` and leaves the turn's deferred work undone (the did-callbacks).
    func tap(_ item: UITabBarItem) {
        let point = centre(of: item)
        host.touchDown(at: point)
        host.advance(by: 0.05)
        host.touchUp(at: point)
    }

    /// The hierarchy validator's findings after settling.
    var violations: [HierarchyValidator.Violation] {
        HierarchyValidator.violations(in: host.window, settled: true, recorder: trace.recorder)
    }
}
