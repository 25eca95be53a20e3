import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// A controller whose status bar preferences and `childFor…` answers are set by the test.
@MainActor
private final class StatusBarController: UIViewController {
    var style: UIStatusBarStyle = .default
    var hidden = false
    var styleChild: UIViewController?
    var hiddenChild: UIViewController?
    override var preferredStatusBarStyle: UIStatusBarStyle { style }
    override var prefersStatusBarHidden: Bool { hidden }
    override var childForStatusBarStyle: UIViewController? { styleChild }
    override var childForStatusBarHidden: UIViewController? { hiddenChild }

    convenience init(style: UIStatusBarStyle, hidden: Bool) {
        self.init()
        self.style = style
        self.hidden = hidden
    }

    /// Adds `child` filling the view (Apple's add sequence).
    func embed(_ child: UIViewController) {
        addChild(child)
        child.view.frame = view.bounds
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }
}

/// Status bar appearance: UIKit's defaults and raw values, the window resolving style and hidden
/// state through `childForStatusBarStyle` / `childForStatusBarHidden`, loops reported, and the
/// update count that shows a controller asked for an update.
@MainActor
@Suite("Status bar appearance", .isolatedRuntime)
struct StatusBarTests {
    @Test("raw values are UIKit's: default 0, lightContent 1, darkContent 3; none 0, fade 1, slide 2")
    func rawValues() {
        #expect([UIStatusBarStyle.default, .lightContent, .darkContent].map(\.rawValue) == [0, 1, 3])
        #expect(UIStatusBarStyle(rawValue: 2) == nil)
        #expect([UIStatusBarAnimation.none, .fade, .slide].map(\.rawValue) == [0, 1, 2])
    }

    @Test("a plain controller: .default style, not hidden, .fade animation, no children for the status bar")
    func controllerDefaults() {
        let controller = UIViewController()
        #expect(controller.preferredStatusBarStyle == .default)
        #expect(!controller.prefersStatusBarHidden)
        #expect(controller.preferredStatusBarUpdateAnimation == .fade)
        #expect(controller.childForStatusBarStyle == nil && controller.childForStatusBarHidden == nil)
    }

    @Test("a window without a root controller reports .default and not hidden; with one, the root's preferences")
    func rootPreferences() {
        let host = HeadlessHost()
        #expect(host.window.statusBarStyle == .default && !host.window.isStatusBarHidden)
        host.window.rootViewController = StatusBarController(style: .lightContent, hidden: true)
        #expect(host.window.statusBarStyle == .lightContent && host.window.isStatusBarHidden)
    }

    @Test("childFor… chains are followed through two levels, each chain on its own")
    func twoLevelChains() {
        let root = StatusBarController(style: .lightContent, hidden: false)
        let middle = StatusBarController(style: .darkContent, hidden: true)
        let styleLeaf = StatusBarController(style: .default, hidden: true)
        let hiddenLeaf = StatusBarController(style: .lightContent, hidden: false)
        root.embed(middle)
        middle.embed(styleLeaf)
        middle.embed(hiddenLeaf)
        let host = HeadlessHost(rootViewController: root)
        host.runUntilIdle()
        // Without children for the status bar, the root decides.
        #expect(host.window.statusBarStyle == .lightContent && !host.window.isStatusBarHidden)

        root.styleChild = middle
        root.hiddenChild = middle
        #expect(host.window.statusBarStyle == .darkContent && host.window.isStatusBarHidden, "one level: the middle")

        middle.styleChild = styleLeaf
        middle.hiddenChild = hiddenLeaf
        #expect(
            host.window.statusBarStyle == .default,
            "two levels: the style leaf's .default, not the middle's .darkContent")
        #expect(!host.window.isStatusBarHidden, "two levels: the hidden leaf's false, not the middle's true")
    }

    @Test("a chain that loops is reported and resolved where the loop closes")
    func loopIsReported() {
        let root = StatusBarController(style: .lightContent, hidden: false)
        let child = StatusBarController(style: .darkContent, hidden: true)
        root.embed(child)
        root.styleChild = child
        child.styleChild = root
        let host = HeadlessHost(rootViewController: root)
        let result = PortableUIKitDiagnostics.collecting { host.window.statusBarStyle }
        #expect(result.result == .darkContent, "the child, whose childForStatusBarStyle leads back to the root")
        #expect(result.diagnostics.map(\.rule) == [.invalidStatusBarChild])

        let selfLoop = StatusBarController(style: .lightContent, hidden: true)
        selfLoop.hiddenChild = selfLoop
        host.window.rootViewController = selfLoop
        let hidden = PortableUIKitDiagnostics.collecting { host.window.isStatusBarHidden }
        #expect(hidden.result && hidden.diagnostics.map(\.rule) == [.invalidStatusBarChild])
    }

    @Test("setNeedsStatusBarAppearanceUpdate is counted in the window of the controller that calls it")
    func updateCount() {
        let root = StatusBarController(style: .default, hidden: false)
        let child = StatusBarController(style: .lightContent, hidden: false)
        let host = HeadlessHost(rootViewController: root)
        let other = HeadlessHost(rootViewController: UIViewController())
        host.runUntilIdle()
        #expect(host.window.statusBarAppearanceUpdateCount == 0)

        // A container that switches to a child which chooses the style asks for an update.
        root.embed(child)
        root.styleChild = child
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(host.window.statusBarAppearanceUpdateCount == 1)
        #expect(host.window.statusBarStyle == .lightContent)

        child.setNeedsStatusBarAppearanceUpdate()
        #expect(host.window.statusBarAppearanceUpdateCount == 2, "a child in the window counts too")
        #expect(other.window.statusBarAppearanceUpdateCount == 0, "another window's count is untouched")

        let offscreen = UIViewController()
        offscreen.setNeedsStatusBarAppearanceUpdate()
        offscreen.loadViewIfNeeded()
        offscreen.setNeedsStatusBarAppearanceUpdate()
        #expect(
            host.window.statusBarAppearanceUpdateCount == 2 && other.window.statusBarAppearanceUpdateCount == 0,
            "a controller whose view is in no window updates no window")
        #expect(!offscreen.isViewLoaded || offscreen.view.window == nil)
    }
}
