#if !canImport(UIKit)
import Foundation
import PortableUIKit
import ContainmentTesting

/// The tab bar controller under misuse (spec 15.1, 15.4): bad indices, bad lists, selecting a
/// stranger, changing the managed bar; each refused with a named diagnostic, leaving the tab bar
/// controller switching normally. Also hostile touches on the bar.
extension HostileCatalog {
    static let tabBar: [HostileCase] = tabBarMisuseCases + tabBarTouchCases

    /// A tab bar controller with three plain tabs, shown and settled.
    @MainActor
    static func tabBarWorld(_ world: HostileWorld, tabs: Int = 3) -> (UITabBarController, [UIViewController]) {
        let controllers = (0..<tabs).map { index -> UIViewController in
            let controller = UIViewController()
            controller.title = "T\(index)"
            return controller
        }
        let tbc = UITabBarController()
        tbc.viewControllers = controllers
        world.show(tbc)
        world.host.runUntilIdle()
        return (tbc, controllers)
    }

    /// After the misuse: every tab can still be selected, and exactly its controller shows.
    @MainActor
    static func checkTabBarStillWorks(_ tbc: UITabBarController, in world: HostileWorld) {
        world.host.runUntilIdle()
        let list = tbc.viewControllers ?? []
        world.check(!list.isEmpty, "the tab bar controller still has controllers")
        world.check(tbc.selectedViewController != nil, "something is selected")
        for index in list.indices.reversed() {
            tbc.selectedIndex = index
            world.host.runUntilIdle()
            let shown = tbc.selectedViewController
            world.check(shown?.viewIfLoaded?.window === world.window, "tab \(index) is on screen")
            let others = list.filter { $0 !== shown }
            world.check(others.allSatisfy { $0.viewIfLoaded?.window == nil }, "only tab \(index) is on screen")
        }
        world.check(tbc.tabBar.items?.count == min(list.count, 5), "one item per tab (More included)")
    }

    static let badIndices: [(String, Int)] = [
        ("one-past-end", 3), ("negative", -1), ("nsnotfound", NSNotFound), ("int-max", Int.max), ("int-min", Int.min),
    ]

    static let tabBarMisuseCases: [HostileCase] =
        badIndices.map { label, index in
            HostileCase("tabbar/selected-index-\(label)", HostileCase.diagnosed(.invalidTabBarControllerUse)) { world in
                let (tbc, _) = tabBarWorld(world)
                tbc.selectedIndex = index
                world.check(tbc.selectedIndex == 0, "the selection is unchanged")
                checkTabBarStillWorks(tbc, in: world)
            }
        } + [
            HostileCase("tabbar/controller-twice-in-list", HostileCase.diagnosed(.invalidTabBarControllerUse)) {
                world in
                let (tbc, controllers) = tabBarWorld(world)
                tbc.viewControllers = [controllers[0], controllers[1], controllers[0]]
                world.check(tbc.viewControllers?.count == 3 && tbc.children.count == 3, "the list is unchanged")
                checkTabBarStillWorks(tbc, in: world)
            },
            HostileCase("tabbar/tab-bar-controller-as-its-own-tab", HostileCase.diagnosed(.invalidTabBarControllerUse))
            { world in
                let (tbc, controllers) = tabBarWorld(world)
                tbc.setViewControllers([controllers[0], tbc], animated: true)
                world.check(tbc.parent == nil && !tbc.children.contains { $0 === tbc }, "no cycle")
                checkTabBarStillWorks(tbc, in: world)
            },
            HostileCase(
                "tabbar/more-navigation-controller-as-a-tab", HostileCase.diagnosed(.invalidTabBarControllerUse)
            ) { world in
                let (tbc, controllers) = tabBarWorld(world)
                tbc.viewControllers = [controllers[0], tbc.moreNavigationController]
                checkTabBarStillWorks(tbc, in: world)
            },
            HostileCase("tabbar/set-items-on-managed-bar", HostileCase.diagnosed(.managedTabBarModified)) { world in
                let (tbc, _) = tabBarWorld(world)
                tbc.tabBar.items = [UITabBarItem(title: "X", image: nil, tag: 0)]
                tbc.tabBar.setItems(nil, animated: true)
                tbc.tabBar.selectedItem = nil
                world.check(tbc.tabBar.items?.count == 3, "the managed items are unchanged")
                checkTabBarStillWorks(tbc, in: world)
            },
            HostileCase("tabbar/select-controller-not-in-list", HostileCase.diagnosed(.invalidTabBarControllerUse)) {
                world in
                let (tbc, controllers) = tabBarWorld(world)
                tbc.selectedViewController = UIViewController()
                tbc.selectedViewController = nil
                world.check(tbc.selectedViewController === controllers[0], "the selection is unchanged")
                checkTabBarStillWorks(tbc, in: world)
            },
            HostileCase("tabbar/child-of-another-parent", HostileCase.diagnosed(.invalidTabBarControllerUse)) { world in
                let (tbc, controllers) = tabBarWorld(world)
                let navigation = UINavigationController(rootViewController: UIViewController())
                let stolen = navigation.viewControllers[0]
                tbc.viewControllers = [controllers[0], stolen]
                world.check(stolen.parent === navigation, "the other parent keeps its child")
                checkTabBarStillWorks(tbc, in: world)
            },
            HostileCase("tabbar/list-storm-with-more", .tolerated) { world in
                let (tbc, controllers) = tabBarWorld(world)
                let extra = (0..<6).map { _ in UIViewController() }
                for round in 0..<12 {
                    let count = 1 + round % 8
                    let pool = controllers + extra
                    let rotated = Array(pool[(round % pool.count)...] + pool[..<(round % pool.count)])
                    tbc.viewControllers = Array(rotated.prefix(count))
                    tbc.selectedIndex = (round * 5) % count
                }
                tbc.viewControllers = controllers
                checkTabBarStillWorks(tbc, in: world)
            },
        ]

    /// Hostile touches on the bar: non-finite and huge coordinates.
    static let tabBarTouchCases: [HostileCase] = hostileCoordinates.map { label, value in
        HostileCase("tabbar/tap-at-\(label)", .tolerated) { world in
            let (tbc, _) = tabBarWorld(world)
            let y = world.host.window.bounds.height - 20
            world.stroke(CGPoint(x: 10, y: y), CGPoint(x: value, y: y), CGPoint(x: value, y: value))
            checkTabBarStillWorks(tbc, in: world)
        }
    }
}
#endif
