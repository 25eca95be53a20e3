import Foundation
import PortableUIKit
import ContainmentTesting
import ShowcaseScenes
import Testing
import ContainmentTestTraits

/// Issue 22: the navigation-based scenes (list, form, the Inbox tab) run inside a real
/// `UINavigationController` whose bar shows a large title, which collapses as the list scrolls.
@MainActor
@Suite("Navigation-based scenes", .isolatedRuntime)
struct NavigationScenesTests {
    /// Plays `name` frame by frame (30 fps) up to `time` seconds, returning the host.
    private func play(_ name: String, until time: TimeInterval) throws -> HeadlessHost {
        let host = ShowcaseScene.makeHost()
        let scene = try #require(allScenes(fps: 30).first { $0.name == name })
        let script = scene.build(host)
        host.runUntilIdle()
        let start = host.now
        var elapsed = -1.0
        var frame = 0
        while Double(frame) / 30 <= time + 1e-9 {
            let now = Double(frame) / 30
            host.window.tick(start + now)
            for event in script.events(after: elapsed, until: now) { event() }
            host.window.tick(start + now)
            elapsed = now
            frame += 1
        }
        return host
    }

    private func navigationController(in host: HeadlessHost) -> UINavigationController? {
        if let navigation = host.window.rootViewController as? UINavigationController { return navigation }
        return (host.window.rootViewController as? UITabBarController)?.selectedViewController
            as? UINavigationController
    }

    /// The bar's visible 34 pt label (its large title).
    private func largeTitleLabel(in view: UIView) -> UILabel? {
        if let label = view as? UILabel, label.font.pointSize == 34, !label.isHidden, label.alpha > 0 { return label }
        guard !view.isHidden else { return nil }
        return view.subviews.lazy.compactMap { largeTitleLabel(in: $0) }.first
    }

    @Test(
        "issue 22 list, form and Inbox scenes start under a 96 pt large-title bar (44 + 52) below the status bar",
        arguments: ["list", "form", "tabs"])
    func largeTitleAtRest(name: String) throws {
        let host = try play(name, until: 0)
        let navigation = try #require(navigationController(in: host), "\(name) is not inside a navigation controller")
        #expect(navigation.navigationBar.prefersLargeTitles)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 96))
        let large = try #require(largeTitleLabel(in: navigation.navigationBar), "no 34 pt title shows in the bar")
        #expect(large.text == navigation.topViewController?.title)
    }

    @Test("issue 22 list: the pushed 10,000-row list starts with its large title, which has collapsed after the flicks")
    func listTitleCollapses() throws {
        let host = try play("list", until: 1.3)
        let navigation = try #require(navigationController(in: host))
        #expect(navigation.topViewController?.title == "10,000 rows")
        #expect(navigation.navigationBar.frame.height == 96)
        let flicked = try play("list", until: 7.5)
        #expect(try #require(navigationController(in: flicked)).navigationBar.frame.height == 44)
    }
}
