import Foundation
import Testing
@_spi(Testing) import PortableUIKit
import Containment
import ContainmentTesting
import ContainmentTestTraits

/// Size changes, status bar, accessibility, state restoration, layout direction, misuse, leaks.
@MainActor
@Suite("DrawerController — behaviour", .isolatedRuntime)
struct DrawerBehaviourTests {
    // MARK: Size changes

    @Test("rotation while open keeps the side open and recomputes the widths")
    func rotationSettled() {
        let f = DrawerFixture()
        f.drawer.maximumLeftDrawerWidth = 500
        f.drawer.openDrawerSide(.left, animated: false, completion: nil)
        f.settle()
        #expect(f.centerX == 390)
        f.host.resize(to: CGSize(width: 844, height: 390))
        f.settle()
        #expect(f.drawer.openSide == .left && f.centerX == 500)
        #expect(f.left.view.frame == CGRect(x: 0, y: 0, width: 500, height: 390))
        #expect(f.drawer.centerContainerView.frame.size == CGSize(width: 844, height: 390))
        #expect(
            f.drawer.centerContainerView.layer.shadowPath?.boundingBox == CGRect(x: 0, y: 0, width: 844, height: 390))
        f.expectValid(settled: true)
    }

    @Test("rotation mid-drag: the pan keeps following the finger from a start within the new widths")
    func rotationMidDrag() {
        let f = DrawerFixture()
        f.drawer.maximumLeftDrawerWidth = 350
        f.drawer.openDrawerSide(.left, animated: false, completion: nil)
        f.settle()
        f.drag(from: CGPoint(x: 370, y: 400), by: -100)
        #expect(f.centerX == 250)
        f.host.resize(to: CGSize(width: 300, height: 844))
        f.settle()
        // The start (350) is clamped to the new widest drawer (300); the finger's −100 still holds.
        #expect(f.centerX == 200)
        f.host.moveTouch(from: CGPoint(x: 270, y: 400), to: CGPoint(x: 270, y: 400), duration: 0.2, steps: 4)
        f.host.touchUp(at: CGPoint(x: 270, y: 400))
        f.settle()
        #expect(f.drawer.openSide == .left && f.centerX == 300)
        f.expectValid(settled: true)
    }

    @Test("rotation mid-animation: the spring continues to the side's new position, deterministically")
    func rotationMidAnimation() {
        var landings: [CGFloat] = []
        for _ in 0..<2 {
            let f = DrawerFixture()
            f.drawer.maximumRightDrawerWidth = 380
            f.drawer.openDrawerSide(.right, animated: true, completion: nil)
            f.host.advance(by: 0.1)
            f.host.resize(to: CGSize(width: 320, height: 844))
            f.host.advance(by: 0.05)
            landings.append(f.centerX)
            f.settle()
            #expect(f.drawer.openSide == .right && f.centerX == -320)
            #expect(f.right.view.frame == CGRect(x: 0, y: 0, width: 320, height: 844))
            f.expectValid(settled: true)
        }
        #expect(abs(landings[0] - landings[1]) < 1e-9)
    }

    @Test("setMaximumLeftDrawerWidth(animated:) moves an open drawer to its new width")
    func animatedWidth() {
        let f = DrawerFixture()
        f.drawer.openDrawerSide(.left, animated: false, completion: nil)
        f.settle()
        f.recorder.reset()
        var finished: Bool?
        f.drawer.setMaximumLeftDrawerWidth(200, animated: true) { finished = $0 }
        f.host.advance(by: 0.05)
        #expect(f.centerX < 280 && f.centerX > 200)
        f.settle()
        #expect(finished == true && f.centerX == 200 && f.drawer.openSide == .left)
        #expect(f.trace.isEmpty)
    }

    @Test(
        "setCenter(withFullCloseAnimation:): the center leaves the screen with the drawer spanning it unstretched, swaps, pauses, closes"
    )
    func fullClose() {
        let f = DrawerFixture()
        f.drawer.visualState = .slide
        f.drawer.openDrawerSide(.left, animated: false, completion: nil)
        f.settle()
        let next = UIViewController()
        var finished: Bool?
        f.drawer.setCenter(next, withFullCloseAnimation: true) { finished = $0 }
        var sawOffScreen = false
        for _ in 0..<90 {
            f.host.advance(by: 1.0 / 60)
            if f.centerX > 280 {
                #expect(f.left.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
                #expect(CATransform3DIsIdentity(f.left.view.layer.transform))
            }
            if f.centerX == 390 { sawOffScreen = true }
        }
        f.settle()
        #expect(sawOffScreen && finished == true)
        #expect(f.drawer.centerViewController === next && f.drawer.openSide == .none && f.centerX == 0)
        #expect(f.left.view.isHidden && f.center.parent == nil)
        f.expectValid(settled: true)
    }

    // MARK: Status bar and accessibility

    /// A controller with its own status bar preferences.
    private final class StyledController: UIViewController {
        let style: UIStatusBarStyle
        init(_ style: UIStatusBarStyle) { self.style = style; super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { fatalError("not used") }
        override var preferredStatusBarStyle: UIStatusBarStyle { style }
        override var prefersStatusBarHidden: Bool { style == .darkContent }
    }

    @Test("the open side's controller decides the status bar; each change asks for an update")
    func statusBar() {
        let center = StyledController(.lightContent), left = StyledController(.darkContent)
        let drawer = DrawerController(centerViewController: center, leftDrawerViewController: left)
        let host = HeadlessHost(rootViewController: drawer)
        host.runUntilIdle()
        #expect(host.window.statusBarStyle == .lightContent && !host.window.isStatusBarHidden)
        let before = host.window.statusBarAppearanceUpdateCount
        drawer.openDrawerSide(.left, animated: true, completion: nil)
        host.runUntilIdle()
        #expect(host.window.statusBarStyle == .darkContent && host.window.isStatusBarHidden)
        #expect(host.window.statusBarAppearanceUpdateCount > before)
    }

    @Test(
        "an open drawer is modal for VoiceOver (the center is out of reach), escape closes it, and the screen change is posted"
    )
    func accessibility() {
        let f = DrawerFixture()
        let centerLabel = UILabel(), menuLabel = UILabel()
        centerLabel.text = "Center"; menuLabel.text = "Menu"
        f.center.view.addSubview(centerLabel)
        f.left.view.addSubview(menuLabel)
        let labels = { f.host.window.accessibilityElementsInOrder().compactMap(\.accessibilityLabel) }
        #expect(labels() == ["Center"])
        UIAccessibility.removeAllPostedNotifications()
        f.drawer.openDrawerSide(.left, animated: false, completion: nil)
        f.settle()
        #expect(labels() == ["Menu"])
        #expect(UIAccessibility.postedNotifications.map(\.notification) == [.screenChanged])
        #expect(f.host.window.performAccessibilityEscape(from: menuLabel))
        f.settle()
        #expect(f.drawer.openSide == .none && labels() == ["Center"])
        #expect(!f.host.window.performAccessibilityEscape(from: centerLabel))
    }

    // MARK: State restoration

    @Test("state restoration brings the open side back; a corrupted archive is ignored with a diagnostic")
    func restoration() throws {
        let f = DrawerFixture()
        f.drawer.openDrawerSide(.right, animated: false, completion: nil)
        let data = RestorationArchive.archive(f.drawer)
        let g = DrawerFixture()
        RestorationArchive.restore(data, into: g.drawer)
        g.settle()
        #expect(g.drawer.openSide == .right && g.centerX == -280)
        g.expectValid(settled: true)

        for bad: Any in ["sideways", 2] {
            let archiver = NSKeyedArchiver(requiringSecureCoding: false)
            archiver.encode(bad, forKey: "Containment.DrawerController.openSide")
            archiver.finishEncoding()
            let h = DrawerFixture()
            let rules = PortableUIKitDiagnostics.collecting {
                RestorationArchive.restore(archiver.encodedData, into: h.drawer)
            }.diagnostics.map(\.rule)
            #expect(rules == [.unreadableRestorationArchive])
            #expect(h.drawer.openSide == .none)
        }
        let noRight = DrawerFixture(withRight: false)
        let rules = PortableUIKitDiagnostics.collecting { RestorationArchive.restore(data, into: noRight.drawer) }
            .diagnostics.map(\.rule)
        #expect(rules == [.unreadableRestorationArchive] && noRight.drawer.openSide == .none)
    }

    // MARK: Layout direction

    @Test("leading and trailing drawers follow the layout direction; left and right stay put unless asked")
    func rightToLeft() {
        let center = UIViewController(), leading = UIViewController(), trailing = UIViewController()
        let drawer = DrawerController(
            centerViewController: center, leadingDrawerViewController: leading, trailingDrawerViewController: trailing)
        let host = HeadlessHost(layoutDirection: .rightToLeft, rootViewController: drawer)
        host.runUntilIdle()
        #expect(drawer.rightDrawerViewController === leading && drawer.leftDrawerViewController === trailing)
        #expect(drawer.drawerSide(for: .leading) == .right)
        drawer.openDrawerSide(drawer.drawerSide(for: .leading), animated: false, completion: nil)
        host.runUntilIdle()
        #expect(drawer.centerContainerView.frame.minX == -280 && !leading.view.isHidden)
        // Back to left-to-right: the open leading drawer moves to the left, still open.
        host.window.hostLayoutDirection = .leftToRight
        host.runUntilIdle()
        #expect(drawer.openSide == .left && drawer.centerContainerView.frame.minX == 280)
        #expect(leading.appearanceState == .appeared && trailing.appearanceState == .disappeared)

        let plain = DrawerController(
            centerViewController: UIViewController(), leftDrawerViewController: UIViewController())
        let rtl = HeadlessHost(layoutDirection: .rightToLeft, rootViewController: plain)
        rtl.runUntilIdle()
        #expect(plain.drawerSide(for: .leading) == .left)
    }

    // MARK: Misuse

    @Test(
        "misuse is reported and refused: .none sides, a drawer with no controller, bad widths and speeds, one controller in two places"
    )
    func misuse() {
        let f = DrawerFixture(withRight: false)
        var results: [Bool] = []
        let rules = PortableUIKitDiagnostics.collecting {
            f.drawer.openDrawerSide(.none, animated: true) { results.append($0) }
            f.drawer.openDrawerSide(.right, animated: true) { results.append($0) }
            f.drawer.toggleDrawerSide(.none, animated: true) { results.append($0) }
            f.drawer.setMaximumLeftDrawerWidth(-1, animated: false) { results.append($0) }
            f.drawer.drawerDampingFactor = 0
            f.drawer.animationVelocity = -3
            f.drawer.rightDrawerViewController = f.center
            f.drawer.setDrawerViewController(UIViewController(), for: .none)
            f.drawer.bouncePreview(for: .none, distance: 10) { results.append($0) }
        }.diagnostics.map(\.rule)
        #expect(rules == Array(repeating: .invalidContainerUse, count: 9))
        #expect(results == [false, false, false, false, false])
        #expect(f.drawer.drawerDampingFactor == 1 && f.drawer.animationVelocity == 840)
        #expect(f.drawer.rightDrawerViewController == nil && f.drawer.maximumLeftDrawerWidth == 280)
        f.settle()
        f.expectValid(settled: true)
    }

    @Test("toggling the other side while one is open does nothing and reports false (DrawerController)")
    func toggleOtherSide() {
        let f = DrawerFixture()
        f.drawer.openDrawerSide(.left, animated: false, completion: nil)
        var result: Bool?
        f.drawer.toggleRightDrawerSide(animated: true) { result = $0 }
        #expect(result == false && f.drawer.openSide == .left)
    }

    @Test("removing the open drawer closes its side at once; its controller leaves cleanly")
    func removeOpenDrawer() {
        let f = DrawerFixture()
        f.drawer.openDrawerSide(.left, animated: false, completion: nil)
        f.settle()
        f.recorder.reset()
        f.drawer.leftDrawerViewController = nil
        #expect(f.drawer.openSide == .none && f.centerX == 0)
        #expect(f.left.parent == nil && f.left.viewIfLoaded?.superview == nil)
        #expect(
            f.trace == [
                "L.willMove(toParent: nil)", "L.viewWillDisappear(false) movingFromParent",
                "L.viewDidDisappear(false) movingFromParent", "L.didMove(toParent: nil)",
            ])
        f.settle()
        f.expectValid(settled: true)
    }

    // MARK: Leaks

    @Test("a drawer controller and its children are freed after use, mid-animation included")
    func noLeaks() {
        weak var weakDrawer: DrawerController?
        weak var weakLeft: UIViewController?
        do {
            let f = DrawerFixture()
            weakDrawer = f.drawer
            weakLeft = f.left
            f.drawer.openDrawerSide(.left, animated: true, completion: nil)
            f.host.advance(by: 0.05)
            f.drag(by: -30)
            f.host.window.rootViewController = nil
            f.settle()
        }
        #expect(weakDrawer == nil && weakLeft == nil)
    }
}
