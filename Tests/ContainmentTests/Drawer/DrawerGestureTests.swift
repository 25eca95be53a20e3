import Foundation
import Testing
@_spi(Testing) import PortableUIKit
import Containment
import ContainmentTesting
import ContainmentTestTraits

/// Every gesture mode of DrawerController / MMDrawerController, and how the drawer's pan
/// shares touches.
@MainActor
@Suite("DrawerController — gestures", .isolatedRuntime)
struct DrawerGestureTests {
    private func openLeft(_ f: DrawerFixture) {
        f.drawer.openDrawerSide(.left, animated: false, completion: nil)
        f.settle()
    }

    @Test("no modes, no gestures (DrawerController's default masks); the same drag opens once a mode allows it")
    func defaultsAreOff() {
        let f = DrawerFixture(gestures: false)
        f.host.drag(from: CGPoint(x: 195, y: 400), to: CGPoint(x: 395, y: 400))
        f.settle()
        #expect(f.drawer.openSide == .none && f.trace.isEmpty)
        // Positive control: with an open mode the same drag opens the left drawer and the trace shows it.
        f.drawer.openDrawerGestureModeMask = .panningCenterView
        f.host.drag(from: CGPoint(x: 195, y: 400), to: CGPoint(x: 395, y: 400))
        f.settle()
        #expect(f.drawer.openSide == .left)
        #expect(f.trace == ["L.viewWillAppear(true)", "L.viewDidAppear(true)"])
    }

    @Test("open .panningCenterView: a pan anywhere on the center opens the side it pulls towards")
    func panningCenterViewOpens() {
        let f = DrawerFixture(gestures: false)
        f.drawer.openDrawerGestureModeMask = .panningCenterView
        f.host.drag(from: CGPoint(x: 195, y: 400), to: CGPoint(x: 35, y: 400))
        f.settle()
        #expect(f.drawer.openSide == .right && f.centerX == -280)
        f.expectValid(settled: true)
    }

    @Test("open .bezelPanningCenterView: only pans that start within bezelRange of a screen edge")
    func bezelOpens() {
        let f = DrawerFixture(gestures: false)
        f.drawer.openDrawerGestureModeMask = .bezelPanningCenterView
        f.host.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400))
        f.settle()
        #expect(f.drawer.openSide == .none)
        f.host.drag(from: CGPoint(x: 10, y: 400), to: CGPoint(x: 210, y: 400))
        f.settle()
        #expect(f.drawer.openSide == .left)
        f.drawer.closeDrawer(animated: false, completion: nil)
        f.drawer.bezelRange = 40
        f.host.drag(from: CGPoint(x: 355, y: 400), to: CGPoint(x: 155, y: 400))
        f.settle()
        #expect(f.drawer.openSide == .right)
    }

    @Test("open .custom: the block decides which touches count")
    func customOpens() {
        let f = DrawerFixture(gestures: false)
        f.drawer.openDrawerGestureModeMask = .custom
        f.drawer.gestureShouldRecognizeTouchBlock = { _, _, touch in touch.location(in: nil).y > 700 }
        f.host.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400))
        f.settle()
        #expect(f.drawer.openSide == .none)
        f.host.drag(from: CGPoint(x: 100, y: 750), to: CGPoint(x: 300, y: 750))
        f.settle()
        #expect(f.drawer.openSide == .left)
    }

    @Test(
        "close .tapCenterView: a tap on the uncovered center closes, and the gesture completion runs after the motion")
    func tapCloses() {
        let f = DrawerFixture(gestures: false)
        f.drawer.closeDrawerGestureModeMask = .tapCenterView
        var completions: [String] = []
        f.drawer.gestureCompletionBlock = { drawer, recognizer in
            completions.append("\(recognizer is UITapGestureRecognizer ? "tap" : "other") \(drawer.openSide)")
        }
        openLeft(f)
        f.host.tap(at: CGPoint(x: 100, y: 400))
        f.settle()
        #expect(f.drawer.openSide == .left)
        f.host.tap(at: CGPoint(x: 330, y: 400))
        f.settle()
        #expect(f.drawer.openSide == .none && completions == ["tap none"])
    }

    @Test("close .panningCenterView and .panningDrawerView: pans on either close")
    func pansClose() {
        let f = DrawerFixture(gestures: false)
        f.drawer.closeDrawerGestureModeMask = .panningDrawerView
        openLeft(f)
        f.host.drag(from: CGPoint(x: 330, y: 400), to: CGPoint(x: 100, y: 400))
        f.settle()
        #expect(f.drawer.openSide == .left)
        f.host.drag(from: CGPoint(x: 250, y: 400), to: CGPoint(x: 20, y: 400))
        f.settle()
        #expect(f.drawer.openSide == .none)
        f.drawer.closeDrawerGestureModeMask = .panningCenterView
        openLeft(f)
        f.host.drag(from: CGPoint(x: 330, y: 400), to: CGPoint(x: 100, y: 400))
        f.settle()
        #expect(f.drawer.openSide == .none)
    }

    @Test("close .bezelPanningCenterView: a pan from the screen edge strip over the center")
    func bezelCloses() {
        let f = DrawerFixture(gestures: false)
        f.drawer.closeDrawerGestureModeMask = .bezelPanningCenterView
        openLeft(f)
        f.host.drag(from: CGPoint(x: 330, y: 400), to: CGPoint(x: 100, y: 400))
        f.settle()
        #expect(f.drawer.openSide == .left)
        f.host.drag(from: CGPoint(x: 380, y: 400), to: CGPoint(x: 150, y: 400))
        f.settle()
        #expect(f.drawer.openSide == .none)
    }

    @Test("close .custom: the block decides")
    func customCloses() {
        let f = DrawerFixture(gestures: false)
        f.drawer.closeDrawerGestureModeMask = .custom
        f.drawer.gestureShouldRecognizeTouchBlock = { _, recognizer, _ in recognizer is UITapGestureRecognizer }
        openLeft(f)
        f.host.drag(from: CGPoint(x: 330, y: 400), to: CGPoint(x: 100, y: 400))
        f.settle()
        #expect(f.drawer.openSide == .left)
        f.host.tap(at: CGPoint(x: 330, y: 400))
        f.settle()
        #expect(f.drawer.openSide == .none)
    }

    @Test("centerHiddenInteractionMode: .none keeps touches from the covered center, .full lets them through")
    func centerInteraction() {
        let f = DrawerFixture()
        let button = UIView(frame: CGRect(x: 0, y: 300, width: 390, height: 200))
        f.center.view.addSubview(button)
        openLeft(f)
        let point = CGPoint(x: 330, y: 400)
        f.drawer.centerHiddenInteractionMode = .none
        #expect(f.host.window.hitTest(point, with: nil) === f.drawer.childControllerContainerView)
        f.drawer.centerHiddenInteractionMode = .navigationBarOnly
        #expect(f.host.window.hitTest(point, with: nil) === f.drawer.childControllerContainerView)
        f.drawer.centerHiddenInteractionMode = .full
        #expect(f.host.window.hitTest(point, with: nil) === button)
        f.drawer.closeDrawer(animated: false, completion: nil)
        f.drawer.centerHiddenInteractionMode = .none
        #expect(f.host.window.hitTest(point, with: nil) === button)
    }

    @Test("a vertical pan does not move the drawer; a horizontal one from the same point does")
    func verticalPan() {
        let f = DrawerFixture()
        f.host.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 215, y: 600))
        f.settle()
        #expect(f.drawer.openSide == .none && f.trace.isEmpty)
        // Positive control: the same fixture opens for a mostly horizontal drag from the same point.
        f.host.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 375, y: 320))
        f.settle()
        #expect(f.drawer.openSide == .left)
        #expect(f.trace == ["L.viewWillAppear(true)", "L.viewDidAppear(true)"])
    }

    @Test("a fast flick opens even from a short distance; the spring starts at the finger's speed")
    func flick() {
        let f = DrawerFixture()
        let end = f.host.flick(from: CGPoint(x: 195, y: 400), velocity: CGVector(dx: 900, dy: 0), duration: 0.05)
        #expect(end.x < 245)
        #expect(f.drawer.openSide == .none)
        f.settle()
        #expect(f.drawer.openSide == .left && f.centerX == 280)
    }

    @Test("a pan takes over a running animation where it is when it begins; the animation's completion gets false")
    func catchesMotion() {
        let f = DrawerFixture()
        var finished: Bool?
        f.drawer.openDrawerSide(.left, animated: true) { finished = $0 }
        f.host.advance(by: 0.1)
        let caught = f.centerX
        #expect(caught > 0 && caught < 280)
        f.drag(from: CGPoint(x: 330, y: 400), by: -40, steps: 4, duration: 0.1)
        #expect(finished == false)
        let held = f.centerX
        #expect(held > 0 && held < 280)
        f.host.moveTouch(from: CGPoint(x: 290, y: 400), to: CGPoint(x: 270, y: 400), duration: 0.1, steps: 2)
        f.host.advance(by: 0.2)
        #expect(abs(f.centerX - (held - 20)) < 0.001)
        #expect(f.trace == ["L.viewWillAppear(true)"])
        f.lift(at: CGPoint(x: 270, y: 400))
        f.settle()
        f.expectValid(settled: true)
    }

    @Test("a pan past the open position stretches (damped), or stops there when stretching is off")
    func stretch() {
        let f = DrawerFixture()
        openLeft(f)
        f.recorder.reset()
        f.drag(from: CGPoint(x: 300, y: 400), by: 80)
        let stretched = f.centerX
        #expect(stretched > 280 && stretched < 280 + 2 * 0.075 * 110)
        #expect(f.trace.isEmpty)
        f.lift(at: CGPoint(x: 380, y: 400))
        f.settle()
        #expect(f.centerX == 280)
        f.drawer.shouldStretchDrawer = false
        f.drag(from: CGPoint(x: 300, y: 400), by: 80)
        #expect(f.centerX == 280)
        f.lift(at: CGPoint(x: 380, y: 400))
        f.settle()
    }

    @Test(
        "9.2 a horizontal scroll view keeps pans it can use; at its leading edge it hands a rightward pan to the drawer"
    )
    func scrollHandover() {
        let f = DrawerFixture()
        let scroll = UIScrollView(frame: f.center.view.bounds)
        scroll.contentSize = CGSize(width: 390 * 3, height: 844)
        f.center.view.addSubview(scroll)
        f.settle()
        // At the leading edge a rightward pan opens the left drawer; the list stays put.
        f.host.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400))
        f.settle()
        #expect(f.drawer.openSide == .left && scroll.contentOffset.x == 0)
        f.drawer.closeDrawer(animated: false, completion: nil)
        // A leftward pan scrolls the content instead of opening the right drawer.
        f.host.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 100, y: 400))
        f.settle()
        #expect(f.drawer.openSide == .none && scroll.contentOffset.x > 100)
        // Away from the edge, a rightward pan scrolls back.
        let before = scroll.contentOffset.x
        f.host.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 160, y: 400))
        f.settle()
        #expect(f.drawer.openSide == .none && scroll.contentOffset.x < before)
    }

    @Test(
        "9.2 a screen-edge pan inside the center (a navigation back swipe) wins; when it fails the drawer's pan goes on"
    )
    func edgePanWins() {
        let f = DrawerFixture()
        var edgePans = 0
        let edge = UIScreenEdgePanGestureRecognizer { recognizer in if recognizer.state == .began { edgePans += 1 } }
        edge.edges = .left
        f.center.view.addGestureRecognizer(edge)
        f.host.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 202, y: 400))
        f.settle()
        #expect(edgePans == 1 && f.drawer.openSide == .none)
        edge.isEnabled = false
        f.host.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 202, y: 400))
        f.settle()
        #expect(f.drawer.openSide == .left)
    }
}

/// The navigation-bar modes and the back swipe, with a navigation controller as the center.
@MainActor
@Suite("DrawerController — navigation center", .isolatedRuntime)
struct DrawerNavigationTests {
    private func fixture() -> (DrawerController, UINavigationController, UIViewController, HeadlessHost) {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let left = UIViewController()
        let drawer = DrawerController(centerViewController: navigation, leftDrawerViewController: left)
        let host = HeadlessHost(rootViewController: drawer)
        host.runUntilIdle()
        return (drawer, navigation, left, host)
    }

    private func barPoint(_ navigation: UINavigationController, x: CGFloat) -> CGPoint {
        let frame = navigation.navigationBar.convert(navigation.navigationBar.bounds, to: nil)
        return CGPoint(x: x, y: frame.midY)
    }

    @Test("open .panningNavigationBar: only pans that start on the center's navigation bar")
    func panningNavigationBar() {
        let (drawer, navigation, _, host) = fixture()
        drawer.openDrawerGestureModeMask = .panningNavigationBar
        host.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400))
        host.runUntilIdle()
        #expect(drawer.openSide == .none)
        host.drag(from: barPoint(navigation, x: 100), to: barPoint(navigation, x: 300))
        host.runUntilIdle()
        #expect(drawer.openSide == .left)
    }

    @Test(
        "close .tapNavigationBar and .navigationBarOnly: the bar stays usable and closes on tap; the content does not")
    func tapNavigationBar() {
        let (drawer, navigation, _, host) = fixture()
        drawer.closeDrawerGestureModeMask = .tapNavigationBar
        drawer.openDrawerSide(.left, animated: false, completion: nil)
        host.runUntilIdle()
        #expect(
            host.window.hitTest(barPoint(navigation, x: 330), with: nil)?.isDescendant(of: navigation.navigationBar)
                == true)
        #expect(host.window.hitTest(CGPoint(x: 330, y: 400), with: nil) === drawer.childControllerContainerView)
        host.tap(at: CGPoint(x: 330, y: 400))
        host.runUntilIdle()
        #expect(drawer.openSide == .left)
        host.tap(at: barPoint(navigation, x: 330))
        host.runUntilIdle()
        #expect(drawer.openSide == .none)
    }

    @Test(
        "9.2 with a controller to go back to, the navigation back swipe wins over the drawer's bezel pan; at the root the drawer opens"
    )
    func backSwipe() {
        let (drawer, navigation, _, host) = fixture()
        drawer.openDrawerGestureModeMask = .all
        host.edgeSwipe(from: .left, distance: 250)
        host.runUntilIdle()
        #expect(drawer.openSide == .left)
        drawer.closeDrawer(animated: false, completion: nil)
        navigation.pushViewController(UIViewController(), animated: false)
        host.runUntilIdle()
        #expect(navigation.viewControllers.count == 2)
        host.edgeSwipe(from: .left, distance: 300)
        host.runUntilIdle()
        #expect(drawer.openSide == .none)
        #expect(navigation.viewControllers.count == 1)
    }
}
