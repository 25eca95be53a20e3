import Foundation
import Testing
@_spi(Testing) import PortableUIKit
import Containment
import ContainmentTesting
import ContainmentTestTraits

/// Exact appearance traces: the drawer appears when a motion starts, has appeared only when it
/// lands, and is turned back when a pan is abandoned.
@MainActor
@Suite("DrawerController — appearance traces", .isolatedRuntime)
struct DrawerAppearanceTraceTests {
    @Test("2.12 animated open: viewWillAppear at the start, viewDidAppear only when the spring lands")
    func animatedOpen() {
        let f = DrawerFixture()
        f.drawer.openDrawerSide(.left, animated: true, completion: nil)
        #expect(f.trace == ["L.viewWillAppear(true)"])
        f.host.advance(by: 0.1)
        #expect(f.trace == ["L.viewWillAppear(true)"])
        #expect(f.centerX > 0 && f.centerX < 280)
        f.settle()
        #expect(f.trace == ["L.viewWillAppear(true)", "L.viewDidAppear(true)"])
        #expect(f.centerX == 280 && f.drawer.openSide == .left)
        #expect(f.delegate.log == ["willOpen(left)", "didOpen(left)"])
        let progress = f.delegate.progress.map(\.0)
        #expect(progress.count > 10 && progress == progress.sorted() && progress.last == 1)
        #expect(f.delegate.progress.last?.1 == .left)
        f.expectValid(settled: true)
    }

    @Test("the visual-state block runs every frame with the visible side and fraction (DrawerController's setter)")
    func visualStateBlock() {
        let f = DrawerFixture()
        var seen: [(DrawerSide, CGFloat)] = []
        f.drawer.setDrawerVisualStateBlock { _, side, percent in seen.append((side, percent)) }
        f.drawer.openDrawerSide(.right, animated: true, completion: nil)
        f.settle()
        #expect(seen.count > 10 && seen.allSatisfy { $0.0 == .right && $0.1 > 0 && $0.1 <= 1 } && seen.last?.1 == 1)
    }

    @Test("2.12 animated close mirrors the open")
    func animatedClose() {
        let f = DrawerFixture()
        f.drawer.openDrawerSide(.right, animated: false, completion: nil)
        f.settle()
        f.recorder.reset(); f.delegate.log = []
        f.drawer.closeDrawer(animated: true, completion: nil)
        #expect(f.trace == ["R.viewWillDisappear(true)"])
        f.settle()
        #expect(f.trace == ["R.viewWillDisappear(true)", "R.viewDidDisappear(true)"])
        #expect(f.delegate.log == ["willClose(right)", "didClose(right)"])
        #expect(f.right.view.isHidden)
        f.expectValid(settled: true)
    }

    @Test("2.12 a pan that opens: viewWillAppear when the pan begins, viewDidAppear when the drawer lands open")
    func panOpens() {
        let f = DrawerFixture()
        f.drag(by: 200)
        #expect(f.trace == ["L.viewWillAppear(true)"])
        #expect(f.centerX == 200)
        f.lift(at: CGPoint(x: 395, y: 400))
        f.settle()
        #expect(f.trace == ["L.viewWillAppear(true)", "L.viewDidAppear(true)"])
        #expect(f.drawer.openSide == .left && f.centerX == 280)
        f.expectValid(settled: true)
    }

    @Test("2.12 an abandoned pan: the drawer is turned back and never sees viewDidAppear")
    func abandonedPan() {
        let f = DrawerFixture()
        f.drag(by: 60, steps: 6, duration: 0.5)
        f.host.advance(by: 0.3)
        f.lift(at: CGPoint(x: 255, y: 400))
        #expect(f.trace == ["L.viewWillAppear(true)", "L.viewWillDisappear(true)"])
        f.settle()
        #expect(f.trace == ["L.viewWillAppear(true)", "L.viewWillDisappear(true)", "L.viewDidDisappear(true)"])
        #expect(f.drawer.openSide == .none && f.centerX == 0)
        #expect(f.delegate.log == ["willOpen(left)", "didClose(left)"])
        f.expectValid(settled: true)
    }

    @Test("2.12 an abandoned close pan gives the drawer its appearance back")
    func abandonedClosePan() {
        let f = DrawerFixture()
        f.drawer.openDrawerSide(.left, animated: false, completion: nil)
        f.settle()
        f.recorder.reset(); f.delegate.log = []
        f.drag(from: CGPoint(x: 330, y: 400), by: -60, steps: 6, duration: 0.5)
        f.host.advance(by: 0.3)
        f.lift(at: CGPoint(x: 270, y: 400))
        f.settle()
        #expect(f.trace == ["L.viewWillDisappear(true)", "L.viewWillAppear(true)", "L.viewDidAppear(true)"])
        #expect(f.drawer.openSide == .left && f.centerX == 280)
        #expect(f.delegate.log == ["willClose(left)", "didOpen(left)"])
        f.expectValid(settled: true)
    }

    @Test("switching sides mid-gesture: the left drawer is turned back, the right one appears")
    func sideSwitch() {
        let f = DrawerFixture()
        let start = CGPoint(x: 195, y: 400)
        f.host.touchDown(at: start)
        f.host.moveTouch(from: start, to: CGPoint(x: 255, y: 400), duration: 0.1, steps: 4)
        #expect(f.trace == ["L.viewWillAppear(true)"])
        f.host.moveTouch(from: CGPoint(x: 255, y: 400), to: CGPoint(x: 5, y: 400), duration: 0.2, steps: 8)
        #expect(f.trace == ["L.viewWillAppear(true)", "L.viewWillDisappear(true)", "R.viewWillAppear(true)"])
        #expect(f.left.view.isHidden && !f.right.view.isHidden)
        f.host.touchUp(at: CGPoint(x: 5, y: 400))
        f.settle()
        #expect(f.drawer.openSide == .right)
        #expect(
            f.trace == [
                "L.viewWillAppear(true)", "L.viewWillDisappear(true)", "R.viewWillAppear(true)",
                "L.viewDidDisappear(true)", "R.viewDidAppear(true)",
            ])
        #expect(f.delegate.log == ["willOpen(left)", "willOpen(right)", "didClose(left)", "didOpen(right)"])
        f.expectValid(settled: true)
    }

    @Test("2.1 nothing fires while the drawer controller is off screen; it all catches up when it appears")
    func offScreen() {
        let f = DrawerFixture(inWindow: false)
        f.drawer.loadViewIfNeeded()
        f.drawer.openDrawerSide(.left, animated: true, completion: nil)
        #expect(f.drawer.openSide == .left && f.centerX == 280)
        f.drawer.closeDrawer(animated: true, completion: nil)
        f.drawer.openDrawerSide(.right, animated: true, completion: nil)
        #expect(f.trace == ["D.viewDidLoad", "L.viewDidLoad", "R.viewDidLoad", "C.viewDidLoad"])
        f.recorder.reset()
        f.host.window.rootViewController = f.drawer
        f.settle()
        #expect(
            f.trace == [
                "D.viewWillAppear(false)", "C.viewWillAppear(false)", "R.viewWillAppear(false)",
                "D.viewDidAppear(false)", "C.viewDidAppear(false)", "R.viewDidAppear(false)",
            ])
        f.expectValid(settled: true)
    }

    @Test("the drawer controller leaving the window mid-open settles everything; appearing again shows the open drawer")
    func leavesMidMotion() {
        let f = DrawerFixture()
        f.drawer.openDrawerSide(.left, animated: true, completion: nil)
        f.host.advance(by: 0.05)
        f.host.window.isHidden = true
        f.settle()
        #expect(f.left.appearanceState == .disappeared && f.center.appearanceState == .disappeared)
        f.host.window.isHidden = false
        f.settle()
        f.expectValid(settled: true)
        #expect(f.drawer.openSide == .left)
    }

    @Test("a covered center disappears when the policy says so (KYDrawerController), and appears again on close")
    func centerPolicy() {
        let f = DrawerFixture()
        f.drawer.centerAppearancePolicy = .disappearsWhenCovered
        f.drawer.openDrawerSide(.left, animated: true, completion: nil)
        #expect(f.trace == ["C.viewWillDisappear(true)", "L.viewWillAppear(true)"])
        f.settle()
        #expect(f.trace.suffix(2) == ["C.viewDidDisappear(true)", "L.viewDidAppear(true)"])
        f.recorder.reset()
        f.drawer.closeDrawer(animated: true, completion: nil)
        f.settle()
        #expect(
            f.trace == [
                "L.viewWillDisappear(true)", "C.viewWillAppear(true)", "L.viewDidDisappear(true)",
                "C.viewDidAppear(true)",
            ])
    }

    @Test("bounce preview: the drawer is previewed, never appears, and ends disappeared")
    func bouncePreview() {
        let f = DrawerFixture()
        var finished: Bool?
        f.drawer.bouncePreview(for: .left, distance: 40) { finished = $0 }
        f.host.advance(by: 0.24)
        #expect(abs(f.centerX - 40) < 1)
        f.settle()
        #expect(finished == true)
        #expect(f.trace == ["L.viewWillAppear(true)", "L.viewWillDisappear(true)", "L.viewDidDisappear(true)"])
        #expect(f.centerX == 0 && f.drawer.openSide == .none)
        f.expectValid(settled: true)
    }

    @Test(
        "3.4 replacing the center while closed: the leaving center's callbacks first (transition(from:to:)'s order), appearance in the middle"
    )
    func replaceCenter() {
        let f = DrawerFixture()
        let next = UIViewController()
        f.recorder.watch(next, as: "N")
        f.drawer.centerViewController = next
        #expect(
            f.trace == [
                "N.willMove(toParent: D)", "N.viewDidLoad", "C.willMove(toParent: nil)",
                "C.viewWillDisappear(false) movingFromParent", "N.viewWillAppear(false) movingToParent",
                "C.viewDidDisappear(false) movingFromParent", "N.viewDidAppear(false) movingToParent",
                "C.didMove(toParent: nil)", "N.didMove(toParent: D)",
            ])
        #expect(f.center.parent == nil && f.center.viewIfLoaded?.superview == nil)
        f.settle()
        f.expectValid(settled: true)
    }

    @Test("setCenter(withCloseAnimation:): the swap completes when the drawer has closed")
    func setCenterWithClose() {
        let f = DrawerFixture()
        f.drawer.openDrawerSide(.left, animated: false, completion: nil)
        f.settle()
        f.recorder.reset()
        let next = UIViewController()
        f.recorder.watch(next, as: "N")
        var finished: Bool?
        f.drawer.setCenter(next, withCloseAnimation: true) { finished = $0 }
        #expect(
            f.trace.filter { $0.contains("Appear") || $0.contains("Disappear") } == [
                "L.viewWillDisappear(true)", "C.viewWillDisappear(true) movingFromParent",
                "N.viewWillAppear(true) movingToParent",
            ])
        #expect(f.center.parent === f.drawer)
        f.settle()
        #expect(finished == true)
        #expect(f.center.parent == nil && f.drawer.centerViewController === next)
        #expect(
            f.trace.filter { ($0.contains("Did") || $0.contains("didMove")) && !$0.contains("Load") } == [
                "N.didMove(toParent: D)",
                "C.viewDidDisappear(true) movingFromParent", "L.viewDidDisappear(true)",
                "N.viewDidAppear(true) movingToParent",
                "C.didMove(toParent: nil)",
            ])
        #expect(next.appearanceState == .appeared && f.center.appearanceState == .disappeared)
        f.expectValid(settled: true)
    }
}
