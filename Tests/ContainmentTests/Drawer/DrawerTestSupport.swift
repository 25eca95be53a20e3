import Foundation
import Testing
@_spi(Testing) import PortableUIKit
import Containment
import ContainmentTesting

/// A drawer controller (D) with a center (C), a left drawer (L) and optionally a right one (R)
/// in a 390×844 window, every gesture mode on, and a recorder watching them all.
@MainActor
final class DrawerFixture {
    let center = UIViewController(), left = UIViewController(), right = UIViewController()
    let drawer: DrawerController
    let recorder = LifecycleRecorder()
    let host: HeadlessHost
    let delegate = RecordingDrawerDelegate()

    init(
        inWindow: Bool = true, withRight: Bool = true, gestures: Bool = true,
        size: CGSize = CGSize(width: 390, height: 844)
    ) {
        drawer = DrawerController(
            centerViewController: center, leftDrawerViewController: left,
            rightDrawerViewController: withRight ? right : nil)
        drawer.delegate = delegate
        if gestures {
            drawer.openDrawerGestureModeMask = .all
            drawer.closeDrawerGestureModeMask = .all
        }
        for (controller, name) in [(drawer as UIViewController, "D"), (center, "C"), (left, "L"), (right, "R")] {
            recorder.watch(controller, as: name)
        }
        host = HeadlessHost(size: size, rootViewController: inWindow ? drawer : nil)
        host.runUntilIdle()
        recorder.reset()
    }

    /// The trace without viewIsAppearing (asserted separately where it matters).
    var trace: [String] { recorder.trace.filter { !$0.contains("viewIsAppearing") } }

    /// Hierarchy rules hold, and when settled every child's appearance matches what shows.
    func expectValid(settled: Bool, _ location: SourceLocation = #_sourceLocation) {
        let violations = HierarchyValidator.violations(in: host.window, settled: settled, recorder: recorder)
        #expect(violations.isEmpty, "\(violations)", sourceLocation: location)
        guard settled, drawer.viewIfLoaded?.window != nil else { return }
        let open = drawer.openSide
        #expect(drawer.centerViewController?.appearanceState ?? .appeared == .appeared, sourceLocation: location)
        #expect(left.appearanceState == (open == .left ? .appeared : .disappeared), sourceLocation: location)
        if drawer.rightDrawerViewController != nil {
            #expect(right.appearanceState == (open == .right ? .appeared : .disappeared), sourceLocation: location)
        }
    }

    /// Runs until nothing moves.
    func settle() { host.runUntilIdle() }

    /// The center container's x.
    var centerX: CGFloat { drawer.centerContainerView.frame.minX }

    /// Puts a finger down at `start` and drags it by `dx` (and `dy`) over `steps` moves, holding it there.
    func drag(
        from start: CGPoint = CGPoint(x: 195, y: 400), by dx: CGFloat, dy: CGFloat = 0, steps: Int = 10,
        duration: TimeInterval = 0.2
    ) {
        host.touchDown(at: start)
        host.moveTouch(from: start, to: CGPoint(x: start.x + dx, y: start.y + dy), duration: duration, steps: steps)
    }

    /// Lifts the finger at `point`.
    func lift(at point: CGPoint) { host.touchUp(at: point) }
}

/// Records the drawer delegate's calls.
@MainActor
final class RecordingDrawerDelegate: DrawerControllerDelegate {
    var log: [String] = []
    var progress: [(CGFloat, DrawerSide)] = []
    func drawerController(_ drawerController: DrawerController, willOpen side: DrawerSide) {
        log.append("willOpen(\(side))")
    }
    func drawerController(_ drawerController: DrawerController, didOpen side: DrawerSide) {
        log.append("didOpen(\(side))")
    }
    func drawerController(_ drawerController: DrawerController, willClose side: DrawerSide) {
        log.append("willClose(\(side))")
    }
    func drawerController(_ drawerController: DrawerController, didClose side: DrawerSide) {
        log.append("didClose(\(side))")
    }
    func drawerController(_ drawerController: DrawerController, didUpdate percentVisible: CGFloat, for side: DrawerSide)
    {
        progress.append((percentVisible, side))
    }
}
