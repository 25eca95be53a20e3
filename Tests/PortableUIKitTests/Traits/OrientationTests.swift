import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

@MainActor
private final class OrientationController: UIViewController {
    var mask: UIInterfaceOrientationMask = .allButUpsideDown
    var autorotates = true
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { mask }
    override var shouldAutorotate: Bool { autorotates }
}

/// The orientation API (spec 14.6): raw values, defaults, and what the host asks.
@MainActor
@Suite("Interface orientation (spec 14.6)", .isolatedRuntime)
struct OrientationTests {
    @Test(
        "14.6 raw values are UIKit's: orientations unknown 0, portrait 1, upside down 2, landscapeLeft 4, landscapeRight 3"
    )
    func orientationRawValues() {
        #expect(
            [UIInterfaceOrientation.unknown, .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight].map(
                \.rawValue) == [0, 1, 2, 4, 3])
        #expect(UIInterfaceOrientation.portraitUpsideDown.isPortrait && !UIInterfaceOrientation.portrait.isLandscape)
        #expect(
            UIInterfaceOrientation.landscapeLeft.isLandscape && !UIInterfaceOrientation.unknown.isPortrait
                && !UIInterfaceOrientation.unknown.isLandscape)
    }

    @Test(
        "14.6 mask raw values: portrait 2, upside down 4, landscapeRight 8, landscapeLeft 16, landscape 24, all 30, allButUpsideDown 26"
    )
    func maskRawValues() {
        let masks: [UIInterfaceOrientationMask] = [
            .portrait, .portraitUpsideDown, .landscapeRight, .landscapeLeft, .landscape, .all, .allButUpsideDown,
        ]
        #expect(masks.map(\.rawValue) == [2, 4, 8, 16, 24, 30, 26])
        #expect(UIInterfaceOrientationMask.allButUpsideDown.allows(.landscapeLeft))
        #expect(!UIInterfaceOrientationMask.allButUpsideDown.allows(.portraitUpsideDown))
    }

    @Test(
        "14.6 defaults: .allButUpsideDown on the phone idiom, .all on the pad idiom, shouldAutorotate true, presentation in the current orientation"
    )
    func defaults() {
        let controller = UIViewController()
        #expect(controller.supportedInterfaceOrientations == .allButUpsideDown)
        #expect(controller.shouldAutorotate)
        #expect(controller.preferredInterfaceOrientationForPresentation == .portrait)
        controller.traitOverrides.userInterfaceIdiom = .pad
        #expect(controller.supportedInterfaceOrientations == .all)
        let host = HeadlessHost(size: CGSize(width: 844, height: 390), rootViewController: UIViewController())
        #expect(host.window.rootViewController?.preferredInterfaceOrientationForPresentation == .landscapeRight)
        #expect(host.window.hostInterfaceOrientation == .landscapeRight)
    }

    @Test("14.6 the host asks the root controller, and only when it autorotates")
    func hostAsksRoot() {
        let root = OrientationController()
        root.mask = .landscape
        let host = HeadlessHost(rootViewController: root)
        #expect(host.window.hostSupportedInterfaceOrientations == .landscape)
        root.autorotates = false
        #expect(host.window.hostSupportedInterfaceOrientations == nil)
        #expect(HeadlessHost().window.hostSupportedInterfaceOrientations == nil, "no root, nothing to ask")
    }

    @Test("14.6 an empty mask is refused with a diagnostic (UIKit raises)")
    func emptyMask() {
        let root = OrientationController()
        root.mask = []
        let host = HeadlessHost(rootViewController: root)
        let answer = expectDiagnostic(.unsupportedInterfaceOrientations) {
            host.window.hostSupportedInterfaceOrientations
        }
        #expect(answer == nil)
    }

    @Test("14.6 setNeedsUpdateOfSupportedInterfaceOrientations is counted in the controller's window")
    func updateCount() {
        let root = UIViewController()
        let host = HeadlessHost(rootViewController: root)
        root.setNeedsUpdateOfSupportedInterfaceOrientations()
        root.setNeedsUpdateOfSupportedInterfaceOrientations()
        #expect(host.window.supportedInterfaceOrientationsUpdateCount == 2)
        UIViewController().setNeedsUpdateOfSupportedInterfaceOrientations()
        #expect(host.window.supportedInterfaceOrientationsUpdateCount == 2)
    }
}

/// A navigation delegate that limits orientations.
@MainActor
private final class PortraitNavigationDelegate: NSObject, UINavigationControllerDelegate {
    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController)
        -> UIInterfaceOrientationMask
    { .portrait }
    func navigationControllerPreferredInterfaceOrientationForPresentation(
        _ navigationController: UINavigationController
    ) -> UIInterfaceOrientation { .portraitUpsideDown }
}

@MainActor
@Suite("Navigation controller orientation (spec 14.6)", .isolatedRuntime)
struct NavigationOrientationTests {
    @Test(
        "14.6 a navigation controller asks its delegate's orientation hooks; without a delegate, the default; the top controller is not asked"
    )
    func navigationDelegateHooks() {
        let top = OrientationController()
        top.mask = .landscape
        let nav = UINavigationController(rootViewController: top)
        #expect(nav.supportedInterfaceOrientations == .allButUpsideDown)
        let delegate = PortraitNavigationDelegate()
        nav.delegate = delegate
        #expect(nav.supportedInterfaceOrientations == .portrait)
        #expect(nav.preferredInterfaceOrientationForPresentation == .portraitUpsideDown)
        let host = HeadlessHost(rootViewController: nav)
        #expect(host.window.hostSupportedInterfaceOrientations == .portrait)
    }
}

@MainActor
private final class PortraitTabDelegate: NSObject, UITabBarControllerDelegate {
    func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController)
        -> UIInterfaceOrientationMask
    { .portrait }
}

@MainActor
private final class LandscapePageDelegate: NSObject, UIPageViewControllerDelegate {
    func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController)
        -> UIInterfaceOrientationMask
    { .landscape }
}

@MainActor
@Suite("Tab bar and page view controller orientation (spec 14.6)", .isolatedRuntime)
struct ContainerOrientationTests {
    @Test("14.6 a tab bar controller supports what all its controllers support; its delegate's hook wins")
    func tabBarRule() {
        let portraitOnly = OrientationController()
        portraitOnly.mask = [.portrait, .landscapeLeft]
        let any = OrientationController()
        any.mask = .all
        let tabs = UITabBarController()
        tabs.viewControllers = [portraitOnly, any]
        #expect(tabs.supportedInterfaceOrientations == [.portrait, .landscapeLeft])
        let delegate = PortraitTabDelegate()
        tabs.delegate = delegate
        #expect(tabs.supportedInterfaceOrientations == .portrait)
        #expect(UITabBarController().supportedInterfaceOrientations == .allButUpsideDown, "no controllers: the default")
    }

    @Test("14.6 a page view controller asks its delegate's hook, else the default")
    func pageViewHook() {
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        #expect(pages.supportedInterfaceOrientations == .allButUpsideDown)
        let delegate = LandscapePageDelegate()
        pages.delegate = delegate
        #expect(pages.supportedInterfaceOrientations == .landscape)
    }
}
