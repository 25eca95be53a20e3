import Foundation
import PortableUIKit
import Containment
import ContainmentTesting

/// Issue 15: PagingController — a horizontal pager of five coloured pages from a data source: a
/// committed swipe, a cancelled swipe (a short drag held, then released slowly), a reversal
/// mid-drag, a programmatic spring `select(pageAt:animated:)` to a page that is not a neighbour,
/// then a swipe on a vertical pager below it.
@MainActor
public func pagerScene(fps: Double) -> ShowcaseScene {
    ShowcaseScene(
        name: "pager", title: "PagingController — swipe, cancelled swipe, reversal, spring selection, vertical pager",
        duration: 6.2
    ) { host in
        let recorder = LifecycleRecorder()
        let delegate = PagerSceneDelegate(recorder: recorder)
        let horizontalPages = PagerScenePages(
            prefix: "H", heading: "Page",
            colors: [.systemIndigo, .systemOrange, .systemTeal, .systemPink, .systemGreen],
            recorder: recorder)
        let verticalPages = PagerScenePages(
            prefix: "V", heading: "Row", colors: [.systemTeal, .systemIndigo, .systemOrange],
            recorder: recorder)
        let horizontal = PagingController()
        horizontal.interPageSpacing = 16
        horizontal.dataSource = horizontalPages
        horizontal.delegate = delegate
        let vertical = PagingController()
        vertical.navigationOrientation = .vertical
        vertical.interPageSpacing = 12
        vertical.dataSource = verticalPages
        vertical.delegate = delegate
        delegate.names = [ObjectIdentifier(horizontal): "H", ObjectIdentifier(vertical): "V"]
        let root = PagerSceneRoot(horizontal: horizontal, vertical: vertical)
        host.window.rootViewController = root
        delegate.caption = root.caption
        let script = SceneScript()
        script.trace = { [delegate] in withExtendedLifetime((horizontalPages, verticalPages)) { delegate.trace } }
        script.pictureKeyFrame = 1
        let y: CGFloat = 310
        script.keyFrame(0, "Page 1")
        // A committed swipe: 240 pt to the left in 0.3 s, lifted while moving.
        script.touchPath(
            on: host.window, [(0.3, CGPoint(x: 320, y: y)), (0.6, CGPoint(x: 80, y: y))], lift: 0.6, fps: fps)
        script.keyFrame(0.5, "committed swipe: Page 2 coming in")
        script.keyFrame(1.1, "Page 2")
        // A cancelled swipe: 90 pt, held still, released slowly: back to the page.
        script.touchPath(
            on: host.window, [(1.4, CGPoint(x: 200, y: y)), (1.7, CGPoint(x: 110, y: y))], lift: 2.0, fps: fps)
        script.keyFrame(1.8, "short drag held: Page 3 peeks")
        script.keyFrame(2.4, "released slowly: back on Page 2")
        // A reversal: towards Page 3, then back past the start towards Page 1, released slowly.
        script.touchPath(
            on: host.window,
            [
                (2.7, CGPoint(x: 200, y: y)), (2.95, CGPoint(x: 90, y: y)),
                (3.3, CGPoint(x: 320, y: y)),
            ], lift: 3.6, fps: fps)
        script.keyFrame(2.95, "dragging towards Page 3")
        script.keyFrame(3.3, "reversed mid-drag: Page 1 appears")
        script.keyFrame(3.9, "landed back on Page 2")
        // Programmatic selection of a page that is not a neighbour, with a bouncy spring.
        script.at(4.1) {
            horizontal.springDamping = 0.55
            horizontal.selectionAnimationDuration = 0.7
            horizontal.select(pageAt: 4, animated: true)
        }
        script.keyFrame(4.3, "select(pageAt: 4, animated: true)")
        script.keyFrame(4.9, "Page 5")
        // The vertical pager: a swipe up commits to the next row.
        script.touchPath(
            on: host.window, [(5.1, CGPoint(x: 195, y: 780)), (5.35, CGPoint(x: 195, y: 630))], lift: 5.35, fps: fps)
        script.keyFrame(5.3, "vertical pager: swipe up")
        script.keyFrame(6.0, "Row 2")
        return script
    }
}

extension SceneScript {
    /// One finger through `waypoints` (time, point): down at the first, moving in straight lines
    /// between them one move per frame of `fps`, then held until `lift` and lifted there.
    func touchPath(
        on window: UIWindow, _ waypoints: [(time: TimeInterval, point: CGPoint)], lift: TimeInterval, fps: Double
    ) {
        guard let first = waypoints.first, let last = waypoints.last else { return }
        at(first.time) { window.sendTouch(.began, at: first.point) }
        for (start, end) in zip(waypoints, waypoints.dropFirst()) {
            let steps = max(1, Int(((end.time - start.time) * fps).rounded()))
            for step in 1...steps {
                let fraction = CGFloat(step) / CGFloat(steps)
                let point = CGPoint(
                    x: start.point.x + (end.point.x - start.point.x) * fraction,
                    y: start.point.y + (end.point.y - start.point.y) * fraction)
                at(start.time + (end.time - start.time) * Double(fraction)) { window.sendTouch(.moved, at: point) }
            }
        }
        at(max(lift, last.time)) { window.sendTouch(.ended, at: last.point) }
    }
}
