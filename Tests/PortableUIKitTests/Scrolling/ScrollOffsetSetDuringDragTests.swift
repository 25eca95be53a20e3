import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

/// A drag and offsets that someone else sets meanwhile (a delegate catching animated content, a
/// pager re-centring or springing to a page from its end-of-drag callback): UIKit's pan handling
/// is incremental, so the drag goes on from wherever the content was put, and an offset set from
/// the delegate's callbacks stands.
@MainActor
@Suite("UIScrollView drag with offsets set by others (spec 7.3)", .isolatedRuntime)
struct ScrollOffsetSetDuringDragTests {
    /// Sets `offset` from `scrollViewDidEndDragging`, as a pager starting its own settle does.
    private final class SettlingDelegate: NSObject, UIScrollViewDelegate {
        let offset: CGPoint
        init(offset: CGPoint) { self.offset = offset }
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            scrollView.contentOffset = offset
        }
    }

    @Test("7.3 a drag continues from an offset set while the finger is down")
    func dragContinuesFromNewOffset() {
        let scene = ScrollScene(contentSize: CGSize(width: 390, height: 20_000))
        scene.scrollView.contentOffset = CGPoint(x: 0, y: 500)
        let start = scene.center
        let middle = CGPoint(x: start.x, y: start.y - 100)
        scene.host.touchDown(at: start)
        scene.host.moveTouch(from: start, to: middle, duration: 5.0 / 60.0, steps: 5)
        #expect(scene.scrollView.contentOffset.y == 590, "100 pt of finger minus the 10 pt hysteresis")
        scene.scrollView.contentOffset = CGPoint(x: 0, y: 1_000)
        let end = CGPoint(x: start.x, y: middle.y - 50)
        scene.host.moveTouch(from: middle, to: end, duration: 5.0 / 60.0, steps: 5)
        #expect(scene.scrollView.contentOffset.y == 1_050, "the next 50 pt move from where the content was put")
        scene.host.advance(by: 0.3)
        scene.host.touchUp(at: end)
        scene.host.runUntilIdle()
        #expect(scene.scrollView.contentOffset.y == 1_050)
    }

    @Test("7.3 an offset the delegate sets in scrollViewDidEndDragging stands; without it the drag's own rest does")
    func offsetSetAtEndOfDragStands() {
        for setsOffset in [true, false] {
            let scene = ScrollScene(contentSize: CGSize(width: 390, height: 20_000))
            let delegate = SettlingDelegate(offset: CGPoint(x: 0, y: 777))
            if setsOffset { scene.scrollView.delegate = delegate }
            scene.scrollView.contentOffset = CGPoint(x: 0, y: 500)
            let end = CGPoint(x: scene.center.x, y: scene.center.y - 100)
            scene.host.touchDown(at: scene.center)
            scene.host.moveTouch(from: scene.center, to: end, duration: 5.0 / 60.0, steps: 5)
            scene.host.advance(by: 0.3)  // the finger rests: no deceleration
            scene.host.touchUp(at: end)
            scene.host.runUntilIdle()
            #expect(scene.scrollView.contentOffset.y == (setsOffset ? 777 : 590))
        }
    }
}
